//===- CheckOps.td - the check dialect for interpreter tests -*- tablegen -*-===//
//
// Test assertions with the syntax of upstream StableHLO's interpreter tests.
// The ops are only parsed, printed and verified here; hlokit-run executes
// them.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_CHECK_OPS
#define HLOKIT_CHECK_OPS

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "hlokit/Dialect/StableHLO/StablehloBase.td"

def Check_Dialect : Dialect {
  let name = "check";
  let cppNamespace = "::hlokit::check";
  let summary = "assertions on tensor values, executed by hlokit-run";
}

class Check_Op<string mnemonic, list<Trait> traits = []>
    : Op<Check_Dialect, mnemonic, traits>;

def Check_FpOrComplexTensor : TensorOf<[AnyFloat, AnyComplex]>;

//===----------------------------------------------------------------------===//
// Comparisons with a constant
//===----------------------------------------------------------------------===//

// The pretty form takes the operand's type from the constant, so it is used
// only when both types are equal; an operand of another compatible type (with
// `?` dims, or quantized) prints the generic form's operand, properties and
// type after the op's name. A declarative format cannot choose between two
// forms by comparing types: ConstantOperand and OperandType do that part.
def Check_ExpectEqConstOp : Check_Op<"expect_eq_const"> {
  let summary = "checks that a tensor equals a constant";
  let description = [{
    Fails the test unless `lhs` is exactly equal to `value` (bitwise for
    floating-point and complex elements). A quantized `lhs` is compared by
    its storage integers, which `value` holds in the storage type (as a
    quantized `stablehlo.constant` does); it prints in generic form.

    ```mlir
    check.expect_eq_const %0, dense<[1, 2]> : tensor<2xi64>
    "check.expect_eq_const"(%q) <{value = dense<[1, 2]> : tensor<2xi8>}> : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>) -> ()
    ```
  }];
  let arguments = (ins HLO_TensorOrQuantizedTensor:$lhs, ElementsAttr:$value);
  let hasVerifier = 1;
  let assemblyFormat = [{
    `` custom<ConstantOperand>($lhs, $value) attr-dict
      `` custom<OperandType>(type($lhs), ref($value))
  }];
}

def Check_ExpectAlmostEqConstOp : Check_Op<"expect_almost_eq_const"> {
  let summary = "checks that a tensor is almost equal to a constant";
  let description = [{
    Fails the test unless every element of `lhs` is within `tolerance` of the
    corresponding element of `value`.

    ```mlir
    check.expect_almost_eq_const %0, dense<[0.999999, 2.0]> : tensor<2xf32>, tolerance = 1.000000e-03
    ```
  }];
  let arguments = (ins Check_FpOrComplexTensor:$lhs, ElementsAttr:$value,
                       DefaultValuedOptionalAttr<F64Attr, "1e-4">:$tolerance);
  let hasVerifier = 1;
  // The tolerance is in the generic form's properties, so ConstantOperand
  // prints it.
  let assemblyFormat = [{
    `` custom<ConstantOperand>($lhs, $value, $tolerance) attr-dict
      `` custom<OperandType>(type($lhs), ref($value))
  }];
}

//===----------------------------------------------------------------------===//
// Comparisons of two tensors
//===----------------------------------------------------------------------===//

// The operand types need only be compatible (a `?` dimension matches any
// size), as in upstream's tests that compare a dynamically shaped result
// with a static constant; the second type is printed only when it differs.
def Check_ExpectEqOp : Check_Op<"expect_eq"> {
  let summary = "checks that two tensors are equal";
  let description = [{
    Quantized tensors (of one type) are compared by their storage integers.

    ```mlir
    check.expect_eq %0, %1 : tensor<2xi32>
    check.expect_eq %2, %3 : tensor<?xi32>, tensor<2xi32>
    ```
  }];
  let arguments = (ins HLO_TensorOrQuantizedTensor:$lhs,
                       HLO_TensorOrQuantizedTensor:$rhs);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<OperandTypes>(type($lhs), type($rhs))
  }];
}

def Check_ExpectAlmostEqOp : Check_Op<"expect_almost_eq"> {
  let summary = "checks that two tensors are almost equal";
  let description = [{
    ```mlir
    check.expect_almost_eq %0, %1, tolerance = 1.000000e-03 : tensor<2xf32>
    ```
  }];
  let arguments = (ins Check_FpOrComplexTensor:$lhs,
                       Check_FpOrComplexTensor:$rhs,
                       DefaultValuedOptionalAttr<F64Attr, "1e-4">:$tolerance);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $lhs `,` $rhs (`,` `tolerance` `=` $tolerance^)? attr-dict `:`
      custom<OperandTypes>(type($lhs), type($rhs))
  }];
}

def Check_ExpectCloseOp : Check_Op<"expect_close", [
    AllTypesMatch<["actual", "expected"]>,
    AllShapesMatch<["actual", "expected"]>]> {
  let summary = "checks that two tensors are within a ULP distance";
  let description = [{
    Fails the test unless, element by element,
    `min_ulp_difference <= ulp_difference(actual, expected) <= max_ulp_difference`.
    Non-finite values match when bitwise equal or both NaN.

    ```mlir
    check.expect_close %0, %1, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>
    ```
  }];
  let arguments = (ins Check_FpOrComplexTensor:$actual,
                       Check_FpOrComplexTensor:$expected,
                       DefaultValuedAttr<UI64Attr, "1">:$max_ulp_difference,
                       DefaultValuedOptionalAttr<UI64Attr, "0">:$min_ulp_difference);
  let hasVerifier = 1;
  // `attr-dict` after the colon, as upstream.
  let assemblyFormat = [{
    $actual `,` $expected
      `,` `max_ulp_difference` `=` $max_ulp_difference
      (`,` `min_ulp_difference` `=` $min_ulp_difference^)?
      `:` attr-dict type($actual) `,` type($expected)
  }];
}

//===----------------------------------------------------------------------===//
// Comparison with a serialized probe
//===----------------------------------------------------------------------===//

def Check_ExpectSerializedEqOp : Check_Op<"expect_serialized_eq"> {
  let summary = "checks a tensor against a value serialized by a probe";
  let description = [{
    Fails the test unless `expected` equals, in type and value, the tensor that
    `interpreter.probe` serialized under `probe_id` at iteration `iteration`.

    ```mlir
    check.expect_serialized_eq %0, probe_id = "probe0", iter = 1 : tensor<2xi32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$expected, StrAttr:$probe_id,
                       DefaultValuedOptionalAttr<UI32Attr, "0">:$iteration);
  let assemblyFormat = [{
    $expected `,` `probe_id` `=` $probe_id (`,` `iter` `=` $iteration^)?
      attr-dict `:` type($expected)
  }];
}

#endif // HLOKIT_CHECK_OPS

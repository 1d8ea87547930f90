//===- ChloOps.td - chlo ops ----------------------------------*- tablegen -*-===//
//
// Every chlo op of upstream openxla/stablehlo (see docs/chlo.md). Operand
// names and both printed forms follow upstream openxla/stablehlo's
// ChloOps.td. chlo has no specification; the numbered constraints that the
// diagnostics cite (`broadcast_add_c3`) are hlokit's, listed in docs/chlo.md.
//
// Every op carries HLO_SpecConstraints: `verifySpecConstraints()` runs the
// free functions of Chlo.h before InferTypeOpInterface compares the inferred
// and declared result types.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_CHLO_OPS
#define HLOKIT_CHLO_OPS

include "hlokit/Dialect/CHLO/ChloBase.td"

// An op whose result type is inferred; a declared result type only has to be
// compatible with the inferred one (`?` and bounded dimensions; quantization
// parameters, which only the ops that take quantized operands can meet, and
// which their verifiers check).
class CHLO_InferredOp<string mnemonic, list<Trait> traits = []>
    : CHLO_Op<mnemonic, [HLO_SpecConstraints, Pure] # traits # [InferTensorType]> {
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::hlokit::stablehlo::isCompatibleUpToQuantization(l, r);
    }
  }];
}

//===----------------------------------------------------------------------===//
// Implicitly broadcasting binary ops
//===----------------------------------------------------------------------===//

// Marks the implicitly broadcasting ops (broadcast_<binary op>,
// broadcast_compare, broadcast_select), which the indexing analysis and the
// legalization treat as broadcast_in_dim + the elementwise op.
def CHLO_Broadcasting : NativeOpTrait<"Broadcasting"> {
  let cppNamespace = "::hlokit::chlo::trait";
}

// Inference and checks of the broadcasting binary ops; `Kind` says how the
// result element type follows from the operands'.
class BroadcastBinaryDefinitions<string Kind> {
  code body = [{
  ::llvm::LogicalResult $cppClass::inferReturnTypeComponents(
      ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
      ::mlir::ValueShapeRange operands, ::mlir::DictionaryAttr attributes,
      ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions,
      ::llvm::SmallVectorImpl<::mlir::ShapedTypeComponents> &inferred) {
    Adaptor adaptor(operands, attributes, properties, regions);
    return inferBroadcastBinaryOp(location,
        ::hlokit::stablehlo::specName(getOperationName()),
        operands.getTypes()[0], operands.getTypes()[1],
        adaptor.getBroadcastDimensions(), BroadcastElement::}] # Kind # [{,
        inferred);
  }
  ::llvm::LogicalResult $cppClass::verifySpecConstraints() {
    return verifyBroadcastBinaryOp(getLoc(),
        ::hlokit::stablehlo::specName(getOperationName()),
        getLhs().getType(), getRhs().getType(), getBroadcastDimensions(),
        BroadcastElement::}] # Kind # [{, getType());
  }
  }];
}

class CHLO_BroadcastBinaryOp<string mnemonic, Type Operands,
                             list<Trait> traits = [], Type Result = Operands,
                             string Kind = "Operand">
    : CHLO_InferredOp<mnemonic, traits # [CHLO_Broadcasting]> {
  let summary = mnemonic # " with implicit broadcasting";
  let arguments = (ins
    Operands:$lhs,
    Operands:$rhs,
    // Maps the lower-ranked operand's dimensions to result dimensions; numpy
    // (trailing) alignment when absent.
    OptionalAttr<DenseI64ArrayAttr>:$broadcast_dimensions
  );
  let results = (outs Result:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($result)
  }];
  let extraClassDefinition = BroadcastBinaryDefinitions<Kind>.body;
}

def CHLO_BroadcastAddOp : CHLO_BroadcastBinaryOp<"broadcast_add",
    HLO_TensorOrPerTensorQuantizedTensor, [Commutative],
    HLO_TensorOrPerTensorQuantizedTensor, "OperandUpToQuantization"> {
  let description = [{
    Elementwise lhs + rhs (logical OR on i1), after broadcasting.
    `%0 = chlo.broadcast_add %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastAtan2Op : CHLO_BroadcastBinaryOp<"broadcast_atan2", HLO_FpOrComplexTensor, []> {
  let description = [{
    Elementwise atan2(lhs, rhs), after broadcasting.
    `%0 = chlo.broadcast_atan2 %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastDivOp : CHLO_BroadcastBinaryOp<"broadcast_divide", HLO_IntFpOrComplexTensor, []> {
  let description = [{
    Elementwise lhs / rhs, after broadcasting.
    `%0 = chlo.broadcast_divide %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastMaxOp : CHLO_BroadcastBinaryOp<"broadcast_maximum",
    HLO_TensorOrPerTensorQuantizedTensor, [Commutative],
    HLO_TensorOrPerTensorQuantizedTensor, "OperandUpToQuantization"> {
  let description = [{
    Elementwise max(lhs, rhs), after broadcasting.
    `%0 = chlo.broadcast_maximum %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastMinOp : CHLO_BroadcastBinaryOp<"broadcast_minimum",
    HLO_TensorOrPerTensorQuantizedTensor, [Commutative],
    HLO_TensorOrPerTensorQuantizedTensor, "OperandUpToQuantization"> {
  let description = [{
    Elementwise min(lhs, rhs), after broadcasting.
    `%0 = chlo.broadcast_minimum %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastMulOp : CHLO_BroadcastBinaryOp<"broadcast_multiply", HLO_Tensor, [Commutative]> {
  let description = [{
    Elementwise lhs * rhs (logical AND on i1), after broadcasting.
    `%0 = chlo.broadcast_multiply %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastNextAfterOp : CHLO_BroadcastBinaryOp<"broadcast_next_after", HLO_FpTensor, []> {
  let description = [{
    Elementwise the next representable value after lhs towards rhs, after broadcasting.
    `%0 = chlo.broadcast_next_after %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastPolygammaOp : CHLO_BroadcastBinaryOp<"broadcast_polygamma", HLO_FpTensor, []> {
  let description = [{
    Elementwise polygamma(lhs, rhs): the lhs-th derivative of digamma at rhs, after broadcasting.
    `%0 = chlo.broadcast_polygamma %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastPowOp : CHLO_BroadcastBinaryOp<"broadcast_power", HLO_IntFpOrComplexTensor, []> {
  let description = [{
    Elementwise lhs ^ rhs, after broadcasting.
    `%0 = chlo.broadcast_power %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastRemOp : CHLO_BroadcastBinaryOp<"broadcast_remainder", HLO_IntFpOrComplexTensor, []> {
  let description = [{
    Elementwise lhs % rhs, with the sign of lhs, after broadcasting.
    `%0 = chlo.broadcast_remainder %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastShiftLeftOp : CHLO_BroadcastBinaryOp<"broadcast_shift_left", HLO_IntTensor, []> {
  let description = [{
    Elementwise lhs << rhs, after broadcasting.
    `%0 = chlo.broadcast_shift_left %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastShiftRightArithmeticOp : CHLO_BroadcastBinaryOp<"broadcast_shift_right_arithmetic", HLO_IntTensor, []> {
  let description = [{
    Elementwise lhs >> rhs, sign-filling, after broadcasting.
    `%0 = chlo.broadcast_shift_right_arithmetic %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastShiftRightLogicalOp : CHLO_BroadcastBinaryOp<"broadcast_shift_right_logical", HLO_IntTensor, []> {
  let description = [{
    Elementwise lhs >> rhs, zero-filling, after broadcasting.
    `%0 = chlo.broadcast_shift_right_logical %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastSubOp : CHLO_BroadcastBinaryOp<"broadcast_subtract", HLO_IntFpOrComplexTensor, []> {
  let description = [{
    Elementwise lhs - rhs, after broadcasting.
    `%0 = chlo.broadcast_subtract %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastZetaOp : CHLO_BroadcastBinaryOp<"broadcast_zeta", HLO_FpTensor, []> {
  let description = [{
    Elementwise the Hurwitz zeta function zeta(lhs, rhs), after broadcasting.
    `%0 = chlo.broadcast_zeta %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastAndOp : CHLO_BroadcastBinaryOp<"broadcast_and", HLO_PredOrIntTensor, [Commutative]> {
  let description = [{
    Elementwise logical (i1) or bitwise AND, after broadcasting.
    `%0 = chlo.broadcast_and %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastOrOp : CHLO_BroadcastBinaryOp<"broadcast_or", HLO_PredOrIntTensor, [Commutative]> {
  let description = [{
    Elementwise logical (i1) or bitwise OR, after broadcasting.
    `%0 = chlo.broadcast_or %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastXorOp : CHLO_BroadcastBinaryOp<"broadcast_xor", HLO_PredOrIntTensor, [Commutative]> {
  let description = [{
    Elementwise logical (i1) or bitwise XOR, after broadcasting.
    `%0 = chlo.broadcast_xor %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
  }];
}

def CHLO_BroadcastComplexOp : CHLO_BroadcastBinaryOp<"broadcast_complex",
    HLO_Fp32Or64Tensor, [], HLO_ComplexTensor, "Complex"> {
  let description = [{
    Builds complex values from real (lhs) and imaginary (rhs) parts after
    broadcasting.
    `%0 = chlo.broadcast_complex %arg0, %arg1 : (tensor<2xf32>, tensor<f32>) -> tensor<2xcomplex<f32>>`
  }];
}

def CHLO_BroadcastCompareOp
    : CHLO_InferredOp<"broadcast_compare", [CHLO_Broadcasting]> {
  let summary = "compare with implicit broadcasting";
  let description = [{
    Compares lhs and rhs by `comparison_direction` under `compare_type`
    (picked from the element type when absent) after broadcasting.
    `%0 = chlo.broadcast_compare %arg0, %arg1 {comparison_direction = #chlo<comparison_direction LT>} : (tensor<3xf32>, tensor<f32>) -> tensor<3xi1>`
  }];
  let arguments = (ins
    HLO_Tensor:$lhs,
    HLO_Tensor:$rhs,
    OptionalAttr<DenseI64ArrayAttr>:$broadcast_dimensions,
    CHLO_ComparisonDirectionAttr:$comparison_direction,
    OptionalAttr<CHLO_ComparisonTypeAttr>:$compare_type
  );
  let results = (outs HLO_PredTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($result)
  }];
  let extraClassDefinition = BroadcastBinaryDefinitions<"Pred">.body;
}

def CHLO_BroadcastSelectOp
    : CHLO_InferredOp<"broadcast_select", [CHLO_Broadcasting]> {
  let summary = "select with numpy-style broadcasting of all three operands";
  let description = [{
    `on_true` where `pred` holds, `on_false` elsewhere, after broadcasting
    the three operands to one shape (trailing alignment).
    `%0 = chlo.broadcast_select %arg0, %arg1, %arg2 : (tensor<i1>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>`
  }];
  let arguments = (ins
    HLO_PredTensor:$pred,
    HLO_Tensor:$on_true,
    HLO_Tensor:$on_false
  );
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $pred `,` $on_true `,` $on_false attr-dict `:`
    `(` type($pred) `,` type($on_true) `,` type($on_false) `)` `->` type($result)
  }];
}

//===----------------------------------------------------------------------===//
// Non-broadcasting binary ops: operands and result share one type
//===----------------------------------------------------------------------===//

defvar SameTypeDefinitions = [{
  ::llvm::LogicalResult $cppClass::inferReturnTypeComponents(
      ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
      ::mlir::ValueShapeRange operands, ::mlir::DictionaryAttr,
      ::mlir::OpaqueProperties, ::mlir::RegionRange,
      ::llvm::SmallVectorImpl<::mlir::ShapedTypeComponents> &inferred) {
    return ::hlokit::stablehlo::inferElementwiseOp(location,
        ::hlokit::stablehlo::specName(getOperationName()),
        ::mlir::TypeRange(operands.getTypes()), inferred);
  }
  ::llvm::LogicalResult $cppClass::verifySpecConstraints() {
    return ::hlokit::stablehlo::verifyElementwiseOp(getLoc(),
        ::hlokit::stablehlo::specName(getOperationName()),
        getOperation()->getOperandTypes(), getType());
  }
}];

def CHLO_NextAfterOp : CHLO_InferredOp<"next_after",
    [Elementwise, SameOperandsAndResultShape]> {
  let summary = "next_after (std::nextafter)";
  let description = [{
    The next representable value after x towards y; subnormals included.
    `%0 = chlo.next_after %arg0, %arg1 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>`
  }];
  let arguments = (ins HLO_FpTensor:$x, HLO_FpTensor:$y);
  let results = (outs HLO_FpTensor:$result);
  let assemblyFormat = [{
    $x `,` $y attr-dict `:` type($x) `,` type($y) `->` type($result)
  }];
  let extraClassDefinition = SameTypeDefinitions;
}

def CHLO_PolygammaOp : CHLO_InferredOp<"polygamma",
    [Elementwise, SameOperandsAndResultShape]> {
  let summary = "polygamma function";
  let description = [{
    The n-th derivative of digamma at x (n a non-negative integer value).
    `%0 = chlo.polygamma %arg0, %arg1 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>`
  }];
  let arguments = (ins HLO_FpTensor:$n, HLO_FpTensor:$x);
  let results = (outs HLO_FpTensor:$result);
  let assemblyFormat = [{
    $n `,` $x attr-dict `:` type($n) `,` type($x) `->` type($result)
  }];
  let extraClassDefinition = SameTypeDefinitions;
}

def CHLO_ZetaOp : CHLO_InferredOp<"zeta",
    [Elementwise, SameOperandsAndResultShape]> {
  let summary = "Hurwitz zeta function";
  let description = [{
    zeta(x, q) = sum over n >= 0 of (q + n)^-x.
    `%0 = chlo.zeta %arg0, %arg1 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>`
  }];
  let arguments = (ins HLO_FpTensor:$x, HLO_FpTensor:$q);
  let results = (outs HLO_FpTensor:$result);
  let assemblyFormat = [{
    $x `,` $q attr-dict `:` type($x) `,` type($q) `->` type($result)
  }];
  let extraClassDefinition = SameTypeDefinitions;
}

def CHLO_MulhiOp : CHLO_InferredOp<"mulhi",
    [Elementwise, SameOperandsAndResultShape]> {
  let summary = "mulhi: the high half of the full integer product";
  let description = [{
    The upper bit-width bits of lhs * rhs computed without overflow, signed
    for signless integers and unsigned for unsigned ones.
    `%0 = chlo.mulhi %arg0, %arg1 : tensor<3xi32>, tensor<3xi32> -> tensor<3xi32>`
  }];
  let arguments = (ins HLO_IntTensor:$lhs, HLO_IntTensor:$rhs);
  let results = (outs HLO_IntTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
  let extraClassDefinition = SameTypeDefinitions;
}

//===----------------------------------------------------------------------===//
// Unary ops
//===----------------------------------------------------------------------===//

class CHLO_UnaryOp<string mnemonic, Type OperandType,
                   Type ResultType = OperandType>
    : CHLO_InferredOp<mnemonic, [Elementwise, SameOperandsAndResultShape]> {
  let summary = mnemonic # " (elementwise)";
  let arguments = (ins OperandType:$operand);
  let results = (outs ResultType:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` type($operand) `->` type($result)
  }];
  let extraClassDefinition = SameTypeDefinitions;
}

// Inference and checks of is_inf, is_neg_inf and is_pos_inf.
defvar PredicateDefinitions = [{
  ::llvm::LogicalResult $cppClass::inferReturnTypeComponents(
      ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
      ::mlir::ValueShapeRange operands, ::mlir::DictionaryAttr,
      ::mlir::OpaqueProperties, ::mlir::RegionRange,
      ::llvm::SmallVectorImpl<::mlir::ShapedTypeComponents> &inferred) {
    return inferPredicateOp(location,
        ::hlokit::stablehlo::specName(getOperationName()),
        operands.getTypes().front(), inferred);
  }
  ::llvm::LogicalResult $cppClass::verifySpecConstraints() {
    return verifyPredicateOp(getLoc(),
        ::hlokit::stablehlo::specName(getOperationName()),
        getOperand().getType(), getType());
  }
}];

def CHLO_AsinAcosKernelOp : CHLO_UnaryOp<"_asin_acos_kernel", HLO_ComplexTensor> {
  let description = [{
    Upstream's internal helper of the complex inverse trigonometric
    decompositions: with x = |Re z|, y = |Im z| and
    a = (hypot(x + 1, y) + hypot(x - 1, y)) / 2, w = _asin_acos_kernel(z) is
    (sqrt(a^2 - x^2), log(a + sqrt(a^2 - 1))), so that
    asin z = (atan2(Re z, Re w), sign(Im z) Im w) and
    acos z = (atan2(Re w, Re z), -sign(Im z) Im w).
    `%0 = chlo._asin_acos_kernel %arg0 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>`
  }];
}

def CHLO_AcosOp : CHLO_UnaryOp<"acos", HLO_FpOrComplexTensor> {
  let description = [{
    Elementwise arc cosine.
    `%0 = chlo.acos %arg0 : tensor<4xf32> -> tensor<4xf32>`
  }];
}

def CHLO_AcoshOp : CHLO_UnaryOp<"acosh", HLO_FpOrComplexTensor> {
  let description = [{
    Elementwise inverse hyperbolic cosine (NaN below 1).
    `%0 = chlo.acosh %arg0 : tensor<4xf32> -> tensor<4xf32>`
  }];
}

def CHLO_AsinOp : CHLO_UnaryOp<"asin", HLO_FpOrComplexTensor> {
  let description = [{
    Elementwise arc sine.
    `%0 = chlo.asin %arg0 : tensor<4xf32> -> tensor<4xf32>`
  }];
}

def CHLO_AsinhOp : CHLO_UnaryOp<"asinh", HLO_FpOrComplexTensor> {
  let description = [{
    Elementwise inverse hyperbolic sine.
    `%0 = chlo.asinh %arg0 : tensor<4xf32> -> tensor<4xf32>`
  }];
}

def CHLO_AtanOp : CHLO_UnaryOp<"atan", HLO_FpOrComplexTensor> {
  let description = [{
    Elementwise arc tangent.
    `%0 = chlo.atan %arg0 : tensor<4xf32> -> tensor<4xf32>`
  }];
}

def CHLO_AtanhOp : CHLO_UnaryOp<"atanh", HLO_FpOrComplexTensor> {
  let description = [{
    Elementwise inverse hyperbolic tangent (NaN beyond +-1).
    `%0 = chlo.atanh %arg0 : tensor<4xf32> -> tensor<4xf32>`
  }];
}

def CHLO_BesselI1eOp : CHLO_UnaryOp<"bessel_i1e", HLO_FpTensor> {
  let description = [{
    Elementwise exponentially scaled modified Bessel function of order 1: exp(-|x|) I1(x).
    `%0 = chlo.bessel_i1e %arg0 : tensor<4xf32> -> tensor<4xf32>`
  }];
}

def CHLO_ConjOp : CHLO_UnaryOp<"conj", HLO_FpOrComplexTensor> {
  let description = [{
    Elementwise complex conjugate (identity on real values).
    `%0 = chlo.conj %arg0 : tensor<4xf32> -> tensor<4xf32>`
  }];
}

def CHLO_CoshOp : CHLO_UnaryOp<"cosh", HLO_FpOrComplexTensor> {
  let description = [{
    Elementwise hyperbolic cosine.
    `%0 = chlo.cosh %arg0 : tensor<4xf32> -> tensor<4xf32>`
  }];
}

def CHLO_SinhOp : CHLO_UnaryOp<"sinh", HLO_FpOrComplexTensor> {
  let description = [{
    Elementwise hyperbolic sine.
    `%0 = chlo.sinh %arg0 : tensor<4xf32> -> tensor<4xf32>`
  }];
}

def CHLO_TanOp : CHLO_UnaryOp<"tan", HLO_FpOrComplexTensor> {
  let description = [{
    Elementwise tangent.
    `%0 = chlo.tan %arg0 : tensor<4xf32> -> tensor<4xf32>`
  }];
}

def CHLO_DigammaOp : CHLO_UnaryOp<"digamma", HLO_FpTensor> {
  let description = [{
    Elementwise digamma, the derivative of lgamma.
    `%0 = chlo.digamma %arg0 : tensor<4xf32> -> tensor<4xf32>`
  }];
}

def CHLO_ErfOp : CHLO_UnaryOp<"erf", HLO_FpTensor> {
  let description = [{
    Elementwise Gauss error function.
    `%0 = chlo.erf %arg0 : tensor<4xf32> -> tensor<4xf32>`
  }];
}

def CHLO_ErfInvOp : CHLO_UnaryOp<"erf_inv", HLO_FpTensor> {
  let description = [{
    Elementwise inverse of erf on (-1, 1).
    `%0 = chlo.erf_inv %arg0 : tensor<4xf32> -> tensor<4xf32>`
  }];
}

def CHLO_ErfcOp : CHLO_UnaryOp<"erfc", HLO_FpTensor> {
  let description = [{
    Elementwise complementary error function 1 - erf(x).
    `%0 = chlo.erfc %arg0 : tensor<4xf32> -> tensor<4xf32>`
  }];
}

def CHLO_LgammaOp : CHLO_UnaryOp<"lgamma", HLO_FpTensor> {
  let description = [{
    Elementwise log |gamma(x)|.
    `%0 = chlo.lgamma %arg0 : tensor<4xf32> -> tensor<4xf32>`
  }];
}

def CHLO_SquareOp : CHLO_UnaryOp<"square", HLO_IntFpOrComplexTensor> {
  let description = [{
    Elementwise x * x.
    `%0 = chlo.square %arg0 : tensor<4xf32> -> tensor<4xf32>`
  }];
}

def CHLO_IsInfOp : CHLO_UnaryOp<"is_inf", HLO_FpTensor, HLO_PredTensor> {
  let description = [{
    True where the element is +inf or -inf.
    `%0 = chlo.is_inf %arg0 : tensor<4xf32> -> tensor<4xi1>`
  }];
  let extraClassDefinition = PredicateDefinitions;
}

def CHLO_IsNegInfOp : CHLO_UnaryOp<"is_neg_inf", HLO_FpTensor, HLO_PredTensor> {
  let description = [{
    True where the element is -inf.
    `%0 = chlo.is_neg_inf %arg0 : tensor<4xf32> -> tensor<4xi1>`
  }];
  let extraClassDefinition = PredicateDefinitions;
}

def CHLO_IsPosInfOp : CHLO_UnaryOp<"is_pos_inf", HLO_FpTensor, HLO_PredTensor> {
  let description = [{
    True where the element is +inf.
    `%0 = chlo.is_pos_inf %arg0 : tensor<4xf32> -> tensor<4xi1>`
  }];
  let extraClassDefinition = PredicateDefinitions;
}

//===----------------------------------------------------------------------===//
// Constants and top_k
//===----------------------------------------------------------------------===//

def CHLO_ConstantOp : CHLO_Op<"constant", [ConstantLike, Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "a constant tensor";
  let description = [{
    `%0 = chlo.constant dense<[1.0, 2.0]> : tensor<2xf32>`
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs HLO_Tensor:$output);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
}

def CHLO_ConstantLikeOp : CHLO_InferredOp<"constant_like",
    [SameOperandsAndResultShape]> {
  let summary = "a splat constant shaped like the operand";
  let description = [{
    Generic form only, as upstream.
    `%0 = "chlo.constant_like"(%arg0) {value = 1.0 : f32} : (tensor<?x2xf32>) -> tensor<?x2xf32>`
  }];
  let arguments = (ins TypedAttrInterface:$value, HLO_Tensor:$operand);
  let results = (outs HLO_Tensor:$result);
}

def CHLO_TopKOp : CHLO_InferredOp<"top_k"> {
  let summary = "the k largest elements along the last dimension";
  let description = [{
    values and their indices (i32) in descending order along the last
    dimension; of equal values the lower index comes first.
    `%values, %indices = chlo.top_k(%arg0, k = 2) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi32>)`
  }];
  let arguments = (ins HLO_Tensor:$operand, I64Attr:$k);
  let results = (outs HLO_Tensor:$values, HLO_Tensor:$indices);
  let assemblyFormat = [{
    `(` $operand `,` `k` `=` $k `)` attr-dict `:`
    type($operand) `->` `(` type($values) `,` type($indices) `)`
  }];
}

def CHLO_RaggedDotOp : CHLO_InferredOp<"ragged_dot"> {
  let summary = "dot_general with one lhs dimension split into groups";
  let description = [{
    Like dot_general, with the lhs ragged dimension split into groups of
    `group_sizes` elements: a non-contracting ragged dimension picks the rhs
    slice of its group along the rhs group dimension, a contracting one
    sums each group separately (a leading result dimension of groups), a
    batch one computes only the batch entries inside the groups. Elements
    past the last group give 0. Generic form only, as upstream.
  }];
  let arguments = (ins
    HLO_Tensor:$lhs,
    HLO_Tensor:$rhs,
    HLO_IntTensor:$group_sizes,
    CHLO_RaggedDotDimensionNumbers:$ragged_dot_dimension_numbers,
    OptionalAttr<TypedArrayAttrBase<CHLO_PrecisionAttr, "precision config">>:$precision_config
  );
  let results = (outs HLO_Tensor:$result);
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::hlokit::stablehlo::isCompatibleForHloTypeInference(l, r);
    }
    /// The dimension numbers as plain lists.
    RaggedDotDims getDims();
  }];
}

def CHLO_ScanOp : CHLO_Op<"scan", [HLO_SpecConstraints,
    RecursiveMemoryEffects, AttrSizedOperandSegments,
    AttrSizedResultSegments]> {
  let summary = "scan: a loop over one dimension carrying state";
  let description = [{
    For each index i of `dimension` (descending when `is_reverse`), the body
    takes the inputs' slices at i and the carries (first `inits`) and returns
    the outputs' slices at i followed by the new carries. The results are
    the outputs stacked along `dimension`, then the final carries. Printed
    as upstream prints it (`inits (`, `dimension=0`).
    ```mlir
    %0, %1 = chlo.scan(%arg0) inits (%arg1) dimension=0 {
    ^bb0(%input0: tensor<3xf32>, %carry0: tensor<3xf32>):
      %2 = stablehlo.add %input0, %carry0 : tensor<3xf32>
      stablehlo.return %2, %2 : tensor<3xf32>, tensor<3xf32>
    } : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
    ```
  }];
  let arguments = (ins
    Variadic<HLO_Tensor>:$inputs,
    Variadic<HLO_Tensor>:$inits,
    I64Attr:$dimension,
    OptionalAttr<BoolAttr>:$is_reverse,
    OptionalAttr<BoolAttr>:$is_associative,
    OptionalAttr<I64Attr>:$scan_dim_size
  );
  let results = (outs Variadic<HLO_Tensor>:$outputs,
                     Variadic<HLO_Tensor>:$carries);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
}

#endif // HLOKIT_CHLO_OPS

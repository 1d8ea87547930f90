//===- ElementwiseOps.td - elementwise ops --------------------*- tablegen -*-===//
//
// The elementwise ops of the spec: arithmetic, logical, bitwise and
// transcendental ops, compare, select, clamp, the conversions and
// reduce_precision. Names, operand names and assembly formats follow upstream
// StableHLO.
//
// Every op carries HLO_SpecConstraints: its `verifySpecConstraints()` checks
// the spec constraints through the free functions of Elementwise.h before
// InferTypeOpInterface compares inferred and declared result types.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_ELEMENTWISE_OPS
#define HLOKIT_STABLEHLO_ELEMENTWISE_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "hlokit/Dialect/StableHLO/StablehloEnums.td"

//===----------------------------------------------------------------------===//
// Type constraints of this family
//===----------------------------------------------------------------------===//

def HLO_SIntFpOrComplexTensor
    : RankedTensorOf<[HLO_SInt, HLO_Float, HLO_Complex]>;
def HLO_SIntOrFpTensor : RankedTensorOf<[HLO_SInt, HLO_Float]>;
def HLO_SIntFpComplexOrPerTensorQuantizedTensor
    : RankedTensorOf<[HLO_SInt, HLO_Float, HLO_Complex, HLO_PerTensorQuantized]>;
def HLO_SIntFpOrPerTensorQuantizedTensor
    : RankedTensorOf<[HLO_SInt, HLO_Float, HLO_PerTensorQuantized]>;

//===----------------------------------------------------------------------===//
// Traits and base classes
//===----------------------------------------------------------------------===//

// An elementwise op whose result type is inferred. A declared result type
// only has to be compatible with the inferred one.
class StableHLO_InferredElementwiseOp<string mnemonic, list<Trait> traits>
    : StableHLO_Op<mnemonic,
                   [HLO_SpecConstraints, Pure] # traits # [InferTensorType]> {
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::hlokit::stablehlo::isCompatibleUpToQuantization(l, r);
    }
  }];
}

// Inference and checks of the ops whose operands and result share one type.
defvar SameTypeElementwiseDefinitions = [{
  ::llvm::LogicalResult $cppClass::inferReturnTypeComponents(
      ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
      ::mlir::ValueShapeRange operands, ::mlir::DictionaryAttr,
      ::mlir::OpaqueProperties, ::mlir::RegionRange,
      ::llvm::SmallVectorImpl<::mlir::ShapedTypeComponents> &inferred) {
    return inferElementwiseOp(location, specName(getOperationName()),
                              ::mlir::TypeRange(operands.getTypes()),
                              inferred);
  }
  ::llvm::LogicalResult $cppClass::verifySpecConstraints() {
    return verifyElementwiseOp(getLoc(), specName(getOperationName()),
                               getOperation()->getOperandTypes(), getType());
  }
}];

// Inference and checks of abs, real and imag.
defvar ComplexToRealDefinitions = [{
  ::llvm::LogicalResult $cppClass::inferReturnTypeComponents(
      ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
      ::mlir::ValueShapeRange operands, ::mlir::DictionaryAttr,
      ::mlir::OpaqueProperties, ::mlir::RegionRange,
      ::llvm::SmallVectorImpl<::mlir::ShapedTypeComponents> &inferred) {
    return inferComplexToRealOp(location, specName(getOperationName()),
                                operands.getTypes().front(), inferred);
  }
  ::llvm::LogicalResult $cppClass::verifySpecConstraints() {
    return verifyComplexToRealOp(getLoc(), specName(getOperationName()),
                                 getOperand().getType(), getType());
  }
}];

// Inference and checks of add, whose quantized form has its own constraints
// (add_c2..c7) and may mix per-tensor and per-axis operands.
defvar AddDefinitions = [{
  ::llvm::LogicalResult $cppClass::inferReturnTypeComponents(
      ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
      ::mlir::ValueShapeRange operands, ::mlir::DictionaryAttr,
      ::mlir::OpaqueProperties, ::mlir::RegionRange,
      ::llvm::SmallVectorImpl<::mlir::ShapedTypeComponents> &inferred) {
    return inferAddOp(location, operands.getTypes()[0],
                      operands.getTypes()[1], inferred);
  }
  ::llvm::LogicalResult $cppClass::verifySpecConstraints() {
    return verifyAddOp(getLoc(), getLhs().getType(), getRhs().getType(),
                       getType());
  }
}];

class StableHLO_UnaryElementwiseOp<string mnemonic, Type OperandType,
                                   Type ResultType = OperandType,
                                   list<Trait> traits = []>
    : StableHLO_InferredElementwiseOp<mnemonic,
          [Elementwise, SameOperandsAndResultShape] # traits> {
  let summary = mnemonic # " (spec: " # mnemonic # ")";
  let arguments = (ins OperandType:$operand);
  let results = (outs ResultType:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
  let extraClassDefinition = SameTypeElementwiseDefinitions;
}

// `#stablehlo.result_accuracy<atol = 1.0e-05, ulps = 2, mode =
// #stablehlo.result_accuracy_mode<TOLERANCE>>`: the tolerances print only
// when not zero.
def StableHLO_ResultAccuracyAttr
    : AttrDef<StableHLO_Dialect, "ResultAccuracy"> {
  let mnemonic = "result_accuracy";
  let summary = "the accuracy a transcendental op asks for";
  let parameters = (ins "::llvm::APFloat":$atol, "::llvm::APFloat":$rtol,
                        "int64_t":$ulps,
                        StableHLO_ResultAccuracyModeAttr:$mode);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let constBuilderCall = [{::hlokit::stablehlo::ResultAccuracyAttr::get(
      $_builder.getContext(), ::llvm::APFloat(0.0), ::llvm::APFloat(0.0), 0,
      ::hlokit::stablehlo::ResultAccuracyModeAttr::get(
          $_builder.getContext(), $0))}];
}

// The transcendental ops, which carry an optional `result_accuracy`
// (DEFAULT when absent, and then not printed).
class StableHLO_TranscendentalOp<string mnemonic, Type OperandType>
    : StableHLO_UnaryElementwiseOp<mnemonic, OperandType> {
  let arguments = (ins OperandType:$operand,
      DefaultValuedOptionalAttr<StableHLO_ResultAccuracyAttr,
          "::hlokit::stablehlo::ResultAccuracyMode::DEFAULT">:$result_accuracy);
}

class StableHLO_BinaryElementwiseOp<string mnemonic, Type Operands,
                                    list<Trait> traits = []>
    : StableHLO_InferredElementwiseOp<mnemonic,
          [Elementwise, SameOperandsAndResultShape] # traits> {
  let summary = mnemonic # " (spec: " # mnemonic # ")";
  let arguments = (ins Operands:$lhs, Operands:$rhs);
  let results = (outs Operands:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict
      `:` custom<SameOperandsAndResultType>(type($lhs), type($rhs), type($result))
  }];
  let extraClassDefinition = SameTypeElementwiseDefinitions;
}

//===----------------------------------------------------------------------===//
// Unary ops whose result type is the operand type
//===----------------------------------------------------------------------===//

def StableHLO_CbrtOp : StableHLO_TranscendentalOp<"cbrt",
    HLO_FpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    Cubic root. `%0 = stablehlo.cbrt %arg0 : tensor<4xf64>`
  }];
}

def StableHLO_CeilOp : StableHLO_UnaryElementwiseOp<"ceil", HLO_FpOrPerTensorQuantizedTensor> {
  let description = [{
    Rounds towards +inf. `%0 = stablehlo.ceil %arg0 : tensor<5xf32>`
  }];
}

def StableHLO_ClzOp : StableHLO_UnaryElementwiseOp<"count_leading_zeros",
    HLO_IntTensor> {
  let description = [{
    Leading zero bits. `%0 = stablehlo.count_leading_zeros %arg0 : tensor<2xi64>`
  }];
}

def StableHLO_CosineOp : StableHLO_TranscendentalOp<"cosine",
    HLO_FpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    Cosine. `%0 = stablehlo.cosine %arg0 : tensor<2xf32>`
  }];
}

def StableHLO_ExpOp : StableHLO_TranscendentalOp<"exponential",
    HLO_FpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    e^x. `%0 = stablehlo.exponential %arg0 : tensor<2x2xf64>`
  }];
}

def StableHLO_Expm1Op : StableHLO_TranscendentalOp<"exponential_minus_one",
    HLO_FpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    e^x - 1. `%0 = stablehlo.exponential_minus_one %arg0 : tensor<2xf32>`
  }];
}

def StableHLO_FloorOp : StableHLO_UnaryElementwiseOp<"floor", HLO_FpOrPerTensorQuantizedTensor> {
  let description = [{
    Rounds towards -inf. `%0 = stablehlo.floor %arg0 : tensor<2xf32>`
  }];
}

def StableHLO_LogOp : StableHLO_TranscendentalOp<"log",
    HLO_FpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    Natural logarithm. `%0 = stablehlo.log %arg0 : tensor<2x2xf64>`
  }];
}

def StableHLO_Log1pOp : StableHLO_TranscendentalOp<"log_plus_one",
    HLO_FpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    log(1 + x). `%0 = stablehlo.log_plus_one %arg0 : tensor<5xf64>`
  }];
}

def StableHLO_LogisticOp : StableHLO_TranscendentalOp<"logistic",
    HLO_FpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    1 / (1 + e^-x). `%0 = stablehlo.logistic %arg0 : tensor<2x2xf64>`
  }];
}

def StableHLO_NegOp : StableHLO_UnaryElementwiseOp<"negate",
    HLO_IntFpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    Negation. `%0 = stablehlo.negate %arg0 : tensor<2x3xi32>`
  }];
}

def StableHLO_NotOp : StableHLO_UnaryElementwiseOp<"not",
    HLO_PredOrIntTensor> {
  let description = [{
    Logical (i1) or bitwise NOT. `%0 = stablehlo.not %arg0 : tensor<5x3x1xi1>`
  }];
}

def StableHLO_PopulationCountOp : StableHLO_UnaryElementwiseOp<"popcnt",
    HLO_IntTensor> {
  let description = [{
    Set bits. `%0 = stablehlo.popcnt %arg0 : tensor<4xi64>`
  }];
}

def StableHLO_RoundOp : StableHLO_UnaryElementwiseOp<"round_nearest_afz",
    HLO_FpOrPerTensorQuantizedTensor> {
  let description = [{
    Rounds to nearest, ties away from zero.
    `%0 = stablehlo.round_nearest_afz %arg0 : tensor<5xf64>`
  }];
}

def StableHLO_RoundNearestEvenOp
    : StableHLO_UnaryElementwiseOp<"round_nearest_even", HLO_FpOrPerTensorQuantizedTensor> {
  let description = [{
    Rounds to nearest, ties to even.
    `%0 = stablehlo.round_nearest_even %arg0 : tensor<5xf64>`
  }];
}

def StableHLO_RsqrtOp : StableHLO_TranscendentalOp<"rsqrt",
    HLO_FpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    1 / sqrt(x). `%0 = stablehlo.rsqrt %arg0 : tensor<2x2xf32>`
  }];
}

def StableHLO_SignOp : StableHLO_UnaryElementwiseOp<"sign",
    HLO_SIntFpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    Sign: -1, 0 or 1 (NaN stays NaN; complex: x / |x|).
    `%0 = stablehlo.sign %arg0 : tensor<5xf64>`
  }];
}

def StableHLO_SineOp : StableHLO_TranscendentalOp<"sine",
    HLO_FpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    Sine. `%0 = stablehlo.sine %arg0 : tensor<2xf32>`
  }];
}

def StableHLO_SqrtOp : StableHLO_TranscendentalOp<"sqrt",
    HLO_FpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    Square root. `%0 = stablehlo.sqrt %arg0 : tensor<2x2xf32>`
  }];
}

def StableHLO_SquareOp : StableHLO_UnaryElementwiseOp<"square",
    HLO_IntFpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    x * x (complex: (x - y)(x + y) + 2xyi, without intermediate overflow).
    `%0 = stablehlo.square %arg0 : tensor<2x2xf64>`
  }];
}

def StableHLO_TanOp : StableHLO_TranscendentalOp<"tan",
    HLO_FpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    Tangent. `%0 = stablehlo.tan %arg0 : tensor<2xf32>`
  }];
}

def StableHLO_TanhOp : StableHLO_TranscendentalOp<"tanh",
    HLO_FpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    Hyperbolic tangent. `%0 = stablehlo.tanh %arg0 : tensor<2xf32>`
  }];
}

//===----------------------------------------------------------------------===//
// Unary ops from complex to real
//===----------------------------------------------------------------------===//

def StableHLO_AbsOp : StableHLO_UnaryElementwiseOp<"abs",
    HLO_SIntFpComplexOrPerTensorQuantizedTensor,
    HLO_SIntFpOrPerTensorQuantizedTensor> {
  let description = [{
    Absolute value; the modulus for complex operands.
    `%0 = stablehlo.abs %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>`
  }];
  let extraClassDefinition = ComplexToRealDefinitions;
}

def StableHLO_RealOp : StableHLO_UnaryElementwiseOp<"real",
    HLO_FpOrComplexTensor, HLO_FpTensor> {
  let description = [{
    Real part. `%0 = stablehlo.real %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>`
  }];
  let extraClassDefinition = ComplexToRealDefinitions;
}

def StableHLO_ImagOp : StableHLO_UnaryElementwiseOp<"imag",
    HLO_FpOrComplexTensor, HLO_FpTensor> {
  let description = [{
    Imaginary part (zero for real operands).
    `%0 = stablehlo.imag %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>`
  }];
  let extraClassDefinition = ComplexToRealDefinitions;
}

def StableHLO_IsFiniteOp : StableHLO_InferredElementwiseOp<"is_finite",
    [Elementwise, SameOperandsAndResultShape]> {
  let summary = "is_finite (spec: is_finite)";
  let description = [{
    True where x is neither +-inf nor NaN.
    `%0 = stablehlo.is_finite %arg0 : (tensor<7xf64>) -> tensor<7xi1>`
  }];
  let arguments = (ins HLO_FpOrPerTensorQuantizedTensor:$x);
  let results = (outs HLO_PredTensor:$y);
  let assemblyFormat = [{
    operands attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Binary ops whose operands and result share one type
//===----------------------------------------------------------------------===//

def StableHLO_AddOp : StableHLO_BinaryElementwiseOp<"add", HLO_TensorOrQuantizedTensor,
    [Commutative]> {
  let description = [{
    Addition (logical OR on i1). `%0 = stablehlo.add %arg0, %arg1 : tensor<2xi32>`
  }];
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::hlokit::stablehlo::isCompatibleAddResultType(l, r);
    }
  }];
  let extraClassDefinition = AddDefinitions;
}

def StableHLO_Atan2Op : StableHLO_BinaryElementwiseOp<"atan2",
    HLO_FpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    atan2(lhs, rhs). `%0 = stablehlo.atan2 %arg0, %arg1 : tensor<3xf64>`
  }];
}

def StableHLO_DivOp : StableHLO_BinaryElementwiseOp<"divide",
    HLO_IntFpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    Division. `%0 = stablehlo.divide %arg0, %arg1 : tensor<4xf32>`
  }];
}

def StableHLO_MaxOp : StableHLO_BinaryElementwiseOp<"maximum", HLO_TensorOrPerTensorQuantizedTensor,
    [Commutative]> {
  let description = [{
    Maximum. `%0 = stablehlo.maximum %arg0, %arg1 : tensor<4xf32>`
  }];
}

def StableHLO_MinOp : StableHLO_BinaryElementwiseOp<"minimum", HLO_TensorOrPerTensorQuantizedTensor,
    [Commutative]> {
  let description = [{
    Minimum. `%0 = stablehlo.minimum %arg0, %arg1 : tensor<4xf32>`
  }];
}

def StableHLO_MulOp : StableHLO_BinaryElementwiseOp<"multiply", HLO_TensorOrPerTensorQuantizedTensor,
    [Commutative]> {
  let description = [{
    Product (logical AND on i1).
    `%0 = stablehlo.multiply %arg0, %arg1 : tensor<2xi32>`
  }];
}

def StableHLO_PowOp : StableHLO_BinaryElementwiseOp<"power",
    HLO_IntFpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    lhs^rhs. `%0 = stablehlo.power %arg0, %arg1 : tensor<6xf64>`
  }];
}

def StableHLO_RemOp : StableHLO_BinaryElementwiseOp<"remainder",
    HLO_IntFpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    Remainder with the sign of the dividend.
    `%0 = stablehlo.remainder %arg0, %arg1 : tensor<4xi64>`
  }];
}

def StableHLO_ShiftLeftOp : StableHLO_BinaryElementwiseOp<"shift_left",
    HLO_IntTensor> {
  let description = [{
    Left shift. `%0 = stablehlo.shift_left %arg0, %arg1 : tensor<3xi64>`
  }];
}

def StableHLO_ShiftRightArithmeticOp
    : StableHLO_BinaryElementwiseOp<"shift_right_arithmetic", HLO_IntTensor> {
  let description = [{
    Arithmetic right shift.
    `%0 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<3xi64>`
  }];
}

def StableHLO_ShiftRightLogicalOp
    : StableHLO_BinaryElementwiseOp<"shift_right_logical", HLO_IntTensor> {
  let description = [{
    Logical right shift.
    `%0 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<3xi64>`
  }];
}

def StableHLO_SubtractOp : StableHLO_BinaryElementwiseOp<"subtract",
    HLO_IntFpComplexOrPerTensorQuantizedTensor> {
  let description = [{
    Difference. `%0 = stablehlo.subtract %arg0, %arg1 : tensor<2xi32>`
  }];
}

def StableHLO_AndOp : StableHLO_BinaryElementwiseOp<"and",
    HLO_PredOrIntTensor, [Commutative]> {
  let description = [{
    Logical (i1) or bitwise AND. `%0 = stablehlo.and %arg0, %arg1 : tensor<2xi32>`
  }];
}

def StableHLO_OrOp : StableHLO_BinaryElementwiseOp<"or",
    HLO_PredOrIntTensor, [Commutative]> {
  let description = [{
    Logical (i1) or bitwise OR. `%0 = stablehlo.or %arg0, %arg1 : tensor<2xi1>`
  }];
}

def StableHLO_XorOp : StableHLO_BinaryElementwiseOp<"xor",
    HLO_PredOrIntTensor, [Commutative]> {
  let description = [{
    Logical (i1) or bitwise XOR. `%0 = stablehlo.xor %arg0, %arg1 : tensor<2xi32>`
  }];
}

//===----------------------------------------------------------------------===//
// complex, compare, select, clamp
//===----------------------------------------------------------------------===//

def StableHLO_ComplexOp : StableHLO_InferredElementwiseOp<"complex",
    [Elementwise, SameOperandsAndResultShape]> {
  let summary = "complex (spec: complex)";
  let description = [{
    Builds complex values from real and imaginary parts.
    `%0 = stablehlo.complex %arg0, %arg1 : tensor<2xcomplex<f32>>`
  }];
  let arguments = (ins HLO_Fp32Or64Tensor:$lhs, HLO_Fp32Or64Tensor:$rhs);
  let results = (outs HLO_ComplexTensor:$result);
  let assemblyFormat = [{
    operands attr-dict
      `:` custom<ComplexOpType>(type($lhs), type($rhs), type($result))
  }];
}

def StableHLO_CompareOp : StableHLO_InferredElementwiseOp<"compare",
    [Elementwise, SameOperandsAndResultShape]> {
  let summary = "compare (spec: compare)";
  let description = [{
    Compares `lhs` and `rhs` by `comparison_direction`, under `compare_type`.
    `%0 = stablehlo.compare  LT, %arg0, %arg1,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>`
  }];
  let arguments = (ins
    HLO_TensorOrPerTensorQuantizedTensor:$lhs,
    HLO_TensorOrPerTensorQuantizedTensor:$rhs,
    StableHLO_ComparisonDirectionAttr:$comparison_direction,
    OptionalAttr<StableHLO_ComparisonTypeAttr>:$compare_type
  );
  let results = (outs HLO_PredTensor);
  let assemblyFormat = [{
    $comparison_direction `,` $lhs `,` $rhs (`,` $compare_type^)?
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_SelectOp : StableHLO_InferredElementwiseOp<"select", []> {
  let summary = "select (spec: select)";
  let description = [{
    Picks `on_true` where `pred` holds and `on_false` elsewhere; a scalar
    `pred` picks a whole tensor.
    `%0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2xi1>, tensor<2xi32>`
  }];
  let arguments = (ins
    HLO_PredTensor:$pred,
    HLO_TensorOrPerTensorQuantizedTensor:$on_true,
    HLO_TensorOrPerTensorQuantizedTensor:$on_false
  );
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
  let assemblyFormat = [{
    operands attr-dict `:`
      custom<SelectOpType>(type($pred), type($on_true), type($on_false), type($result))
  }];
}

def StableHLO_ClampOp : StableHLO_InferredElementwiseOp<"clamp", []> {
  let summary = "clamp (spec: clamp)";
  let description = [{
    Clamps `operand` to [`min`, `max`]; `min` and `max` may be scalars.
    `%0 = stablehlo.clamp %arg0, %arg1, %arg2 : tensor<3xi32>`
  }];
  let arguments = (ins
    HLO_TensorOrPerTensorQuantizedTensor:$min,
    HLO_TensorOrPerTensorQuantizedTensor:$operand,
    HLO_TensorOrPerTensorQuantizedTensor:$max
  );
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
  let assemblyFormat = [{
    $min `,` $operand `,` $max attr-dict
      `:` custom<SameOperandsAndResultType>(type($min), type($operand), type($max), type($result))
  }];
}

//===----------------------------------------------------------------------===//
// Conversions and reduce_precision
//===----------------------------------------------------------------------===//

def StableHLO_ConvertOp : StableHLO_Op<"convert", [HLO_SpecConstraints, Pure,
    Elementwise, SameOperandsAndResultShape]> {
  let summary = "convert (spec: convert)";
  let description = [{
    Converts each element to the result element type.
    `%0 = stablehlo.convert %arg0 : (tensor<3xi32>) -> tensor<3xcomplex<f32>>`
  }];
  let arguments = (ins HLO_Tensor:$operand);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
  let builders = [
    OpBuilder<(ins "::mlir::Value":$operand, "::mlir::Type":$result_element_type)>];
}

def StableHLO_BitcastConvertOp : StableHLO_Op<"bitcast_convert",
    [HLO_SpecConstraints, Pure]> {
  let summary = "bitcast_convert (spec: bitcast_convert)";
  let description = [{
    Reinterprets the bits of `operand` as the result type; a narrower
    result element type adds a minor dimension, a wider one removes it.
    `%0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2x4xi8>`
  }];
  let arguments = (ins HLO_TensorOrQuantizedTensor:$operand);
  let results = (outs HLO_TensorOrQuantizedTensor);
  let assemblyFormat = [{
    operands attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_ReducePrecisionOp
    : StableHLO_InferredElementwiseOp<"reduce_precision",
          [Elementwise, SameOperandsAndResultShape]> {
  let summary = "reduce_precision (spec: reduce_precision)";
  let description = [{
    Rounds to a float format with `exponent_bits` and `mantissa_bits` and
    back. `%0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<6xf32>`
  }];
  let arguments = (ins
    HLO_FpOrPerTensorQuantizedTensor:$operand,
    I32Attr:$exponent_bits,
    I32Attr:$mantissa_bits
  );
  let results = (outs HLO_FpOrPerTensorQuantizedTensor:$output);
  let assemblyFormat = [{
    $operand `,` `format` `=` custom<ExponentMantissa>($exponent_bits, $mantissa_bits)
      attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($output))
  }];
}

#endif // HLOKIT_STABLEHLO_ELEMENTWISE_OPS

//===- NumericOps.td - fft, linear algebra, batch norm ------*- tablegen -*-===//
//
// The numeric op family: `fft`, `cholesky`, `triangular_solve` and the three
// `batch_norm_*` ops. Each result type is inferred by the free functions of
// Numeric.h; a declared type only needs to be compatible with the inferred
// one. Printed forms follow upstream StableHLO: `fft` and `cholesky` have a
// pretty form, the others print generically.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_NUMERIC_OPS
#define HLOKIT_STABLEHLO_NUMERIC_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "hlokit/Dialect/StableHLO/DynamicOps.td"
include "mlir/IR/EnumAttr.td"

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def StableHLO_FftType : I32EnumAttr<"FftType", "fft_type (spec: fft)", [
      I32EnumAttrCase<"FFT", 0>, I32EnumAttrCase<"IFFT", 1>,
      I32EnumAttrCase<"RFFT", 2>, I32EnumAttrCase<"IRFFT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::hlokit::stablehlo";
}
def StableHLO_FftTypeAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_FftType, "fft_type">;

def StableHLO_Transpose : I32EnumAttr<"Transpose",
    "transpose_a (spec: triangular_solve)", [
      I32EnumAttrCase<"TRANSPOSE_INVALID", 0>,
      I32EnumAttrCase<"NO_TRANSPOSE", 1>, I32EnumAttrCase<"TRANSPOSE", 2>,
      I32EnumAttrCase<"ADJOINT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::hlokit::stablehlo";
}
def StableHLO_TransposeAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_Transpose, "transpose">;

def HLO_1DFpOrPerTensorQuantizedTensor
    : RankedTensorOf<[HLO_Float, HLO_PerTensorQuantized],
                     [HasAnyRankOfPred<[1]>],
                     "1-dimensional tensor of floating-point or per-tensor "
                     "quantized">;

//===----------------------------------------------------------------------===//
// fft (spec: fft)
//===----------------------------------------------------------------------===//

def StableHLO_FftOp : StableHLO_InferredDynamicOp<"fft", "c2", "c5", "c5"> {
  let summary = "fft (spec: fft)";
  let description = [{
    The forward and inverse Fourier transforms of the `fft_length` trailing
    dimensions of `operand`, for complex (`FFT`, `IFFT`) and real (`RFFT`,
    `IRFFT`) signals.

    ```mlir
    %0 = stablehlo.fft %arg0, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    ```
  }];
  let arguments = (ins
    HLO_FpOrComplexTensor:$operand,
    StableHLO_FftTypeAttr:$fft_type,
    DenseI64ArrayAttr:$fft_length);
  let results = (outs HLO_FpOrComplexTensor:$result);
  let assemblyFormat = [{
    $operand `,` `type` `=` $fft_type `,` `length` `=`
      custom<DenseI64Array>($fft_length) attr-dict
      `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// cholesky, triangular_solve (spec: cholesky, triangular_solve)
//===----------------------------------------------------------------------===//

def StableHLO_CholeskyOp
    : StableHLO_InferredDynamicOp<"cholesky", "c1", "c1", "c1", [],
                                  /*upTo=*/"UpToQuantization"> {
  let summary = "cholesky (spec: cholesky)";
  let description = [{
    The Cholesky factors of a batch of Hermitian positive-definite matrices:
    `L` with `a = L * L^H` when `lower`, else `U` with `a = U^H * U`. Only the
    chosen triangle of `a` is read; the other triangle of the result is zero.

    ```mlir
    %0 = stablehlo.cholesky %a, lower = true : tensor<3x3xf32>
    ```
  }];
  let arguments = (ins
    HLO_FpComplexOrPerTensorQuantizedTensor:$a,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$lower);
  let results = (outs HLO_FpComplexOrPerTensorQuantizedTensor:$result);
  let assemblyFormat = [{
    $a (`,` `lower` `=` $lower^)? attr-dict
      `:` custom<SameOperandsAndResultType>(type($a), type($result))
  }];
}

def StableHLO_TriangularSolveOp
    : StableHLO_InferredDynamicOp<"triangular_solve", "c4", "c4", "c4", [],
                                  /*upTo=*/"UpToQuantization"> {
  let summary = "triangular_solve (spec: triangular_solve)";
  let description = [{
    Solves `op(a) * x = b` (`left_side`) or `x * op(a) = b` for `x`, batched,
    where `a` is lower or upper triangular and `op` is chosen by
    `transpose_a`. Upstream has no pretty form:

    ```mlir
    %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    ```
  }];
  let arguments = (ins
    HLO_FpComplexOrPerTensorQuantizedTensor:$a,
    HLO_FpComplexOrPerTensorQuantizedTensor:$b,
    BoolAttr:$left_side,
    BoolAttr:$lower,
    BoolAttr:$unit_diagonal,
    StableHLO_TransposeAttr:$transpose_a);
  let results = (outs HLO_FpComplexOrPerTensorQuantizedTensor:$result);
}

//===----------------------------------------------------------------------===//
// batch_norm_* (spec: batch_norm_inference, batch_norm_training,
// batch_norm_grad)
//===----------------------------------------------------------------------===//

// Every batch_norm op compares types up to quantization parameters (c2 is on
// baseline_element_type); HLO_SpecConstraints checks each result against its
// inferred type with the constraint it violates.
class StableHLO_BatchNormOp<string mnemonic>
    : StableHLO_Op<mnemonic, [Pure, HLO_SpecConstraints,
        DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::hlokit::stablehlo::isCompatibleUpToQuantization(l, r);
    }
  }];
}

def StableHLO_BatchNormInferenceOp
    : StableHLO_BatchNormOp<"batch_norm_inference"> {
  let summary = "batch_norm_inference (spec: batch_norm_inference)";
  let description = [{
    Normalizes `operand` along every dimension but `feature_index` with the
    given `mean` and `variance`, then scales by `scale` and shifts by
    `offset`. Upstream has no pretty form.
  }];
  let arguments = (ins
    HLO_FpOrPerTensorQuantizedTensor:$operand,
    HLO_1DFpOrPerTensorQuantizedTensor:$scale,
    HLO_1DFpOrPerTensorQuantizedTensor:$offset,
    HLO_1DFpOrPerTensorQuantizedTensor:$mean,
    HLO_1DFpOrPerTensorQuantizedTensor:$variance,
    F32Attr:$epsilon,
    I64Attr:$feature_index);
  let results = (outs HLO_FpOrPerTensorQuantizedTensor:$result);
}

def StableHLO_BatchNormTrainingOp
    : StableHLO_BatchNormOp<"batch_norm_training"> {
  let summary = "batch_norm_training (spec: batch_norm_training)";
  let description = [{
    Computes the mean and variance of `operand` over every dimension but
    `feature_index` and normalizes with them, like batch_norm_inference.
  }];
  let arguments = (ins
    HLO_FpOrPerTensorQuantizedTensor:$operand,
    HLO_1DFpOrPerTensorQuantizedTensor:$scale,
    HLO_1DFpOrPerTensorQuantizedTensor:$offset,
    F32Attr:$epsilon,
    I64Attr:$feature_index);
  let results = (outs HLO_FpOrPerTensorQuantizedTensor:$output,
                      HLO_1DFpOrPerTensorQuantizedTensor:$batch_mean,
                      HLO_1DFpOrPerTensorQuantizedTensor:$batch_var);
}

def StableHLO_BatchNormGradOp
    : StableHLO_BatchNormOp<"batch_norm_grad"> {
  let summary = "batch_norm_grad (spec: batch_norm_grad)";
  let description = [{
    The gradients of batch_norm_training's output with respect to
    `operand`, `scale` and `offset`, given `grad_output`.
  }];
  let arguments = (ins
    HLO_FpOrPerTensorQuantizedTensor:$operand,
    HLO_1DFpOrPerTensorQuantizedTensor:$scale,
    HLO_1DFpOrPerTensorQuantizedTensor:$mean,
    HLO_1DFpOrPerTensorQuantizedTensor:$variance,
    HLO_FpOrPerTensorQuantizedTensor:$grad_output,
    F32Attr:$epsilon,
    I64Attr:$feature_index);
  let results = (outs HLO_FpOrPerTensorQuantizedTensor:$grad_operand,
                      HLO_1DFpOrPerTensorQuantizedTensor:$grad_scale,
                      HLO_1DFpOrPerTensorQuantizedTensor:$grad_offset);
}

#endif // HLOKIT_STABLEHLO_NUMERIC_OPS

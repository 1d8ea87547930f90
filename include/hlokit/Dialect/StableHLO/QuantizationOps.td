//===- QuantizationOps.td - uniform_quantize, uniform_dequantize -*- tablegen -*-===//
//
// The two ops that convert between floating-point and quantized tensors.
// Names and printed forms follow upstream StableHLO. Their checks are the
// free functions of Quantization.h.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_QUANTIZATION_OPS
#define HLOKIT_STABLEHLO_QUANTIZATION_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"

def StableHLO_UniformQuantizeOp : StableHLO_Op<"uniform_quantize",
    [HLO_SpecConstraints, Pure, Elementwise, SameOperandsAndResultShape]> {
  let summary = "uniform_quantize (spec: uniform_quantize)";
  let description = [{
    Quantizes a float tensor, or requantizes a quantized one, to the result's
    quantization parameters.
    `%0 = stablehlo.uniform_quantize %arg0 : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>`
  }];
  let arguments = (ins HLO_FpOrQuantizedTensor:$operand);
  let results = (outs HLO_QuantizedTensor:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_UniformDequantizeOp : StableHLO_Op<"uniform_dequantize",
    [HLO_SpecConstraints, Pure, Elementwise, SameOperandsAndResultShape,
     InferTensorType]> {
  let summary = "uniform_dequantize (spec: uniform_dequantize)";
  let description = [{
    The expressed (float) values of a quantized tensor.
    `%0 = stablehlo.uniform_dequantize %arg0 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<4xf32>`
  }];
  let arguments = (ins HLO_QuantizedTensor:$operand);
  let results = (outs HLO_FpTensor:$result);
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::hlokit::stablehlo::isCompatibleForHloTypeInference(l, r);
    }
  }];
  let assemblyFormat = [{
    $operand attr-dict `:` functional-type(operands, results)
  }];
}

#endif // HLOKIT_STABLEHLO_QUANTIZATION_OPS

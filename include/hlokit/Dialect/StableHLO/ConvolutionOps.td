//===- ConvolutionOps.td - convolution ----------------------*- tablegen -*-===//
//
// The convolution family: `convolution`. Its dimension numbers attribute
// `#stablehlo.conv` and the window syntax are shared with `dynamic_conv`
// (DynamicOps.td), whose padding is an operand instead of an attribute.
//
// The result type is inferred by the free functions of Convolution.h; a
// declared result type only needs to be compatible with the inferred one.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_CONVOLUTION_OPS
#define HLOKIT_STABLEHLO_CONVOLUTION_OPS

include "hlokit/Dialect/StableHLO/DynamicOps.td"

//===----------------------------------------------------------------------===//
// convolution (spec: convolution)
//===----------------------------------------------------------------------===//

def StableHLO_ConvolutionOp : StableHLO_Op<"convolution", [Pure,
    HLO_SpecConstraints, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "convolution (spec: convolution)";
  let description = [{
    Dot products between windows of `lhs` and slices of `rhs` (the kernel).
    Absent window attributes mean no stride, padding, dilation or reversal.

    ```mlir
    %0 = stablehlo.convolution(%lhs, %rhs)
        dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
        window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [2, 2]}
        {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
        : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
    ```
  }];
  let arguments = (ins
    HLO_TensorOrPerTensorQuantizedTensor:$lhs,
    HLO_TensorOrQuantizedTensor:$rhs,
    OptionalAttr<DenseI64ArrayAttr>:$window_strides,
    OptionalAttr<I64ElementsAttr>:$padding,
    OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
    OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
    OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
    StableHLO_ConvDimensionNumbers:$dimension_numbers,
    I64Attr:$feature_group_count,
    I64Attr:$batch_group_count,
    StableHLO_PrecisionConfigAttr:$precision_config);
  let results = (outs HLO_TensorOrQuantizedTensor:$result);
  let assemblyFormat = [{
    `(` operands `)`
      `dim_numbers` `=` custom<ConvolutionDimensions>($dimension_numbers) `,`
      `window` `=` `{` custom<WindowAttributes>($window_strides, $padding,
                                                $lhs_dilation, $rhs_dilation,
                                                $window_reversal) `}`
      attr-dict `:` functional-type(operands, results)
  }];
  let extraClassDeclaration = [{
    // With quantized tensors only the shapes are inferred.
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
  }];
}

#endif // HLOKIT_STABLEHLO_CONVOLUTION_OPS

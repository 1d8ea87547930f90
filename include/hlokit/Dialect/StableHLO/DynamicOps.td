//===- DynamicOps.td - ops with run-time shapes ------------*- tablegen -*-===//
//
// The dynamic op family: ops whose result shape comes from operand values
// (`dynamic_iota`, `dynamic_reshape`, `dynamic_broadcast_in_dim`,
// `dynamic_pad`, `real_dynamic_slice`, `dynamic_conv`) and
// `set_dimension_size`, which makes a dimension bounded (bounded-dynamism RFC). Also the
// convolution dimension numbers attribute `#stablehlo.conv<...>`, shared with
// `convolution`.
//
// Result types are inferred by the free functions of Dynamic.h; a declared
// result type only needs to be compatible with the inferred one, so it may
// refine dynamic dimensions or carry bounds.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_DYNAMIC_OPS
#define HLOKIT_STABLEHLO_DYNAMIC_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "hlokit/Dialect/StableHLO/StablehloEnums.td"

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

def StableHLO_ConvDimensionNumbers
    : AttrDef<StableHLO_Dialect, "ConvDimensionNumbers"> {
  let mnemonic = "conv";
  let summary = "dimension numbers of convolution and dynamic_conv";
  let description = [{
    Which dimensions of the lhs, rhs (kernel) and result are batch, feature and
    spatial dimensions. `b`/`f` mark the batch/feature dimension, `i`/`o` the
    kernel's input/output feature dimension, and `k` the k-th spatial
    dimension:

    ```mlir
    #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
    ```

    Dimension numbers that no such layout can spell are printed in the raw
    form `#stablehlo.conv<raw input_batch_dimension = 0, ...>`, which also
    parses.
  }];
  let parameters = (ins
    "int64_t":$inputBatchDimension,
    "int64_t":$inputFeatureDimension,
    ArrayRefParameter<"int64_t">:$inputSpatialDimensions,
    "int64_t":$kernelInputFeatureDimension,
    "int64_t":$kernelOutputFeatureDimension,
    ArrayRefParameter<"int64_t">:$kernelSpatialDimensions,
    "int64_t":$outputBatchDimension,
    "int64_t":$outputFeatureDimension,
    ArrayRefParameter<"int64_t">:$outputSpatialDimensions);
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

// A shape operand (output_shape, output_dimensions): a 1-D tensor of index or
// integer values whose length is static, so that the result rank is known.
// Index and padding operands are HLO_DimensionTensor, whose length may be
// dynamic, as upstream.
def HLO_StaticDimensionTensor : RankedTensorOf<[HLO_DimensionValue],
    [HasStaticShapePred, HasAnyRankOfPred<[1]>],
    "statically shaped 1-dimensional tensor">;

//===----------------------------------------------------------------------===//
// Base class
//===----------------------------------------------------------------------===//

// An op whose result type is inferred; a declared type compatible with the
// inferred one is accepted (dynamic dimensions are wildcards, bounds must
// hold). HLO_SpecConstraints reports an incompatible one with the constraint
// it violates: `<mnemonic>_<elementType>` when the element types differ, else
// `<mnemonic>_<rank>` when the ranks differ, else `<mnemonic>_<shape>` (e.g.
// "c1", "c4", "c4").
// `upTo` loosens the element type comparison: with "UpToQuantization" the
// result's quantized element type need only have the inferred one's baseline
// (its scales and zero points may differ), for ops whose constraints compare
// baseline types; with "UpToAxisParameters" a per-axis result may also move
// its quantization_dimension, and the op's verifier checks the rest.
class StableHLO_InferredDynamicOp<string mnemonic, string elementType,
                                  string rank, string shape,
                                  list<Trait> traits = [],
                                  string upTo = "">
    : StableHLO_Op<mnemonic, traits # [Pure, HLO_SpecConstraints,
        DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::hlokit::stablehlo::isCompatible}] #
        !if(!empty(upTo), "ForHloTypeInference", upTo) # [{(l, r);
    }
  }];
  // Infers as the InferTypeOpInterface verifier does, so that a failed
  // inference reports only its own labelled error.
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verifySpecConstraints() {
      ::mlir::Operation *op = getOperation();
      ::llvm::SmallVector<::mlir::Type, 1> inferred;
      if (::mlir::failed(inferReturnTypes(
              getContext(), getLoc(), op->getOperands(),
              op->getRawDictionaryAttrs(), op->getPropertiesStorage(),
              op->getRegions(), inferred)))
        return ::mlir::failure();
      return ::hlokit::stablehlo::verifyInferredResultType}] # upTo # [{(
          getLoc(), inferred.front(), getType(),
          "}] # mnemonic # "_" # elementType # [{",
          "}] # mnemonic # "_" # rank # [{",
          "}] # mnemonic # "_" # shape # [{");
    }
  }];
}

//===----------------------------------------------------------------------===//
// set_dimension_size (no spec section; bounded-dynamism RFC, P3)
//===----------------------------------------------------------------------===//

def StableHLO_SetDimensionSizeOp
    : StableHLO_InferredDynamicOp<"set_dimension_size", "c5", "c5", "c5"> {
  let summary = "set_dimension_size (bounded-dynamism RFC, P3)";
  let description = [{
    Sets the run-time size of dimension `dimension` of `operand` to `size`,
    which must not exceed the dimension's static size or bound. The result
    dimension is dynamic and bounded by that size, or static when `size` is a
    constant equal to it.

    ```mlir
    %0 = stablehlo.set_dimension_size %data, %batch_size, dim = 0
        : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>>
    ```
  }];
  let arguments = (ins
    HLO_Tensor:$operand,
    RankedTensorOf<[I32]>:$size,
    I64Attr:$dimension);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` $size `,` `dim` `=` $dimension attr-dict
      `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// real_dynamic_slice (no spec section; mirrors slice)
//===----------------------------------------------------------------------===//

def StableHLO_RealDynamicSliceOp : StableHLO_InferredDynamicOp<
    "real_dynamic_slice", "c1", "c5", "c5",
    [AllTypesMatch<["start_indices", "limit_indices", "strides"]>]> {
  let summary = "real_dynamic_slice (slice with run-time indices)";
  let description = [{
    `slice` whose `start_indices`, `limit_indices` and `strides` are operands.

    ```mlir
    %0 = stablehlo.real_dynamic_slice %data, %start, %limit, %strides
        : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
    ```
  }];
  let arguments = (ins
    HLO_TensorOrPerTensorQuantizedTensor:$operand,
    HLO_DimensionTensor:$start_indices,
    HLO_DimensionTensor:$limit_indices,
    HLO_DimensionTensor:$strides);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
  let assemblyFormat = [{
    operands attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// dynamic_pad (spec: dynamic_pad)
//===----------------------------------------------------------------------===//

def StableHLO_DynamicPadOp : StableHLO_InferredDynamicOp<
    "dynamic_pad", "c1", "c4", "c4", [
    AllTypesMatch<["edge_padding_low", "edge_padding_high",
                   "interior_padding"]>]> {
  let summary = "dynamic_pad (spec: dynamic_pad)";
  let description = [{
    `pad` whose paddings are operands.

    ```mlir
    %0 = stablehlo.dynamic_pad %operand, %value, %low, %high, %interior
        : (tensor<?xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
    ```
  }];
  let arguments = (ins
    HLO_TensorOrPerTensorQuantizedTensor:$operand,
    HLO_ScalarTensorOrPerTensorQuantizedTensor:$padding_value,
    HLO_DimensionTensor:$edge_padding_low,
    HLO_DimensionTensor:$edge_padding_high,
    HLO_DimensionTensor:$interior_padding);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
  let assemblyFormat = [{
    operands attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// dynamic_broadcast_in_dim (spec: dynamic_broadcast_in_dim)
//===----------------------------------------------------------------------===//

// A result shape that contradicts the operand or a constant
// output_dimensions is reported as C5.
def StableHLO_DynamicBroadcastInDimOp : StableHLO_InferredDynamicOp<
    "dynamic_broadcast_in_dim", "c1", "c7", "c5", [], "UpToAxisParameters"> {
  let summary = "dynamic_broadcast_in_dim (spec: dynamic_broadcast_in_dim)";
  let description = [{
    `broadcast_in_dim` whose result shape is the operand `output_dimensions`.
    The optional hints name operand dimensions known to expand (size 1
    broadcast to a larger size) or known not to.

    ```mlir
    %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1]
        {known_nonexpanding_dimensions = array<i64: 0>}
        : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
    ```
  }];
  let arguments = (ins
    HLO_TensorOrQuantizedTensor:$operand,
    HLO_StaticDimensionTensor:$output_dimensions,
    DenseI64ArrayAttr:$broadcast_dimensions,
    OptionalAttr<DenseI64ArrayAttr>:$known_expanding_dimensions,
    OptionalAttr<DenseI64ArrayAttr>:$known_nonexpanding_dimensions);
  let results = (outs HLO_TensorOrQuantizedTensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` $output_dimensions `,` `dims` `=`
      custom<DenseI64Array>($broadcast_dimensions)
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// dynamic_iota (spec: dynamic_iota)
//===----------------------------------------------------------------------===//

// The result element type is free, so it is not inferred; verify() checks the
// declared type against the shape inferred from `output_shape`.
def StableHLO_DynamicIotaOp : StableHLO_Op<"dynamic_iota", [Pure]> {
  let summary = "dynamic_iota (spec: dynamic_iota)";
  let description = [{
    `iota` whose result shape is the operand `output_shape`.

    ```mlir
    %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xindex>) -> tensor<?xf32>
    ```
  }];
  let arguments = (ins
    HLO_StaticDimensionTensor:$output_shape,
    I64Attr:$iota_dimension);
  let results = (outs HLO_IntFpComplexOrPerTensorQuantizedTensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $output_shape `,` `dim` `=` $iota_dimension attr-dict
      `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// dynamic_reshape (spec: dynamic_reshape)
//===----------------------------------------------------------------------===//

// A result shape that contradicts a constant output_shape is reported as C4.
def StableHLO_DynamicReshapeOp
    : StableHLO_InferredDynamicOp<"dynamic_reshape", "c1", "c4", "c4", [],
                                  "UpToAxisParameters"> {
  let summary = "dynamic_reshape (spec: dynamic_reshape)";
  let description = [{
    `reshape` whose result shape is the operand `output_shape`.

    ```mlir
    %0 = stablehlo.dynamic_reshape %x, %shape : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    ```
  }];
  let arguments = (ins
    HLO_TensorOrQuantizedTensor:$operand,
    HLO_StaticDimensionTensor:$output_shape);
  let results = (outs HLO_TensorOrQuantizedTensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    operands attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// dynamic_conv (spec: dynamic_conv)
//===----------------------------------------------------------------------===//

def StableHLO_DynamicConvOp
    : StableHLO_InferredDynamicOp<"dynamic_conv", "c27", "c26", "c25"> {
  let summary = "dynamic_conv (spec: dynamic_conv)";
  let description = [{
    `convolution` whose `padding` ([N-2, 2], low and high per spatial
    dimension) is an operand. The window attributes use the same pretty
    syntax as `convolution`, without `pad`.

    ```mlir
    %0 = stablehlo.dynamic_conv(%lhs, %rhs, %padding)
        dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
        window = {stride = [4, 4], lhs_dilate = [2, 2]}
        {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
        : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
    ```
  }];
  let arguments = (ins
    HLO_TensorOrPerTensorQuantizedTensor:$lhs,
    HLO_TensorOrQuantizedTensor:$rhs,
    HLO_IntTensor:$padding,
    OptionalAttr<DenseI64ArrayAttr>:$window_strides,
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
      `window` `=` `{` custom<WindowAttributes>($window_strides, $lhs_dilation,
                                                $rhs_dilation,
                                                $window_reversal) `}`
      attr-dict `:` functional-type(operands, results)
  }];
  // The result's element type is free, as convolution's is
  // (verifyDynamicConvOp); both are defined in DynamicOps.cpp.
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
  }];
  let extraClassDefinition = "";
}

#endif // HLOKIT_STABLEHLO_DYNAMIC_OPS

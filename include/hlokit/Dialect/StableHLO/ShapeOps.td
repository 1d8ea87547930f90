//===- ShapeOps.td - shape and data-movement ops ------------*- tablegen -*-===//
//
// iota, broadcast_in_dim, transpose, reshape, reverse, slice, concatenate, pad,
// dynamic_slice, dynamic_update_slice and get_dimension_size. Names,
// attributes (DenseI64ArrayAttr as `array<i64: ...>` in generic form) and
// pretty forms follow upstream StableHLO.
//
// Every spec constraint is checked by the op's verifier with a labelled
// message, so the ODS types below only restrict what the spec's input and
// output tables allow. Ops whose result type follows from their inputs get
// builders that infer it and implement InferShapedTypeOpInterface; the
// verifier compares the declared type with the inferred one, accepting a more
// specific but compatible declaration.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_SHAPE_OPS
#define HLOKIT_STABLEHLO_SHAPE_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "hlokit/Dialect/StableHLO/StablehloEnums.td"

// Results that upstream requires to be statically shaped.
def Shape_StaticTensor
    : StaticShapeTensorOf<[HLO_Float, HLO_Pred, HLO_Int, HLO_Complex]>;
def Shape_StaticTensorOrQuantizedTensor
    : StaticShapeTensorOf<[HLO_Float, HLO_Pred, HLO_Int, HLO_Complex,
                           HLO_Quantized]>;
def Shape_StaticIntFpComplexOrPerTensorQuantizedTensor
    : StaticShapeTensorOf<[HLO_Int, HLO_Float, HLO_Complex,
                           HLO_PerTensorQuantized]>;

def Shape_InferredResultType : TraitList<[
  DeclareOpInterfaceMethods<InferShapedTypeOpInterface,
                            ["inferReturnTypeComponents"]>,
]>;

//===----------------------------------------------------------------------===//
// iota (spec: iota)
//===----------------------------------------------------------------------===//

def StableHLO_IotaOp : StableHLO_Op<"iota", [Pure]> {
  let summary = "iota (spec: iota)";
  let description = [{
    Fills `output` with values increasing from zero along `iota_dimension`.

    ```mlir
    %0 = stablehlo.iota dim = 0 : tensor<4x5xi32>
    ```
  }];
  let arguments = (ins I64Attr:$iota_dimension);
  let results = (outs Shape_StaticIntFpComplexOrPerTensorQuantizedTensor:$output);
  let hasVerifier = 1;
  let assemblyFormat = "`dim` `=` $iota_dimension attr-dict `:` type($output)";
}

//===----------------------------------------------------------------------===//
// broadcast_in_dim (spec: broadcast_in_dim)
//===----------------------------------------------------------------------===//

def StableHLO_BroadcastInDimOp : StableHLO_Op<"broadcast_in_dim", [Pure]> {
  let summary = "broadcast_in_dim (spec: broadcast_in_dim)";
  let description = [{
    Expands the dimensions and/or rank of `operand` by duplicating its data;
    operand dimension `d` maps to result dimension `broadcast_dimensions[d]`.

    ```mlir
    %0 = stablehlo.broadcast_in_dim %x, dims = [2, 1] : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
    ```
  }];
  let arguments = (ins HLO_TensorOrQuantizedTensor:$operand,
                       DenseI64ArrayAttr:$broadcast_dimensions);
  let results = (outs Shape_StaticTensorOrQuantizedTensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `dims` `=` custom<DenseI64Array>($broadcast_dimensions)
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// transpose (spec: transpose)
//===----------------------------------------------------------------------===//

def StableHLO_TransposeOp : StableHLO_Op<"transpose", [Pure,
    Shape_InferredResultType]> {
  let summary = "transpose (spec: transpose)";
  let description = [{
    Permutes the dimensions of `operand`: result dimension `d` is operand
    dimension `permutation[d]`.

    ```mlir
    %0 = stablehlo.transpose %x, dims = [2, 1, 0] : (tensor<1x2x3xi32>) -> tensor<3x2x1xi32>
    ```
  }];
  let arguments = (ins HLO_TensorOrQuantizedTensor:$operand, DenseI64ArrayAttr:$permutation);
  let results = (outs HLO_TensorOrQuantizedTensor:$result);
  let hasVerifier = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$operand,
                   "::llvm::ArrayRef<int64_t>":$permutation)>];
  let assemblyFormat = [{
    $operand `,` `dims` `=` custom<DenseI64Array>($permutation)
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// reshape (spec: reshape)
//===----------------------------------------------------------------------===//

def StableHLO_ReshapeOp : StableHLO_Op<"reshape", [Pure]> {
  let summary = "reshape (spec: reshape)";
  let description = [{
    Reshapes `operand` to the result's static shape, keeping the row-major
    order of elements.

    ```mlir
    %0 = stablehlo.reshape %x : (tensor<2xf32>) -> tensor<1x2xf32>
    ```
  }];
  let arguments = (ins HLO_TensorOrQuantizedTensor:$operand);
  let results = (outs Shape_StaticTensorOrQuantizedTensor:$result);
  let hasVerifier = 1;
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
}

//===----------------------------------------------------------------------===//
// reverse (spec: reverse)
//===----------------------------------------------------------------------===//

def StableHLO_ReverseOp : StableHLO_Op<"reverse", [Pure,
    Shape_InferredResultType]> {
  let summary = "reverse (spec: reverse)";
  let description = [{
    Reverses the order of elements of `operand` along `dimensions`.

    ```mlir
    %0 = stablehlo.reverse %x, dims = [1] : tensor<3x2xi32>
    ```
  }];
  let arguments = (ins HLO_TensorOrPerTensorQuantizedTensor:$operand, DenseI64ArrayAttr:$dimensions);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
  let hasVerifier = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$operand,
                   "::llvm::ArrayRef<int64_t>":$dimensions)>];
  let assemblyFormat = [{
    $operand `,` `dims` `=` custom<DenseI64Array>($dimensions)
      attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
}

//===----------------------------------------------------------------------===//
// slice (spec: slice)
//===----------------------------------------------------------------------===//

def StableHLO_SliceOp : StableHLO_Op<"slice", [Pure,
    Shape_InferredResultType]> {
  let summary = "slice (spec: slice)";
  let description = [{
    Extracts the slice `[start_indices, limit_indices)` with `strides` from
    `operand`. The pretty form lists `start:limit` per dimension, followed by
    `:stride` when the stride is not 1.

    ```mlir
    %0 = stablehlo.slice %x [1:3, 4:8:2] : (tensor<3x8xi64>) -> tensor<2x2xi64>
    ```
  }];
  let arguments = (ins HLO_TensorOrPerTensorQuantizedTensor:$operand,
                       DenseI64ArrayAttr:$start_indices,
                       DenseI64ArrayAttr:$limit_indices,
                       DenseI64ArrayAttr:$strides);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
  let hasVerifier = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$operand,
                   "::llvm::ArrayRef<int64_t>":$start_indices,
                   "::llvm::ArrayRef<int64_t>":$limit_indices,
                   "::llvm::ArrayRef<int64_t>":$strides)>];
  let assemblyFormat = [{
    $operand custom<SliceRanges>($start_indices, $limit_indices, $strides)
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// concatenate (spec: concatenate)
//===----------------------------------------------------------------------===//

def StableHLO_ConcatenateOp : StableHLO_Op<"concatenate", [Pure,
    Shape_InferredResultType]> {
  let summary = "concatenate (spec: concatenate)";
  let description = [{
    Concatenates `inputs` along `dimension`, in order.

    ```mlir
    %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrPerTensorQuantizedTensor>:$inputs, I64Attr:$dimension);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
  let hasVerifier = 1;
  let builders = [
    OpBuilder<(ins "::mlir::ValueRange":$inputs, "int64_t":$dimension)>];
  let assemblyFormat = [{
    custom<VariadicOperandWithAttribute>($inputs) `dim` `=` $dimension
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// pad (spec: pad)
//===----------------------------------------------------------------------===//

def StableHLO_PadOp : StableHLO_Op<"pad", [Pure, Shape_InferredResultType]> {
  let summary = "pad (spec: pad)";
  let description = [{
    Pads `operand` with `padding_value` at both edges of every dimension and
    between its elements. Negative edge padding removes elements.

    ```mlir
    %0 = stablehlo.pad %x, %v, low = [0, 1], high = [2, 1], interior = [1, 2]
      : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x9xi32>
    ```
  }];
  let arguments = (ins HLO_TensorOrPerTensorQuantizedTensor:$operand,
                       HLO_ScalarTensorOrPerTensorQuantizedTensor:$padding_value,
                       DenseI64ArrayAttr:$edge_padding_low,
                       DenseI64ArrayAttr:$edge_padding_high,
                       DenseI64ArrayAttr:$interior_padding);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
  let hasVerifier = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$operand, "::mlir::Value":$padding_value,
                   "::llvm::ArrayRef<int64_t>":$edge_padding_low,
                   "::llvm::ArrayRef<int64_t>":$edge_padding_high,
                   "::llvm::ArrayRef<int64_t>":$interior_padding)>];
  let assemblyFormat = [{
    $operand `,` $padding_value `,`
      `low` `=` custom<DenseI64Array>($edge_padding_low) `,`
      `high` `=` custom<DenseI64Array>($edge_padding_high) `,`
      `interior` `=` custom<DenseI64Array>($interior_padding)
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// dynamic_slice (spec: dynamic_slice)
//===----------------------------------------------------------------------===//

def StableHLO_DynamicSliceOp : StableHLO_Op<"dynamic_slice", [Pure,
    Shape_InferredResultType]> {
  let summary = "dynamic_slice (spec: dynamic_slice)";
  let description = [{
    Extracts a `slice_sizes` slice of `operand` at run-time `start_indices`,
    clamped so that the slice stays in bounds.

    ```mlir
    %0 = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 2]
      : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
    ```
  }];
  let arguments = (ins HLO_TensorOrPerTensorQuantizedTensor:$operand,
                       Variadic<HLO_ScalarIntTensor>:$start_indices,
                       DenseI64ArrayAttr:$slice_sizes);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
  let hasVerifier = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$operand,
                   "::mlir::ValueRange":$start_indices,
                   "::llvm::ArrayRef<int64_t>":$slice_sizes)>];
  let assemblyFormat = [{
    $operand `,` custom<VariadicOperandWithAttribute>($start_indices)
      `sizes` `=` custom<DenseI64Array>($slice_sizes)
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// dynamic_update_slice (spec: dynamic_update_slice)
//===----------------------------------------------------------------------===//

def StableHLO_DynamicUpdateSliceOp : StableHLO_Op<"dynamic_update_slice", [
    Pure, Shape_InferredResultType]> {
  let summary = "dynamic_update_slice (spec: dynamic_update_slice)";
  let description = [{
    Returns `operand` with the slice at run-time `start_indices` (clamped to
    stay in bounds) replaced by `update`.

    ```mlir
    %0 = stablehlo.dynamic_update_slice %x, %u, %i, %j
      : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
    ```
  }];
  let arguments = (ins HLO_TensorOrPerTensorQuantizedTensor:$operand,
                       HLO_TensorOrPerTensorQuantizedTensor:$update,
                       Variadic<HLO_ScalarIntTensor>:$start_indices);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
  let hasVerifier = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$operand, "::mlir::Value":$update,
                   "::mlir::ValueRange":$start_indices)>];
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
}

//===----------------------------------------------------------------------===//
// get_dimension_size (spec: get_dimension_size)
//===----------------------------------------------------------------------===//

def StableHLO_GetDimensionSizeOp : StableHLO_Op<"get_dimension_size", [Pure,
    Shape_InferredResultType]> {
  let summary = "get_dimension_size (spec: get_dimension_size)";
  let description = [{
    Produces the size of dimension `dimension` of `operand` as a `tensor<i32>`.

    ```mlir
    %0 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<2x3xi64>) -> tensor<i32>
    ```
  }];
  let arguments = (ins HLO_TensorOrQuantizedTensor:$operand, I64Attr:$dimension);
  let results = (outs 0DTensorOf<[I32]>:$result);
  let hasVerifier = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$operand, "int64_t":$dimension)>];
  let assemblyFormat = [{
    $operand `,` `dim` `=` $dimension attr-dict
      `:` functional-type(operands, results)
  }];
}

#endif // HLOKIT_STABLEHLO_SHAPE_OPS

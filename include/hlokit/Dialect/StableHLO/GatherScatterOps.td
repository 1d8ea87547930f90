//===- GatherScatterOps.td - gather, dynamic_gather, scatter -*- tablegen -*-===//
//
// The dimension-number attributes `#stablehlo.gather<...>` and
// `#stablehlo.scatter<...>` (with the batching dims of the gather/scatter RFC)
// and the ops that use them. The ops have no pretty form: like upstream they
// print generically, with their attributes as properties `<{...}>`.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_GATHERSCATTER_OPS
#define HLOKIT_STABLEHLO_GATHERSCATTER_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "hlokit/Dialect/StableHLO/StablehloEnums.td"

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

// Fields may be written in any order; the printer leaves out empty lists and
// `index_vector_dim = 0`, as upstream does.
def StableHLO_GatherDimensionNumbers
    : AttrDef<StableHLO_Dialect, "GatherDimensionNumbers"> {
  let mnemonic = "gather";
  let summary = "dimension numbers of gather and dynamic_gather";
  let description = [{
    ```mlir
    #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1],
                      operand_batching_dims = [0],
                      start_indices_batching_dims = [1],
                      start_index_map = [2, 1], index_vector_dim = 3>
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"int64_t">:$offsetDims,
    ArrayRefParameter<"int64_t">:$collapsedSliceDims,
    ArrayRefParameter<"int64_t">:$operandBatchingDims,
    ArrayRefParameter<"int64_t">:$startIndicesBatchingDims,
    ArrayRefParameter<"int64_t">:$startIndexMap,
    "int64_t":$indexVectorDim);
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_ScatterDimensionNumbers
    : AttrDef<StableHLO_Dialect, "ScatterDimensionNumbers"> {
  let mnemonic = "scatter";
  let summary = "dimension numbers of scatter";
  let description = [{
    ```mlir
    #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1],
                       input_batching_dims = [0],
                       scatter_indices_batching_dims = [1],
                       scatter_dims_to_operand_dims = [2, 1],
                       index_vector_dim = 3>
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"int64_t">:$updateWindowDims,
    ArrayRefParameter<"int64_t">:$insertedWindowDims,
    ArrayRefParameter<"int64_t">:$inputBatchingDims,
    ArrayRefParameter<"int64_t">:$scatterIndicesBatchingDims,
    ArrayRefParameter<"int64_t">:$scatterDimsToOperandDims,
    "int64_t":$indexVectorDim);
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// gather (spec: gather)
//===----------------------------------------------------------------------===//

def StableHLO_GatherOp : StableHLO_Op<"gather", [Pure, InferTensorType]> {
  let summary = "gather (spec: gather)";
  let description = [{
    Gathers slices of `operand` at the offsets in `start_indices`.

    ```mlir
    %0 = "stablehlo.gather"(%operand, %start_indices) <{
      dimension_numbers = #stablehlo.gather<offset_dims = [3, 4],
        collapsed_slice_dims = [1], operand_batching_dims = [0],
        start_indices_batching_dims = [1], start_index_map = [2, 1],
        index_vector_dim = 3>,
      indices_are_sorted = false,
      slice_sizes = array<i64: 1, 1, 2, 2>
    }> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
    ```
  }];
  let arguments = (ins
    HLO_TensorOrPerTensorQuantizedTensor:$operand,
    HLO_IntTensor:$start_indices,
    StableHLO_GatherDimensionNumbers:$dimension_numbers,
    DenseI64ArrayAttr:$slice_sizes,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor);
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
  }];
}

//===----------------------------------------------------------------------===//
// dynamic_gather (spec: dynamic_gather)
//===----------------------------------------------------------------------===//

def StableHLO_DynamicGatherOp
    : StableHLO_Op<"dynamic_gather", [Pure, InferTensorType]> {
  let summary = "dynamic_gather (spec: dynamic_gather)";
  let description = [{
    `gather` whose `slice_sizes` is an operand. Offset dimensions of the
    result are static only where `slice_sizes` is a constant.

    ```mlir
    %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{
      dimension_numbers = #stablehlo.gather<offset_dims = [2],
        collapsed_slice_dims = [0, 1], start_index_map = [0, 1],
        index_vector_dim = 2>
    }> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>, tensor<3xi32>) -> tensor<1x5x?xi32>
    ```
  }];
  let arguments = (ins
    HLO_TensorOrPerTensorQuantizedTensor:$operand,
    HLO_IntTensor:$start_indices,
    HLO_IntTensor:$slice_sizes,
    StableHLO_GatherDimensionNumbers:$dimension_numbers,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor);
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
  }];
}

//===----------------------------------------------------------------------===//
// scatter (spec: scatter)
//===----------------------------------------------------------------------===//

// `inputs` and `updates` have the same length (SameVariadicOperandSize), so
// the generic form needs no operand segment sizes, as upstream.
def StableHLO_ScatterOp : StableHLO_Op<"scatter", [
    RecursiveMemoryEffects, SameVariadicOperandSize,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "scatter (spec: scatter)";
  let description = [{
    Produces `results` equal to `inputs` except that the slices selected by
    `scatter_indices` are combined with `updates` by `update_computation`.

    ```mlir
    %0 = "stablehlo.scatter"(%input, %scatter_indices, %update) <{
      indices_are_sorted = false,
      scatter_dimension_numbers = #stablehlo.scatter<
        update_window_dims = [3, 4], inserted_window_dims = [1],
        input_batching_dims = [0], scatter_indices_batching_dims = [1],
        scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>,
      unique_indices = false
    }> ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %1 = stablehlo.add %arg0, %arg1 : tensor<i64>
      stablehlo.return %1 : tensor<i64>
    }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>)
        -> tensor<2x3x4x2xi64>
    ```

    Built without a body, the result types take the inputs' element types;
    the builder leaves `update_computation` empty for the caller to fill.
  }];
  let arguments = (ins
    Variadic<HLO_TensorOrPerTensorQuantizedTensor>:$inputs,
    HLO_IntTensor:$scatter_indices,
    Variadic<HLO_TensorOrPerTensorQuantizedTensor>:$updates,
    StableHLO_ScatterDimensionNumbers:$scatter_dimension_numbers,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$unique_indices);
  let regions = (region SizedRegion<1>:$update_computation);
  let results = (outs Variadic<HLO_TensorOrPerTensorQuantizedTensor>);
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
  }];
}

#endif // HLOKIT_STABLEHLO_GATHERSCATTER_OPS

//===- Passes.td - hlokit transformation passes -------------*- tablegen -*-===//

#ifndef HLOKIT_TRANSFORMS_PASSES
#define HLOKIT_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def ExpandBatchingDimsPass : Pass<"hlokit-expand-batching-dims"> {
  let summary = "Rewrites gather/scatter batching dims into the legacy form";
  let description = [{
    Every `stablehlo.gather`, `stablehlo.dynamic_gather` and
    `stablehlo.scatter` with batching dims is rewritten into the form without
    them: the operand batching dims join `collapsed_slice_dims` /
    `inserted_window_dims`, and one `iota` per batching dim is concatenated
    onto the indices along `index_vector_dim`, addressing that operand
    dimension through `start_index_map` / `scatter_dims_to_operand_dims`.
    Indices with `index_vector_dim == rank` are first reshaped to give them
    an index-vector dimension; indices whose element type cannot hold a
    batch size are converted to a wider one. Indices with dynamic
    dimensions get `dynamic_iota`s shaped by `get_dimension_size`.

    Before:

    ```mlir
    %0 = "stablehlo.gather"(%operand, %indices) <{
      dimension_numbers = #stablehlo.gather<offset_dims = [2],
        collapsed_slice_dims = [1], operand_batching_dims = [0],
        start_indices_batching_dims = [0], start_index_map = [1],
        index_vector_dim = 2>,
      slice_sizes = array<i64: 1, 1, 8>
    }> : (tensor<3x5x8xf32>, tensor<3x4x1xi32>) -> tensor<3x4x8xf32>
    ```

    After:

    ```mlir
    %0 = stablehlo.iota dim = 0 : tensor<3x4x1xi32>
    %1 = stablehlo.concatenate %indices, %0, dim = 2
        : (tensor<3x4x1xi32>, tensor<3x4x1xi32>) -> tensor<3x4x2xi32>
    %2 = "stablehlo.gather"(%operand, %1) <{
      dimension_numbers = #stablehlo.gather<offset_dims = [2],
        collapsed_slice_dims = [0, 1], start_index_map = [1, 0],
        index_vector_dim = 2>,
      slice_sizes = array<i64: 1, 1, 8>
    }> : (tensor<3x5x8xf32>, tensor<3x4x2xi32>) -> tensor<3x4x8xf32>
    ```
  }];
  let dependentDialects = ["::hlokit::stablehlo::StableHLODialect"];
}

def RaiseBatchingDimsPass : Pass<"hlokit-raise-batching-dims"> {
  let summary = "Recognises legacy iota-indexed gather/scatter as batching dims";
  let description = [{
    The inverse of `hlokit-expand-batching-dims`. A gather/scatter whose
    indices concatenate, along `index_vector_dim`, a component that is an
    iota over an indices dimension `d` (possibly converted, reshaped,
    broadcast, transposed or clamped) and that addresses a collapsed /
    inserted operand dimension `o` of the same static size (slice size 1)
    is rewritten to use `o` / `d` as batching dims. Anything ambiguous or
    only partly matching is left unchanged.

    Before:

    ```mlir
    %0 = stablehlo.iota dim = 0 : tensor<3x4x1xi32>
    %1 = stablehlo.concatenate %indices, %0, dim = 2
        : (tensor<3x4x1xi32>, tensor<3x4x1xi32>) -> tensor<3x4x2xi32>
    %2 = "stablehlo.gather"(%operand, %1) <{
      dimension_numbers = #stablehlo.gather<offset_dims = [2],
        collapsed_slice_dims = [0, 1], start_index_map = [1, 0],
        index_vector_dim = 2>,
      slice_sizes = array<i64: 1, 1, 8>
    }> : (tensor<3x5x8xf32>, tensor<3x4x2xi32>) -> tensor<3x4x8xf32>
    ```

    After:

    ```mlir
    %0 = "stablehlo.gather"(%operand, %indices) <{
      dimension_numbers = #stablehlo.gather<offset_dims = [2],
        collapsed_slice_dims = [1], operand_batching_dims = [0],
        start_indices_batching_dims = [0], start_index_map = [1],
        index_vector_dim = 2>,
      slice_sizes = array<i64: 1, 1, 8>
    }> : (tensor<3x5x8xf32>, tensor<3x4x1xi32>) -> tensor<3x4x8xf32>
    ```
  }];
  let dependentDialects = ["::hlokit::stablehlo::StableHLODialect"];
}

def LegalizeChloPass : Pass<"hlokit-legalize-chlo"> {
  let summary = "Rewrites every chlo op into StableHLO ops";
  let description = [{
    Broadcasting ops become `broadcast_in_dim` of their operands (or
    `dynamic_broadcast_in_dim` with a shape computed from
    `get_dimension_size` when the result has `?` dimensions) followed by the
    StableHLO op; the special functions become the series and continued
    fractions the interpreter evaluates, unrolled (docs/chlo.md has the
    formulas and the measured accuracy). f16 and bf16 compute in f32.

    Before:

    ```mlir
    %0 = chlo.broadcast_add %arg0, %arg1 {broadcast_dimensions = array<i64: 1>}
        : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    ```

    After:

    ```mlir
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1]
        : (tensor<4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.add %0, %arg1 : tensor<3x4xf32>
    ```
  }];
  let dependentDialects = ["::hlokit::stablehlo::StableHLODialect"];
}

def StablehloLegalizeDeprecatedOpsPass
    : Pass<"stablehlo-legalize-deprecated-ops"> {
  let summary = "Rewrites the ops the spec dropped into spec ops";
  let description = [{
    Upstream's pass name. Each op of StableHLO/LegacyOps.td, and
    `create_token`, becomes the spec ops that mean the same
    (docs/legacy-ops.md): `dot` a `dot_general` contracting lhs's last with
    rhs's first dimension; `broadcast` a `broadcast_in_dim` to new major
    dimensions; `einsum` and `unary_einsum` `reduce` (labels summed away in
    one operand), `dot_general` (shared labels) and `transpose` (the output
    order); `torch_index_select` a `gather` with batching dims;
    `cross-replica-sum` an `all_reduce` with an addition body;
    `create_token` an `after_all` without inputs. An equation it cannot
    rewrite (`...`, a label twice in one operand) is a located error.

    Before:

    ```mlir
    %0 = stablehlo.dot %arg0, %arg1
        : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    ```

    After:

    ```mlir
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0]
        : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    ```
  }];
  let dependentDialects = ["::hlokit::stablehlo::StableHLODialect"];
}

#endif // HLOKIT_TRANSFORMS_PASSES

//===- LegacyOps.td - ops upstream keeps but the spec dropped -*- tablegen -*-===//
//
// The ops on their way out of StableHLO (openxla/stablehlo#3): not in the
// spec, still in upstream's dialect and in its portable artifacts. hlokit
// reads, checks and prints them as upstream does; the pass
// `--stablehlo-legalize-deprecated-ops` rewrites each into spec ops
// (docs/legacy-ops.md). Printed forms, constraints and messages follow
// upstream's StablehloOps.td; ops without a pretty form print generically.
// Upstream's HLO_Tensor includes per-tensor quantized integers, hence
// HLO_TensorOrPerTensorQuantizedTensor where upstream says HLO_Tensor.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_LEGACY_OPS
#define HLOKIT_STABLEHLO_LEGACY_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "hlokit/Dialect/StableHLO/StablehloEnums.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def StableHLO_DotOp : StableHLO_Op<"dot", [Pure,
    DeclareOpInterfaceMethods<InferShapedTypeOpInterface,
                              ["inferReturnTypeComponents"]>]> {
  let summary = "dot (not in the spec: dot_general without batching dims)";
  let description = [{
    XLA's Dot: vector-vector, matrix-vector, vector-matrix or matrix-matrix
    product, contracting lhs's last dimension with rhs's first.

    ```mlir
    %0 = stablehlo.dot %a, %b, precision = [DEFAULT, DEFAULT]
           : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
    ```
  }];
  let arguments = (ins
    HLO_TensorOrPerTensorQuantizedTensor:$lhs,
    HLO_TensorOrQuantizedTensor:$rhs,
    StableHLO_PrecisionConfigAttr:$precision_config
  );
  let results = (outs HLO_TensorOrQuantizedTensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $lhs `,` $rhs `` custom<PrecisionConfig>($precision_config) attr-dict
      `:` functional-type(operands, results)
  }];
}

def StableHLO_BroadcastOp : StableHLO_Op<"broadcast",
    [Pure, SameOperandsAndResultElementType, InferTensorType]> {
  let summary = "broadcast (not in the spec: broadcast_in_dim to new major "
                "dimensions)";
  let description = [{
    XLA's Broadcast: the result has the dimensions `broadcast_sizes` followed
    by the operand's.

    ```mlir
    %0 = stablehlo.broadcast %a, sizes = [1, 2]
           : (tensor<3xi32>) -> tensor<1x2x3xi32>
    ```
  }];
  let arguments = (ins HLO_TensorOrPerTensorQuantizedTensor:$operand,
                       DenseI64ArrayAttr:$broadcast_sizes);
  let results = (outs HLO_TensorOrQuantizedTensor:$result);
  let assemblyFormat = [{
    $operand `,` `sizes` `=` $broadcast_sizes
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_EinsumOp : StableHLO_Op<"einsum", [Pure]> {
  let summary = "einsum (not in the spec: TF's einsum of two operands)";
  let description = [{
    `einsum_config` is TF's equation `"lhs,rhs->result"`, one letter per
    dimension.

    ```mlir
    %0 = stablehlo.einsum %a, %b, config = "ab,bc->ac"
           : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
    ```
  }];
  let arguments = (ins HLO_TensorOrPerTensorQuantizedTensor:$lhs,
                       HLO_TensorOrPerTensorQuantizedTensor:$rhs,
                       StrAttr:$einsum_config);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` `config` `=` $einsum_config attr-dict
      `:` functional-type(operands, results)
  }];
}

def StableHLO_UnaryEinsumOp : StableHLO_Op<"unary_einsum", [Pure]> {
  let summary = "unary_einsum (not in the spec: TF's einsum of one operand)";
  let description = [{
    `einsum_config` is TF's equation `"operand->result"`.

    ```mlir
    %0 = stablehlo.unary_einsum %a, config = "ab->a"
           : (tensor<4x16xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins HLO_TensorOrPerTensorQuantizedTensor:$operand,
                       StrAttr:$einsum_config);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
  let assemblyFormat = [{
    $operand `,` `config` `=` $einsum_config attr-dict
      `:` functional-type(operands, results)
  }];
}

def StableHLO_TorchIndexSelectOp
    : StableHLO_Op<"torch_index_select", [Pure]> {
  let summary = "torch_index_select (not in the spec: PyTorch's "
                "index_select with batch dims)";
  let description = [{
    Picks the slices of `operand` along `dim` that `index` names; the first
    `batch_dims` dimensions of operand and index loop together. Prints
    generically, as upstream's.

    ```mlir
    %0 = "stablehlo.torch_index_select"(%a, %i) {
      dim = 2 : i64, batch_dims = 1 : i64
    } : (tensor<8x128x3072x64xf32>, tensor<8x16x1024xi32>)
        -> tensor<8x128x16x1024x64xf32>
    ```
  }];
  let arguments = (ins HLO_TensorOrPerTensorQuantizedTensor:$operand,
                       HLO_Tensor:$index, I64Attr:$dim, I64Attr:$batch_dims);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
}

def StableHLO_CrossReplicaSumOp
    : StableHLO_Op<"cross-replica-sum", [Pure]> {
  let summary = "cross-replica-sum (not in the spec: all_reduce of a sum "
                "across replicas)";
  let description = [{
    all_reduce with an addition body, channel 0 and replica ids. Prints
    generically, as upstream's.

    ```mlir
    %0 = "stablehlo.cross-replica-sum"(%a) {
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins HLO_TensorOrPerTensorQuantizedTensor:$operand,
                       I64ElementsAttr:$replica_groups);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
  let hasVerifier = 1;
}

#endif // HLOKIT_STABLEHLO_LEGACY_OPS

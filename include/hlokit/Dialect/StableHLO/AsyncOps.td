//===- AsyncOps.td - asynchronous collectives and slices ----*- tablegen -*-===//
//
// The async family (spec: async_start, async_done; RFC "Async
// Collectives"): `async_start` runs the one collective or slice op of its
// body asynchronously and gives a `!stablehlo.future` of its result;
// `async_done` waits for it. Both print generically, as upstream's do. The
// checks and messages are upstream's (AsyncOps.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_ASYNC_OPS
#define HLOKIT_STABLEHLO_ASYNC_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "hlokit/Dialect/StableHLO/ControlFlowOps.td"

def StableHLO_AsyncStartOp : StableHLO_Op<"async_start", [
    SingleBlockImplicitTerminator<"ReturnOp">, IsolatedFromAbove,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "async_start (spec: async_start)";
  let description = [{
    Starts the op of `body` on `operands`, the body's arguments; the result
    is a future of the op's result (async_start_c1 to c4).

    ```mlir
    %0 = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<8x2xf32>):
      %1 = "stablehlo.all_gather"(%a) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x2xf32>) -> tensor<8x4xf32>
      "stablehlo.return"(%1) : (tensor<8x4xf32>) -> ()
    }) : (tensor<8x2xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrPerTensorQuantizedTensor>:$operands);
  let regions = (region SizedRegion<1>:$body);
  let results = (outs HLO_Future:$result);
}

def StableHLO_AsyncDoneOp : StableHLO_Op<"async_done", [
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "async_done (spec: async_done)";
  let description = [{
    Waits for the future `operand` and returns its value (async_done_c1).

    ```mlir
    %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<8x4xf32>>) -> tensor<8x4xf32>
    ```
  }];
  let arguments = (ins HLO_Future:$operand);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
}

#endif // HLOKIT_STABLEHLO_ASYNC_OPS

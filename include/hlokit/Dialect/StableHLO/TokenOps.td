//===- TokenOps.td - tokens and host/channel communication ---*- tablegen -*-===//
//
// The token op family: `after_all` and `create_token` make tokens; `infeed`,
// `outfeed`, `send` and `recv` exchange values with the host or other
// processes, ordered by the tokens they consume and produce. Printed forms
// follow upstream: the first two have pretty forms, the others print
// generically.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_TOKEN_OPS
#define HLOKIT_STABLEHLO_TOKEN_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"

def StableHLO_ChannelHandle : AttrDef<StableHLO_Dialect, "ChannelHandle"> {
  let mnemonic = "channel_handle";
  let summary = "the channel of send/recv: its id and type";
  let description = [{
    `handle` is the channel id and `type` the channel type: 1 is
    DEVICE_TO_DEVICE, 2 DEVICE_TO_HOST, 3 HOST_TO_DEVICE (XLA's numbering):
    `#stablehlo.channel_handle<handle = 5, type = 2>`.
  }];
  let parameters = (ins "int64_t":$handle, "int64_t":$type);
  let assemblyFormat = "`<` struct(params) `>`";
}

// The values infeed and recv read: tensors or quantized tensors (per-tensor
// or per-axis), and the token last.
def HLO_StaticShapeTensorOrToken
    : AnyTypeOf<[StaticShapeTensorOf<[HLO_Float, HLO_Pred, HLO_Int,
                                      HLO_Complex, HLO_Quantized]>,
                 HLO_Token]>;

//===----------------------------------------------------------------------===//
// after_all, create_token (spec: after_all; create_token is upstream's
// after_all without inputs)
//===----------------------------------------------------------------------===//

def StableHLO_AfterAllOp : StableHLO_Op<"after_all", [Pure]> {
  let summary = "after_all (spec: after_all)";
  let description = [{
    A token that orders every op depending on it after the ops producing
    `inputs`.

    ```mlir
    %0 = stablehlo.after_all %arg0, %arg1 : !stablehlo.token
    ```
  }];
  let arguments = (ins Variadic<HLO_Token>:$inputs);
  let results = (outs HLO_Token:$result);
  // The directive reads the operands and the `:` itself.
  let assemblyFormat = [{
    custom<VariadicSameOperandsAndResultType>($inputs, type($inputs),
                                              type($result)) attr-dict
  }];
}

def StableHLO_CreateTokenOp : StableHLO_Op<"create_token", [Pure]> {
  let summary = "create_token (not in the spec: after_all without inputs)";
  let description = [{
    ```mlir
    %0 = stablehlo.create_token : !stablehlo.token
    ```
  }];
  let results = (outs HLO_Token:$output);
  let assemblyFormat = "attr-dict `:` type(results)";
}

//===----------------------------------------------------------------------===//
// infeed, outfeed (spec: infeed, outfeed)
//===----------------------------------------------------------------------===//

def StableHLO_InfeedOp : StableHLO_Op<"infeed"> {
  let summary = "infeed (spec: infeed)";
  let description = [{
    Reads the next values of the infeed; the last result is a token.

    ```mlir
    %0:2 = "stablehlo.infeed"(%token) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
    ```
  }];
  let arguments = (ins
    HLO_Token:$token,
    DefaultValuedStrAttr<StrAttr, "">:$infeed_config,
    OptionalAttr<ArrayAttr>:$layout);
  let results = (outs Variadic<HLO_StaticShapeTensorOrToken>);
  let hasVerifier = 1;
}

def StableHLO_OutfeedOp : StableHLO_Op<"outfeed"> {
  let summary = "outfeed (spec: outfeed)";
  let description = [{
    Writes `inputs` to the outfeed.

    ```mlir
    %0 = "stablehlo.outfeed"(%x, %token) <{outfeed_config = ""}> : (tensor<2xi32>, !stablehlo.token) -> !stablehlo.token
    ```
  }];
  let arguments = (ins
    Variadic<HLO_TensorOrQuantizedTensor>:$inputs,
    HLO_Token:$token,
    DefaultValuedStrAttr<StrAttr, "">:$outfeed_config);
  let results = (outs HLO_Token);
}

//===----------------------------------------------------------------------===//
// send, recv (spec: send, recv)
//===----------------------------------------------------------------------===//

def StableHLO_SendOp : StableHLO_Op<"send"> {
  let summary = "send (spec: send)";
  let description = [{
    Sends `inputs` to the channel `channel_handle`; `source_target_pairs`
    (the spec's, from 1.12.0) names the processes that send to each other.

    ```mlir
    %0 = "stablehlo.send"(%x, %token) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
    ```
  }];
  let arguments = (ins
    Variadic<HLO_TensorOrQuantizedTensor>:$inputs,
    HLO_Token:$token,
    StableHLO_ChannelHandle:$channel_handle,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$is_host_transfer,
    OptionalAttr<I64ElementsAttr>:$source_target_pairs);
  let results = (outs HLO_Token);
  let hasVerifier = 1;
}

def StableHLO_RecvOp : StableHLO_Op<"recv"> {
  let summary = "recv (spec: recv)";
  let description = [{
    Receives values from the channel `channel_handle`; the last result is a
    token. `source_target_pairs` as for send.

    ```mlir
    %0:2 = "stablehlo.recv"(%token) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
    ```
  }];
  let arguments = (ins
    HLO_Token:$token,
    StableHLO_ChannelHandle:$channel_handle,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$is_host_transfer,
    OptionalAttr<I64ElementsAttr>:$source_target_pairs);
  let results = (outs Variadic<HLO_StaticShapeTensorOrToken>);
  let hasVerifier = 1;
}

#endif // HLOKIT_STABLEHLO_TOKEN_OPS

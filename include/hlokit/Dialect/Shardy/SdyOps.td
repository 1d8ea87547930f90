//===- SdyOps.td - the sdy dialect's ops -------------------*- tablegen -*-===//

#ifndef HLOKIT_SDY_OPS
#define HLOKIT_SDY_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "hlokit/Dialect/Shardy/SdyAttrs.td"

class Sdy_Op<string mnemonic, list<Trait> traits = []>
    : Op<Sdy_Dialect, mnemonic, traits>;
include "hlokit/Dialect/Shardy/SdyCollectiveOps.td"

def Sdy_MeshOp : Sdy_Op<"mesh", [Symbol, HasParent<"::mlir::ModuleOp">]> {
  let summary = "a named mesh: `sdy.mesh @name = <[\"a\"=2]>`";
  let arguments = (ins SymbolNameAttr:$sym_name, Sdy_Mesh:$mesh);
  let assemblyFormat = "$sym_name `=` $mesh attr-dict";
}

def Sdy_ShardingConstraintOp
    : Sdy_Op<"sharding_constraint", [SameOperandsAndResultType]> {
  let summary = "asks for `input` to have `sharding` at this point";
  let description = [{
    The result is the input; the sharding only guides the partitioner. One
    process runs it as the identity.
  }];
  let arguments = (ins AnyType:$input, Sdy_TensorSharding:$sharding);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$input $sharding attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Sdy_ReshardOp
    : Sdy_Op<"reshard", [Pure, SameOperandsAndResultType]> {
  let summary = "reshards `input` to `sharding`";
  let description = [{
    The result is the input, redistributed across devices. One process runs
    it as the identity.
  }];
  let arguments = (ins AnyType:$input, Sdy_TensorSharding:$sharding);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$input $sharding attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Sdy_ReturnOp : Sdy_Op<"return", [Pure, Terminator,
    HasParent<"ManualComputationOp">]> {
  let summary = "ends a manual computation's body with its local results";
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

def Sdy_ManualComputationOp : Sdy_Op<"manual_computation",
    [RecursiveMemoryEffects, SingleBlockImplicitTerminator<"ReturnOp">]> {
  let summary = "a region of per-device code on the manual axes";
  let description = [{
    The body sees each operand as the local shard of the global value: a
    dimension sharded on manual axes is divided by their total size. Its
    results are the local shards of the op's results.

    Written `sdy.manual_computation(%x) in_shardings=[...]
    out_shardings=[...] manual_axes={"a"} (%arg: <local type>) { ...
    sdy.return ... } : (<global types>) -> <global types>`.
  }];
  let arguments = (ins Variadic<AnyType>:$tensors,
                       Sdy_TensorShardingPerValue:$in_shardings,
                       Sdy_TensorShardingPerValue:$out_shardings,
                       Sdy_ManualAxes:$manual_axes);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  // Shardy prints the shardings as a bare list and the region's arguments
  // before the region, without a block label.
  let assemblyFormat = [{
    `(` operands `)`
    `in_shardings` `` `=` `` custom<StrippedShardings>($in_shardings)
    `out_shardings` `` `=` `` custom<StrippedShardings>($out_shardings)
    `manual_axes` `` `=` `` $manual_axes
    custom<RegionWithArguments>($body)
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

#endif // HLOKIT_SDY_OPS

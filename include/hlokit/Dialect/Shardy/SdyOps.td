//===- SdyOps.td - the sdy dialect's ops -------------------*- tablegen -*-===//

#ifndef HLOKIT_SDY_OPS
#define HLOKIT_SDY_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
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
  let hasCanonicalizer = 1;
}

def Sdy_ReturnOp : Sdy_Op<"return", [Pure, ReturnLike, Terminator,
    ParentOneOf<["ManualComputationOp", "NamedComputationOp"]>]> {
  let summary = "ends the body of a manual or named computation";
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

def Sdy_ManualComputationOp : Sdy_Op<"manual_computation",
    [RecursiveMemoryEffects, SingleBlockImplicitTerminator<"ReturnOp">,
     IsolatedFromAbove]> {
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
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Ops that guide propagation; Shardy's argument order (the bytecode
// properties encoding follows it).
//===----------------------------------------------------------------------===//

def Sdy_ShardingGroupOp : Sdy_Op<"sharding_group",
    [DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "puts `input` in sharding group `group_id`";
  let description = [{
    All tensors of one group get the same sharding. The op has no result and
    isn't pure: it only exists for propagation, which reads the groups.
  }];
  let arguments = (ins AnyRankedTensor:$input, I64Attr:$group_id);
  let assemblyFormat =
      "$input `group_id` `` `=` `` $group_id attr-dict `:` type($input)";
}

def Sdy_ConstantOp : Sdy_Op<"constant",
    [Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "a constant that propagation may shard per use";
  let description = [{
    Like `stablehlo.constant`, but neither ConstantLike nor folded, so that
    copies of one constant stay apart and can be sharded differently:
    `%c = sdy.constant dense<1.0> : tensor<8xf32>`.
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs AnyStaticShapeTensor:$output);
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
  }];
}

def Sdy_DataFlowEdgeOp : Sdy_Op<"data_flow_edge", [SameOperandsAndResultType]> {
  let summary = "the owner of a data flow edge, with the edge's sharding";
  let description = [{
    Takes the value owning an edge between sources and targets that must be
    sharded alike (e.g. a while's result, its block arguments and returned
    values) and returns it; the optional `sharding` is the edge's.
    `%1 = sdy.data_flow_edge %0 sharding=<@mesh, [{"a"}\]> : tensor<8xf32>`.
  }];
  let arguments = (ins AnyShaped:$input,
                       OptionalAttr<Sdy_TensorSharding>:$sharding);
  let results = (outs AnyShaped:$result);
  let assemblyFormat = [{
    $input (`sharding` `` `=` `` $sharding^)? attr-dict `:` type($result)
  }];
  let hasVerifier = 1;
}

// Shardy prints the direction as its upper-case name.
def Sdy_PropagationDirection : I32EnumAttr<"PropagationDirection",
    "propagation direction", [I32EnumAttrCase<"NONE", 0>,
     I32EnumAttrCase<"FORWARD", 1>, I32EnumAttrCase<"BACKWARD", 2>,
     I32EnumAttrCase<"BOTH", 3>]> {
  let cppNamespace = "::hlokit::sdy";
}

def Sdy_PropagationBarrierOp : Sdy_Op<"propagation_barrier",
    [Pure, SameOperandsAndResultType,
     DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "the identity, letting shardings through one way only";
  let description = [{
    `FORWARD`: from operand to result; `BACKWARD`: from result to operand;
    `NONE`: neither. `BOTH` would make the op useless and is rejected.
  }];
  let arguments = (ins AnyRankedTensor:$input,
                       Sdy_PropagationDirection:$allowed_direction);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `allowed_direction` `` `=` `` $allowed_direction attr-dict `:`
        type($input)
  }];
  let hasVerifier = 1;
}

def Sdy_NamedComputationOp : Sdy_Op<"named_computation",
    [RecursiveMemoryEffects, RecursivelySpeculatable, IsolatedFromAbove,
     SingleBlockImplicitTerminator<"ReturnOp">,
     DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "a named block of ops, propagated through as if inlined";
  let description = [{
    Importers turn calls into named computations holding a copy of the
    callee. The block's arguments have the operands' types and the op's
    results the returned values' types:
    `%1 = sdy.named_computation<"foo">(%0) (%arg1: tensor<8xf32>) {
    sdy.return %arg1 : tensor<8xf32> } : (tensor<8xf32>) -> tensor<8xf32>`.
  }];
  let arguments = (ins
      StrAttr:$name,
      Variadic<AnyType>:$operands,
      OptionalAttr<Sdy_TensorShardingPerValue>:$in_shardings,
      OptionalAttr<Sdy_TensorShardingPerValue>:$out_shardings);
  let results = (outs Variadic<AnyType>);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `<` $name `>` `` `(` $operands `)`
    (`in_shardings` `` `=` `` custom<StrippedShardings>($in_shardings)^)?
    (`out_shardings` `` `=` `` custom<StrippedShardings>($out_shardings)^)?
    custom<RegionWithArguments>($body)
    attr-dict `:` functional-type($operands, results)
  }];
  let hasVerifier = 1;
}

def Sdy_FuncDataFlowEdgeOp
    : Sdy_Op<"func_data_flow_edge", [SameOperandsAndResultType]> {
  let summary = "the edge from a call's operand or a callee's result";
  let description = [{
    On a func argument: the bridge from the caller's operand to the
    argument's users; on a call result: from the callee's returned value to
    the result's users. One per argument or result.
  }];
  let arguments = (ins AnyShaped:$operand);
  let results = (outs AnyShaped:$result);
  let assemblyFormat = "$operand attr-dict `:` type($result)";
  let hasVerifier = 1;
}

#endif // HLOKIT_SDY_OPS

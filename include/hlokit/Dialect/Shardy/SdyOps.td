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

#endif // HLOKIT_SDY_OPS

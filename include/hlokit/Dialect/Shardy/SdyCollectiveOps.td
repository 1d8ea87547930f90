//===- SdyCollectiveOps.td - sdy's explicit collectives ----*- tablegen -*-===//
//
// The collectives partitioning inserts between shardings: each names the
// axes it communicates along and the sharding it produces, which must be
// what applying those axes to the operand's sharding gives. The operand's
// sharding is its producer's (a func argument's `sdy.sharding`, an op's
// `sdy.sharding` or out_sharding, a constraint's or reshard's sharding).
// Types are global: a collective changes how its value lies over the
// devices, not the value.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_SDY_COLLECTIVE_OPS
#define HLOKIT_SDY_COLLECTIVE_OPS

class Sdy_CollectiveOp<string mnemonic>
    : Sdy_Op<mnemonic, [SameOperandsAndResultType, InferTypeOpInterface]> {
  let results = (outs AnyShaped:$result);
  let hasVerifier = 1;
}

def Sdy_AllGatherOp : Sdy_CollectiveOp<"all_gather"> {
  let summary = "gathers each dimension along its axes, a suffix of its "
                "sharding: `sdy.all_gather [{\"y\"}, {}] %x out_sharding=...`";
  let arguments = (ins AnyShaped:$tensor,
                       Sdy_ListOfAxisRefLists:$gathering_axes,
                       Sdy_TensorSharding:$out_sharding);
  let assemblyFormat = [{
    $gathering_axes $tensor `out_sharding` `` `=` `` $out_sharding attr-dict
      `:` type($result)
  }];
  let hasCanonicalizer = 1;
}

def Sdy_AllSliceOp : Sdy_CollectiveOp<"all_slice"> {
  let summary = "slices each dimension along axes appended to its sharding";
  let arguments = (ins AnyShaped:$tensor,
                       Sdy_ListOfAxisRefLists:$slicing_axes,
                       Sdy_TensorSharding:$out_sharding);
  let assemblyFormat = [{
    $slicing_axes $tensor `out_sharding` `` `=` `` $out_sharding attr-dict
      `:` type($result)
  }];
  let hasCanonicalizer = 1;
}

def Sdy_AllToAllOp : Sdy_CollectiveOp<"all_to_all"> {
  let summary = "moves axes from the end of a source dimension's sharding to "
                "the end of a target dimension's: `[{\"x\"}: 0->1]`";
  let arguments = (ins AnyShaped:$tensor, Sdy_AllToAllParamList:$params,
                       Sdy_TensorSharding:$out_sharding);
  let assemblyFormat = [{
    $params $tensor `out_sharding` `` `=` `` $out_sharding attr-dict
      `:` type($result)
  }];
  let hasCanonicalizer = 1;
}

def Sdy_CollectivePermuteOp : Sdy_CollectiveOp<"collective_permute"> {
  let summary = "reorders or replaces the axes sharding each dimension, "
                "keeping its sharded size";
  let description = [{
    The result's mesh may differ from the operand's only in its device order.
  }];
  let arguments = (ins AnyShaped:$tensor, Sdy_TensorSharding:$out_sharding);
  let assemblyFormat = [{
    $tensor `out_sharding` `` `=` `` $out_sharding attr-dict `:` type($result)
  }];
  let hasCanonicalizer = 1;
}

def Sdy_AllReduceOp : Sdy_CollectiveOp<"all_reduce"> {
  let summary = "reduces along axes (in mesh order): `sdy.all_reduce max "
                "{\"x\"} %x out_sharding=...`";
  let arguments = (ins AnyShaped:$tensor, Sdy_AxisRefList:$reduction_axes,
                       DefaultValuedAttr<Sdy_ReductionOp,
                                         "::hlokit::sdy::ReductionOp::SUM">:
                           $reduction_op,
                       Sdy_TensorSharding:$out_sharding);
  let assemblyFormat = [{
    ($reduction_op^)? $reduction_axes $tensor `out_sharding` `` `=` ``
      $out_sharding attr-dict `:` type($result)
  }];
  let hasCanonicalizer = 1;
}

def Sdy_ReduceScatterOp : Sdy_CollectiveOp<"reduce_scatter"> {
  let summary = "an all_reduce then an all_slice along the same axes";
  let arguments = (ins AnyShaped:$tensor,
                       Sdy_ListOfAxisRefLists:$reduce_scatter_axes,
                       DefaultValuedAttr<Sdy_ReductionOp,
                                         "::hlokit::sdy::ReductionOp::SUM">:
                           $reduction_op,
                       Sdy_TensorSharding:$out_sharding);
  let assemblyFormat = [{
    ($reduction_op^)? $reduce_scatter_axes $tensor `out_sharding` `` `=` ``
      $out_sharding attr-dict `:` type($result)
  }];
  let hasCanonicalizer = 1;
}

def Sdy_ShardedToUnreducedOp : Sdy_CollectiveOp<"sharded_to_unreduced"> {
  let summary = "makes axes that shard the operand (a suffix per dimension) "
                "unreduced in the result";
  let arguments = (ins AnyShaped:$tensor, Sdy_ListOfAxisRefLists:$axes,
                       Sdy_TensorSharding:$out_sharding);
  let assemblyFormat = [{
    $axes $tensor `out_sharding` `` `=` `` $out_sharding attr-dict
      `:` type($result)
  }];
}

def Sdy_ReplicatedToUnreducedOp : Sdy_CollectiveOp<"replicated_to_unreduced"> {
  let summary = "makes axes the operand is replicated on unreduced in the "
                "result";
  let arguments = (ins AnyShaped:$tensor, Sdy_AxisRefList:$axes,
                       Sdy_TensorSharding:$out_sharding);
  let assemblyFormat = [{
    $axes $tensor `out_sharding` `` `=` `` $out_sharding attr-dict
      `:` type($result)
  }];
}

#endif // HLOKIT_SDY_COLLECTIVE_OPS

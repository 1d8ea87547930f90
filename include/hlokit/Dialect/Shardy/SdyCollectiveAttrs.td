//===- SdyCollectiveAttrs.td - collectives' axis lists -----*- tablegen -*-===//
//
// The axes the explicit collectives (sdy.all_gather, ...) communicate along.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_SDY_COLLECTIVE_ATTRS
#define HLOKIT_SDY_COLLECTIVE_ATTRS

def Sdy_AxisRefList : ArrayOfAttr<Sdy_Dialect, "AxisRefList", "axis_ref_list",
                                  "AxisRefAttr"> {
  let summary = "a list of axis refs: `{\"x\", \"y\":(1)2}`";
  let assemblyFormat = "`{` (`}`) : ($value^ `` `}`)?";
}

def Sdy_ListOfAxisRefLists
    : ArrayOfAttr<Sdy_Dialect, "ListOfAxisRefLists", "list_of_axis_ref_lists",
                  "AxisRefListAttr"> {
  let summary = "one axis list per dimension: `[{\"x\"}, {}]`";
}

def Sdy_AllToAllParam : Sdy_Attr<"AllToAllParam", "all_to_all_param"> {
  let summary = "axes moved from one dimension to another: `{\"x\"}: 0->1`";
  let parameters = (ins
      ArrayRefParameter<"AxisRefAttr", "axes moved">:$axes,
      AttrOrTypeParameter<"int64_t", "source dimension">:$src_dim,
      AttrOrTypeParameter<"int64_t", "target dimension">:$tgt_dim);
  let assemblyFormat =
      "`` `{` $axes `}` `` `:` $src_dim `` `->` `` $tgt_dim";
}

def Sdy_AllToAllParamList
    : ArrayOfAttr<Sdy_Dialect, "AllToAllParamList", "all_to_all_param_list",
                  "AllToAllParamAttr"> {
  let summary = "the moves of an all-to-all: `[{\"x\"}: 0->1, ...]`";
}

#endif // HLOKIT_SDY_COLLECTIVE_ATTRS

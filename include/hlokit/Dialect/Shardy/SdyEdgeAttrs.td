//===- SdyEdgeAttrs.td - propagation edge attributes -------*- tablegen -*-===//
//
// What sharding propagation did, step by step, recorded on an op:
// `sdy.propagation_edges = #sdy.propagation_edges<[{step-2 = [{"y" =
// operand-1 -> [operand-0, result-0]}]}]>` says that at step 2 axis "y"
// went from the op's operand 1 to its operand 0 and result 0. Only debug
// information: it never changes what a program computes.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_SDY_EDGE_ATTRS
#define HLOKIT_SDY_EDGE_ATTRS

// Whether an edge end is an operand or a result of the op holding the edges.
def Sdy_EdgeNodeType : I32EnumAttr<"EdgeNodeType", "edge node type",
    [I32EnumAttrCase<"OPERAND", 0, "operand">,
     I32EnumAttrCase<"RESULT", 1, "result">]> {
  let cppNamespace = "::hlokit::sdy";
  let genSpecializedAttr = 0;
}

def Sdy_EdgeValueRef : Sdy_Attr<"EdgeValueRef", "edge_value_ref"> {
  let summary = "an operand or result of the op: `operand-1`, `result-0`";
  let parameters = (ins EnumParameter<Sdy_EdgeNodeType>:$type,
                        AttrOrTypeParameter<"int64_t", "index">:$index);
  // `-` is no literal of the declarative format.
  let hasCustomAssemblyFormat = 1;
}

def Sdy_AxisToPropagationDetails
    : Sdy_Attr<"AxisToPropagationDetails", "axis_to_propagation_details"> {
  let summary = "where one axis went: `{\"x\" = result-0 -> [operand-0]}`";
  let parameters = (ins
      AttrOrTypeParameter<"AxisRefAttr", "the axis">:$axis_name,
      AttrOrTypeParameter<"EdgeValueRefAttr", "where it came from">:$source,
      ArrayRefParameter<"EdgeValueRefAttr", "targets">:$targets);
  let assemblyFormat = "`{` $axis_name `=` $source `->` `[` $targets `]` `}`";
}

def Sdy_PropagationOneStep
    : Sdy_Attr<"PropagationOneStep", "propagation_one_step"> {
  let summary = "the axes moved in one step: `{step-2 = [...]}`";
  let parameters = (ins
      AttrOrTypeParameter<"int64_t", "step index">:$step_index,
      ArrayRefParameter<"AxisToPropagationDetailsAttr", "per axis">:
          $axis_entries);
  // `step-2` is a keyword, a minus and an integer.
  let hasCustomAssemblyFormat = 1;
}

def Sdy_PropagationEdges
    : ArrayOfAttr<Sdy_Dialect, "PropagationEdges", "propagation_edges",
                  "PropagationOneStepAttr"> {
  let summary = "the propagation steps of one op, each step index once";
  let assemblyFormat = "`<` `[` $value `]` `>`";
  let genVerifyDecl = 1;
}

#endif // HLOKIT_SDY_EDGE_ATTRS

//===- SdyAttrs.td - the sdy dialect's attributes ----------*- tablegen -*-===//
//
// Meshes, axis references and tensor shardings. Empty `` in the formats keep
// Shardy's spacing: `"a"=2`, `"x":(1)2`, `{"a", ?}p1`.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_SDY_ATTRS
#define HLOKIT_SDY_ATTRS

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "hlokit/Dialect/Shardy/SdyBase.td"

class Sdy_Attr<string name, string attrMnemonic>
    : AttrDef<Sdy_Dialect, name> {
  let mnemonic = attrMnemonic;
}

def Sdy_MeshAxis : Sdy_Attr<"MeshAxis", "mesh_axis"> {
  let summary = "a named axis of a mesh: `\"a\"=2`";
  let parameters = (ins StringRefParameter<"axis name">:$name,
                        AttrOrTypeParameter<"int64_t", "axis size">:$size);
  let assemblyFormat = "`` $name `` `=` `` $size";
  let genVerifyDecl = 1;
}

def Sdy_Mesh : Sdy_Attr<"Mesh", "mesh"> {
  let summary = "a list of named axes and an optional device order";
  let description = [{
    `<["a"=2, "b"=4]>`, optionally with `device_ids=[...]`: a permutation of
    the iota of the product of the axis sizes (an iota order is dropped, it is
    the default). `<[]>` is the empty mesh; `<[], device_ids=[3]>` is a
    maximal mesh, which places a computation on one device.
  }];
  let parameters = (ins
      OptionalArrayRefParameter<"MeshAxisAttr", "mesh axes">:$axes,
      OptionalArrayRefParameter<"int64_t", "device order or maximal id">:
          $device_ids);
  let assemblyFormat = [{
    `<` `[` (`]`):($axes^ `]`)?
      (`,` `device_ids` `` `=` `` `[` $device_ids^ `]`)? `>`
  }];
  let genVerifyDecl = 1;
  let skipDefaultBuilders = 1;
  // The builder (which the parser uses too) drops an iota device order, so
  // that equal meshes are one attribute and print alike.
  let builders = [AttrBuilder<(ins "::llvm::ArrayRef<MeshAxisAttr>":$axes,
                                   "::llvm::ArrayRef<int64_t>":$device_ids), [{
    return $_get($_ctxt, axes, isIotaOrder(axes, device_ids)
                                   ? ::llvm::ArrayRef<int64_t>() : device_ids);
  }]>];
  let extraClassDeclaration = [{
    /// Whether `deviceIds` is 0, 1, ..., n-1 for the mesh of `axes`.
    static bool isIotaOrder(::llvm::ArrayRef<MeshAxisAttr> axes,
                            ::llvm::ArrayRef<int64_t> deviceIds);
    /// The size of the axis named `name`, or nullopt when it isn't in the mesh.
    std::optional<int64_t> getAxisSize(::llvm::StringRef name) const;
    /// The position of the axis named `name` in the mesh; the number of
    /// axes when it isn't in the mesh (so unknown axes sort last).
    int64_t getAxisIndex(::llvm::StringRef name) const;
    /// The product of the axis sizes: the devices the mesh lays out.
    int64_t getNumDevices() const;
    /// A mesh without axes but with one device id.
    bool isMaximal() const { return getAxes().empty() && !getDeviceIds().empty(); }
  }];
}

def Sdy_SubAxisInfo : Sdy_Attr<"SubAxisInfo", "sub_axis_info"> {
  let summary = "a sub-axis: `(pre_size)size`";
  let parameters = (ins
      AttrOrTypeParameter<"int64_t", "product of the sizes left of it">:
          $pre_size,
      AttrOrTypeParameter<"int64_t", "size of the sub-axis">:$size);
  let assemblyFormat = "`(` $pre_size `)` `` $size";
}

def Sdy_AxisRef : Sdy_Attr<"AxisRef", "axis_ref"> {
  let summary = "a full axis `\"x\"` or a sub-axis `\"x\":(1)2`";
  let parameters = (ins
      StringRefParameter<"axis name">:$name,
      OptionalParameter<"SubAxisInfoAttr", "the sub-axis, if any">:
          $sub_axis_info);
  let assemblyFormat = "`` $name (`` `:` `` $sub_axis_info^)?";
  let extraClassDeclaration = [{
    /// `"x"` or `"x":(1)2`, for diagnostics.
    std::string toString() const;
  }];
}

def Sdy_DimensionSharding : Sdy_Attr<"DimensionSharding", "dimension_sharding"> {
  let summary = "the axes sharding one dimension: `{\"a\", \"b\"}`, `{\"a\", ?}p1`";
  let description = [{
    Axes from major to minor; `?` marks an open dimension (further sharding
    allowed); `pN` a priority (lower is stronger).
  }];
  let parameters = (ins
      OptionalArrayRefParameter<"AxisRefAttr", "axes">:$axes,
      AttrOrTypeParameter<"bool", "no further sharding allowed">:$is_closed,
      OptionalParameter<"std::optional<int64_t>", "priority">:$priority);
  // `?` and the `p<N>` keyword need a hand-written parser.
  let hasCustomAssemblyFormat = 1;
}

// How the partial values along unreduced axes combine; printed before the
// unreduced axes when not the default sum: `unreduced=max{"x"}`.
def Sdy_ReductionOp : I32EnumAttr<"ReductionOp", "reduction of unreduced axes",
    [I32EnumAttrCase<"SUM", 0, "sum">, I32EnumAttrCase<"MAX", 1, "max">,
     I32EnumAttrCase<"MIN", 2, "min">]> {
  let cppNamespace = "::hlokit::sdy";
  // Also an op attribute (all_reduce's reduction_op), printed as its keyword.
  let genSpecializedAttr = 1;
}

def Sdy_TensorSharding : Sdy_Attr<"TensorSharding", "sharding"> {
  let summary = "a tensor's sharding over a mesh";
  let description = [{
    A mesh symbol `@mesh` (or an inlined `mesh<...>`), a list with one
    dimension sharding per dimension, and optionally `replicated={...}` and
    `unreduced={...}`: the axes along which the value is explicitly
    replicated, or holds partial sums.
  }];
  let parameters = (ins
      AttrParameter<"::mlir::Attribute", "mesh symbol or inlined mesh">:
          $mesh_or_ref,
      OptionalArrayRefParameter<"DimensionShardingAttr", "per dimension">:
          $dim_shardings,
      OptionalArrayRefParameter<"AxisRefAttr", "replicated axes">:
          $replicated_axes,
      OptionalArrayRefParameter<"AxisRefAttr", "unreduced axes">:
          $unreduced_axes,
      EnumParameter<Sdy_ReductionOp>:$reduction_op);
  // The mesh is either `@name` or `mesh<...>`, and the two named axis lists
  // are each optional: both need custom directives.
  let assemblyFormat = [{
    `<` custom<MeshOrRef>($mesh_or_ref) `,` `[` (`]`):($dim_shardings^ `]`)? ``
        custom<ReplicatedAndUnreduced>($replicated_axes, $unreduced_axes,
                                       $reduction_op) `>`
  }];
  let extraClassDeclaration = [{
    int64_t getRank() const { return getDimShardings().size(); }
    /// The mesh's symbol name, or null when the mesh is inlined.
    ::mlir::StringAttr getMeshSymName() const;
  }];
}

def Sdy_TensorShardingPerValue
    : Sdy_Attr<"TensorShardingPerValue", "sharding_per_value"> {
  let summary = "one sharding per operand or result of an op";
  let parameters = (ins
      OptionalArrayRefParameter<"TensorShardingAttr", "shardings">:$shardings);
  let assemblyFormat = "`<` `[` (`]`):($shardings^ `]`)? `>`";
}

// Manual axes are whole axes, so plain names rather than axis refs.
def Sdy_ManualAxes : ArrayOfAttr<Sdy_Dialect, "ManualAxes", "manual_axes",
                                 "::mlir::StringAttr"> {
  let summary = "the axes a manual computation is manual on: `{\"a\"}`";
  let assemblyFormat = "`{` (`}`) : ($value^ `` `}`)?";
}

include "hlokit/Dialect/Shardy/SdyEdgeAttrs.td"
include "hlokit/Dialect/Shardy/SdyRuleAttrs.td"
include "hlokit/Dialect/Shardy/SdyCollectiveAttrs.td"

#endif // HLOKIT_SDY_ATTRS

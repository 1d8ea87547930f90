//===- MeshAxesAttrs.td - replica groups as mesh axes -------*- tablegen -*-===//
//
// `replica_groups` written as axes of a device mesh (upstream's
// `#stablehlo.replica_group_mesh_axes`, RFC "StableHLO Support for
// Mesh-Axes Replica Groups"): the mesh names its axes and their sizes, the
// devices numbered row-major over them; the groups are the devices that
// differ only in the referenced axes or sub-axes. MeshAxes.h turns one into
// explicit groups. The checks are the attributes' verifiers (MeshAxes.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_MESH_AXES_ATTRS
#define HLOKIT_STABLEHLO_MESH_AXES_ATTRS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "mlir/IR/AttrTypeBase.td"

// A list of attributes printed with their `#stablehlo.<mnemonic>` prefix,
// as upstream prints the elements of an ArrayAttr, comma separated (the
// brackets are the enclosing format's); the stripped form parses too.
class HLO_PrefixedAttrArrayParameter<string cppType>
    : ArrayRefParameter<cppType, ""> {
  let printer = [{
    ::llvm::interleaveComma($_self, $_printer,
        [&](auto attr) { $_printer.printAttribute(attr); })
  }];
}

// `mesh`: a symbol (`@mesh`) or a `#stablehlo.mesh`, printed prefixed;
// the stripped mesh parses too (parseMeshOrSymbol, MeshAxes.h).
def HLO_MeshOrSymbolParameter : AttrParameter<"::mlir::Attribute", ""> {
  let parser = "::hlokit::stablehlo::parseMeshOrSymbol($_parser)";
  let printer = "$_printer.printAttribute($_self)";
}

def StableHLO_MeshAxis : AttrDef<StableHLO_Dialect, "MeshAxis"> {
  let mnemonic = "mesh_axis";
  let summary = "a named axis of a device mesh and its size";
  let description = [{
    `#stablehlo.mesh_axis<name = "x", size = 2>`
  }];
  let parameters = (ins StringRefParameter<"">:$name, "int64_t":$size);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def StableHLO_Mesh : AttrDef<StableHLO_Dialect, "Mesh"> {
  let mnemonic = "mesh";
  let summary = "a device mesh: its axes, major to minor, and device ids";
  let description = [{
    `#stablehlo.mesh<axes=[<name = "x", size = 2>, <name = "y", size = 4>]>`:
    8 devices, device `x * 4 + y` at coordinates (x, y); with
    `device_ids=dense<[...]> : tensor<8xi64>` the device at row-major place
    `i` is `device_ids[i]` instead. Printed as upstream prints it (axes
    without their prefix, which parses too).
  }];
  let parameters = (ins
    ArrayRefParameter<"::hlokit::stablehlo::MeshAxisAttr">:$axes,
    OptionalParameter<"::mlir::DenseIntElementsAttr">:$device_ids);
  let builders = [
    AttrBuilder<(ins "::llvm::ArrayRef<::hlokit::stablehlo::MeshAxisAttr>":$axes), [{
      return $_get($_ctxt, axes, ::mlir::DenseIntElementsAttr());
    }]>
  ];
  let assemblyFormat = [{
    `<` `axes` `` `=` `` `[` $axes `]` (`,` `device_ids` `` `=` `` $device_ids^)? `>`
  }];
  let genVerifyDecl = 1;
}

def StableHLO_SubAxisInfo : AttrDef<StableHLO_Dialect, "SubAxisInfo"> {
  let mnemonic = "sub_axis_info";
  let summary = "a part of a mesh axis: `(pre_size)size`";
  let description = [{
    An axis of size `n` seen as `pre_size x size x (n / (pre_size * size))`
    (major to minor); the sub-axis is the middle factor.
  }];
  let parameters = (ins "int64_t":$pre_size, "int64_t":$size);
  let assemblyFormat = "`(` $pre_size `)` `` $size";
  let genVerifyDecl = 1;
}

def StableHLO_AxisRef : AttrDef<StableHLO_Dialect, "AxisRef"> {
  let mnemonic = "axis_ref";
  let summary = "a mesh axis, or a sub-axis of one, by name";
  let description = [{
    `#stablehlo.axis_ref<name = "y">`,
    `#stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>`
  }];
  let parameters = (ins
    StringRefParameter<"">:$name,
    OptionalParameter<"::hlokit::stablehlo::SubAxisInfoAttr">:$sub_axis_info);
  let assemblyFormat = "`<` struct(params) `>`";
}

def StableHLO_ReplicaGroupMeshAxes
    : AttrDef<StableHLO_Dialect, "ReplicaGroupMeshAxes"> {
  let mnemonic = "replica_group_mesh_axes";
  let summary = "replica groups as axes of a device mesh";
  let description = [{
    The groups of devices of `mesh` that differ only in `axes`; within a
    group, devices are ordered by their coordinates along `axes` (the first
    axis major). `mesh` is a `#stablehlo.mesh` or, as upstream allows, a
    symbol (`@mesh`) naming one elsewhere; hlokit does not resolve symbols,
    so their groups are unknown (MeshAxes.h).
  }];
  let parameters = (ins
    HLO_MeshOrSymbolParameter:$mesh,
    HLO_PrefixedAttrArrayParameter<"::hlokit::stablehlo::AxisRefAttr">:$axes);
  let assemblyFormat = "`<` `mesh` `=` $mesh `,` `axes` `=` `[` $axes `]` `>`";
  let genVerifyDecl = 1;
}

// `replica_groups`: an explicit 2-D table of ids or mesh axes. readIdTable
// (Collective.h) reads either as a table.
def HLO_ReplicaGroupsAttr : AnyAttrOf<[I64ElementsAttr,
                                       StableHLO_ReplicaGroupMeshAxes]>;

#endif // HLOKIT_STABLEHLO_MESH_AXES_ATTRS

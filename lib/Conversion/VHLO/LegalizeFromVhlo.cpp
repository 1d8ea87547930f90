//===- LegalizeFromVhlo.cpp - vhlo to stablehlo and func ------------------===//
//
// The inverse of LegalizeToVhlo.cpp, for vhlo ops of the current version
// (VhloToVersion.cpp upgrades older ones first): attributes at their default
// are dropped again, spread attributes are gathered back, and integer lists
// become the dense arrays the stablehlo ops hold.
//
//===----------------------------------------------------------------------===//

#include "VhloConversion.h"
#include "VhloOpTable.h"

#include "hlokit/Conversion/VHLO/Serialization.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Verifier.h"

using namespace mlir;

namespace hlokit::vhlo {
namespace {

/// Removes the rank-1 i64 tensors `names` from `attrs` into `values`. A
/// batching-dims attribute may be missing: dropDefaults removes it when
/// empty.
LogicalResult takeI64Tensors(Operation *op, NamedAttrList &attrs,
                             ArrayRef<StringRef> names,
                             SmallVectorImpl<SmallVector<int64_t>> &values) {
  for (StringRef name : names) {
    Attribute attr = attrs.erase(name);
    if (!attr && name.ends_with("batching_dims")) {
      values.emplace_back();
      continue;
    }
    std::optional<SmallVector<int64_t>> list = getI64Tensor(attr);
    if (!list)
      return op->emitError() << "expected an i64 tensor for '" << name << "'";
    values.push_back(*list);
  }
  return success();
}

/// Removes the i64 integer `name` from `attrs`.
FailureOr<int64_t> takeI64(Operation *op, NamedAttrList &attrs,
                           StringRef name) {
  Attribute attr = attrs.erase(name);
  auto value = dyn_cast_or_null<IntegerAttr>(attr ? convertAttrFromVhlo(attr)
                                                  : Attribute());
  if (!value)
    return op->emitError() << "expected an i64 integer for '" << name << "'";
  return value.getInt();
}

/// Gathers gather_v2's and dynamic_gather_v2's spread attributes into
/// `#stablehlo.gather`.
LogicalResult collectGatherDims(Operation *op, NamedAttrList &attrs) {
  SmallVector<SmallVector<int64_t>> dims;
  if (failed(takeI64Tensors(op, attrs,
                            {"offset_dims", "collapsed_slice_dims",
                             "operand_batching_dims",
                             "start_indices_batching_dims", "start_index_map"},
                            dims)))
    return failure();
  FailureOr<int64_t> indexVectorDim = takeI64(op, attrs, "index_vector_dim");
  if (failed(indexVectorDim))
    return failure();
  attrs.set("dimension_numbers",
            stablehlo::GatherDimensionNumbersAttr::get(
                op->getContext(), dims[0], dims[1], dims[2], dims[3], dims[4],
                *indexVectorDim));
  return success();
}

/// Gathers scatter_v2's spread attributes into `#stablehlo.scatter`.
LogicalResult collectScatterDims(Operation *op, NamedAttrList &attrs) {
  SmallVector<SmallVector<int64_t>> dims;
  if (failed(takeI64Tensors(
          op, attrs,
          {"update_window_dims", "inserted_window_dims", "input_batching_dims",
           "scatter_indices_batching_dims", "scatter_dims_to_operand_dims"},
          dims)))
    return failure();
  FailureOr<int64_t> indexVectorDim = takeI64(op, attrs, "index_vector_dim");
  if (failed(indexVectorDim))
    return failure();
  attrs.set("scatter_dimension_numbers",
            stablehlo::ScatterDimensionNumbersAttr::get(
                op->getContext(), dims[0], dims[1], dims[2], dims[3], dims[4],
                *indexVectorDim));
  return success();
}

/// Gathers convolution_v1's spread attributes into `#stablehlo.conv`.
LogicalResult collectConvDims(Operation *op, NamedAttrList &attrs) {
  SmallVector<int64_t> dims;
  for (StringRef name :
       {"input_batch_dimension", "input_feature_dimension",
        "kernel_input_feature_dimension", "kernel_output_feature_dimension",
        "output_batch_dimension", "output_feature_dimension"}) {
    FailureOr<int64_t> dim = takeI64(op, attrs, name);
    if (failed(dim))
      return failure();
    dims.push_back(*dim);
  }
  SmallVector<SmallVector<int64_t>> spatial;
  if (failed(takeI64Tensors(op, attrs,
                            {"input_spatial_dimensions",
                             "kernel_spatial_dimensions",
                             "output_spatial_dimensions"},
                            spatial)))
    return failure();
  attrs.set("dimension_numbers",
            stablehlo::ConvDimensionNumbersAttr::get(
                op->getContext(), dims[0], dims[1], spatial[0], dims[2],
                dims[3], spatial[1], dims[4], dims[5], spatial[2]));
  return success();
}

/// Drops the window attributes upstream writes when absent on convolution,
/// dynamic_conv, reduce_window and select_and_scatter (see completeOnes,
/// completePadding and completeReversal in LegalizeToVhlo.cpp): strides and
/// dilations of 1, zero padding, no reversal.
void dropWindowDefaults(NamedAttrList &attrs) {
  for (StringRef name : {"window_strides", "lhs_dilation", "rhs_dilation",
                         "base_dilations", "window_dilations"})
    if (auto values = dyn_cast_or_null<DenseI64ArrayAttr>(attrs.get(name)))
      if (llvm::all_of(values.asArrayRef(),
                       [](int64_t value) { return value == 1; }))
        attrs.erase(name);
  if (auto padding =
          dyn_cast_or_null<DenseIntElementsAttr>(attrs.get("padding")))
    if (isAllZeros(padding))
      attrs.erase("padding");
  if (auto reversal =
          dyn_cast_or_null<DenseBoolArrayAttr>(attrs.get("window_reversal")))
    if (llvm::none_of(reversal.asArrayRef(), [](bool value) { return value; }))
      attrs.erase("window_reversal");
}

/// Gathers dot_general_v2's spread attributes into `#stablehlo.dot` and
/// `#stablehlo.dot_algorithm` (left out when its fields were absent).
LogicalResult gatherDotGeneral(Operation *op, NamedAttrList &attrs) {
  MLIRContext *context = op->getContext();
  SmallVector<SmallVector<int64_t>> dims;
  if (failed(takeI64Tensors(
          op, attrs,
          {"lhs_batching_dimensions", "rhs_batching_dimensions",
           "lhs_contracting_dimensions", "rhs_contracting_dimensions"},
          dims)))
    return failure();
  attrs.set("dot_dimension_numbers",
            stablehlo::DotDimensionNumbersAttr::get(context, dims[0], dims[1],
                                                    dims[2], dims[3]));
  SmallVector<Attribute, 7> algorithm;
  for (StringRef name :
       {"lhs_precision_type", "rhs_precision_type", "accumulation_type",
        "lhs_component_count", "rhs_component_count",
        "num_primitive_operations", "allow_imprecise_accumulation"})
    algorithm.push_back(attrs.erase(name));
  // dropDefaults already removed the "absent" markers.
  if (llvm::all_of(algorithm, [](Attribute attr) { return !attr; }))
    return success();
  SmallVector<Type, 3> types;
  SmallVector<int64_t, 3> counts;
  for (Attribute attr : ArrayRef(algorithm).take_front(3)) {
    auto type = dyn_cast_or_null<TypeAttr>(convertAttrFromVhlo(attr));
    if (!type)
      return op->emitError() << "invalid dot algorithm type " << attr;
    types.push_back(type.getValue());
  }
  for (Attribute attr : ArrayRef(algorithm).slice(3, 3)) {
    auto count = dyn_cast_or_null<IntegerAttr>(convertAttrFromVhlo(attr));
    if (!count)
      return op->emitError() << "invalid dot algorithm count " << attr;
    counts.push_back(count.getInt());
  }
  auto imprecise =
      dyn_cast_or_null<BoolAttr>(convertAttrFromVhlo(algorithm.back()));
  if (!imprecise)
    return op->emitError() << "invalid allow_imprecise_accumulation "
                           << algorithm.back();
  attrs.set("algorithm", stablehlo::DotAlgorithmAttr::get(
                             context, types[0], types[1], types[2], counts[0],
                             counts[1], counts[2], imprecise.getValue()));
  return success();
}

/// The collectives' channel_id (left when not 0) becomes a channel handle
/// of type 0, as upstream reads it; send's and recv's channel_id and
/// channel_type become their channel handle.
LogicalResult collectChannelHandle(Operation *op, NamedAttrList &attrs) {
  if (!attrs.get("channel_id"))
    return success();
  FailureOr<int64_t> handle = takeI64(op, attrs, "channel_id");
  if (failed(handle))
    return failure();
  int64_t type = 0;
  if (attrs.get("channel_type")) {
    FailureOr<int64_t> channelType = takeI64(op, attrs, "channel_type");
    if (failed(channelType))
      return failure();
    type = *channelType;
  }
  attrs.set("channel_handle",
            stablehlo::ChannelHandleAttr::get(op->getContext(), *handle, type));
  return success();
}

/// use_global_device_ids and has_dynamic_root = true become unit
/// attributes (dropDefaults removed false).
LogicalResult collectUnitAttrs(Operation *op, NamedAttrList &attrs) {
  for (StringRef name : {"use_global_device_ids", "has_dynamic_root"}) {
    Attribute value = attrs.erase(name);
    if (!value)
      continue;
    auto flag = dyn_cast_or_null<BoolAttr>(convertAttrFromVhlo(value));
    if (!flag || !flag.getValue())
      return op->emitError() << "invalid " << name << " " << value;
    attrs.set(name, UnitAttr::get(op->getContext()));
  }
  return success();
}

/// True when `attr` of `op` holds its default.
bool holdsDefault(Operation *op, const NamedAttrList &attrs, StringRef attr) {
  return isDefaultAttr(op->getName().getTypeID(), attr, attrs.get(attr),
                       op->getContext());
}

/// custom_call's layouts go together: upstream drops the empty lists only
/// when both are empty, so that one empty list next to a given one stays.
bool keepsLayouts(Operation *op, const NamedAttrList &attrs) {
  return isa<CustomCallOpV1, CustomCallOpV2>(op) &&
         !(holdsDefault(op, attrs, "operand_layouts") &&
           holdsDefault(op, attrs, "result_layouts"));
}

/// Drops attributes equal to their default.
void dropDefaults(Operation *op, NamedAttrList &attrs) {
  TypeID id = op->getName().getTypeID();
  bool keepLayouts = keepsLayouts(op, attrs);
  for (StringRef attr : getDefaultedAttrs(id)) {
    if (keepLayouts && (attr == "operand_layouts" || attr == "result_layouts"))
      continue;
    if (holdsDefault(op, attrs, attr))
      attrs.erase(attr);
  }
}

/// func_v1 always carries the attributes func.func may leave out.
void dropEmptyFuncAttrs(NamedAttrList &attrs, MLIRContext *context) {
  if (attrs.get("sym_visibility") == makeString(context, ""))
    attrs.erase("sym_visibility");
  Attribute empty = VhloAttr::get(context, AttrKind::Array);
  for (StringRef name : {"arg_attrs", "res_attrs"})
    if (attrs.get(name) == empty)
      attrs.erase(name);
}

/// The name of the op `op` becomes, or "" when it has none.
StringRef getTargetName(Operation *op) {
  if (isa<ReturnOpV1>(op))
    return isa_and_nonnull<FuncOpV1>(op->getParentOp())
               ? func::ReturnOp::getOperationName()
               : stablehlo::ReturnOp::getOperationName();
  const OpClass *source = lookupSourceOp(op);
  return source ? source->name : StringRef();
}

/// Converts one attribute of an op that becomes `target`; integer and boolean
/// lists of the op's own attributes become dense arrays except where the
/// stablehlo op holds elements (`value`). Discardable attributes (a
/// custom_call's `indices_of_shape_operands`, a module's `mhlo.*`) keep their
/// elements, as upstream reads them.
Attribute convertAttr(NamedAttribute attr, OperationName target) {
  Attribute converted = convertAttrFromVhlo(attr.getValue());
  if (!converted)
    return {};
  StringRef name = attr.getName().getValue();
  if (name == "callee" || name == "decomposition")
    if (auto string = dyn_cast<StringAttr>(converted))
      return FlatSymbolRefAttr::get(string);
  if (name == "called_computations")
    if (auto array = dyn_cast<ArrayAttr>(converted)) {
      SmallVector<Attribute> symbols;
      for (Attribute element : array) {
        auto string = dyn_cast<StringAttr>(element);
        if (!string)
          return {};
        symbols.push_back(FlatSymbolRefAttr::get(string));
      }
      return ArrayAttr::get(converted.getContext(), symbols);
    }
  auto elements = dyn_cast<DenseIntElementsAttr>(converted);
  if (!elements || name == "value" || elements.getType().getRank() != 1 ||
      !llvm::is_contained(target.getAttributeNames(), attr.getName()))
    return converted;
  MLIRContext *context = attr.getValue().getContext();
  if (elements.getElementType().isInteger(1))
    return DenseBoolArrayAttr::get(context,
                                   llvm::to_vector(elements.getValues<bool>()));
  if (elements.getElementType().isInteger(64)) {
    SmallVector<int64_t> values;
    for (const APInt &value : elements.getValues<APInt>())
      values.push_back(value.getSExtValue());
    return DenseI64ArrayAttr::get(context, values);
  }
  return converted;
}

LogicalResult convertOp(Operation *op) {
  StringRef targetName = getTargetName(op);
  if (targetName.empty())
    return op->emitError() << "op '" << op->getName()
                           << "' has no stablehlo form in hlokit";
  MLIRContext *context = op->getContext();
  NamedAttrList attrs = getAllAttrs(op);
  dropDefaults(op, attrs);
  if (isa<DotGeneralOpV2>(op) && failed(gatherDotGeneral(op, attrs)))
    return failure();
  if (isa<GatherOpV2, DynamicGatherOpV2>(op) &&
      failed(collectGatherDims(op, attrs)))
    return failure();
  if (isa<ScatterOpV2>(op) && failed(collectScatterDims(op, attrs)))
    return failure();
  if (isa<ConvolutionOpV1, DynamicConvOpV2>(op) &&
      failed(collectConvDims(op, attrs)))
    return failure();
  if (failed(collectUnitAttrs(op, attrs)) ||
      failed(collectChannelHandle(op, attrs)))
    return failure();
  if (isa<FuncOpV1>(op))
    dropEmptyFuncAttrs(attrs, context);

  OperationState state(op->getLoc(), targetName);
  if (!state.name.isRegistered())
    return op->emitError() << "op '" << targetName
                           << "' is not available in hlokit";
  NamedAttrList converted;
  for (NamedAttribute attr : attrs) {
    Attribute value = isa<VhloAttr>(attr.getValue())
                          ? convertAttr(attr, state.name)
                          : attr.getValue();
    if (!value)
      return op->emitError()
             << "cannot convert attribute '" << attr.getName().getValue()
             << "' = " << attr.getValue();
    converted.set(attr.getName(), value);
  }
  if (isa<ConvolutionOpV1, DynamicConvOpV2, ReduceWindowOpV1,
          SelectAndScatterOpV1>(op))
    dropWindowDefaults(converted);
  state.addAttributes(converted);
  for (Type type : op->getResultTypes()) {
    Type converted = convertTypeFromVhlo(type);
    if (!converted)
      return op->emitError() << "cannot convert result type " << type;
    state.addTypes(converted);
  }
  replaceOpWith(op, state);
  return success();
}

} // namespace

LogicalResult legalizeFromVhlo(ModuleOp module) {
  // The casts between sdy and vhlo ops go first: once every op is
  // converted, both sides have the same types.
  if (failed(removeBridges(module)))
    return failure();
  SmallVector<Operation *> ops;
  module.getBody()->walk<WalkOrder::PreOrder>(
      [&](Operation *op) { ops.push_back(op); });
  if (failed(
          convertBlockArgumentTypes(module, convertTypeFromVhlo, "stablehlo")))
    return failure();
  // Children first, so each return still sees its vhlo parent.
  for (Operation *op : llvm::reverse(ops))
    if (!isUnversioned(op) && failed(convertOp(op)))
      return failure();
  return verify(module);
}

bool hasVhloOps(ModuleOp module) {
  return module
      .walk([](Operation *op) {
        return isa_and_nonnull<VhloDialect>(op->getDialect())
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

} // namespace hlokit::vhlo

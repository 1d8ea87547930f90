//===- LegalizeToVhlo.cpp - stablehlo, chlo and func to vhlo --------------===//
//
// Each op becomes the current version of its vhlo op (VhloOpTable.cpp): its
// attributes are converted one by one, the structured ones upstream spreads
// over several attributes are spread the same way, and attributes the op
// leaves at their default are materialized, as upstream does.
//
//===----------------------------------------------------------------------===//

#include "VhloConversion.h"
#include "VhloOpTable.h"

#include "hlokit/Conversion/VHLO/Serialization.h"
#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"

using namespace mlir;

namespace hlokit::vhlo {
namespace {

/// `#stablehlo.dot` and `#stablehlo.dot_algorithm` become one attribute per
/// field on dot_general_v2.
void spreadDotGeneral(NamedAttrList &attrs, MLIRContext *context) {
  if (auto dims = dyn_cast_or_null<stablehlo::DotDimensionNumbersAttr>(
          attrs.erase("dot_dimension_numbers"))) {
    attrs.set("lhs_batching_dimensions",
              makeI64Tensor(context, dims.getLhsBatchingDimensions()));
    attrs.set("rhs_batching_dimensions",
              makeI64Tensor(context, dims.getRhsBatchingDimensions()));
    attrs.set("lhs_contracting_dimensions",
              makeI64Tensor(context, dims.getLhsContractingDimensions()));
    attrs.set("rhs_contracting_dimensions",
              makeI64Tensor(context, dims.getRhsContractingDimensions()));
  }
  if (auto algorithm = dyn_cast_or_null<stablehlo::DotAlgorithmAttr>(
          attrs.erase("algorithm"))) {
    attrs.set("lhs_precision_type",
              TypeAttr::get(algorithm.getLhsPrecisionType()));
    attrs.set("rhs_precision_type",
              TypeAttr::get(algorithm.getRhsPrecisionType()));
    attrs.set("accumulation_type",
              TypeAttr::get(algorithm.getAccumulationType()));
    Builder builder(context);
    attrs.set("lhs_component_count",
              builder.getI64IntegerAttr(algorithm.getLhsComponentCount()));
    attrs.set("rhs_component_count",
              builder.getI64IntegerAttr(algorithm.getRhsComponentCount()));
    attrs.set("num_primitive_operations",
              builder.getI64IntegerAttr(algorithm.getNumPrimitiveOperations()));
    attrs.set("allow_imprecise_accumulation",
              builder.getBoolAttr(algorithm.getAllowImpreciseAccumulation()));
  }
}

/// `#stablehlo.gather` becomes one attribute per field on gather_v2 and
/// dynamic_gather_v2.
void spreadGather(NamedAttrList &attrs, MLIRContext *context) {
  auto dims = dyn_cast_or_null<stablehlo::GatherDimensionNumbersAttr>(
      attrs.erase("dimension_numbers"));
  if (!dims)
    return;
  attrs.set("offset_dims", makeI64Tensor(context, dims.getOffsetDims()));
  attrs.set("collapsed_slice_dims",
            makeI64Tensor(context, dims.getCollapsedSliceDims()));
  attrs.set("operand_batching_dims",
            makeI64Tensor(context, dims.getOperandBatchingDims()));
  attrs.set("start_indices_batching_dims",
            makeI64Tensor(context, dims.getStartIndicesBatchingDims()));
  attrs.set("start_index_map", makeI64Tensor(context, dims.getStartIndexMap()));
  attrs.set("index_vector_dim", makeI64(context, dims.getIndexVectorDim()));
}

/// `#stablehlo.scatter` becomes one attribute per field on scatter_v2.
void spreadScatter(NamedAttrList &attrs, MLIRContext *context) {
  auto dims = dyn_cast_or_null<stablehlo::ScatterDimensionNumbersAttr>(
      attrs.erase("scatter_dimension_numbers"));
  if (!dims)
    return;
  attrs.set("update_window_dims",
            makeI64Tensor(context, dims.getUpdateWindowDims()));
  attrs.set("inserted_window_dims",
            makeI64Tensor(context, dims.getInsertedWindowDims()));
  attrs.set("input_batching_dims",
            makeI64Tensor(context, dims.getInputBatchingDims()));
  attrs.set("scatter_indices_batching_dims",
            makeI64Tensor(context, dims.getScatterIndicesBatchingDims()));
  attrs.set("scatter_dims_to_operand_dims",
            makeI64Tensor(context, dims.getScatterDimsToOperandDims()));
  attrs.set("index_vector_dim", makeI64(context, dims.getIndexVectorDim()));
}

/// Upstream writes absent window strides and dilations (`ones`) of a window
/// over `rank` dimensions as 1.
void completeOnes(NamedAttrList &attrs, MLIRContext *context, int64_t rank,
                  ArrayRef<StringRef> ones) {
  Builder builder(context);
  for (StringRef name : ones)
    if (!attrs.get(name))
      attrs.set(name,
                builder.getDenseI64ArrayAttr(SmallVector<int64_t>(rank, 1)));
}

/// ... absent padding as zeros ...
void completePadding(NamedAttrList &attrs, MLIRContext *context, int64_t rank) {
  if (!attrs.get("padding"))
    attrs.set("padding", makeZeroPadding(context, rank));
}

/// ... and an absent window_reversal as no reversal.
void completeReversal(NamedAttrList &attrs, MLIRContext *context,
                      int64_t rank) {
  Builder builder(context);
  if (!attrs.get("window_reversal"))
    attrs.set("window_reversal",
              builder.getDenseBoolArrayAttr(SmallVector<bool>(rank, false)));
}

/// `#stablehlo.conv` becomes one attribute per field on convolution_v1 and
/// dynamic_conv_v2, whose window attributes are always present
/// (dynamic_conv's padding is an operand).
void spreadConvolution(NamedAttrList &attrs, MLIRContext *context,
                       bool padding) {
  auto dims = dyn_cast_or_null<stablehlo::ConvDimensionNumbersAttr>(
      attrs.erase("dimension_numbers"));
  if (!dims)
    return;
  attrs.set("input_batch_dimension",
            makeI64(context, dims.getInputBatchDimension()));
  attrs.set("input_feature_dimension",
            makeI64(context, dims.getInputFeatureDimension()));
  attrs.set("input_spatial_dimensions",
            makeI64Tensor(context, dims.getInputSpatialDimensions()));
  attrs.set("kernel_input_feature_dimension",
            makeI64(context, dims.getKernelInputFeatureDimension()));
  attrs.set("kernel_output_feature_dimension",
            makeI64(context, dims.getKernelOutputFeatureDimension()));
  attrs.set("kernel_spatial_dimensions",
            makeI64Tensor(context, dims.getKernelSpatialDimensions()));
  attrs.set("output_batch_dimension",
            makeI64(context, dims.getOutputBatchDimension()));
  attrs.set("output_feature_dimension",
            makeI64(context, dims.getOutputFeatureDimension()));
  attrs.set("output_spatial_dimensions",
            makeI64Tensor(context, dims.getOutputSpatialDimensions()));
  int64_t rank = dims.getInputSpatialDimensions().size();
  completeOnes(attrs, context, rank,
               {"window_strides", "lhs_dilation", "rhs_dilation"});
  if (padding)
    completePadding(attrs, context, rank);
  completeReversal(attrs, context, rank);
}

/// The collectives keep only the handle of their channel (`channel_id`, 0
/// when absent, as upstream); send and recv keep its type too.
void spreadChannelHandle(NamedAttrList &attrs, MLIRContext *context,
                         bool withType) {
  auto handle = dyn_cast_or_null<stablehlo::ChannelHandleAttr>(
      attrs.erase("channel_handle"));
  if (!handle)
    return;
  attrs.set("channel_id", makeI64(context, handle.getHandle()));
  if (withType)
    attrs.set("channel_type", makeI64(context, handle.getType()));
}

/// use_global_device_ids and has_dynamic_root are unit attributes in
/// stablehlo and booleans in vhlo.
void convertUnitToBool(NamedAttrList &attrs, MLIRContext *context) {
  for (StringRef name : {"use_global_device_ids", "has_dynamic_root"})
    if (isa_and_nonnull<UnitAttr>(attrs.get(name)))
      attrs.set(name, BoolAttr::get(context, true));
}

/// reduce_window and select_and_scatter get their window attributes over
/// `window_dimensions`, which upstream requires on select_and_scatter too.
LogicalResult completeReduceWindow(Operation *op, NamedAttrList &attrs,
                                   ArrayRef<StringRef> ones) {
  auto dims =
      dyn_cast_or_null<DenseI64ArrayAttr>(attrs.get("window_dimensions"));
  if (!dims)
    return emitIllegal(op) << "'" << op->getName()
                           << "' without window_dimensions cannot be written "
                              "to a portable artifact";
  completeOnes(attrs, op->getContext(), dims.size(), ones);
  completePadding(attrs, op->getContext(), dims.size());
  return success();
}

/// custom_call's api_version is an i32 in stablehlo and an enum in vhlo.
void convertApiVersion(NamedAttrList &attrs, MLIRContext *context) {
  if (auto version = dyn_cast_or_null<IntegerAttr>(attrs.get("api_version")))
    attrs.set("api_version",
              VhloAttr::get(context, AttrKind::CustomCallApiVersion,
                            {{version.getInt()}}));
}

/// func.func's optional attributes are always present on func_v1.
void completeFunc(NamedAttrList &attrs, MLIRContext *context) {
  Builder builder(context);
  if (!attrs.get("sym_visibility"))
    attrs.set("sym_visibility", builder.getStringAttr(""));
  for (StringRef name : {"arg_attrs", "res_attrs"})
    if (!attrs.get(name))
      attrs.set(name, builder.getArrayAttr({}));
}

LogicalResult convertTypes(Operation *op, TypeRange types,
                           SmallVectorImpl<Type> &result) {
  for (Type type : types) {
    Type converted = convertTypeToVhlo(type);
    if (!converted)
      return emitIllegal(op) << "type " << type << " has no vhlo form";
    result.push_back(converted);
  }
  return success();
}

/// The error for an op with no vhlo op.
LogicalResult emitNotWritable(Operation *op) {
  return emitIllegal(op) << "op '" << op->getName()
                         << "' cannot be written to a portable artifact";
}

/// With allow-other-dialects, an attribute without a vhlo form stays as it
/// is, also inside arrays and dictionaries, whose other elements are
/// converted.
Attribute convertAttrKeepingOthers(Attribute attr) {
  if (Attribute converted = convertAttrToVhlo(attr))
    return converted;
  MLIRContext *context = attr.getContext();
  if (auto array = dyn_cast<ArrayAttr>(attr))
    return VhloAttr::get(
        context, AttrKind::Array,
        {{}, llvm::map_to_vector(array, convertAttrKeepingOthers)});
  if (auto dictionary = dyn_cast<DictionaryAttr>(attr)) {
    SmallVector<Attribute> entries;
    for (NamedAttribute entry : dictionary) {
      entries.push_back(makeString(context, entry.getName().getValue()));
      entries.push_back(convertAttrKeepingOthers(entry.getValue()));
    }
    return VhloAttr::get(context, AttrKind::Dictionary, {{}, entries});
  }
  return attr;
}

LogicalResult convertOp(Operation *op, bool allowOtherDialects) {
  const OpClass *vhlo = lookupVhloOp(op);
  if (!vhlo)
    return emitNotWritable(op);
  MLIRContext *context = op->getContext();
  NamedAttrList attrs = getAllAttrs(op);
  if (isa<stablehlo::DotGeneralOp>(op))
    spreadDotGeneral(attrs, context);
  if (isa<stablehlo::GatherOp, stablehlo::DynamicGatherOp>(op))
    spreadGather(attrs, context);
  if (isa<stablehlo::ScatterOp>(op))
    spreadScatter(attrs, context);
  if (isa<stablehlo::ConvolutionOp>(op))
    spreadConvolution(attrs, context, /*padding=*/true);
  if (isa<stablehlo::DynamicConvOp>(op))
    spreadConvolution(attrs, context, /*padding=*/false);
  spreadChannelHandle(
      attrs, context,
      /*withType=*/isa<stablehlo::SendOp, stablehlo::RecvOp>(op));
  convertUnitToBool(attrs, context);
  if (isa<stablehlo::CustomCallOp>(op))
    convertApiVersion(attrs, context);
  if (isa<stablehlo::ReduceWindowOp>(op) &&
      failed(completeReduceWindow(
          op, attrs, {"window_strides", "base_dilations", "window_dilations"})))
    return failure();
  if (isa<stablehlo::SelectAndScatterOp>(op) &&
      failed(completeReduceWindow(op, attrs, {"window_strides"})))
    return failure();
  if (isa<func::FuncOp>(op))
    completeFunc(attrs, context);

  OperationState state(op->getLoc(), vhlo->name);
  for (NamedAttribute attr : attrs) {
    Attribute converted = allowOtherDialects
                              ? convertAttrKeepingOthers(attr.getValue())
                              : convertAttrToVhlo(attr.getValue());
    if (!converted)
      return emitIllegal(op)
             << "attribute '" << attr.getName().getValue() << "' ("
             << attr.getValue() << ") has no vhlo form";
    state.addAttribute(attr.getName(), converted);
  }
  for (StringRef name : getDefaultedAttrs(vhlo->id))
    if (!state.attributes.get(name))
      state.addAttribute(
          name, getDefaultAttr(vhlo->id, name, state.attributes, context));
  if (failed(convertTypes(op, op->getResultTypes(), state.types)))
    return failure();
  replaceOpWith(op, state);
  return success();
}

LogicalResult legalizeChlo(ModuleOp module) {
  PassManager pm(module.getContext());
  pm.addPass(createLegalizeChloPass());
  return pm.run(module);
}

} // namespace

LogicalResult legalizeToVhlo(ModuleOp module, bool allowOtherDialects) {
  if (failed(legalizeChlo(module)))
    return failure();
  SmallVector<Operation *> ops;
  module.getBody()->walk<WalkOrder::PreOrder>(
      [&](Operation *op) { ops.push_back(op); });
  // Block arguments first: the ops' regions move to the new ops unchanged.
  if (failed(convertBlockArgumentTypes(module, convertTypeToVhlo, "vhlo")))
    return failure();
  for (Operation *op : ops) {
    if (!isUnversioned(op)) {
      if (failed(convertOp(op, allowOtherDialects)))
        return failure();
    } else if (!allowOtherDialects &&
               !isa_and_nonnull<sdy::SdyDialect>(op->getDialect())) {
      return emitNotWritable(op);
    }
  }
  if (failed(bridgeUnversionedOps(module)))
    return failure();
  return verify(module);
}

} // namespace hlokit::vhlo

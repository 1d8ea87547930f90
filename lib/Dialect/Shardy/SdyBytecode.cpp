//===- SdyBytecode.cpp - Shardy's binary encoding of sdy attributes -------===//
//
// Each attribute is its code in Shardy's table (bytecode.td) followed by its
// fields; nested attributes are references to other attribute entries. A
// sharding is written in the oldest of its encodings that holds it, as
// Shardy does: V1 without unreduced axes, V2 with unreduced axes summed, V3
// with another reduction. Reading checks every field and reports malformed
// input through the reader.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyBytecode.h"

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;

namespace hlokit::sdy {
namespace {

/// Shardy's attribute codes; codes are never reused.
enum class AttrCode : uint64_t {
  ManualAxes = 0,
  MeshAxis = 1,
  Mesh = 2,
  SubAxisInfo = 3,
  AxisRef = 4,
  DimensionSharding = 5,
  TensorShardingV1 = 6,
  TensorShardingPerValueV1 = 7,
  DimMapping = 8,
  TensorMapping = 9,
  OpShardingRule = 10,
  AxisRefList = 11,
  ListOfAxisRefLists = 12,
  AllToAllParam = 13,
  AllToAllParamList = 14,
  TensorShardingV2 = 15,
  TensorShardingPerValueV2 = 16,
  TensorShardingV3 = 17,
};

/// Lists longer than this are corrupt input: refused before anything is
/// reserved for them (MLIR's readList reserves the count it reads).
constexpr uint64_t kMaxListSize = uint64_t(1) << 24;

LogicalResult readListSize(DialectBytecodeReader &reader, uint64_t &size) {
  if (failed(reader.readVarInt(size)))
    return failure();
  if (size > kMaxListSize)
    return reader.emitError()
           << "sdy list of " << size << " elements is too long";
  return success();
}

/// A list of attributes of type T, each checked to be one.
template <typename T>
LogicalResult readAttrList(DialectBytecodeReader &reader,
                           SmallVectorImpl<T> &attrs) {
  uint64_t size;
  if (failed(readListSize(reader, size)))
    return failure();
  for (uint64_t i = 0; i < size; ++i)
    if (failed(reader.readAttribute(attrs.emplace_back())))
      return failure();
  return success();
}

LogicalResult readSignedList(DialectBytecodeReader &reader,
                             SmallVectorImpl<int64_t> &values) {
  uint64_t size;
  if (failed(readListSize(reader, size)))
    return failure();
  for (uint64_t i = 0; i < size; ++i)
    if (failed(reader.readSignedVarInt(values.emplace_back())))
      return failure();
  return success();
}

/// The diagnostic builder that getChecked wants, reporting through the
/// reader.
auto errorsTo(DialectBytecodeReader &reader) {
  return [&reader] { return reader.emitError(); };
}

Attribute readManualAxes(DialectBytecodeReader &reader) {
  SmallVector<StringAttr> axes;
  if (failed(readAttrList(reader, axes)))
    return {};
  return ManualAxesAttr::get(reader.getContext(), axes);
}

Attribute readMeshAxis(DialectBytecodeReader &reader) {
  StringRef name;
  int64_t size;
  if (failed(reader.readString(name)) || failed(reader.readSignedVarInt(size)))
    return {};
  return MeshAxisAttr::getChecked(errorsTo(reader), reader.getContext(), name,
                                  size);
}

Attribute readMesh(DialectBytecodeReader &reader) {
  SmallVector<MeshAxisAttr> axes;
  SmallVector<int64_t> deviceIds;
  if (failed(readAttrList(reader, axes)) ||
      failed(readSignedList(reader, deviceIds)))
    return {};
  if (failed(MeshAttr::verify(errorsTo(reader), axes, deviceIds)))
    return {};
  return MeshAttr::get(reader.getContext(), axes, deviceIds);
}

Attribute readSubAxisInfo(DialectBytecodeReader &reader) {
  int64_t preSize, size;
  if (failed(reader.readSignedVarInt(preSize)) ||
      failed(reader.readSignedVarInt(size)))
    return {};
  return SubAxisInfoAttr::get(reader.getContext(), preSize, size);
}

Attribute readAxisRef(DialectBytecodeReader &reader) {
  StringRef name;
  SubAxisInfoAttr subAxis;
  if (failed(reader.readString(name)) ||
      failed(reader.readOptionalAttribute(subAxis)))
    return {};
  return AxisRefAttr::get(reader.getContext(), name, subAxis);
}

/// The priority is a varint whose flag says whether there is one (its
/// 63 bits always fit).
Attribute readDimensionSharding(DialectBytecodeReader &reader) {
  SmallVector<AxisRefAttr> axes;
  bool isClosed;
  uint64_t priority;
  bool hasPriority;
  if (failed(readAttrList(reader, axes)) || failed(reader.readBool(isClosed)) ||
      failed(reader.readVarIntWithFlag(priority, hasPriority)))
    return {};
  std::optional<int64_t> optionalPriority;
  if (hasPriority)
    optionalPriority = static_cast<int64_t>(priority);
  return DimensionShardingAttr::get(reader.getContext(), axes, isClosed,
                                    optionalPriority);
}

/// The fields every sharding encoding starts with. The mesh is a symbol
/// reference or an inlined mesh.
LogicalResult readShardingFields(DialectBytecodeReader &reader,
                                 Attribute &meshOrRef,
                                 SmallVectorImpl<DimensionShardingAttr> &dims,
                                 SmallVectorImpl<AxisRefAttr> &replicated) {
  if (failed(reader.readAttribute(meshOrRef)))
    return failure();
  if (!isa<FlatSymbolRefAttr, MeshAttr>(meshOrRef))
    return reader.emitError()
           << "sdy sharding: expected a mesh symbol or an inlined mesh, got "
           << meshOrRef;
  return failure(failed(readAttrList(reader, dims)) ||
                 failed(readAttrList(reader, replicated)));
}

/// Codes 6, 15 and 17: without unreduced axes; with them, summed; with them
/// and their reduction.
Attribute readTensorSharding(DialectBytecodeReader &reader, AttrCode code) {
  Attribute meshOrRef;
  SmallVector<DimensionShardingAttr> dims;
  SmallVector<AxisRefAttr> replicated, unreduced;
  ReductionOp reduction = ReductionOp::SUM;
  if (failed(readShardingFields(reader, meshOrRef, dims, replicated)))
    return {};
  if (code != AttrCode::TensorShardingV1 &&
      failed(readAttrList(reader, unreduced)))
    return {};
  if (code == AttrCode::TensorShardingV3) {
    int64_t value;
    if (failed(reader.readSignedVarInt(value)))
      return {};
    std::optional<ReductionOp> parsed =
        value < 0 || value > UINT32_MAX
            ? std::nullopt
            : symbolizeReductionOp(static_cast<uint32_t>(value));
    if (!parsed) {
      reader.emitError() << "sdy sharding: unknown reduction " << value;
      return {};
    }
    reduction = *parsed;
  }
  return TensorShardingAttr::get(reader.getContext(), meshOrRef, dims,
                                 replicated, unreduced, reduction);
}

/// Codes 7 and 16 differ only in the encodings Shardy writes their
/// shardings in, which each sharding names itself.
Attribute readTensorShardingPerValue(DialectBytecodeReader &reader) {
  SmallVector<TensorShardingAttr> shardings;
  if (failed(readAttrList(reader, shardings)))
    return {};
  return TensorShardingPerValueAttr::get(reader.getContext(), shardings);
}

Attribute readDimMapping(DialectBytecodeReader &reader) {
  SmallVector<int64_t> factors;
  if (failed(readSignedList(reader, factors)))
    return {};
  return DimMappingAttr::get(reader.getContext(), factors);
}

Attribute readTensorMapping(DialectBytecodeReader &reader) {
  SmallVector<DimMappingAttr> dims;
  if (failed(readAttrList(reader, dims)))
    return {};
  return TensorMappingAttr::get(reader.getContext(), dims);
}

/// Factor sizes, operand and result mappings, the four factor sets, then
/// whether the rule is a user's.
Attribute readOpShardingRule(DialectBytecodeReader &reader) {
  SmallVector<int64_t> sizes, reduction, needReplication, permutation, blocked;
  SmallVector<TensorMappingAttr> operands, results;
  bool isCustom;
  if (failed(readSignedList(reader, sizes)) ||
      failed(readAttrList(reader, operands)) ||
      failed(readAttrList(reader, results)) ||
      failed(readSignedList(reader, reduction)) ||
      failed(readSignedList(reader, needReplication)) ||
      failed(readSignedList(reader, permutation)) ||
      failed(readSignedList(reader, blocked)) ||
      failed(reader.readBool(isCustom)))
    return {};
  return OpShardingRuleAttr::get(reader.getContext(), sizes, operands, results,
                                 reduction, needReplication, permutation,
                                 blocked, isCustom);
}

Attribute readAxisRefList(DialectBytecodeReader &reader) {
  SmallVector<AxisRefAttr> axes;
  if (failed(readAttrList(reader, axes)))
    return {};
  return AxisRefListAttr::get(reader.getContext(), axes);
}

Attribute readListOfAxisRefLists(DialectBytecodeReader &reader) {
  SmallVector<AxisRefListAttr> lists;
  if (failed(readAttrList(reader, lists)))
    return {};
  return ListOfAxisRefListsAttr::get(reader.getContext(), lists);
}

Attribute readAllToAllParam(DialectBytecodeReader &reader) {
  SmallVector<AxisRefAttr> axes;
  int64_t srcDim, tgtDim;
  if (failed(readAttrList(reader, axes)) ||
      failed(reader.readSignedVarInt(srcDim)) ||
      failed(reader.readSignedVarInt(tgtDim)))
    return {};
  return AllToAllParamAttr::get(reader.getContext(), axes, srcDim, tgtDim);
}

Attribute readAllToAllParamList(DialectBytecodeReader &reader) {
  SmallVector<AllToAllParamAttr> params;
  if (failed(readAttrList(reader, params)))
    return {};
  return AllToAllParamListAttr::get(reader.getContext(), params);
}

void writeOpShardingRule(OpShardingRuleAttr rule,
                         DialectBytecodeWriter &writer) {
  writer.writeVarInt(static_cast<uint64_t>(AttrCode::OpShardingRule));
  writer.writeSignedVarInts(rule.getFactorSizes());
  writer.writeAttributes(rule.getOperandMappings());
  writer.writeAttributes(rule.getResultMappings());
  writer.writeSignedVarInts(rule.getReductionFactors());
  writer.writeSignedVarInts(rule.getNeedReplicationFactors());
  writer.writeSignedVarInts(rule.getPermutationFactors());
  writer.writeSignedVarInts(rule.getBlockedPropagationFactors());
  writer.writeOwnedBool(rule.getIsCustomRule());
}

void writeTensorSharding(TensorShardingAttr attr,
                         DialectBytecodeWriter &writer) {
  bool unreduced = !attr.getUnreducedAxes().empty();
  bool summed = attr.getReductionOp() == ReductionOp::SUM;
  AttrCode code = !unreduced ? AttrCode::TensorShardingV1
                  : summed   ? AttrCode::TensorShardingV2
                             : AttrCode::TensorShardingV3;
  writer.writeVarInt(static_cast<uint64_t>(code));
  writer.writeAttribute(attr.getMeshOrRef());
  writer.writeAttributes(attr.getDimShardings());
  writer.writeAttributes(attr.getReplicatedAxes());
  if (unreduced)
    writer.writeAttributes(attr.getUnreducedAxes());
  if (unreduced && !summed)
    writer.writeSignedVarInt(static_cast<int64_t>(attr.getReductionOp()));
}

/// V2 when any sharding has unreduced axes.
void writeTensorShardingPerValue(TensorShardingPerValueAttr attr,
                                 DialectBytecodeWriter &writer) {
  bool unreduced =
      llvm::any_of(attr.getShardings(), [](TensorShardingAttr sharding) {
        return !sharding.getUnreducedAxes().empty();
      });
  writer.writeVarInt(
      static_cast<uint64_t>(unreduced ? AttrCode::TensorShardingPerValueV2
                                      : AttrCode::TensorShardingPerValueV1));
  writer.writeAttributes(attr.getShardings());
}

} // namespace

std::string SdyDialectVersion::str() const {
  return std::to_string(getMajor()) + "." + std::to_string(getMinor()) + "." +
         std::to_string(getPatch());
}

Attribute
SdyBytecodeInterface::readAttribute(DialectBytecodeReader &reader) const {
  uint64_t code;
  if (failed(reader.readVarInt(code)))
    return {};
  switch (static_cast<AttrCode>(code)) {
  case AttrCode::ManualAxes:
    return readManualAxes(reader);
  case AttrCode::MeshAxis:
    return readMeshAxis(reader);
  case AttrCode::Mesh:
    return readMesh(reader);
  case AttrCode::SubAxisInfo:
    return readSubAxisInfo(reader);
  case AttrCode::AxisRef:
    return readAxisRef(reader);
  case AttrCode::DimensionSharding:
    return readDimensionSharding(reader);
  case AttrCode::TensorShardingV1:
  case AttrCode::TensorShardingV2:
  case AttrCode::TensorShardingV3:
    return readTensorSharding(reader, static_cast<AttrCode>(code));
  case AttrCode::TensorShardingPerValueV1:
  case AttrCode::TensorShardingPerValueV2:
    return readTensorShardingPerValue(reader);
  case AttrCode::DimMapping:
    return readDimMapping(reader);
  case AttrCode::TensorMapping:
    return readTensorMapping(reader);
  case AttrCode::OpShardingRule:
    return readOpShardingRule(reader);
  case AttrCode::AxisRefList:
    return readAxisRefList(reader);
  case AttrCode::ListOfAxisRefLists:
    return readListOfAxisRefLists(reader);
  case AttrCode::AllToAllParam:
    return readAllToAllParam(reader);
  case AttrCode::AllToAllParamList:
    return readAllToAllParamList(reader);
  }
  reader.emitError() << "unknown sdy attribute code " << code;
  return {};
}

LogicalResult
SdyBytecodeInterface::writeAttribute(Attribute attr,
                                     DialectBytecodeWriter &writer) const {
  auto writeCode = [&](AttrCode code) {
    writer.writeVarInt(static_cast<uint64_t>(code));
  };
  if (auto axes = dyn_cast<ManualAxesAttr>(attr)) {
    writeCode(AttrCode::ManualAxes);
    writer.writeAttributes(axes.getValue());
  } else if (auto axis = dyn_cast<MeshAxisAttr>(attr)) {
    writeCode(AttrCode::MeshAxis);
    writer.writeOwnedString(axis.getName());
    writer.writeSignedVarInt(axis.getSize());
  } else if (auto mesh = dyn_cast<MeshAttr>(attr)) {
    writeCode(AttrCode::Mesh);
    writer.writeAttributes(mesh.getAxes());
    writer.writeSignedVarInts(mesh.getDeviceIds());
  } else if (auto subAxis = dyn_cast<SubAxisInfoAttr>(attr)) {
    writeCode(AttrCode::SubAxisInfo);
    writer.writeSignedVarInt(subAxis.getPreSize());
    writer.writeSignedVarInt(subAxis.getSize());
  } else if (auto axisRef = dyn_cast<AxisRefAttr>(attr)) {
    writeCode(AttrCode::AxisRef);
    writer.writeOwnedString(axisRef.getName());
    writer.writeOptionalAttribute(axisRef.getSubAxisInfo());
  } else if (auto dim = dyn_cast<DimensionShardingAttr>(attr)) {
    writeCode(AttrCode::DimensionSharding);
    writer.writeAttributes(dim.getAxes());
    writer.writeOwnedBool(dim.getIsClosed());
    writer.writeVarIntWithFlag(dim.getPriority().value_or(0),
                               dim.getPriority().has_value());
  } else if (auto dimMapping = dyn_cast<DimMappingAttr>(attr)) {
    writeCode(AttrCode::DimMapping);
    writer.writeSignedVarInts(dimMapping.getFactorIndices());
  } else if (auto tensorMapping = dyn_cast<TensorMappingAttr>(attr)) {
    writeCode(AttrCode::TensorMapping);
    writer.writeAttributes(tensorMapping.getDimMappings());
  } else if (auto rule = dyn_cast<OpShardingRuleAttr>(attr)) {
    writeOpShardingRule(rule, writer);
  } else if (auto axisList = dyn_cast<AxisRefListAttr>(attr)) {
    writeCode(AttrCode::AxisRefList);
    writer.writeAttributes(axisList.getValue());
  } else if (auto lists = dyn_cast<ListOfAxisRefListsAttr>(attr)) {
    writeCode(AttrCode::ListOfAxisRefLists);
    writer.writeAttributes(lists.getValue());
  } else if (auto param = dyn_cast<AllToAllParamAttr>(attr)) {
    writeCode(AttrCode::AllToAllParam);
    writer.writeAttributes(param.getAxes());
    writer.writeSignedVarInt(param.getSrcDim());
    writer.writeSignedVarInt(param.getTgtDim());
  } else if (auto params = dyn_cast<AllToAllParamListAttr>(attr)) {
    writeCode(AttrCode::AllToAllParamList);
    writer.writeAttributes(params.getValue());
  } else if (auto sharding = dyn_cast<TensorShardingAttr>(attr)) {
    writeTensorSharding(sharding, writer);
  } else if (auto perValue = dyn_cast<TensorShardingPerValueAttr>(attr)) {
    writeTensorShardingPerValue(perValue, writer);
  } else {
    return failure();
  }
  return success();
}

std::unique_ptr<DialectVersion>
SdyBytecodeInterface::readVersion(DialectBytecodeReader &reader) const {
  uint64_t major, minor, patch;
  if (failed(reader.readVarInt(major)) || failed(reader.readVarInt(minor)) ||
      failed(reader.readVarInt(patch)))
    return nullptr;
  auto version = std::make_unique<SdyDialectVersion>(major, minor, patch);
  if (SdyDialectVersion::getCurrent() < *version) {
    reader.emitError() << "the artifact's sdy dialect version "
                       << version->str()
                       << " is newer than the newest hlokit reads ("
                       << SdyDialectVersion::getCurrent().str() << ")";
    return nullptr;
  }
  return version;
}

// As Shardy, the version is written only when the writer's configuration
// names one for sdy.
void SdyBytecodeInterface::writeVersion(DialectBytecodeWriter &writer) const {
  FailureOr<const DialectVersion *> version =
      writer.getDialectVersion(SdyDialect::getDialectNamespace());
  if (failed(version))
    return;
  const auto *sdyVersion = static_cast<const SdyDialectVersion *>(*version);
  writer.writeVarInt(sdyVersion->getMajor());
  writer.writeVarInt(sdyVersion->getMinor());
  writer.writeVarInt(sdyVersion->getPatch());
}

} // namespace hlokit::sdy

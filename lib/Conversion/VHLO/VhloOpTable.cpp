//===- VhloOpTable.cpp - which vhlo op each op becomes --------------------===//

#include "VhloOpTable.h"

#include "VhloConversion.h"

#include "hlokit/Conversion/VHLO/VhloOpMapping.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Support/OpTable.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include "llvm/ADT/SetVector.h"

using namespace mlir;

namespace hlokit::vhlo {

namespace {

/// Both directions of the op mapping, filled from the one list below, and
/// the stablehlo ops left out of it.
struct OpMappings {
  OpTable<OpClass> toVhlo;
  OpTable<OpClass> fromVhlo;
  OpTable<const char *> excluded;

  /// `SourceOp` becomes `VhloOp`, its current vhlo op, and back.
  template <typename SourceOp, typename VhloOp> void map() {
    toVhlo.add<SourceOp>(OpClass::get<VhloOp>());
    fromVhlo.add<VhloOp>(OpClass::get<SourceOp>());
  }
};

OpMappings buildOpMappings() {
  OpMappings m;
  m.map<func::FuncOp, FuncOpV1>();
  m.map<func::CallOp, CallOpV1>();
  // vhlo.return_v1 ends func.func bodies and stablehlo regions alike; read
  // back, its parent decides which return it becomes (LegalizeFromVhlo.cpp).
  m.toVhlo.add<func::ReturnOp, stablehlo::ReturnOp>(OpClass::get<ReturnOpV1>());
  m.map<stablehlo::AbsOp, AbsOpV1>();
  m.map<stablehlo::AddOp, AddOpV1>();
  m.map<stablehlo::AfterAllOp, AfterAllOpV1>();
  m.map<stablehlo::AllGatherOp, AllGatherOpV2>();
  m.map<stablehlo::AllReduceOp, AllReduceOpV2>();
  m.map<stablehlo::AllToAllOp, AllToAllOpV2>();
  m.map<stablehlo::AndOp, AndOpV1>();
  m.map<stablehlo::Atan2Op, Atan2OpV1>();
  m.map<stablehlo::BatchNormGradOp, BatchNormGradOpV1>();
  m.map<stablehlo::BatchNormInferenceOp, BatchNormInferenceOpV1>();
  m.map<stablehlo::BatchNormTrainingOp, BatchNormTrainingOpV1>();
  m.map<stablehlo::BitcastConvertOp, BitcastConvertOpV1>();
  m.map<stablehlo::BroadcastInDimOp, BroadcastInDimOpV1>();
  m.map<stablehlo::CaseOp, CaseOpV1>();
  m.map<stablehlo::CbrtOp, CbrtOpV2>();
  m.map<stablehlo::CeilOp, CeilOpV1>();
  m.map<stablehlo::CholeskyOp, CholeskyOpV1>();
  m.map<stablehlo::ClampOp, ClampOpV1>();
  m.map<stablehlo::CollectiveBroadcastOp, CollectiveBroadcastOpV2>();
  m.map<stablehlo::CollectiveReduceOp, CollectiveReduceOpV1>();
  m.map<stablehlo::CollectivePermuteOp, CollectivePermuteOpV1>();
  m.map<stablehlo::CompareOp, CompareOpV1>();
  m.map<stablehlo::ComplexOp, ComplexOpV1>();
  m.map<stablehlo::CompositeOp, CompositeOpV2>();
  m.map<stablehlo::ConcatenateOp, ConcatenateOpV1>();
  m.map<stablehlo::ConstantOp, ConstantOpV1>();
  m.map<stablehlo::ConvertOp, ConvertOpV1>();
  m.map<stablehlo::ConvolutionOp, ConvolutionOpV1>();
  m.map<stablehlo::CosineOp, CosineOpV2>();
  m.map<stablehlo::ClzOp, ClzOpV1>();
  m.map<stablehlo::CreateTokenOp, CreateTokenOpV1>();
  m.map<stablehlo::CustomCallOp, CustomCallOpV2>();
  m.map<stablehlo::DivOp, DivOpV1>();
  m.map<stablehlo::DotGeneralOp, DotGeneralOpV2>();
  m.map<stablehlo::DynamicBroadcastInDimOp, DynamicBroadcastInDimOpV1>();
  m.map<stablehlo::DynamicConvOp, DynamicConvOpV2>();
  m.map<stablehlo::DynamicGatherOp, DynamicGatherOpV2>();
  m.map<stablehlo::DynamicIotaOp, DynamicIotaOpV1>();
  m.map<stablehlo::DynamicPadOp, DynamicPadOpV1>();
  m.map<stablehlo::DynamicReshapeOp, DynamicReshapeOpV1>();
  m.map<stablehlo::DynamicSliceOp, DynamicSliceOpV1>();
  m.map<stablehlo::DynamicUpdateSliceOp, DynamicUpdateSliceOpV1>();
  m.map<stablehlo::ExpOp, ExpOpV2>();
  m.map<stablehlo::Expm1Op, Expm1OpV2>();
  m.map<stablehlo::FftOp, FftOpV1>();
  m.map<stablehlo::FloorOp, FloorOpV1>();
  m.map<stablehlo::GatherOp, GatherOpV2>();
  m.map<stablehlo::GetDimensionSizeOp, GetDimensionSizeOpV1>();
  m.map<stablehlo::GetTupleElementOp, GetTupleElementOpV1>();
  m.map<stablehlo::IfOp, IfOpV1>();
  m.map<stablehlo::ImagOp, ImagOpV1>();
  m.map<stablehlo::InfeedOp, InfeedOpV1>();
  m.map<stablehlo::IotaOp, IotaOpV1>();
  m.map<stablehlo::IsFiniteOp, IsFiniteOpV1>();
  m.map<stablehlo::LogOp, LogOpV2>();
  m.map<stablehlo::Log1pOp, Log1pOpV2>();
  m.map<stablehlo::LogisticOp, LogisticOpV2>();
  m.map<stablehlo::MapOp, MapOpV1>();
  m.map<stablehlo::MaxOp, MaxOpV1>();
  m.map<stablehlo::MinOp, MinOpV1>();
  m.map<stablehlo::MulOp, MulOpV1>();
  m.map<stablehlo::NegOp, NegOpV1>();
  m.map<stablehlo::NotOp, NotOpV1>();
  m.map<stablehlo::OptimizationBarrierOp, OptimizationBarrierOpV1>();
  m.map<stablehlo::OrOp, OrOpV1>();
  m.map<stablehlo::OutfeedOp, OutfeedOpV1>();
  m.map<stablehlo::PadOp, PadOpV1>();
  m.map<stablehlo::PartitionIdOp, PartitionIdOpV1>();
  m.map<stablehlo::PopulationCountOp, PopulationCountOpV1>();
  m.map<stablehlo::PowOp, PowOpV1>();
  m.map<stablehlo::RealOp, RealOpV1>();
  m.map<stablehlo::RealDynamicSliceOp, RealDynamicSliceOpV1>();
  m.map<stablehlo::RecvOp, RecvOpV2>();
  m.map<stablehlo::ReduceOp, ReduceOpV1>();
  m.map<stablehlo::ReducePrecisionOp, ReducePrecisionOpV1>();
  m.map<stablehlo::ReduceScatterOp, ReduceScatterOpV1>();
  m.map<stablehlo::ReduceWindowOp, ReduceWindowOpV1>();
  m.map<stablehlo::RemOp, RemOpV1>();
  m.map<stablehlo::ReplicaIdOp, ReplicaIdOpV1>();
  m.map<stablehlo::ReshapeOp, ReshapeOpV1>();
  m.map<stablehlo::ReverseOp, ReverseOpV1>();
  m.map<stablehlo::RngOp, RngOpV1>();
  m.map<stablehlo::RngBitGeneratorOp, RngBitGeneratorOpV1>();
  m.map<stablehlo::RoundOp, RoundOpV1>();
  m.map<stablehlo::RoundNearestEvenOp, RoundNearestEvenOpV1>();
  m.map<stablehlo::RsqrtOp, RsqrtOpV2>();
  m.map<stablehlo::ScatterOp, ScatterOpV2>();
  m.map<stablehlo::SelectOp, SelectOpV1>();
  m.map<stablehlo::SelectAndScatterOp, SelectAndScatterOpV1>();
  m.map<stablehlo::SendOp, SendOpV2>();
  m.map<stablehlo::SetDimensionSizeOp, SetDimensionSizeOpV1>();
  m.map<stablehlo::ShiftLeftOp, ShiftLeftOpV1>();
  m.map<stablehlo::ShiftRightArithmeticOp, ShiftRightArithmeticOpV1>();
  m.map<stablehlo::ShiftRightLogicalOp, ShiftRightLogicalOpV1>();
  m.map<stablehlo::SignOp, SignOpV1>();
  m.map<stablehlo::SineOp, SineOpV2>();
  m.map<stablehlo::SliceOp, SliceOpV1>();
  m.map<stablehlo::SortOp, SortOpV1>();
  m.map<stablehlo::SqrtOp, SqrtOpV2>();
  m.map<stablehlo::SubtractOp, SubtractOpV1>();
  m.map<stablehlo::TanOp, TanOpV2>();
  m.map<stablehlo::TanhOp, TanhOpV2>();
  m.map<stablehlo::TransposeOp, TransposeOpV1>();
  m.map<stablehlo::TriangularSolveOp, TriangularSolveOpV1>();
  m.map<stablehlo::TupleOp, TupleOpV1>();
  m.map<stablehlo::UniformDequantizeOp, UniformDequantizeOpV1>();
  m.map<stablehlo::UniformQuantizeOp, UniformQuantizeOpV1>();
  m.map<stablehlo::WhileOp, WhileOpV1>();
  m.map<stablehlo::XorOp, XorOpV1>();

  // The ops not in the spec that upstream's VHLO still carries.
  m.map<stablehlo::BroadcastOp, BroadcastOpV1>();
  m.map<stablehlo::CrossReplicaSumOp, CrossReplicaSumOpV1>();
  m.map<stablehlo::DotOp, DotOpV1>();
  m.map<stablehlo::EinsumOp, EinsumOpV1>();
  m.map<stablehlo::TorchIndexSelectOp, TorchIndexSelectOpV1>();
  m.map<stablehlo::UnaryEinsumOp, UnaryEinsumOpV1>();
  // Async collectives (1.15.0).
  m.map<stablehlo::AsyncStartOp, AsyncStartOpV1>();
  m.map<stablehlo::AsyncDoneOp, AsyncDoneOpV1>();

  // The stablehlo ops without a vhlo op; writing them fails ("cannot be
  // written to a portable artifact").
  m.excluded.add<stablehlo::SquareOp>(
      "upstream's VHLO has no encoding of square");
  return m;
}

const OpMappings &getOpMappings() {
  static const OpMappings mappings = buildOpMappings();
  return mappings;
}

} // namespace

const OpClass *lookupVhloOp(Operation *op) {
  return getOpMappings().toVhlo.lookup(op);
}

const OpClass *lookupSourceOp(Operation *op) {
  return getOpMappings().fromVhlo.lookup(op);
}

std::optional<OperationName> getVhloOpFor(TypeID op, MLIRContext *context) {
  const OpClass *vhlo = getOpMappings().toVhlo.lookup(op);
  if (!vhlo)
    return std::nullopt;
  return OperationName(vhlo->name, context);
}

bool hasVhloMapping(TypeID op) { return getOpMappings().toVhlo.contains(op); }

const char *getVhloExclusionReason(TypeID op) {
  return getOpMappings().excluded.lookupOr(op, nullptr);
}

namespace {

struct AttrDefault {
  TypeID op;
  StringRef attr;
  Attribute (*get)(MLIRContext *);
  /// The op's other attributes this default is for; null for every op.
  bool (*holdsFor)(const NamedAttrList &) = nullptr;
};

/// The classes `OpTys`, for the groups of ops that share a default.
template <typename... OpTys> SmallVector<TypeID> ids() {
  return {TypeID::get<OpTys>()...};
}

Attribute getEnum(MLIRContext *context, AttrKind kind, int64_t value) {
  return VhloAttr::get(context, kind, {{value}});
}
Attribute noType(MLIRContext *context) { return makeNoneType(context); }
Attribute emptyI64Tensor(MLIRContext *context) {
  return makeI64Tensor(context, {});
}
Attribute falseBool(MLIRContext *context) {
  return VhloAttr::get(context, AttrKind::Boolean, {{0}});
}
Attribute emptyArray(MLIRContext *context) {
  return VhloAttr::get(context, AttrKind::Array);
}
Attribute emptyString(MLIRContext *context) { return makeString(context, ""); }
Attribute emptyDictionary(MLIRContext *context) {
  return VhloAttr::get(context, AttrKind::Dictionary);
}

/// api_version is API_VERSION_TYPED_FFI.
bool isTypedFfiCall(const NamedAttrList &attrs) {
  VhloAttr api =
      dynCastAttr(attrs.get("api_version"), AttrKind::CustomCallApiVersion);
  return api && api.getInts()[0] == 4;
}
Attribute defaultPrecisions(MLIRContext *context) {
  Attribute precision = getEnum(context, AttrKind::Precision, 0);
  return VhloAttr::get(context, AttrKind::Array, {{}, {precision, precision}});
}
Attribute defaultAccuracy(MLIRContext *context) {
  return VhloAttr::get(
      context, AttrKind::ResultAccuracy,
      {{0, 0, 0}, {getEnum(context, AttrKind::ResultAccuracyMode, 0)}});
}
Attribute zeroI64(MLIRContext *context) { return makeI64(context, 0); }

/// The attributes dot_general_v2 added to dot_general_v1: the algorithm,
/// absent by default. (Attribute names are data here: they name the fields
/// upstream writes.)
constexpr StringRef kDotAlgorithmAttrs[] = {
    "lhs_precision_type",          "rhs_precision_type",
    "accumulation_type",           "lhs_component_count",
    "rhs_component_count",         "num_primitive_operations",
    "allow_imprecise_accumulation"};

/// The batching dims the _v2 gather and scatter ops added (1.1.0), empty by
/// default.
constexpr StringRef kGatherBatchingAttrs[] = {"operand_batching_dims",
                                              "start_indices_batching_dims"};
constexpr StringRef kScatterBatchingAttrs[] = {"input_batching_dims",
                                               "scatter_indices_batching_dims"};

SmallVector<AttrDefault> buildAttrDefaults() {
  SmallVector<AttrDefault> list = {
      {TypeID::get<CompareOpV1>(), "compare_type",
       [](MLIRContext *c) { return getEnum(c, AttrKind::ComparisonType, 0); }},
      {TypeID::get<SortOpV1>(), "dimension",
       [](MLIRContext *c) -> Attribute { return makeI64(c, -1); }},
      {TypeID::get<SortOpV1>(), "is_stable", falseBool},
      {TypeID::get<DynamicBroadcastInDimOpV1>(), "known_expanding_dimensions",
       emptyI64Tensor},
      {TypeID::get<DynamicBroadcastInDimOpV1>(),
       "known_nonexpanding_dimensions", emptyI64Tensor},
      {TypeID::get<CustomCallOpV2>(), "result_tilings", emptyArray},
      {TypeID::get<InfeedOpV1>(), "infeed_config", emptyString},
      {TypeID::get<InfeedOpV1>(), "layout", emptyArray},
      {TypeID::get<OutfeedOpV1>(), "outfeed_config", emptyString},
  };
  auto addToAll = [&](ArrayRef<TypeID> ops, StringRef attr,
                      Attribute (*get)(MLIRContext *)) {
    for (TypeID op : ops)
      list.push_back({op, attr, get});
  };
  addToAll(ids<ConvolutionOpV1, DotGeneralOpV1, DotGeneralOpV2, DotOpV1,
               DynamicConvOpV2>(),
           "precision_config", defaultPrecisions);
  auto customCalls = ids<CustomCallOpV1, CustomCallOpV2>();
  addToAll(customCalls, "has_side_effect", falseBool);
  // A typed-FFI call's configuration is a dictionary, empty by default.
  for (TypeID op : customCalls)
    list.push_back({op, "backend_config", emptyDictionary, isTypedFfiCall});
  addToAll(customCalls, "backend_config", emptyString);
  // API_VERSION_ORIGINAL.
  addToAll(customCalls, "api_version", [](MLIRContext *c) {
    return getEnum(c, AttrKind::CustomCallApiVersion, 1);
  });
  for (StringRef attr : {"called_computations", "operand_layouts",
                         "result_layouts", "output_operand_aliases"})
    addToAll(customCalls, attr, emptyArray);
  addToAll(ids<GatherOpV1, GatherOpV2, DynamicGatherOpV1, DynamicGatherOpV2,
               ScatterOpV1, ScatterOpV2>(),
           "indices_are_sorted", falseBool);
  for (StringRef attr : kGatherBatchingAttrs)
    addToAll(ids<GatherOpV2, DynamicGatherOpV2>(), attr, emptyI64Tensor);
  addToAll(ids<ScatterOpV1, ScatterOpV2>(), "unique_indices", falseBool);
  for (StringRef attr : kScatterBatchingAttrs)
    addToAll(ids<ScatterOpV2>(), attr, emptyI64Tensor);
  // The collectives' channel_id is 0 when absent, every version.
  addToAll(ids<AllGatherOpV1, AllGatherOpV2, AllReduceOpV1, AllReduceOpV2,
               AllToAllOpV1, AllToAllOpV2, ReduceScatterOpV1,
               CollectivePermuteOpV1, CollectiveBroadcastOpV1,
               CollectiveBroadcastOpV2, CollectiveReduceOpV1>(),
           "channel_id", zeroI64);
  addToAll(ids<AllGatherOpV1, AllGatherOpV2, AllReduceOpV1, AllReduceOpV2,
               ReduceScatterOpV1, CollectiveReduceOpV1>(),
           "use_global_device_ids", falseBool);
  addToAll(ids<CollectiveBroadcastOpV2, CollectiveReduceOpV1>(),
           "has_dynamic_root", falseBool);
  addToAll(ids<SendOpV1, RecvOpV1, SendOpV2, RecvOpV2>(), "is_host_transfer",
           falseBool);
  addToAll(ids<CholeskyOpV1>(), "lower", falseBool);
  addToAll(ids<SendOpV2, RecvOpV2>(), "source_target_pairs", emptyI64Tensor);
  auto composites = ids<CompositeOpV1, CompositeOpV2>();
  addToAll(composites, "composite_attributes", emptyDictionary);
  // Upstream writes an absent composite version as an i64 (the op holds
  // an i32).
  addToAll(composites, "version", zeroI64);
  addToAll(
      ids<ExpOpV2, CbrtOpV2, CosineOpV2, Expm1OpV2, LogOpV2, Log1pOpV2,
          LogisticOpV2, RsqrtOpV2, SineOpV2, SqrtOpV2, TanOpV2, TanhOpV2>(),
      "result_accuracy", defaultAccuracy);
  for (StringRef attr : kDotAlgorithmAttrs)
    addToAll(ids<DotGeneralOpV2>(), attr, noType);
  return list;
}

ArrayRef<AttrDefault> getAttrDefaults() {
  static const SmallVector<AttrDefault> defaults = buildAttrDefaults();
  return defaults;
}

} // namespace

Attribute getDefaultAttr(TypeID op, StringRef attr,
                         const NamedAttrList &opAttrs, MLIRContext *context) {
  for (const AttrDefault &entry : getAttrDefaults())
    if (entry.op == op && entry.attr == attr &&
        (!entry.holdsFor || entry.holdsFor(opAttrs)))
      return entry.get(context);
  return {};
}

bool isDefaultAttr(TypeID op, StringRef attr, Attribute value,
                   MLIRContext *context) {
  return value && llvm::any_of(getAttrDefaults(), [&](const AttrDefault &e) {
           return e.op == op && e.attr == attr && e.get(context) == value;
         });
}

SmallVector<StringRef> getDefaultedAttrs(TypeID op) {
  llvm::SetVector<StringRef> attrs;
  for (const AttrDefault &entry : getAttrDefaults())
    if (entry.op == op)
      attrs.insert(entry.attr);
  return attrs.takeVector();
}

namespace {

/// `From` became `To` in `To`'s first version; see OpChange.
template <typename From, typename To>
OpChange change(ArrayRef<StringRef> addedAttrs, bool variadic = false,
                bool regions = false) {
  return {OpClass::get<From>(), OpClass::get<To>(), To::getMinVersion(),
          addedAttrs,           variadic,           regions};
}

} // namespace

ArrayRef<OpChange> getOpChanges() {
  static constexpr StringRef accuracy[] = {"result_accuracy"};
  static constexpr StringRef pairs[] = {"source_target_pairs"};
  static constexpr StringRef tilings[] = {"result_tilings"};
  static constexpr StringRef dynamicRoot[] = {"has_dynamic_root"};
  static const OpChange changes[] = {
      change<DotGeneralOpV1, DotGeneralOpV2>(kDotAlgorithmAttrs),
      change<GatherOpV1, GatherOpV2>(kGatherBatchingAttrs),
      change<DynamicGatherOpV1, DynamicGatherOpV2>(kGatherBatchingAttrs),
      change<ScatterOpV1, ScatterOpV2>(kScatterBatchingAttrs),
      change<ExpOpV1, ExpOpV2>(accuracy),
      change<CbrtOpV1, CbrtOpV2>(accuracy),
      change<CosineOpV1, CosineOpV2>(accuracy),
      change<Expm1OpV1, Expm1OpV2>(accuracy),
      change<LogOpV1, LogOpV2>(accuracy),
      change<Log1pOpV1, Log1pOpV2>(accuracy),
      change<LogisticOpV1, LogisticOpV2>(accuracy),
      change<RsqrtOpV1, RsqrtOpV2>(accuracy),
      change<SineOpV1, SineOpV2>(accuracy),
      change<SqrtOpV1, SqrtOpV2>(accuracy),
      change<TanOpV1, TanOpV2>(accuracy),
      change<TanhOpV1, TanhOpV2>(accuracy),
      change<AllGatherOpV1, AllGatherOpV2>({}, /*variadic=*/true),
      change<AllReduceOpV1, AllReduceOpV2>({}, /*variadic=*/true),
      change<AllToAllOpV1, AllToAllOpV2>({}, /*variadic=*/true),
      change<SendOpV1, SendOpV2>(pairs),
      change<RecvOpV1, RecvOpV2>(pairs),
      change<CompositeOpV1, CompositeOpV2>({}, /*variadic=*/false,
                                           /*regions=*/true),
      change<CustomCallOpV1, CustomCallOpV2>(tilings),
      change<CollectiveBroadcastOpV1, CollectiveBroadcastOpV2>(
          dynamicRoot, /*variadic=*/true),
  };
  return changes;
}

ArrayRef<EnumChange> getEnumChanges() {
  static const EnumChange changes[] = {
      // WEAKORDER.
      {AttrKind::ComparisonType, 5, "1.22.0"},
  };
  return changes;
}

StringRef getFirstVersion(TypeKind kind) {
  switch (kind) {
  case TypeKind::F8E4M3FNUZ:
  case TypeKind::F8E5M2FNUZ:
    return "0.10.0";
  case TypeKind::F8E4M3B11FNUZ:
    return "0.11.0";
  case TypeKind::UniformQuantizedPerAxis:
    return "0.18.0";
  case TypeKind::SI2:
  case TypeKind::UI2:
    return "1.2.0";
  case TypeKind::None:
  case TypeKind::TF32:
    return "1.6.0";
  case TypeKind::F8E4M3:
  case TypeKind::F8E3M4:
    return "1.7.0";
  case TypeKind::F4E2M1FN:
  case TypeKind::F6E2M3FN:
  case TypeKind::F6E3M2FN:
  case TypeKind::F8E8M0FNU:
    return "1.8.0";
  case TypeKind::RankedBuffer:
    return "1.13.0";
  case TypeKind::Future:
    return "1.15.0";
  default:
    return "0.9.0";
  }
}

StringRef getFirstVersion(AttrKind kind) {
  switch (kind) {
  case AttrKind::ResultAccuracyMode:
  case AttrKind::ResultAccuracy:
    return "1.9.0";
  case AttrKind::SubAxisInfo:
  case AttrKind::AxisRef:
  case AttrKind::ReplicaGroupMeshAxes:
  case AttrKind::MeshAxis:
  case AttrKind::Mesh:
    return "1.16.0";
  default:
    return "0.9.0";
  }
}

} // namespace hlokit::vhlo

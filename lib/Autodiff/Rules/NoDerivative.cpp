//===- NoDerivative.cpp - the ops left without derivative rules -----------===//
//
// Every stablehlo and chlo op has derivative rules (the other files of this
// folder) or an entry here saying why it has none, so that a new op cannot
// be forgotten silently. The engine needs nothing from this list: an op
// whose operands carry no derivative is skipped, and one reached by a
// derivative without a rule is reported ("autodiff: no VJP rule for ...").
//
//===----------------------------------------------------------------------===//

#include "hlokit/Autodiff/Rules.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace hlokit::stablehlo;

namespace hlokit::autodiff {

namespace {

void addStablehloOps(OpTable<const char *> &t) {
  t.add<AndOp, OrOp, XorOp, NotOp, ShiftLeftOp, ShiftRightArithmeticOp,
        ShiftRightLogicalOp, ClzOp, PopulationCountOp>(
      "integer and boolean arithmetic carries no derivative");
  t.add<CompareOp, IsFiniteOp>("a boolean result carries no derivative");
  t.add<ConstantOp, IotaOp>("no operand: a constant");
  t.add<GetDimensionSizeOp, SetDimensionSizeOp>(
      "sizes are integers; set_dimension_size belongs to dynamic shapes, "
      "which autodiff refuses");
  t.add<DynamicBroadcastInDimOp, DynamicIotaOp, DynamicPadOp, DynamicReshapeOp,
        RealDynamicSliceOp>("produces dynamic shapes, which autodiff refuses");
  t.add<BitcastConvertOp>("reinterprets bits: not a differentiable function");
  t.add<UniformQuantizeOp, UniformDequantizeOp>(
      "quantized values carry no derivative");
  t.add<RngBitGeneratorOp>("random bits: integers, no derivative");
  t.add<AfterAllOp, CreateTokenOp, InfeedOp, OutfeedOp, SendOp, RecvOp>(
      "tokens and I/O carry no derivative");
  t.add<ReplicaIdOp, PartitionIdOp>("process ids are integers");
  t.add<CollectiveReduceOp>("not differentiated (no rule written)");
  t.add<TupleOp, GetTupleElementOp>(
      "tuples are not differentiated (docs/autodiff.md)");
  t.add<CustomCallOp>("opaque: its computation is unknown");
  t.add<SelectAndScatterOp>(
      "not differentiated (reduce_window's VJP emits it; it has no rule)");
  t.add<ReturnOp>("a terminator: its block's rule handles it");
  t.add<DotOp, BroadcastOp, EinsumOp, UnaryEinsumOp, TorchIndexSelectOp,
        CrossReplicaSumOp>("not in the spec: differentiated after "
                           "stablehlo-legalize-deprecated-ops rewrites it");
  t.add<AsyncStartOp, AsyncDoneOp>(
      "futures are not differentiated (no rule written)");
}

void addChloOps(OpTable<const char *> &t) {
  t.add<chlo::BroadcastAndOp, chlo::BroadcastOrOp, chlo::BroadcastXorOp,
        chlo::BroadcastShiftLeftOp, chlo::BroadcastShiftRightArithmeticOp,
        chlo::BroadcastShiftRightLogicalOp, chlo::MulhiOp>(
      "integer and boolean arithmetic carries no derivative");
  t.add<chlo::BroadcastCompareOp, chlo::IsInfOp, chlo::IsPosInfOp,
        chlo::IsNegInfOp>("a boolean result carries no derivative");
  t.add<chlo::ConstantOp>("no operand: a constant");
  t.add<chlo::BroadcastComplexOp>(
      "not differentiated (no rule written; stablehlo.complex has one)");
  t.add<chlo::AsinAcosKernelOp>(
      "a helper of the complex asin/acos legalizations; autodiff refuses "
      "complex values at chlo's functions");
}

} // namespace

const OpTable<const char *> &RuleRegistry::getNoDerivativeOps() {
  static const OpTable<const char *> table = [] {
    OpTable<const char *> t;
    addStablehloOps(t);
    addChloOps(t);
    return t;
  }();
  return table;
}

} // namespace hlokit::autodiff

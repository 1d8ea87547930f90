//===- PropagationDebugInfo.cpp - where propagated axes came from ---------===//
//
// Origins are strings from the start ("input: 0", "constraint_1",
// "mc_0_output: 2"), kept per shardable value and axis; the first origin an
// axis gets stays. Edges are kept per op and axis and turned into one
// `#sdy.propagation_edges` per op when saved.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Import/PropagationDebugInfo.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"
#include "hlokit/Transforms/Sharding/Import/DataFlowEdges.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/FormatVariadic.h"

#include <map>

using namespace mlir;

namespace hlokit::sdy {

namespace {

StringAttr getName(MLIRContext *context, const llvm::Twine &name) {
  return StringAttr::get(context, name);
}

/// The largest step index `module`'s ops record, or -1.
int64_t getLastStep(ModuleOp module) {
  int64_t last = -1;
  module.walk([&](Operation *op) {
    if (auto edges =
            op->getAttrOfType<PropagationEdgesAttr>(kPropagationEdgesAttr))
      for (PropagationOneStepAttr step : edges.getValue())
        last = std::max(last, step.getStepIndex());
  });
  return last;
}

/// `"c":(1)2` without quotes, as a dictionary key.
StringAttr getAxisKey(AxisRefAttr axis) {
  std::string key = axis.toString();
  llvm::erase(key, '"');
  return StringAttr::get(axis.getContext(), key);
}

/// Axis order in the printed edges: by name, a full axis before its
/// sub-axes, then major sub-axes first.
bool axisLess(AxisRefAttr a, AxisRefAttr b) {
  if (a.getName() != b.getName())
    return a.getName() < b.getName();
  SubAxisInfoAttr x = a.getSubAxisInfo(), y = b.getSubAxisInfo();
  if (!x || !y)
    return !x && y;
  return std::make_pair(x.getPreSize(), x.getSize()) <
         std::make_pair(y.getPreSize(), y.getSize());
}

bool edgeEndLess(EdgeValueRefAttr a, EdgeValueRefAttr b) {
  return std::make_pair(a.getType(), a.getIndex()) <
         std::make_pair(b.getType(), b.getIndex());
}

/// The edges of one op: an axis moving between the same two values in
/// several steps counts once, in its first step (applying a constraint and
/// propagating may both move it). Steps ascend; in a step, axes by name.
PropagationEdgesAttr buildEdgesAttr(
    MLIRContext *context,
    ArrayRef<std::pair<AxisRefAttr, SmallVector<PropagationEdge>>> axisEdges) {
  using Move = std::tuple<AxisRefAttr, EdgeValueRefAttr, EdgeValueRefAttr>;
  llvm::MapVector<Move, int64_t> firstStep;
  for (const auto &[axis, list] : axisEdges)
    for (const PropagationEdge &edge : list) {
      auto [it, inserted] = firstStep.try_emplace(
          Move{axis, edge.source, edge.target}, edge.step);
      if (!inserted)
        it->second = std::min(it->second, edge.step);
    }
  using AxisSource = std::pair<AxisRefAttr, EdgeValueRefAttr>;
  std::map<int64_t, llvm::MapVector<AxisSource, SmallVector<EdgeValueRefAttr>>>
      perStep;
  for (const auto &[move, step] : firstStep) {
    auto [axis, source, target] = move;
    perStep[step][{axis, source}].push_back(target);
  }
  SmallVector<PropagationOneStepAttr> steps;
  for (auto &[step, entries] : perStep) {
    SmallVector<AxisToPropagationDetailsAttr> details;
    for (auto &[axisSource, targets] : entries) {
      llvm::sort(targets, edgeEndLess);
      details.push_back(AxisToPropagationDetailsAttr::get(
          context, axisSource.first, axisSource.second, targets));
    }
    llvm::stable_sort(details, [](AxisToPropagationDetailsAttr a,
                                  AxisToPropagationDetailsAttr b) {
      return axisLess(a.getAxisName(), b.getAxisName());
    });
    steps.push_back(PropagationOneStepAttr::get(context, step, details));
  }
  return PropagationEdgesAttr::get(context, steps);
}

/// `dict` with every origin `own` replaced by "self".
DictionaryAttr replaceOwnOrigin(DictionaryAttr dict, StringAttr own) {
  if (!dict || !own)
    return dict;
  MLIRContext *context = dict.getContext();
  SmallVector<NamedAttribute> entries(dict.getValue());
  for (NamedAttribute &entry : entries)
    if (entry.getValue() == own)
      entry = NamedAttribute(entry.getName(), getName(context, "self"));
  return DictionaryAttr::get(context, entries);
}

void replaceOwnOriginOnOp(Operation *op, StringAttr own) {
  if (auto dict = op->getAttrOfType<DictionaryAttr>(kShardingOriginsAttr))
    op->setAttr(kShardingOriginsAttr, replaceOwnOrigin(dict, own));
}

/// A user sharding's own axes read "self" where it is written: on
/// constraints, func arguments and results, manual computations' edges.
void replaceOwnOrigins(ModuleOp module) {
  MLIRContext *context = module.getContext();
  module.walk([&](ShardingConstraintOp constraint) {
    replaceOwnOriginOnOp(constraint, constraint->getAttrOfType<StringAttr>(
                                         kShardingOriginNameAttr));
  });
  for (auto func : module.getOps<func::FuncOp>()) {
    for (unsigned i = 0; i < func.getNumArguments(); ++i)
      if (auto dict =
              func.getArgAttrOfType<DictionaryAttr>(i, kShardingOriginsAttr))
        func.setArgAttr(
            i, kShardingOriginsAttr,
            replaceOwnOrigin(dict, getName(context, "input: " + Twine(i))));
    for (unsigned i = 0; i < func.getNumResults(); ++i)
      if (auto dict =
              func.getResultAttrOfType<DictionaryAttr>(i, kShardingOriginsAttr))
        func.setResultAttr(
            i, kShardingOriginsAttr,
            replaceOwnOrigin(dict, getName(context, "output: " + Twine(i))));
  }
  module.walk([&](ManualComputationOp manual) {
    auto name = manual->getAttrOfType<StringAttr>(kShardingOriginNameAttr);
    if (!name)
      return;
    for (BlockArgument argument : manual.getBody().getArguments())
      if (DataFlowEdgeOp edge = lookupDataFlowEdge(argument))
        replaceOwnOriginOnOp(
            edge, getName(context, name.getValue() + "_input: " +
                                       Twine(argument.getArgNumber())));
    for (OpResult result : manual->getResults())
      if (DataFlowEdgeOp edge = lookupDataFlowEdge(result))
        replaceOwnOriginOnOp(
            edge, getName(context, name.getValue() + "_output: " +
                                       Twine(result.getResultNumber())));
  });
}

/// The operand number of `value`'s first use by the terminator of `func`.
std::optional<unsigned> getReturnedIndex(Value value, func::FuncOp func) {
  if (!func || func.isExternal())
    return std::nullopt;
  Operation *terminator = func.getBody().front().getTerminator();
  for (OpOperand &use : value.getUses())
    if (use.getOwner() == terminator)
      return use.getOperandNumber();
  return std::nullopt;
}

/// Sets `dict` as the origins of result `index` of `op`, in an array with
/// one dictionary per result.
void setResultOrigins(Operation *op, unsigned index, DictionaryAttr dict) {
  auto array = op->getAttrOfType<ArrayAttr>(kShardingOriginsAttr);
  SmallVector<Attribute> dicts;
  if (array && array.size() == op->getNumResults())
    dicts.assign(array.begin(), array.end());
  else
    dicts.assign(op->getNumResults(), DictionaryAttr::get(op->getContext()));
  dicts[index] = dict;
  op->setAttr(kShardingOriginsAttr, ArrayAttr::get(op->getContext(), dicts));
}

} // namespace

void PropagationDebugInfo::addOrigins(Value value, TensorShardingAttr sharding,
                                      StringAttr origin) {
  Value key = getShardableValue(value);
  if (!sharding || !key)
    return;
  for (DimensionShardingAttr dim : sharding.getDimShardings())
    for (AxisRefAttr axis : dim.getAxes())
      origins[key].try_emplace(axis, origin);
}

void PropagationDebugInfo::prepare(ModuleOp module) {
  nextStep = getLastStep(module) + 1;
  if (!shardingOrigins)
    return;
  MLIRContext *context = module.getContext();
  // Ids count over the module, not per func.
  int64_t id = 0;
  module.walk([&](ShardingConstraintOp constraint) {
    StringAttr name = getName(context, "constraint_" + Twine(id++));
    constraint->setAttr(kShardingOriginNameAttr, name);
    addOrigins(constraint.getResult(), constraint.getSharding(), name);
    // The input took the constraint's sharding when it was applied.
    addOrigins(constraint.getInput(), getValueSharding(constraint.getInput()),
               name);
  });
  id = 0;
  module.walk([&](ManualComputationOp manual) {
    std::string name = llvm::formatv("mc_{0}", id++);
    manual->setAttr(kShardingOriginNameAttr, getName(context, name));
    for (auto [i, sharding] :
         llvm::enumerate(manual.getInShardings().getShardings())) {
      StringAttr origin = getName(context, name + "_input: " + Twine(i));
      if (DataFlowEdgeOp edge =
              lookupDataFlowEdge(manual.getBody().getArgument(i)))
        addOrigins(edge.getResult(), sharding, origin);
      Value operand = manual->getOperand(i);
      addOrigins(operand, getValueSharding(operand), origin);
    }
    for (auto [i, sharding] :
         llvm::enumerate(manual.getOutShardings().getShardings()))
      if (DataFlowEdgeOp edge = lookupDataFlowEdge(manual->getResult(i)))
        addOrigins(edge.getResult(), sharding,
                   getName(context, name + "_output: " + Twine(i)));
  });
  // After constraints and manual computations: their origins win on the
  // values they share with funcs.
  for (auto func : module.getOps<func::FuncOp>()) {
    for (BlockArgument argument : func.getArguments())
      addOrigins(argument, getValueSharding(argument),
                 getName(context, "input: " + Twine(argument.getArgNumber())));
    if (func.isExternal())
      continue;
    for (OpOperand &returned :
         func.getBody().front().getTerminator()->getOpOperands()) {
      unsigned i = returned.getOperandNumber();
      addOrigins(returned.get(),
                 func.getResultAttrOfType<TensorShardingAttr>(i, kShardingAttr),
                 getName(context, "output: " + Twine(i)));
    }
  }
}

StringAttr PropagationDebugInfo::lookupOrigin(Value value, AxisRefAttr axis,
                                              MeshAttr mesh) const {
  auto it = origins.find(getShardableValue(value));
  if (it == origins.end())
    return {};
  if (auto exact = it->second.find(axis); exact != it->second.end())
    return exact->second;
  for (const auto &[other, origin] : it->second)
    if (axisRefContains(other, axis, mesh) ||
        axisRefContains(axis, other, mesh))
      return origin;
  return {};
}

void PropagationDebugInfo::recordEdge(Operation *op, AxisRefAttr axis,
                                      PropagationEdge edge, Value sourceValue,
                                      Value targetValue, MeshAttr mesh) {
  if (propagationEdges)
    edges[op][axis].push_back(edge);
  if (!shardingOrigins)
    return;
  Value key = getShardableValue(targetValue);
  if (StringAttr origin = lookupOrigin(sourceValue, axis, mesh); key && origin)
    origins[key].try_emplace(axis, origin);
}

void PropagationDebugInfo::saveOrigins(ModuleOp module) {
  MLIRContext *context = module.getContext();
  for (auto &[value, axisOrigins] : origins) {
    SmallVector<NamedAttribute> entries;
    for (auto [axis, origin] : axisOrigins)
      entries.emplace_back(getAxisKey(axis), origin);
    auto dict = DictionaryAttr::get(context, entries);
    Operation *owner = value.getDefiningOp();
    if (!owner)
      owner = value.getParentBlock()->getParentOp();
    auto func = dyn_cast<func::FuncOp>(owner);
    if (!func)
      func = owner->getParentOfType<func::FuncOp>();
    if (std::optional<unsigned> index = getReturnedIndex(value, func))
      func.setResultAttr(*index, kShardingOriginsAttr, dict);
    if (owner == func)
      func.setArgAttr(cast<BlockArgument>(value).getArgNumber(),
                      kShardingOriginsAttr, dict);
    else if (isa<ShardingConstraintOp, DataFlowEdgeOp>(owner))
      owner->setAttr(kShardingOriginsAttr, dict);
    else if (auto result = dyn_cast<OpResult>(value))
      setResultOrigins(owner, result.getResultNumber(), dict);
  }
  replaceOwnOrigins(module);
}

void PropagationDebugInfo::saveEdges() {
  for (auto &[op, axisEdges] : edges) {
    PropagationEdgesAttr attr =
        buildEdgesAttr(op->getContext(), axisEdges.takeVector());
    if (attr.getValue().empty())
      continue;
    // A func's steps are those between its returned values and its result
    // shardings; Shardy keeps them all on result 0.
    if (auto func = dyn_cast<func::FuncOp>(op)) {
      if (func.getNumResults() > 0)
        func.setResultAttr(0, kPropagationEdgesAttr, attr);
      continue;
    }
    op->setAttr(kPropagationEdgesAttr, attr);
  }
}

void PropagationDebugInfo::save(ModuleOp module) {
  if (shardingOrigins)
    saveOrigins(module);
  if (propagationEdges)
    saveEdges();
}

void sinkDebugInfoFromDataFlowEdges(ArrayRef<Value> owners, Operation *op,
                                    bool ofBlockArgs, bool shardingOrigins,
                                    bool propagationEdges) {
  SmallVector<Attribute> originDicts, edgeLists;
  for (Value owner : owners) {
    DataFlowEdgeOp edge = lookupDataFlowEdge(owner);
    if (!edge)
      continue;
    if (auto dict = edge->getAttrOfType<DictionaryAttr>(kShardingOriginsAttr))
      originDicts.push_back(dict);
    if (auto list =
            edge->getAttrOfType<PropagationEdgesAttr>(kPropagationEdgesAttr);
        list && !list.getValue().empty())
      edgeLists.push_back(list);
  }
  MLIRContext *context = op->getContext();
  if (shardingOrigins)
    op->setAttr(ofBlockArgs ? kBlockArgShardingOriginsAttr
                            : kResultShardingOriginsAttr,
                ArrayAttr::get(context, originDicts));
  if (propagationEdges)
    op->setAttr(ofBlockArgs ? kBlockArgPropagationEdgesAttr
                            : kResultPropagationEdgesAttr,
                ArrayAttr::get(context, edgeLists));
}

} // namespace hlokit::sdy

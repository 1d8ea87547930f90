//===- OpShardingRuleRegistry.cpp - the sharding rule of every op ---------===//
//
// Looks an op's rule function up by class in the table the op families'
// files fill (Rules/), and warns of the ops it doesn't know.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/OpShardingRuleRegistry.h"

#include "Rules/Rules.h"

#include "llvm/ADT/StringSet.h"

#include <mutex>

using namespace mlir;

namespace hlokit::sdy {

namespace {

const rules::RuleTables &getTables() {
  static const rules::RuleTables tables = [] {
    rules::RuleTables tables;
    rules::addElementwiseRules(tables);
    rules::addContractionRules(tables);
    rules::addGatherScatterRules(tables);
    rules::addReductionRules(tables);
    rules::addSlicingRules(tables);
    rules::addCollectiveRules(tables);
    rules::addNumericRules(tables);
    rules::addControlFlowRules(tables);
    rules::addChloRules(tables);
    return tables;
  }();
  return tables;
}

/// A rule maps dimensions of known sizes: values of dynamic shape have none.
bool hasStaticShapes(Operation *op) {
  auto isStatic = [](Type type) {
    auto shaped = dyn_cast<ShapedType>(type);
    return !shaped || shaped.hasStaticShape();
  };
  return llvm::all_of(op->getOperandTypes(), isStatic) &&
         llvm::all_of(op->getResultTypes(), isStatic);
}

} // namespace

void rules::warnOnce(Operation *op, const Twine &message) {
  // Propagation asks for the rule of an op again and again: one warning per
  // op name or custom_call target is enough to say what to register.
  static std::mutex mutex;
  static llvm::StringSet<> warned;
  std::string text = message.str();
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (!warned.insert(text).second)
      return;
  }
  op->emitWarning(text);
}

bool hasShardingRuleFunction(TypeID id) {
  return getTables().rules.contains(id);
}

const OpTable<const char *> &getOpsWithoutShardingRule() {
  return getTables().noRule;
}

OpShardingRuleAttr createOpShardingRule(Operation *op,
                                        bool conservativePropagation) {
  const rules::RuleTables &tables = getTables();
  if (const rules::RuleFn *rule = tables.rules.lookup(op))
    return hasStaticShapes(op) ? (*rule)(op, conservativePropagation)
                               : OpShardingRuleAttr();
  if (tables.noRule.contains(op) || op->hasTrait<OpTrait::IsTerminator>())
    return {};
  rules::warnOnce(op, "op '" + op->getName().getStringRef() +
                          "' is unknown to SDY sharding rule registry");
  return {};
}

OpShardingRuleAttr getOrCreateShardingRule(Operation *op,
                                           bool conservativePropagation,
                                           bool setShardingRuleOnOp) {
  if (auto rule = op->getAttrOfType<OpShardingRuleAttr>(kShardingRuleAttr))
    return rule;
  OpShardingRuleAttr rule = createOpShardingRule(op, conservativePropagation);
  if (rule && setShardingRuleOnOp)
    setShardingRule(op, rule);
  return rule;
}

} // namespace hlokit::sdy

//===- OpsetCoverageTest.cpp - every op has its handler, rules and mappings ==//
//
// Walks every registered op of the stablehlo and chlo dialects and requires,
// for each, what hlokit promises of every op: an interpreter handler and a
// quantized execution mode, VJP and JVP rules, a VHLO op (stablehlo only)
// and indexing maps. Where an op lacks one on purpose, the table that would
// hold it lists the op with the reason; the test prints those exclusions in
// one list. An op added without its handler, rules or mappings fails here,
// and so does an exclusion that is no longer needed.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Analysis/Indexing/OpIndexing.h"
#include "hlokit/Autodiff/Rules.h"
#include "hlokit/Conversion/VHLO/VhloOpMapping.h"
#include "hlokit/Dialect/CHLO/ChloOps.h"
#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Runtime/OpCoverage.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <functional>
#include <iostream>
#include <string>
#include <vector>

using namespace mlir;
using namespace hlokit;

namespace {

/// One thing every op must have: `has` says whether the op has it,
/// `exclusion` why it is left out on purpose (null when it is not).
struct Requirement {
  const char *name;
  std::function<bool(RegisteredOperationName)> has;
  std::function<const char *(RegisteredOperationName)> exclusion;
  /// Whether chlo ops must meet it too (VHLO encodes stablehlo ops only).
  bool appliesToChlo = true;
};

const char *noDerivativeReason(RegisteredOperationName name) {
  return autodiff::RuleRegistry::getNoDerivativeOps().lookupOr(name.getTypeID(),
                                                               nullptr);
}

const char *noIndexingReason(RegisteredOperationName name) {
  return indexing::getOpsWithoutIndexingMaps().lookupOr(name.getTypeID(),
                                                        nullptr);
}

std::vector<Requirement> getRequirements() {
  const autodiff::RuleRegistry &rules = autodiff::RuleRegistry::getDefault();
  auto never = [](RegisteredOperationName) -> const char * { return nullptr; };
  return {
      {"interpreter handler",
       [](RegisteredOperationName name) {
         return interpreter::hasHandler(name.getTypeID());
       },
       [](RegisteredOperationName name) {
         return interpreter::getNoHandlerReason(name.getTypeID());
       }},
      {"quantized execution mode",
       [](RegisteredOperationName name) {
         return interpreter::getQuantizedExecution(name.getTypeID())
             .has_value();
       },
       never},
      {"VJP rule",
       [&rules](RegisteredOperationName name) {
         return rules.findVjp(name.getTypeID()) != nullptr;
       },
       noDerivativeReason},
      {"JVP rule",
       [&rules](RegisteredOperationName name) {
         return rules.findJvp(name.getTypeID()) != nullptr;
       },
       noDerivativeReason},
      {"VHLO op",
       [](RegisteredOperationName name) {
         return vhlo::hasVhloMapping(name.getTypeID());
       },
       [](RegisteredOperationName name) {
         return vhlo::getVhloExclusionReason(name.getTypeID());
       },
       /*appliesToChlo=*/false},
      {"indexing maps", indexing::hasIndexingMaps, noIndexingReason},
  };
}

/// The registered ops of the stablehlo and chlo dialects.
std::vector<RegisteredOperationName> getOpset(MLIRContext &context) {
  std::vector<RegisteredOperationName> ops;
  for (RegisteredOperationName name : context.getRegisteredOperations()) {
    StringRef dialect = name.getDialectNamespace();
    if (dialect == stablehlo::StableHLODialect::getDialectNamespace() ||
        dialect == chlo::CHLODialect::getDialectNamespace())
      ops.push_back(name);
  }
  llvm::sort(ops, [](RegisteredOperationName a, RegisteredOperationName b) {
    return a.getStringRef() < b.getStringRef();
  });
  return ops;
}

bool isChlo(RegisteredOperationName name) {
  return name.getDialectNamespace() == chlo::CHLODialect::getDialectNamespace();
}

class OpsetCoverageTest : public ::testing::Test {
protected:
  OpsetCoverageTest() {
    context.loadDialect<stablehlo::StableHLODialect, chlo::CHLODialect>();
  }
  MLIRContext context;
};

TEST_F(OpsetCoverageTest, EveryOpHasWhatHlokitPromisesOrAnExclusion) {
  std::vector<RegisteredOperationName> ops = getOpset(context);
  ASSERT_GT(ops.size(), 150u);
  std::string missing, stale, exclusions;
  for (const Requirement &requirement : getRequirements()) {
    for (RegisteredOperationName name : ops) {
      if (isChlo(name) && !requirement.appliesToChlo)
        continue;
      std::string op = name.getStringRef().str();
      bool has = requirement.has(name);
      const char *reason = requirement.exclusion(name);
      if (!has && !reason)
        missing += "\n  " + op + ": no " + requirement.name;
      if (has && reason)
        stale += "\n  " + op + ": has a " + requirement.name +
                 " but is excluded (" + reason + ")";
      if (!has && reason)
        exclusions +=
            "\n  " + std::string(requirement.name) + ", " + op + ": " + reason;
    }
  }
  EXPECT_TRUE(missing.empty())
      << "ops without their tables' entries:" << missing;
  EXPECT_TRUE(stale.empty()) << "exclusions no longer needed:" << stale;
  std::cout << "The explicit exclusions:" << exclusions << "\n";
}

// Every sdy op either runs in the interpreter or says why it doesn't.
TEST(SdyCoverageTest, EveryOpRunsOrSaysWhy) {
  MLIRContext context;
  context.loadDialect<sdy::SdyDialect>();
  std::string missing, stale;
  unsigned count = 0;
  for (RegisteredOperationName name : context.getRegisteredOperations()) {
    if (name.getDialectNamespace() != sdy::SdyDialect::getDialectNamespace())
      continue;
    ++count;
    bool has = interpreter::hasHandler(name.getTypeID());
    const char *reason = interpreter::getNoHandlerReason(name.getTypeID());
    if (!has && !reason)
      missing += "\n  " + name.getStringRef().str();
    if (has && reason)
      stale += "\n  " + name.getStringRef().str();
  }
  EXPECT_EQ(count, 19u) << "a new sdy op? give it a handler or a reason";
  EXPECT_TRUE(missing.empty())
      << "sdy ops without a handler or a reason:" << missing;
  EXPECT_TRUE(stale.empty()) << "sdy ops with a handler and a reason:" << stale;
}

} // namespace

//===- VhloOpMappingTest.cpp - every stablehlo op has a vhlo op -----------===//

#include "hlokit/Conversion/VHLO/VhloOpMapping.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Dialect/VHLO/VhloOps.h"

#include "mlir/IR/MLIRContext.h"
#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit;

namespace {

TEST(VhloOpMappingTest, EveryStablehloOpHasAVhloOpOrIsExcluded) {
  MLIRContext context;
  context.loadDialect<stablehlo::StableHLODialect, vhlo::VhloDialect>();
  int checked = 0;
  for (RegisteredOperationName name : context.getRegisteredOperations()) {
    if (name.getDialectNamespace() !=
        stablehlo::StableHLODialect::getDialectNamespace())
      continue;
    ++checked;
    TypeID id = name.getTypeID();
    if (vhlo::getVhloExclusionReason(id)) {
      EXPECT_FALSE(vhlo::hasVhloMapping(id)) << name.getStringRef().str();
      continue;
    }
    std::optional<OperationName> target = vhlo::getVhloOpFor(id, &context);
    ASSERT_TRUE(target) << name.getStringRef().str() << " has no vhlo op";
    EXPECT_TRUE(vhlo::hasVhloMapping(id));
    EXPECT_TRUE(target->hasInterface<vhlo::VersionedOpInterface>())
        << target->getStringRef().str();
  }
  EXPECT_GT(checked, 100);
}

} // namespace

//===- InferenceFixture.h - a fixture for shape-function tests --*- C++ -*-===//
//
// A context with the stablehlo dialect, a builder, and every diagnostic the
// functions under test emit, in order, for the tests of free inference and
// verification functions.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_UNITTESTS_DIALECT_INFERENCEFIXTURE_H
#define HLOKIT_UNITTESTS_DIALECT_INFERENCEFIXTURE_H

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Dialect/StableHLO/TypeUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace hlokit::stablehlo {

class InferenceFixture : public ::testing::Test {
protected:
  InferenceFixture()
      : b(&ctx), loc(mlir::UnknownLoc::get(&ctx)),
        handler(&ctx, [this](mlir::Diagnostic &d) {
          messages.push_back(d.str());
          return mlir::success();
        }) {
    ctx.loadDialect<StableHLODialect>();
  }

  /// An f32 tensor, with bounds on its dynamic dimensions if given.
  mlir::RankedTensorType f32(llvm::ArrayRef<int64_t> shape,
                             llvm::ArrayRef<int64_t> bounds = {}) {
    return getBoundedTensorType(shape, b.getF32Type(), bounds);
  }

  mlir::MLIRContext ctx;
  mlir::OpBuilder b;
  mlir::Location loc;
  mlir::ScopedDiagnosticHandler handler;
  std::vector<std::string> messages;
};

} // namespace hlokit::stablehlo

#endif // HLOKIT_UNITTESTS_DIALECT_INFERENCEFIXTURE_H

//===- ShapeInferenceTest.cpp - tests for the shape ops' inference --------===//

#include "hlokit/Dialect/StableHLO/Shape.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace {

constexpr int64_t kDyn = ShapedType::kDynamic;

class ShapeInference : public ::testing::Test {
protected:
  RankedTensorType f32(ArrayRef<int64_t> shape) {
    return RankedTensorType::get(shape, b.getF32Type());
  }
  RankedTensorType i64(ArrayRef<int64_t> shape) {
    return RankedTensorType::get(shape, b.getI64Type());
  }

  /// The single inferred type, or null when inference fails.
  template <typename Fn> Type infer(Fn fn) {
    SmallVector<Type> types;
    if (failed(fn(types)))
      return {};
    EXPECT_EQ(types.size(), 1u);
    return types.front();
  }

  /// The message emitted at a location when `fn` fails.
  template <typename Fn> std::string errorOf(Fn fn) {
    std::string message;
    ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &diag) {
      message = diag.str();
      return success();
    });
    SmallVector<Type> types;
    EXPECT_TRUE(failed(fn(UnknownLoc::get(&ctx), types)));
    return message;
  }

  MLIRContext ctx;
  Builder b{&ctx};
};

TEST_F(ShapeInference, TransposePermutesDimsIncludingDynamic) {
  Type t = infer([&](auto &out) {
    return inferTransposeOp(std::nullopt, f32({kDyn, 2, 3}), {2, 0, 1}, out);
  });
  EXPECT_EQ(t, f32({3, kDyn, 2}));
}

TEST_F(ShapeInference, TransposeRejectsNonPermutationWithLabel) {
  std::string message = errorOf([&](Location loc, auto &out) {
    return inferTransposeOp(loc, f32({2, 3}), {0, 0}, out);
  });
  EXPECT_EQ(message,
            "transpose_c2: permutation [0, 0] is not a permutation of [0, 1]");
  EXPECT_FALSE(infer([&](auto &out) {
    return inferTransposeOp(std::nullopt, f32({2, 3}), {0, 1, 2}, out);
  }));
}

TEST_F(ShapeInference, TransposeVerifierAcceptsMoreSpecificResult) {
  EXPECT_TRUE(succeeded(
      verifyTransposeOp(std::nullopt, f32({kDyn, 2}), {1, 0}, f32({2, 5}))));
  EXPECT_TRUE(failed(
      verifyTransposeOp(std::nullopt, f32({kDyn, 2}), {1, 0}, f32({3, 5}))));
  EXPECT_TRUE(failed(
      verifyTransposeOp(std::nullopt, f32({4, 2}), {1, 0}, i64({2, 4}))));
}

TEST_F(ShapeInference, ReverseKeepsTypeAndChecksDimensions) {
  EXPECT_EQ(infer([&](auto &out) {
              return inferReverseOp(std::nullopt, f32({kDyn, 3}), {0, 1}, out);
            }),
            f32({kDyn, 3}));
  EXPECT_FALSE(infer([&](auto &out) {
    return inferReverseOp(std::nullopt, f32({2, 3}), {1, 1}, out);
  }));
  EXPECT_FALSE(infer([&](auto &out) {
    return inferReverseOp(std::nullopt, f32({2, 3}), {2}, out);
  }));
}

TEST_F(ShapeInference, SliceComputesCeilOfExtentOverStride) {
  Type t = infer([&](auto &out) {
    return inferSliceOp(std::nullopt, f32({3, 8, 5}), {1, 4, 0}, {3, 8, 5},
                        {1, 3, 2}, out);
  });
  EXPECT_EQ(t, f32({2, 2, 3}));
}

TEST_F(ShapeInference, SliceOfDynamicDimIsStatic) {
  Type t = infer([&](auto &out) {
    return inferSliceOp(std::nullopt, f32({kDyn}), {5}, {9}, {3}, out);
  });
  EXPECT_EQ(t, f32({2}));
}

TEST_F(ShapeInference, SliceRejectsBadBoundsAndStrides) {
  auto slice = [&](ArrayRef<int64_t> start, ArrayRef<int64_t> limit,
                   ArrayRef<int64_t> strides) {
    return infer([&](auto &out) {
      return inferSliceOp(std::nullopt, f32({4}), start, limit, strides, out);
    });
  };
  EXPECT_FALSE(slice({-1}, {2}, {1}));
  EXPECT_FALSE(slice({3}, {2}, {1}));
  EXPECT_FALSE(slice({0}, {5}, {1}));
  EXPECT_FALSE(slice({0}, {4}, {0}));
  EXPECT_FALSE(slice({0, 0}, {4}, {1}));
  EXPECT_EQ(slice({4}, {4}, {1}), f32({0}));
  EXPECT_EQ(errorOf([&](Location loc, auto &out) {
              return inferSliceOp(loc, f32({4}), {0}, {4}, {-2}, out);
            }),
            "slice_c4: stride -2 of dimension 0 is not positive");
}

TEST_F(ShapeInference, ConcatenateSumsAndRefinesDims) {
  Type t = infer([&](auto &out) {
    return inferConcatenateOp(
        std::nullopt, {f32({kDyn, kDyn}), f32({1, 2}), f32({3, kDyn})}, 0, out);
  });
  EXPECT_EQ(t, f32({kDyn, 2}));
  t = infer([&](auto &out) {
    return inferConcatenateOp(std::nullopt, {f32({1, kDyn}), f32({3, 2})}, 0,
                              out);
  });
  EXPECT_EQ(t, f32({4, 2}));
}

TEST_F(ShapeInference, ConcatenateRejectsMismatches) {
  auto concat = [&](SmallVector<Type> inputs, int64_t dim) {
    return infer([&](auto &out) {
      return inferConcatenateOp(std::nullopt, inputs, dim, out);
    });
  };
  EXPECT_FALSE(concat({}, 0));
  EXPECT_FALSE(concat({f32({1, 2})}, 2));
  EXPECT_FALSE(concat({f32({1, 2}), i64({1, 2})}, 0));
  EXPECT_FALSE(concat({f32({1, 2}), f32({2})}, 0));
  // `?` in the first input is refined to 2, so 3 no longer matches.
  EXPECT_FALSE(concat({f32({1, kDyn}), f32({1, 2}), f32({1, 3})}, 0));
}

TEST_F(ShapeInference, PadAppliesEdgeAndInteriorPadding) {
  Type t = infer([&](auto &out) {
    return inferPadOp(std::nullopt, f32({2, 3, kDyn}), f32({}), {0, 1, 1},
                      {2, 1, 1}, {1, 2, 0}, out);
  });
  EXPECT_EQ(t, f32({5, 9, kDyn}));
  t = infer([&](auto &out) {
    return inferPadOp(std::nullopt, f32({0}), f32({}), {1}, {1}, {3}, out);
  });
  EXPECT_EQ(t, f32({2}));
}

TEST_F(ShapeInference, PadRejectsBadPadding) {
  auto pad = [&](Type value, ArrayRef<int64_t> low, ArrayRef<int64_t> high,
                 ArrayRef<int64_t> interior) {
    return infer([&](auto &out) {
      return inferPadOp(std::nullopt, f32({2}), cast<RankedTensorType>(value),
                        low, high, interior, out);
    });
  };
  EXPECT_FALSE(pad(i64({}), {0}, {0}, {0}));
  EXPECT_FALSE(pad(f32({}), {0, 0}, {0}, {0}));
  EXPECT_FALSE(pad(f32({}), {0}, {0}, {-1}));
  EXPECT_FALSE(pad(f32({}), {-2}, {-1}, {0}));
  EXPECT_EQ(pad(f32({}), {-1}, {-1}, {0}), f32({0}));
}

TEST_F(ShapeInference, DynamicSliceResultIsSliceSizes) {
  Type index = i64({});
  Type t = infer([&](auto &out) {
    return inferDynamicSliceOp(std::nullopt, f32({kDyn, 4}), {index, index},
                               {7, 2}, out);
  });
  EXPECT_EQ(t, f32({7, 2}));
  EXPECT_FALSE(infer([&](auto &out) {
    return inferDynamicSliceOp(std::nullopt, f32({6, 4}), {index, index},
                               {7, 2}, out);
  }));
  EXPECT_FALSE(infer([&](auto &out) {
    return inferDynamicSliceOp(
        std::nullopt, f32({6, 4}),
        {index, RankedTensorType::get({}, b.getI32Type())}, {1, 2}, out);
  }));
  EXPECT_FALSE(infer([&](auto &out) {
    return inferDynamicSliceOp(std::nullopt, f32({6, 4}), {index}, {1, 2}, out);
  }));
}

TEST_F(ShapeInference, DynamicUpdateSliceResultIsOperand) {
  Type index = i64({});
  Type t = infer([&](auto &out) {
    return inferDynamicUpdateSliceOp(std::nullopt, f32({kDyn, 4}), f32({9, 2}),
                                     {index, index}, out);
  });
  EXPECT_EQ(t, f32({kDyn, 4}));
  EXPECT_FALSE(infer([&](auto &out) {
    return inferDynamicUpdateSliceOp(std::nullopt, f32({8, 4}), f32({9, 2}),
                                     {index, index}, out);
  }));
  EXPECT_FALSE(infer([&](auto &out) {
    return inferDynamicUpdateSliceOp(std::nullopt, f32({8, 4}), f32({2}),
                                     {index, index}, out);
  }));
  EXPECT_FALSE(infer([&](auto &out) {
    return inferDynamicUpdateSliceOp(std::nullopt, f32({8, 4}), i64({2, 2}),
                                     {index, index}, out);
  }));
}

TEST_F(ShapeInference, GetDimensionSizeIsScalarI32) {
  Type t = infer([&](auto &out) {
    return inferGetDimensionSizeOp(std::nullopt, f32({2, kDyn}), 1, out);
  });
  EXPECT_EQ(t, RankedTensorType::get({}, b.getI32Type()));
  EXPECT_FALSE(infer([&](auto &out) {
    return inferGetDimensionSizeOp(std::nullopt, f32({2}), 1, out);
  }));
}

TEST_F(ShapeInference, BroadcastInDimAndReshapeAndIotaChecks) {
  EXPECT_TRUE(succeeded(verifyBroadcastInDimOp(std::nullopt, f32({1, kDyn}),
                                               {0, 2}, f32({4, 5, 6}))));
  EXPECT_TRUE(
      failed(verifyBroadcastInDimOp(std::nullopt, f32({2}), {1}, f32({4, 5}))));
  EXPECT_TRUE(
      failed(verifyBroadcastInDimOp(std::nullopt, f32({1}), {2}, f32({4, 5}))));
  EXPECT_TRUE(succeeded(verifyReshapeOp(std::nullopt, f32({kDyn}), f32({4}))));
  EXPECT_TRUE(failed(verifyReshapeOp(std::nullopt, f32({6}), f32({4}))));
  EXPECT_TRUE(succeeded(verifyIotaOp(std::nullopt, 1, f32({2, 3}))));
  EXPECT_TRUE(failed(verifyIotaOp(std::nullopt, 0, f32({}))));
}

/// The builders without a result type infer it with the functions above.
class ShapeBuilders : public ShapeInference {
protected:
  ShapeBuilders() {
    ctx.loadDialect<StableHLODialect>();
    builder.setInsertionPointToStart(&block);
  }

  Value arg(Type type) { return block.addArgument(type, loc); }

  Location loc = UnknownLoc::get(&ctx);
  Block block;
  OpBuilder builder{&ctx};
};

TEST_F(ShapeBuilders, InferResultTypes) {
  Value x = arg(f32({kDyn, 3}));
  Value index = arg(i64({}));
  Value scalar = arg(f32({}));
  auto transpose = TransposeOp::create(builder, loc, x, {1, 0});
  EXPECT_EQ(transpose.getType(), f32({3, kDyn}));
  auto reverse = ReverseOp::create(builder, loc, x, {0});
  EXPECT_EQ(reverse.getType(), f32({kDyn, 3}));
  auto slice = SliceOp::create(builder, loc, x, {0, 0}, {4, 3}, {2, 1});
  EXPECT_EQ(slice.getType(), f32({2, 3}));
  auto concat = ConcatenateOp::create(builder, loc, ValueRange{x, slice}, 0);
  EXPECT_EQ(concat.getType(), f32({kDyn, 3}));
  auto pad = PadOp::create(builder, loc, x, scalar, {0, 1}, {0, 1}, {0, 1});
  EXPECT_EQ(pad.getType(), f32({kDyn, 7}));
  auto dynamicSlice =
      DynamicSliceOp::create(builder, loc, x, ValueRange{index, index}, {1, 2});
  EXPECT_EQ(dynamicSlice.getType(), f32({1, 2}));
  auto update = DynamicUpdateSliceOp::create(builder, loc, x, dynamicSlice,
                                             ValueRange{index, index});
  EXPECT_EQ(update.getType(), f32({kDyn, 3}));
  auto size = GetDimensionSizeOp::create(builder, loc, x, 0);
  EXPECT_EQ(size.getType(), RankedTensorType::get({}, b.getI32Type()));
  for (Operation &op : block)
    EXPECT_TRUE(succeeded(verify(&op)));
}

TEST_F(ShapeBuilders, ShapedTypeInterfaceMatchesInference) {
  Value x = arg(f32({kDyn, 2, 3}));
  Operation *op = TransposeOp::create(builder, loc, x, {2, 0, 1});
  SmallVector<ShapedTypeComponents> components;
  ASSERT_TRUE(succeeded(TransposeOp::inferReturnTypeComponents(
      &ctx, loc, ValueShapeRange(op->getOperands()), op->getAttrDictionary(),
      op->getPropertiesStorage(), op->getRegions(), components)));
  ASSERT_EQ(components.size(), 1u);
  EXPECT_EQ(SmallVector<int64_t>(components[0].getDims()),
            (SmallVector<int64_t>{3, kDyn, 2}));
  EXPECT_EQ(components[0].getElementType(), b.getF32Type());
}

} // namespace

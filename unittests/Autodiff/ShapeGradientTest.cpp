//===- ShapeGradientTest.cpp - gradient checks, shape ops -----------------===//

#include "GradientCheck.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <numeric>

using namespace hlokit::autodiff::testing;
using llvm::SmallVector;

namespace {

/// Checks `body` (ops on %x yielding %r of `resultType`), multiplied by a
/// random weight so the cotangents differ per element.
void checkUnary(Rng &rng, llvm::ArrayRef<int64_t> shape,
                llvm::StringRef resultType, llvm::StringRef body,
                llvm::StringRef what) {
  GradientChecker checker(llvm::formatv(R"(
    func.func @f(%x: {0}) -> {1} {
      {2}
      %s = stablehlo.sine %r : {1}
      return %s : {1}
    })",
                                        tensorType(shape), resultType, body)
                              .str());
  if (!checker.isValid())
    return;
  expectAccurate(checker.check({randomF64(rng, shape)}, rng), what);
}

TEST(ShapeGradient, BroadcastInDim) {
  Rng rng(10);
  for (int repeat = 0; repeat < 6; ++repeat) {
    SmallVector<int64_t> shape = randomShape(rng, 0, 2);
    // Operand dims go to increasing or permuted result dims; some become 1
    // and are expanded.
    int64_t extra = uniform(rng, 0, 2);
    int64_t rank = shape.size() + extra;
    SmallVector<int64_t> dims(rank);
    std::iota(dims.begin(), dims.end(), 0);
    std::shuffle(dims.begin(), dims.end(), rng);
    dims.resize(shape.size());
    SmallVector<int64_t> result(rank);
    for (int64_t &d : result)
      d = uniform(rng, 1, 3);
    for (auto [i, d] : llvm::enumerate(dims)) {
      if (uniform(rng, 0, 2) == 0)
        shape[i] = 1;
      else
        result[d] = shape[i];
    }
    std::string type = tensorType(result);
    checkUnary(rng, shape, type,
               llvm::formatv("%r = stablehlo.broadcast_in_dim %x, dims = {0} "
                             ": ({1}) -> {2}",
                             list(dims), tensorType(shape), type)
                   .str(),
               "broadcast_in_dim");
  }
}

TEST(ShapeGradient, TransposeReshapeReverse) {
  Rng rng(11);
  for (int repeat = 0; repeat < 4; ++repeat) {
    SmallVector<int64_t> shape = randomShape(rng, 1, 3);
    SmallVector<int64_t> perm(shape.size());
    std::iota(perm.begin(), perm.end(), 0);
    std::shuffle(perm.begin(), perm.end(), rng);
    SmallVector<int64_t> permuted;
    for (int64_t p : perm)
      permuted.push_back(shape[p]);
    int64_t n = std::accumulate(shape.begin(), shape.end(), int64_t{1},
                                std::multiplies<>());
    std::string flat = tensorType({n});
    checkUnary(rng, shape, flat,
               llvm::formatv(R"(
      %t = stablehlo.transpose %x, dims = {0} : ({1}) -> {2}
      %v = stablehlo.reverse %t, dims = [0] : {2}
      %r = stablehlo.reshape %v : ({2}) -> {3})",
                             list(perm), tensorType(shape),
                             tensorType(permuted), flat)
                   .str(),
               "transpose/reverse/reshape");
  }
}

TEST(ShapeGradient, SliceAndPad) {
  Rng rng(12);
  for (int repeat = 0; repeat < 6; ++repeat) {
    SmallVector<int64_t> shape = randomShape(rng, 1, 3);
    SmallVector<int64_t> start, limit, stride, sliced;
    std::string ranges;
    for (auto [i, d] : llvm::enumerate(shape)) {
      int64_t s = uniform(rng, 0, d - 1), l = uniform(rng, s + 1, d),
              st = uniform(rng, 1, 2);
      sliced.push_back((l - s + st - 1) / st);
      ranges += llvm::formatv("{0}{1}:{2}:{3}", i ? ", " : "", s, l, st).str();
    }
    SmallVector<int64_t> low, high, interior, padded;
    for (int64_t d : sliced) {
      int64_t lo = uniform(rng, -1, 2), hi = uniform(rng, -1, 2),
              in = uniform(rng, 0, 2);
      int64_t size = d + (d - 1) * in + lo + hi;
      if (size < 1) {
        lo = hi = 0;
        size = d + (d - 1) * in;
      }
      low.push_back(lo);
      high.push_back(hi);
      interior.push_back(in);
      padded.push_back(size);
    }
    GradientChecker checker(llvm::formatv(R"(
      func.func @f(%x: {0}, %p: tensor<f64>) -> {2} {
        %s = stablehlo.slice %x [{3}] : ({0}) -> {1}
        %r = stablehlo.pad %s, %p, low = {4}, high = {5}, interior = {6} : ({1}, tensor<f64>) -> {2}
        %q = stablehlo.multiply %r, %r : {2}
        return %q : {2}
      })",
                                          tensorType(shape), tensorType(sliced),
                                          tensorType(padded), ranges, list(low),
                                          list(high), list(interior))
                                .str());
    if (!checker.isValid())
      continue;
    expectAccurate(
        checker.check({randomF64(rng, shape), f64Tensor({}, {0.7})}, rng),
        "slice+pad");
  }
}

TEST(ShapeGradient, Concatenate) {
  Rng rng(13);
  for (int repeat = 0; repeat < 3; ++repeat) {
    SmallVector<int64_t> a = randomShape(rng, 1, 3), b = a;
    int64_t dim = uniform(rng, 0, a.size() - 1);
    b[dim] = uniform(rng, 1, 3);
    SmallVector<int64_t> c = a;
    c[dim] += b[dim];
    GradientChecker checker(llvm::formatv(R"(
      func.func @f(%a: {0}, %b: {1}) -> {2} {
        %r = stablehlo.concatenate %a, %b, %a, dim = {3} : ({0}, {1}, {0}) -> {4}
        %s = stablehlo.sine %r : {4}
        return %s : {4}
      })",
                                          tensorType(a), tensorType(b),
                                          tensorType([&] {
                                            SmallVector<int64_t> t = c;
                                            t[dim] += a[dim];
                                            return t;
                                          }()),
                                          dim, tensorType([&] {
                                            SmallVector<int64_t> t = c;
                                            t[dim] += a[dim];
                                            return t;
                                          }()))
                                .str());
    if (!checker.isValid())
      continue;
    expectAccurate(checker.check({randomF64(rng, a), randomF64(rng, b)}, rng),
                   "concatenate");
  }
}

// Start indices out of range are clamped by both ops; the gradient follows
// the clamped window.
TEST(ShapeGradient, DynamicSliceAndUpdate) {
  Rng rng(14);
  for (int64_t start : {-3, 0, 1, 2, 7}) {
    GradientChecker checker(R"(
      func.func @f(%x: tensor<4x5xf64>, %u: tensor<2x3xf64>, %i: tensor<i64>, %j: tensor<i64>) -> (tensor<2x2xf64>, tensor<4x5xf64>) {
        %s = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 2] : (tensor<4x5xf64>, tensor<i64>, tensor<i64>) -> tensor<2x2xf64>
        %t = stablehlo.sine %s : tensor<2x2xf64>
        %w = stablehlo.dynamic_update_slice %x, %u, %j, %i : (tensor<4x5xf64>, tensor<2x3xf64>, tensor<i64>, tensor<i64>) -> tensor<4x5xf64>
        %v = stablehlo.multiply %w, %x : tensor<4x5xf64>
        return %t, %v : tensor<2x2xf64>, tensor<4x5xf64>
      })");
    ASSERT_TRUE(checker.isValid());
    expectAccurate(
        checker.check({randomF64(rng, {4, 5}), randomF64(rng, {2, 3}),
                       i64Tensor({}, {start}), i64Tensor({}, {start - 1})},
                      rng),
        "dynamic_slice/dynamic_update_slice");
  }
}

} // namespace

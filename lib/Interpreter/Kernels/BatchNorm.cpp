//===- BatchNorm.cpp - the batch_norm_* kernels ---------------------------===//

#include "hlokit/Interpreter/Kernels/BatchNorm.h"

#include "hlokit/Interpreter/Math/Conversion.h"
#include "hlokit/Support/Parallel.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace hlokit::interpreter {

namespace {

/// A tensor's elements as doubles (exact for every float type).
llvm::Expected<Tensor> widen(const Tensor &t) {
  return convert(t, ElementType::F64);
}

/// Per-feature values as a tensor of `type`, rounded once.
llvm::Expected<Tensor> narrow(ElementType type,
                              const std::vector<double> &values) {
  auto wide =
      Tensor::allocate(ElementType::F64, {static_cast<int64_t>(values.size())});
  if (!wide)
    return wide.takeError();
  llvm::copy(values, wide->mutableData<double>());
  return convert(*wide, type);
}

/// Runs `body(data)` on a position-sized tensor's elements: read in place
/// as `const float *` or `const double *` when they are f32 or f64 (the
/// common case, without a widened copy), as widened doubles otherwise.
template <typename F>
auto withElements(const Tensor &t, F body) -> decltype(body((double *)0)) {
  if (t.getElementType() == ElementType::F32)
    return body(t.data<float>());
  if (t.getElementType() == ElementType::F64)
    return body(t.data<double>());
  auto wide = widen(t);
  if (!wide)
    return wide.takeError();
  return body(wide->data<double>());
}

/// Maps linear positions of the operand to their feature.
struct FeatureLayout {
  int64_t features, inner, count;
  FeatureLayout(const Tensor &operand, int64_t featureIndex) {
    features = operand.getShape()[featureIndex];
    inner = 1;
    for (int64_t d = featureIndex + 1; d < operand.getRank(); ++d)
      inner *= operand.getShape()[d];
    count = operand.getNumElements();
  }
  int64_t featureOf(int64_t i) const { return (i / inner) % features; }
  /// Elements per feature.
  double perFeature() const {
    return features == 0 ? 0 : static_cast<double>(count / features);
  }
};

/// Runs `body(i, f)` for every position i of the operand with its feature
/// f, split over the pool; the feature is stepped along, not divided out.
template <typename F>
void forEachPosition(const FeatureLayout &layout, F body) {
  parallelFor(layout.count, elementGrain, [&](int64_t begin, int64_t end) {
    int64_t f = layout.featureOf(begin);
    int64_t j = begin % layout.inner;
    for (int64_t i = begin; i < end; ++i) {
      body(i, f);
      if (++j == layout.inner) {
        j = 0;
        if (++f == layout.features)
          f = 0;
      }
    }
  });
}

/// sqrt(variance + epsilon) per feature.
std::vector<double> standardDeviations(const double *variance, int64_t features,
                                       double epsilon) {
  std::vector<double> result(features);
  for (int64_t f = 0; f < features; ++f)
    result[f] = std::sqrt(variance[f] + epsilon);
  return result;
}

/// `value(i, f)` summed per feature f over the positions i of f, each sum in
/// ascending position order whatever the thread count: threads take
/// disjoint ranges of features.
template <typename F>
std::vector<double> sumPerFeature(const FeatureLayout &layout, F value) {
  std::vector<double> sums(layout.features, 0.0);
  if (layout.count == 0)
    return sums;
  int64_t perFeature = layout.count / layout.features;
  int64_t outer = perFeature / layout.inner;
  auto sumFeatures = [&](int64_t begin, int64_t end) {
    for (int64_t o = 0; o < outer; ++o) {
      int64_t block = o * layout.features * layout.inner;
      if (layout.inner == 1) {
        // The feature is the innermost dimension: one row per o.
        for (int64_t f = begin; f < end; ++f)
          sums[f] += value(block + f, f);
        continue;
      }
      for (int64_t f = begin; f < end; ++f) {
        int64_t row = block + f * layout.inner;
        for (int64_t j = 0; j < layout.inner; ++j)
          sums[f] += value(row + j, f);
      }
    }
  };
  parallelFor(layout.features, std::max<int64_t>(1, elementGrain / perFeature),
              sumFeatures);
  return sums;
}

/// A tensor of `type` and `shape` whose element i is `value(i, f)` (f its
/// feature) computed in double and rounded once: written in place for f32
/// and f64, through a double tensor otherwise.
template <typename F>
llvm::Expected<Tensor> fillPositions(const FeatureLayout &layout,
                                     ElementType type,
                                     llvm::ArrayRef<int64_t> shape, F value) {
  auto fill = [&](auto *result) {
    using T = std::remove_pointer_t<decltype(result)>;
    forEachPosition(layout, [&](int64_t i, int64_t f) {
      result[i] = static_cast<T>(value(i, f));
    });
  };
  bool direct = type == ElementType::F32 || type == ElementType::F64;
  auto result = Tensor::allocate(direct ? type : ElementType::F64, shape);
  if (!result)
    return result.takeError();
  if (type == ElementType::F32)
    fill(result->mutableData<float>());
  else
    fill(result->mutableData<double>());
  return direct ? *result : convert(*result, type);
}

/// (x - mean) / sqrt(variance + epsilon) * scale + offset, per feature, as
/// a tensor of `type`.
template <typename T>
llvm::Expected<Tensor> normalize(const FeatureLayout &layout, ElementType type,
                                 llvm::ArrayRef<int64_t> shape, const T *x,
                                 const double *scale, const double *offset,
                                 const double *mean, const double *variance,
                                 double epsilon) {
  std::vector<double> stddev =
      standardDeviations(variance, layout.features, epsilon);
  return fillPositions(layout, type, shape, [&](int64_t i, int64_t f) {
    return (double(x[i]) - mean[f]) / stddev[f] * scale[f] + offset[f];
  });
}

/// Reads every tensor as doubles, failing on the first error.
llvm::Expected<llvm::SmallVector<Tensor>>
widenAll(llvm::ArrayRef<const Tensor *> tensors) {
  llvm::SmallVector<Tensor> result;
  for (const Tensor *t : tensors) {
    auto values = widen(*t);
    if (!values)
      return values.takeError();
    result.push_back(std::move(*values));
  }
  return result;
}

} // namespace

llvm::Expected<Tensor>
batchNormInference(const Tensor &operand, const Tensor &scale,
                   const Tensor &offset, const Tensor &mean,
                   const Tensor &variance, double epsilon,
                   int64_t featureIndex) {
  auto v = widenAll({&scale, &offset, &mean, &variance});
  if (!v)
    return v.takeError();
  FeatureLayout layout(operand, featureIndex);
  auto d = [&](int k) { return (*v)[k].data<double>(); };
  return withElements(operand, [&](const auto *x) -> llvm::Expected<Tensor> {
    return normalize(layout, operand.getElementType(), operand.getShape(), x,
                     d(0), d(1), d(2), d(3), epsilon);
  });
}

llvm::Expected<llvm::SmallVector<Tensor>>
batchNormTraining(const Tensor &operand, const Tensor &scale,
                  const Tensor &offset, double epsilon, int64_t featureIndex) {
  auto v = widenAll({&scale, &offset});
  if (!v)
    return v.takeError();
  FeatureLayout layout(operand, featureIndex);
  ElementType type = operand.getElementType();
  return withElements(
      operand, [&](const auto *x) -> llvm::Expected<llvm::SmallVector<Tensor>> {
        std::vector<double> mean = sumPerFeature(
            layout, [&](int64_t i, int64_t) { return double(x[i]); });
        for (double &m : mean)
          m /= layout.perFeature();
        std::vector<double> variance =
            sumPerFeature(layout, [&](int64_t i, int64_t f) {
              double c = double(x[i]) - mean[f];
              return c * c;
            });
        for (double &s : variance)
          s /= layout.perFeature();
        auto output = normalize(layout, type, operand.getShape(), x,
                                (*v)[0].data<double>(), (*v)[1].data<double>(),
                                mean.data(), variance.data(), epsilon);
        auto meanTensor = narrow(type, mean);
        auto varianceTensor = narrow(type, variance);
        if (!output || !meanTensor || !varianceTensor)
          return llvm::joinErrors(
              llvm::joinErrors(output.takeError(), meanTensor.takeError()),
              varianceTensor.takeError());
        return llvm::SmallVector<Tensor>{*output, *meanTensor, *varianceTensor};
      });
}

llvm::Expected<llvm::SmallVector<Tensor>>
batchNormGrad(const Tensor &operand, const Tensor &scale, const Tensor &mean,
              const Tensor &variance, const Tensor &gradOutput, double epsilon,
              int64_t featureIndex) {
  auto v = widenAll({&scale, &mean, &variance, &gradOutput});
  if (!v)
    return v.takeError();
  const double *s = (*v)[0].data<double>(), *m = (*v)[1].data<double>(),
               *var = (*v)[2].data<double>(), *g = (*v)[3].data<double>();
  FeatureLayout layout(operand, featureIndex);
  double n = layout.perFeature();
  std::vector<double> stddev =
      standardDeviations(var, layout.features, epsilon);
  ElementType type = operand.getElementType();
  return withElements(
      operand, [&](const auto *x) -> llvm::Expected<llvm::SmallVector<Tensor>> {
        std::vector<double> gradOffset =
            sumPerFeature(layout, [&](int64_t i, int64_t) { return g[i]; });
        std::vector<double> sumGradCentered =
            sumPerFeature(layout, [&](int64_t i, int64_t f) {
              return g[i] * (double(x[i]) - m[f]);
            });
        std::vector<double> gradScale =
            sumPerFeature(layout, [&](int64_t i, int64_t f) {
              return g[i] * (double(x[i]) - m[f]) / stddev[f];
            });
        auto a = fillPositions(
            layout, type, operand.getShape(), [&](int64_t i, int64_t f) {
              double centered = double(x[i]) - m[f];
              // XLA's i6 = i1 - i2 - i5 with i1 = g * N, i2 = sum(g),
              // i5 = sum(g * centered) * centered / (variance + epsilon).
              double i6 = g[i] * n - gradOffset[f] -
                          sumGradCentered[f] * centered / (var[f] + epsilon);
              return s[f] / stddev[f] / n * i6;
            });
        auto b = narrow(type, gradScale);
        auto c = narrow(type, gradOffset);
        if (!a || !b || !c)
          return llvm::joinErrors(
              llvm::joinErrors(a.takeError(), b.takeError()), c.takeError());
        return llvm::SmallVector<Tensor>{*a, *b, *c};
      });
}

} // namespace hlokit::interpreter

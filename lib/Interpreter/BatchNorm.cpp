//===- BatchNorm.cpp - the batch_norm_* kernels ---------------------------===//

#include "hlokit/Interpreter/BatchNorm.h"

#include "hlokit/Interpreter/Conversion.h"
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

/// A tensor of `type` and `shape` whose doubles `fill` writes, rounded
/// once.
llvm::Expected<Tensor> narrow(ElementType type, llvm::ArrayRef<int64_t> shape,
                              llvm::function_ref<void(double *)> fill) {
  auto wide = Tensor::allocate(ElementType::F64, shape);
  if (!wide)
    return wide.takeError();
  fill(wide->mutableData<double>());
  return convert(*wide, type);
}

/// Per-feature values as a tensor of `type`, rounded once.
llvm::Expected<Tensor> narrow(ElementType type,
                              const std::vector<double> &values) {
  int64_t shape[] = {static_cast<int64_t>(values.size())};
  return narrow(type, shape, [&](double *data) { llvm::copy(values, data); });
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

/// (x - mean) / sqrt(variance + epsilon) * scale + offset, per feature, as
/// a tensor of `type`.
llvm::Expected<Tensor> normalize(const FeatureLayout &layout, ElementType type,
                                 llvm::ArrayRef<int64_t> shape, const double *x,
                                 const double *scale, const double *offset,
                                 const double *mean, const double *variance,
                                 double epsilon) {
  std::vector<double> stddev =
      standardDeviations(variance, layout.features, epsilon);
  return narrow(type, shape, [&](double *result) {
    forEachPosition(layout, [&](int64_t i, int64_t f) {
      result[i] = (x[i] - mean[f]) / stddev[f] * scale[f] + offset[f];
    });
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
  auto v = widenAll({&operand, &scale, &offset, &mean, &variance});
  if (!v)
    return v.takeError();
  FeatureLayout layout(operand, featureIndex);
  auto d = [&](int k) { return (*v)[k].data<double>(); };
  return normalize(layout, operand.getElementType(), operand.getShape(), d(0),
                   d(1), d(2), d(3), d(4), epsilon);
}

llvm::Expected<llvm::SmallVector<Tensor>>
batchNormTraining(const Tensor &operand, const Tensor &scale,
                  const Tensor &offset, double epsilon, int64_t featureIndex) {
  auto v = widenAll({&operand, &scale, &offset});
  if (!v)
    return v.takeError();
  const double *x = (*v)[0].data<double>();
  FeatureLayout layout(operand, featureIndex);
  std::vector<double> mean =
      sumPerFeature(layout, [&](int64_t i, int64_t) { return x[i]; });
  for (double &m : mean)
    m /= layout.perFeature();
  std::vector<double> variance =
      sumPerFeature(layout, [&](int64_t i, int64_t f) {
        double c = x[i] - mean[f];
        return c * c;
      });
  for (double &s : variance)
    s /= layout.perFeature();
  ElementType type = operand.getElementType();
  auto output =
      normalize(layout, type, operand.getShape(), x, (*v)[1].data<double>(),
                (*v)[2].data<double>(), mean.data(), variance.data(), epsilon);
  auto meanTensor = narrow(type, mean);
  auto varianceTensor = narrow(type, variance);
  if (!output || !meanTensor || !varianceTensor)
    return llvm::joinErrors(
        llvm::joinErrors(output.takeError(), meanTensor.takeError()),
        varianceTensor.takeError());
  return llvm::SmallVector<Tensor>{*output, *meanTensor, *varianceTensor};
}

llvm::Expected<llvm::SmallVector<Tensor>>
batchNormGrad(const Tensor &operand, const Tensor &scale, const Tensor &mean,
              const Tensor &variance, const Tensor &gradOutput, double epsilon,
              int64_t featureIndex) {
  auto v = widenAll({&operand, &scale, &mean, &variance, &gradOutput});
  if (!v)
    return v.takeError();
  const double *x = (*v)[0].data<double>(), *s = (*v)[1].data<double>(),
               *m = (*v)[2].data<double>(), *var = (*v)[3].data<double>(),
               *g = (*v)[4].data<double>();
  FeatureLayout layout(operand, featureIndex);
  double n = layout.perFeature();
  std::vector<double> stddev =
      standardDeviations(var, layout.features, epsilon);
  std::vector<double> gradOffset =
      sumPerFeature(layout, [&](int64_t i, int64_t) { return g[i]; });
  std::vector<double> sumGradCentered = sumPerFeature(
      layout, [&](int64_t i, int64_t f) { return g[i] * (x[i] - m[f]); });
  std::vector<double> gradScale =
      sumPerFeature(layout, [&](int64_t i, int64_t f) {
        return g[i] * (x[i] - m[f]) / stddev[f];
      });
  ElementType type = operand.getElementType();
  auto a = narrow(type, operand.getShape(), [&](double *gradOperand) {
    forEachPosition(layout, [&](int64_t i, int64_t f) {
      double centered = x[i] - m[f];
      // XLA's i6 = i1 - i2 - i5 with i1 = g * N, i2 = sum(g),
      // i5 = sum(g * centered) * centered / (variance + epsilon).
      double i6 = g[i] * n - gradOffset[f] -
                  sumGradCentered[f] * centered / (var[f] + epsilon);
      gradOperand[i] = s[f] / stddev[f] / n * i6;
    });
  });
  auto b = narrow(type, gradScale);
  auto c = narrow(type, gradOffset);
  if (!a || !b || !c)
    return llvm::joinErrors(llvm::joinErrors(a.takeError(), b.takeError()),
                            c.takeError());
  return llvm::SmallVector<Tensor>{*a, *b, *c};
}

} // namespace hlokit::interpreter

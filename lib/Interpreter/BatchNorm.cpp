//===- BatchNorm.cpp - the batch_norm_* kernels ---------------------------===//

#include "hlokit/Interpreter/BatchNorm.h"

#include "hlokit/Interpreter/Conversion.h"
#include "hlokit/Support/Parallel.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

namespace hlokit::interpreter {

namespace {

/// A tensor's elements as doubles.
llvm::Expected<std::vector<double>> widen(const Tensor &t) {
  auto wide = convert(t, ElementType::F64);
  if (!wide)
    return wide.takeError();
  const double *data = wide->data<double>();
  return std::vector<double>(data, data + wide->getNumElements());
}

/// A tensor of `type` and `shape` holding `values`, rounded once.
llvm::Expected<Tensor> narrow(const std::vector<double> &values,
                              ElementType type, llvm::ArrayRef<int64_t> shape) {
  auto wide = Tensor::allocate(ElementType::F64, shape);
  if (!wide)
    return wide.takeError();
  if (!values.empty())
    std::memcpy(wide->getRawMutableData(), values.data(),
                values.size() * sizeof(double));
  return convert(*wide, type);
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
std::vector<double> standardDeviations(const std::vector<double> &variance,
                                       double epsilon) {
  std::vector<double> result(variance.size());
  for (size_t f = 0; f < variance.size(); ++f)
    result[f] = std::sqrt(variance[f] + epsilon);
  return result;
}

/// Every `values` summed per feature, each sum in ascending position order
/// whatever the thread count: threads take disjoint ranges of features.
std::vector<double> sumPerFeature(const FeatureLayout &layout,
                                  const std::vector<double> &values) {
  std::vector<double> sums(layout.features, 0.0);
  if (layout.count == 0)
    return sums;
  int64_t perFeature = layout.count / layout.features;
  int64_t outer = perFeature / layout.inner;
  auto sumFeatures = [&](int64_t begin, int64_t end) {
    for (int64_t o = 0; o < outer; ++o) {
      const double *block = &values[o * layout.features * layout.inner];
      if (layout.inner == 1) {
        // The feature is the innermost dimension: one row per o.
        for (int64_t f = begin; f < end; ++f)
          sums[f] += block[f];
        continue;
      }
      for (int64_t f = begin; f < end; ++f) {
        const double *row = block + f * layout.inner;
        for (int64_t j = 0; j < layout.inner; ++j)
          sums[f] += row[j];
      }
    }
  };
  parallelFor(layout.features, std::max<int64_t>(1, elementGrain / perFeature),
              sumFeatures);
  return sums;
}

/// (x - mean) / sqrt(variance + epsilon) * scale + offset, per feature.
std::vector<double>
normalize(const FeatureLayout &layout, const std::vector<double> &x,
          const std::vector<double> &scale, const std::vector<double> &offset,
          const std::vector<double> &mean, const std::vector<double> &variance,
          double epsilon) {
  std::vector<double> stddev = standardDeviations(variance, epsilon);
  std::vector<double> result(layout.count);
  forEachPosition(layout, [&](int64_t i, int64_t f) {
    result[i] = (x[i] - mean[f]) / stddev[f] * scale[f] + offset[f];
  });
  return result;
}

/// Reads every tensor as doubles, failing on the first error.
llvm::Expected<std::vector<std::vector<double>>>
widenAll(llvm::ArrayRef<const Tensor *> tensors) {
  std::vector<std::vector<double>> result;
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
  auto &w = *v;
  return narrow(normalize(layout, w[0], w[1], w[2], w[3], w[4], epsilon),
                operand.getElementType(), operand.getShape());
}

llvm::Expected<llvm::SmallVector<Tensor>>
batchNormTraining(const Tensor &operand, const Tensor &scale,
                  const Tensor &offset, double epsilon, int64_t featureIndex) {
  auto v = widenAll({&operand, &scale, &offset});
  if (!v)
    return v.takeError();
  auto &w = *v;
  FeatureLayout layout(operand, featureIndex);
  std::vector<double> mean = sumPerFeature(layout, w[0]);
  for (double &m : mean)
    m /= layout.perFeature();
  std::vector<double> squares(layout.count);
  forEachPosition(layout, [&](int64_t i, int64_t f) {
    double c = w[0][i] - mean[f];
    squares[i] = c * c;
  });
  std::vector<double> variance = sumPerFeature(layout, squares);
  for (double &s : variance)
    s /= layout.perFeature();
  ElementType type = operand.getElementType();
  int64_t features[] = {layout.features};
  auto output =
      narrow(normalize(layout, w[0], w[1], w[2], mean, variance, epsilon), type,
             operand.getShape());
  auto meanTensor = narrow(mean, type, features);
  auto varianceTensor = narrow(variance, type, features);
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
  const std::vector<double> &x = (*v)[0], &s = (*v)[1], &m = (*v)[2],
                            &var = (*v)[3], &g = (*v)[4];
  FeatureLayout layout(operand, featureIndex);
  double n = layout.perFeature();
  std::vector<double> centered(layout.count), gradTimesCentered(layout.count),
      gradTimesNormalized(layout.count);
  std::vector<double> stddev = standardDeviations(var, epsilon);
  forEachPosition(layout, [&](int64_t i, int64_t f) {
    centered[i] = x[i] - m[f];
    gradTimesCentered[i] = g[i] * centered[i];
    gradTimesNormalized[i] = gradTimesCentered[i] / stddev[f];
  });
  std::vector<double> gradOffset = sumPerFeature(layout, g);
  std::vector<double> sumGradCentered =
      sumPerFeature(layout, gradTimesCentered);
  std::vector<double> gradScale = sumPerFeature(layout, gradTimesNormalized);
  std::vector<double> gradOperand(layout.count);
  forEachPosition(layout, [&](int64_t i, int64_t f) {
    // XLA's i6 = i1 - i2 - i5 with i1 = g * N, i2 = sum(g),
    // i5 = sum(g * centered) * centered / (variance + epsilon).
    double i6 = g[i] * n - gradOffset[f] -
                sumGradCentered[f] * centered[i] / (var[f] + epsilon);
    gradOperand[i] = s[f] / stddev[f] / n * i6;
  });
  ElementType type = operand.getElementType();
  int64_t features[] = {layout.features};
  auto a = narrow(gradOperand, type, operand.getShape());
  auto b = narrow(gradScale, type, features);
  auto c = narrow(gradOffset, type, features);
  if (!a || !b || !c)
    return llvm::joinErrors(llvm::joinErrors(a.takeError(), b.takeError()),
                            c.takeError());
  return llvm::SmallVector<Tensor>{*a, *b, *c};
}

} // namespace hlokit::interpreter

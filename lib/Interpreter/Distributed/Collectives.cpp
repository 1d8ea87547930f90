//===- Collectives.cpp - what collective ops compute ----------------------===//

#include "hlokit/Interpreter/Distributed/Collectives.h"

#include "hlokit/Interpreter/Kernels/ShapeKernels.h"
#include "hlokit/Interpreter/Math/ScalarOps.h"

#include <cstring>

namespace hlokit::interpreter {

llvm::Expected<Tensor> foldInOrder(llvm::ArrayRef<Tensor> values,
                                   const Combiner &combiner) {
  llvm::Expected<Tensor> acc = values.front().clone();
  if (!acc)
    return acc.takeError();
  int64_t n = acc->getNumElements();
  int64_t elementBytes = getElementByteSize(acc->getElementType());
  for (const Tensor &value : values.drop_front()) {
    if (combiner.kind != stablehlo::ReduceBodyKind::Other) {
      dispatchElementType(acc->getElementType(), [&](auto v) {
        using T = decltype(v);
        T *out = acc->mutableData<T>();
        const T *in = value.data<T>();
        for (int64_t i = 0; i < n; ++i)
          out[i] = scalar::combine(combiner.kind, out[i], in[i]);
      });
      continue;
    }
    for (int64_t i = 0; i < n; ++i) {
      char *out = acc->getRawMutableData() + i * elementBytes;
      const char *in = value.getRawData() + i * elementBytes;
      if (llvm::Error e = combiner.generic({out}, {in}))
        return e;
    }
  }
  return acc;
}

llvm::Expected<llvm::SmallVector<Tensor>>
splitEvenly(const Tensor &operand, int64_t count, int64_t dimension) {
  llvm::SmallVector<int64_t> start(operand.getRank(), 0);
  llvm::SmallVector<int64_t> limit(operand.getShape());
  llvm::SmallVector<int64_t> strides(operand.getRank(), 1);
  int64_t partSize = operand.getShape()[dimension] / count;
  llvm::SmallVector<Tensor> parts;
  for (int64_t i = 0; i < count; ++i) {
    start[dimension] = i * partSize;
    limit[dimension] = (i + 1) * partSize;
    llvm::Expected<Tensor> part = slice(operand, start, limit, strides);
    if (!part)
      return part.takeError();
    parts.push_back(std::move(*part));
  }
  return parts;
}

} // namespace hlokit::interpreter

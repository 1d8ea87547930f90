//===- Tensor.cpp - the interpreter's runtime tensor ----------------------===//

#include "hlokit/Interpreter/Tensor/Tensor.h"

#include "Tensor/BufferCache.h"

#include "hlokit/Interpreter/Tensor/MemoryBudget.h"
#include "hlokit/Support/Parallel.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>

namespace hlokit::interpreter {

llvm::SmallVector<int64_t> getStrides(llvm::ArrayRef<int64_t> shape) {
  llvm::SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t d = static_cast<int64_t>(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  return strides;
}

std::optional<int64_t> getNumElements(llvm::ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    if (d < 0 || __builtin_mul_overflow(n, d, &n))
      return std::nullopt;
  return n;
}

llvm::Error makeTooLargeError(llvm::StringRef bytes) {
  return llvm::createStringError(
      llvm::formatv("result of {0} bytes is too large to allocate", bytes)
          .str());
}

namespace {

std::atomic<int64_t> numAllocations{0};

/// The exact byte count of `shape` even when it does not fit in 64 bits.
std::string formatByteCount(llvm::ArrayRef<int64_t> shape, int64_t elemSize) {
  unsigned __int128 n = static_cast<unsigned __int128>(elemSize);
  bool saturated = false;
  for (int64_t d : shape) {
    if (n != 0 && static_cast<unsigned __int128>(d) >
                      (~static_cast<unsigned __int128>(0)) / n)
      saturated = true;
    else
      n *= static_cast<unsigned __int128>(d);
  }
  if (saturated)
    return "more than 2^128";
  std::string digits;
  do {
    digits.insert(digits.begin(), static_cast<char>('0' + int(n % 10)));
    n /= 10;
  } while (n != 0);
  return digits;
}

} // namespace

llvm::Expected<Tensor> Tensor::wrap(ElementType type,
                                    llvm::ArrayRef<int64_t> shape,
                                    std::shared_ptr<char> buffer) {
  int64_t elemSize = getElementByteSize(type);
  std::optional<int64_t> count = interpreter::getNumElements(shape);
  int64_t bytes = 0;
  if (!count || __builtin_mul_overflow(*count, elemSize, &bytes))
    return makeTooLargeError(formatByteCount(shape, elemSize));
  Tensor t;
  t.type = type;
  t.shape.assign(shape.begin(), shape.end());
  t.numElements = *count;
  t.buffer = std::move(buffer);
  return t;
}

llvm::Expected<Tensor> Tensor::allocate(ElementType type,
                                        llvm::ArrayRef<int64_t> shape) {
  int64_t elemSize = getElementByteSize(type);
  std::optional<int64_t> count = interpreter::getNumElements(shape);
  int64_t bytes = 0;
  // Larger than the machine: with overcommit malloc would "succeed" and the
  // process die later.
  if (!count || __builtin_mul_overflow(*count, elemSize, &bytes) ||
      bytes > getPhysicalMemory())
    return makeTooLargeError(formatByteCount(shape, elemSize));
  MemoryBudget &budget = MemoryBudget::current();
  if (llvm::Error e = budget.charge(bytes))
    return e;
  static MemoryBudget &defaultBudget = MemoryBudget::processDefault();
  bool isDefault = &budget == &defaultBudget;
  std::shared_ptr<char> memory = allocateBuffer(
      bytes, budget, isDefault ? nullptr : budget.shared_from_this());
  if (!memory) {
    budget.release(bytes);
    return makeTooLargeError(formatByteCount(shape, elemSize));
  }
  numAllocations.fetch_add(1, std::memory_order_relaxed);
  llvm::Expected<Tensor> t = wrap(type, shape, std::move(memory));
  if (t)
    t->owned = true;
  return t;
}

int64_t Tensor::getNumAllocations() {
  return numAllocations.load(std::memory_order_relaxed);
}

llvm::Expected<Tensor> Tensor::zeros(ElementType type,
                                     llvm::ArrayRef<int64_t> shape) {
  llvm::Expected<Tensor> t = allocate(type, shape);
  if (t)
    std::memset(t->getRawMutableData(), 0, t->getByteSize());
  return t;
}

llvm::Expected<Tensor> Tensor::filled(const Tensor &element,
                                      llvm::ArrayRef<int64_t> shape) {
  llvm::Expected<Tensor> t = allocate(element.getElementType(), shape);
  if (!t)
    return t;
  int64_t size = element.getByteSize();
  char *data = t->getRawMutableData();
  // Each range holds one copy of the element, then doubles what it holds:
  // a few large copies instead of one call per element.
  parallelFor(t->getNumElements(), elementGrain,
              [&](int64_t begin, int64_t end) {
                char *out = data + begin * size;
                int64_t bytes = (end - begin) * size;
                std::memcpy(out, element.getRawData(), size);
                for (int64_t done = size; done < bytes;) {
                  int64_t n = std::min(done, bytes - done);
                  std::memcpy(out + done, out, n);
                  done += n;
                }
              });
  return t;
}

llvm::Expected<Tensor> Tensor::clone() const {
  llvm::Expected<Tensor> t = allocate(type, shape);
  if (t)
    std::memcpy(t->getRawMutableData(), getRawData(), getByteSize());
  return t;
}

Tensor Tensor::reshaped(llvm::ArrayRef<int64_t> newShape) const {
  Tensor t = *this;
  t.shape.assign(newShape.begin(), newShape.end());
  assert(interpreter::getNumElements(newShape) == numElements &&
         "reshape changes the element count");
  return t;
}

Tensor Tensor::view(int64_t offset, int64_t count) const {
  assert(offset >= 0 && count >= 0 && offset + count <= numElements &&
         "view outside the tensor");
  Tensor t;
  t.type = type;
  t.shape.assign({count});
  t.numElements = count;
  // Shares ownership of the whole buffer, points at the view's first byte.
  t.buffer = std::shared_ptr<char>(
      buffer, buffer.get() + offset * getElementByteSize(type));
  return t;
}

int64_t Tensor::getLinearIndex(llvm::ArrayRef<int64_t> index) const {
  assert(index.size() == shape.size() && "index rank mismatch");
  int64_t linear = 0;
  for (size_t d = 0; d < shape.size(); ++d)
    linear = linear * shape[d] + index[d];
  return linear;
}

int64_t Tensor::getIntegerAt(int64_t i) const {
  return dispatchElementType(type, [&](auto v) -> int64_t {
    using T = decltype(v);
    if constexpr (std::is_integral_v<T>)
      return static_cast<int64_t>(data<T>()[i]);
    else
      llvm_unreachable("getIntegerAt on a non-integer tensor");
  });
}

bool Tensor::bitwiseEquals(const Tensor &other) const {
  return type == other.type && shape == other.shape &&
         std::memcmp(getRawData(), other.getRawData(), getByteSize()) == 0;
}

} // namespace hlokit::interpreter

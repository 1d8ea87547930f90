//===- Tensor.h - the interpreter's runtime tensor --------------*- C++ -*-===//
//
// A Tensor is an element type, a static shape and one contiguous row-major
// buffer. Copies share the buffer: values are immutable once produced, and a
// kernel that updates in place (scatter, dynamic_update_slice) first makes a
// private copy with `clone()`, unless the evaluator hands it a buffer that
// nothing else holds (`isUniquelyOwned`).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_TENSOR_H
#define HLOKIT_INTERPRETER_TENSOR_H

#include "hlokit/Interpreter/Tensor/ElementType.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <cassert>
#include <memory>

namespace hlokit::interpreter {

/// Row-major strides (in elements) of `shape`.
llvm::SmallVector<int64_t> getStrides(llvm::ArrayRef<int64_t> shape);

/// Number of elements of `shape`, or nullopt when it overflows int64_t.
std::optional<int64_t> getNumElements(llvm::ArrayRef<int64_t> shape);

class Tensor {
public:
  Tensor() = default;

  /// A tensor with uninitialised contents. Fails with "result of N bytes is
  /// too large to allocate" when the byte size overflows or exceeds the
  /// machine's memory.
  static llvm::Expected<Tensor> allocate(ElementType type,
                                         llvm::ArrayRef<int64_t> shape);
  /// Same as allocate, then fills every byte with zero.
  static llvm::Expected<Tensor> zeros(ElementType type,
                                      llvm::ArrayRef<int64_t> shape);
  /// A tensor of `shape` whose every element is the one element of
  /// `element` (a scalar), in its element type: splats, init values,
  /// padding.
  static llvm::Expected<Tensor> filled(const Tensor &element,
                                       llvm::ArrayRef<int64_t> shape);

  /// A tensor over memory it does not own: `buffer` holds
  /// getNumElements(shape) elements of `type`, and its deleter releases
  /// whatever keeps the memory alive (a NumPy array, a caller's buffer).
  /// Kernels never write into an operand, so the memory is only read. Fails
  /// as allocate does when the element count overflows.
  static llvm::Expected<Tensor> wrap(ElementType type,
                                     llvm::ArrayRef<int64_t> shape,
                                     std::shared_ptr<char> buffer);

  /// The buffer, shared: keeps the memory alive for as long as the caller
  /// holds it.
  std::shared_ptr<char> getSharedBuffer() const { return buffer; }

  /// True when this tensor allocated its buffer and is its only holder, so
  /// a kernel may write into it without anyone seeing the change.
  bool isUniquelyOwned() const { return owned && buffer.use_count() == 1; }

  /// Number of buffers `allocate` made in this process (tests count them to
  /// see that a kernel reused a buffer in place).
  static int64_t getNumAllocations();

  /// A deep copy with its own buffer.
  llvm::Expected<Tensor> clone() const;

  /// Elements [offset, offset + count) as a 1-d tensor over this tensor's
  /// memory (not a copy): a kernel writing into it writes into this tensor.
  Tensor view(int64_t offset, int64_t count) const;

  /// The same buffer seen with another shape of equal element count.
  Tensor reshaped(llvm::ArrayRef<int64_t> shape) const;

  ElementType getElementType() const { return type; }
  llvm::ArrayRef<int64_t> getShape() const { return shape; }
  int64_t getRank() const { return static_cast<int64_t>(shape.size()); }
  int64_t getNumElements() const { return numElements; }
  int64_t getByteSize() const { return numElements * getElementByteSize(type); }

  const char *getRawData() const { return buffer.get(); }
  char *getRawMutableData() { return buffer.get(); }

  template <typename T> const T *data() const {
    assert(sizeof(T) == getElementByteSize(type) && "wrong storage type");
    return reinterpret_cast<const T *>(buffer.get());
  }
  template <typename T> T *mutableData() {
    assert(sizeof(T) == getElementByteSize(type) && "wrong storage type");
    return reinterpret_cast<T *>(buffer.get());
  }

  /// Linear position of a multi-dimensional index.
  int64_t getLinearIndex(llvm::ArrayRef<int64_t> index) const;

  template <typename T> T at(llvm::ArrayRef<int64_t> index) const {
    return data<T>()[getLinearIndex(index)];
  }

  /// Reads element `i` widened to int64_t (integer and bool tensors only).
  int64_t getIntegerAt(int64_t i) const;

  /// Whole-tensor bitwise equality of type, shape and bytes.
  bool bitwiseEquals(const Tensor &other) const;

private:
  ElementType type = ElementType::F32;
  llvm::SmallVector<int64_t, 4> shape;
  int64_t numElements = 0;
  std::shared_ptr<char> buffer;
  bool owned = false;
};

/// The error allocation reports; also used by callers that size results
/// before allocating.
llvm::Error makeTooLargeError(llvm::StringRef bytes);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_TENSOR_H

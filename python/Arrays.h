//===- Arrays.h - NumPy arrays as interpreter tensors -----------*- C++ -*-===//
//
// The two conversions at the edge of the Python module. Both share memory
// when they can: an argument that is C-contiguous and aligned is read in
// place, and a result array is a view of the tensor's buffer.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_PYTHON_ARRAYS_H
#define HLOKIT_PYTHON_ARRAYS_H

#include "hlokit/Interpreter/Tensor/Tensor.h"

#include <pybind11/numpy.h>

namespace hlokit::python {

/// `array` as a tensor over its memory (over a contiguous copy when its
/// layout does not allow that). The tensor holds a reference to the array
/// for as long as its buffer lives. Throws api::Error, naming argument
/// `index`, for a dtype the interpreter cannot hold.
interpreter::Tensor toTensor(pybind11::array array, size_t index);

/// `tensor` as a writable NumPy array over its buffer; bf16 (which NumPy
/// lacks) becomes a float32 copy.
pybind11::array toArray(const interpreter::Tensor &tensor);

} // namespace hlokit::python

#endif // HLOKIT_PYTHON_ARRAYS_H

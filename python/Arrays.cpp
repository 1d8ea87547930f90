//===- Arrays.cpp - NumPy arrays as interpreter tensors -------------------===//

#include "Arrays.h"

#include "hlokit/API/Session.h"
#include "hlokit/Interpreter/Math/Conversion.h"
#include "hlokit/Interpreter/Tensor/Npy.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

namespace py = pybind11;

namespace hlokit::python {

using interpreter::ElementType;
using interpreter::Tensor;

namespace {

/// The array itself when the interpreter can read it in place, else a
/// C-contiguous, aligned copy.
py::array inPlaceLayout(py::array array) {
  constexpr int wanted = py::detail::npy_api::NPY_ARRAY_C_CONTIGUOUS_ |
                         py::detail::npy_api::NPY_ARRAY_ALIGNED_;
  if ((array.flags() & wanted) == wanted)
    return array;
  return py::module_::import("numpy").attr("require")(array, py::none(), "CA");
}

/// A buffer that keeps `array` alive. Tensors are dropped with the GIL held
/// (run does not release it), so the deleter may touch the reference count.
std::shared_ptr<char> shareBuffer(py::array array) {
  // Read-only arrays are fine: kernels never write into an argument.
  char *data = static_cast<char *>(const_cast<void *>(array.data()));
  PyObject *owner = array.release().ptr();
  return std::shared_ptr<char>(data, [owner](char *) { Py_DECREF(owner); });
}

/// A float32 array of `tensor`'s values, for the float types NumPy has no
/// dtype for (bf16 and the small floats); every value is exact in f32.
py::array toFloat32Array(const Tensor &tensor) {
  llvm::Expected<Tensor> widened =
      interpreter::convert(tensor, ElementType::F32);
  if (!widened)
    throw api::Error(llvm::toString(widened.takeError()));
  py::array_t<float> array(tensor.getShape());
  std::copy_n(widened->data<float>(), widened->getNumElements(),
              array.mutable_data());
  return std::move(array);
}

} // namespace

Tensor toTensor(py::array array, size_t index) {
  std::string descr = py::str(array.dtype().attr("str"));
  std::optional<ElementType> type = interpreter::parseNpyDescr(descr);
  if (!type)
    throw api::Error(llvm::formatv("argument {0}: NumPy dtype '{1}' is not "
                                   "one hlokit can run",
                                   index, descr)
                         .str());
  array = inPlaceLayout(std::move(array));
  llvm::SmallVector<int64_t> shape(array.shape(), array.shape() + array.ndim());
  llvm::Expected<Tensor> tensor =
      Tensor::wrap(*type, shape, shareBuffer(std::move(array)));
  if (!tensor)
    throw api::Error(llvm::toString(tensor.takeError()));
  return std::move(*tensor);
}

py::array toArray(const Tensor &tensor) {
  std::optional<llvm::StringRef> descr =
      interpreter::getNpyDescr(tensor.getElementType());
  if (!descr || tensor.getElementType() == ElementType::BF16)
    return toFloat32Array(tensor);
  auto *owner = new Tensor(tensor);
  py::capsule base(owner, [](void *p) { delete static_cast<Tensor *>(p); });
  py::dtype dtype(descr->str());
  return py::array(dtype, tensor.getShape(), owner->getRawMutableData(), base);
}

} // namespace hlokit::python

//===- Arrays.cpp - NumPy arrays as interpreter tensors -------------------===//

#include "Arrays.h"

#include "hlokit/API/Session.h"
#include "hlokit/Interpreter/Npy.h"

#include "llvm/Support/FormatVariadic.h"

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

py::array bf16ToFloat32(const Tensor &tensor) {
  py::array_t<float> array(tensor.getShape());
  const interpreter::BFloat16 *in = tensor.data<interpreter::BFloat16>();
  float *out = array.mutable_data();
  for (int64_t i = 0; i < tensor.getNumElements(); ++i)
    out[i] = in[i];
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
  if (tensor.getElementType() == ElementType::BF16)
    return bf16ToFloat32(tensor);
  auto *owner = new Tensor(tensor);
  py::capsule base(owner, [](void *p) { delete static_cast<Tensor *>(p); });
  py::dtype dtype(interpreter::getNpyDescr(tensor.getElementType()).str());
  return py::array(dtype, tensor.getShape(), owner->getRawMutableData(), base);
}

} // namespace hlokit::python

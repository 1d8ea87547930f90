//===- JaxKernels.cpp - JAX's GPU kernels of closed-form functions --------===//
//
// `custom_call @cu_threefry2x32(%k0, %k1, %x0, %x1)` (and `_ffi`, and the
// `hip_` and `oneapi_` kernels): JAX's threefry2x32 primitive, Threefry-2x32
// with 20 rounds of the counters (%x0, %x1) under the keys (%k0, %k1),
// element by element, giving (%y0, %y1); all are u32 tensors of one shape.
//
//===----------------------------------------------------------------------===//

#include "CustomCallOps.h"

#include "hlokit/Interpreter/RngBitGenerator.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

bool isThreeFryTarget(StringRef target) {
  return llvm::is_contained(
      {StringRef("cu_threefry2x32"), StringRef("cu_threefry2x32_ffi"),
       StringRef("hip_threefry2x32"), StringRef("hip_threefry2x32_ffi"),
       StringRef("oneapi_threefry2x32_ffi")},
      target);
}

bool isThreeFry(hlo::CustomCallOp op) {
  if (!isThreeFryTarget(op.getCallTargetName()) || op.getInputs().size() != 4 ||
      op.getNumResults() != 2)
    return false;
  auto type = dyn_cast<RankedTensorType>(op.getInputs()[0].getType());
  if (!type || !type.getElementType().isUnsignedInteger(32))
    return false;
  return llvm::all_equal(op.getInputs().getTypes()) &&
         llvm::all_of(op->getResultTypes(),
                      [&](Type result) { return result == type; });
}

llvm::Error runThreeFry(OpContext &ctx) {
  const Tensor &k0 = ctx.operand(0), &k1 = ctx.operand(1);
  const Tensor &x0 = ctx.operand(2), &x1 = ctx.operand(3);
  auto y0 = Tensor::allocate(ElementType::UI32, x0.getShape());
  if (!y0)
    return y0.takeError();
  auto y1 = Tensor::allocate(ElementType::UI32, x0.getShape());
  if (!y1)
    return y1.takeError();
  for (int64_t i = 0, e = x0.getNumElements(); i < e; ++i) {
    auto bits = threeFry2x32({x0.data<uint32_t>()[i], x1.data<uint32_t>()[i]},
                             {k0.data<uint32_t>()[i], k1.data<uint32_t>()[i]});
    y0->mutableData<uint32_t>()[i] = bits[0];
    y1->mutableData<uint32_t>()[i] = bits[1];
  }
  return ctx.setResults(llvm::SmallVector<Tensor>{*y0, *y1});
}

} // namespace

bool isJaxKernel(hlo::CustomCallOp op) { return isThreeFry(op); }

llvm::Error runJaxKernel(OpContext &ctx, hlo::CustomCallOp) {
  return runThreeFry(ctx);
}

} // namespace hlokit::interpreter

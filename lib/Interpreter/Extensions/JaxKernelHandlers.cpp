//===- JaxKernelHandlers.cpp - JAX's kernels of closed-form functions -----===//
//
// `custom_call @cu_threefry2x32(%k0, %k1, %x0, %x1)` (and `_ffi`, and the
// `hip_` and `oneapi_` kernels): JAX's threefry2x32 primitive, Threefry-2x32
// with 20 rounds of the counters (%x0, %x1) under the keys (%k0, %k1),
// element by element, giving (%y0, %y1); all are u32 tensors of one shape
// (before JAX's typed-FFI kernels, the kernels returned them as one
// tuple).
//
// `custom_call @cu_lu_pivots_to_permutation(%pivots)` (and the `hip_` and
// `oneapi_` kernels): JAX's lu_pivots_to_permutation primitive. For each
// batch of the leading dimensions, the permutation of size m (the result's
// last dimension) that the row swaps i <-> pivots[i] make of the identity,
// in order; swaps with a row outside [0, m) are skipped, as JAX's kernels
// skip them.
//
// `custom_call @AllocateBuffer()`: XLA's buffer of unspecified contents
// (JAX's `empty`); the interpreter gives zeros.
//
//===----------------------------------------------------------------------===//

#include "Extensions/CustomCallHandlers.h"

#include "hlokit/Interpreter/Kernels/RngBitGenerator.h"

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

/// The call's result types: its two results, or the two elements of the one
/// tuple the kernels returned before JAX's typed-FFI ones (2023's exports).
SmallVector<Type> threeFryResultTypes(hlo::CustomCallOp op) {
  if (op.getNumResults() == 1)
    if (auto tuple = dyn_cast<TupleType>(op->getResult(0).getType()))
      return SmallVector<Type>(tuple.getTypes());
  return SmallVector<Type>(op->getResultTypes());
}

bool isThreeFry(hlo::CustomCallOp op) {
  if (!isThreeFryTarget(op.getCallTargetName()) || op.getInputs().size() != 4)
    return false;
  auto type = dyn_cast<RankedTensorType>(op.getInputs()[0].getType());
  if (!type || !type.getElementType().isUnsignedInteger(32))
    return false;
  SmallVector<Type> results = threeFryResultTypes(op);
  return llvm::all_equal(op.getInputs().getTypes()) && results.size() == 2 &&
         llvm::all_of(results, [&](Type result) { return result == type; });
}

llvm::Error runThreeFry(OpContext &ctx, hlo::CustomCallOp op) {
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
  if (isa<TupleType>(op->getResult(0).getType())) {
    ctx.setResult(0, RuntimeValue::tuple({*y0, *y1}));
    return llvm::Error::success();
  }
  return ctx.setResults(llvm::SmallVector<Tensor>{*y0, *y1});
}

/// The static shape of the call's one result (a custom call's result shapes
/// are otherwise left to its handler).
ArrayRef<int64_t> resultShape(hlo::CustomCallOp op) {
  return cast<RankedTensorType>(op->getResult(0).getType()).getShape();
}

bool isLuPivotsToPermutation(hlo::CustomCallOp op) {
  if (!llvm::is_contained({StringRef("cu_lu_pivots_to_permutation"),
                           StringRef("hip_lu_pivots_to_permutation"),
                           StringRef("oneapi_lu_pivots_to_permutation")},
                          op.getCallTargetName()) ||
      op.getInputs().size() != 1 || op.getNumResults() != 1)
    return false;
  auto pivots = dyn_cast<RankedTensorType>(op.getInputs()[0].getType());
  auto permutation = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  return pivots && permutation && pivots.hasStaticShape() &&
         permutation.hasStaticShape() && pivots.getRank() >= 1 &&
         pivots.getElementType().isSignlessInteger(32) &&
         permutation.getElementType() == pivots.getElementType() &&
         pivots.getShape().drop_back() == permutation.getShape().drop_back();
}

llvm::Error runLuPivotsToPermutation(OpContext &ctx, hlo::CustomCallOp op) {
  const Tensor &pivots = ctx.operand(0);
  auto permutation =
      Tensor::allocate(ctx.resultElementType(0), resultShape(op));
  if (!permutation)
    return permutation.takeError();
  int64_t k = pivots.getShape().back();
  int64_t m = permutation->getShape().back();
  int64_t batches = m == 0 ? 0 : permutation->getNumElements() / m;
  for (int64_t b = 0; b < batches; ++b) {
    const int32_t *swaps = pivots.data<int32_t>() + b * k;
    int32_t *rows = permutation->mutableData<int32_t>() + b * m;
    for (int64_t i = 0; i < m; ++i)
      rows[i] = static_cast<int32_t>(i);
    for (int64_t i = 0; i < std::min(k, m); ++i)
      if (swaps[i] >= 0 && swaps[i] < m)
        std::swap(rows[i], rows[swaps[i]]);
  }
  return ctx.setResult(std::move(permutation));
}

bool isAllocateBuffer(hlo::CustomCallOp op) {
  if (op.getCallTargetName() != "AllocateBuffer" || !op.getInputs().empty() ||
      op.getNumResults() != 1)
    return false;
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  return type && type.hasStaticShape();
}

llvm::Error runAllocateBuffer(OpContext &ctx, hlo::CustomCallOp op) {
  return ctx.setResult(
      Tensor::zeros(ctx.resultElementType(0), resultShape(op)));
}

} // namespace

bool isJaxKernel(hlo::CustomCallOp op) {
  return isThreeFry(op) || isLuPivotsToPermutation(op) || isAllocateBuffer(op);
}

llvm::Error runJaxKernel(OpContext &ctx, hlo::CustomCallOp op) {
  if (isLuPivotsToPermutation(op))
    return runLuPivotsToPermutation(ctx, op);
  if (isAllocateBuffer(op))
    return runAllocateBuffer(ctx, op);
  return runThreeFry(ctx, op);
}

} // namespace hlokit::interpreter

//===- LinearAlgebra.cpp - rules of triangular_solve and cholesky ---------===//
//
// triangular_solve: for op(a) * x = b (left_side) with op the identity or the
// transpose (the engine carries real values only, so ADJOINT is TRANSPOSE):
//   JVP: dx = solve(a, db - op(T(da)) * x)
//   VJP: b_ct = solve with op transposed (x_ct), a_ct = T(op^-1(-b_ct * x^T))
// where T keeps the triangle the op reads (strictly, with unit_diagonal) and
// op^-1 undoes the transpose. x * op(a) = b mirrors both.
//
// cholesky, with L the lower factor of the symmetric matrix S the read
// triangle stands for (L = U^T for upper) and Phi keeping the strictly lower
// part and half the diagonal:
//   JVP: dL = L * Phi(L^-1 * dS * L^-T), dS built from da's read triangle
//   VJP: G = L^-T * Phi(L^T * L_ct) * L^-1, a_ct = Phi(G + G^T) (transposed
//        for upper)
//
//===----------------------------------------------------------------------===//

#include "hlokit/Autodiff/Rules.h"

#include "../Emit.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::autodiff {
namespace {

/// op_p(p) * op_q(q) over the trailing two dimensions, batched over the
/// others; op transposes the matrices when its flag is set.
Value matmul(Emitter &e, Value p, bool transposeP, Value q, bool transposeQ) {
  int64_t k = tensorTypeOf(p).getRank() - 2;
  SmallVector<int64_t> batch;
  for (int64_t d = 0; d < k; ++d)
    batch.push_back(d);
  int64_t pContract = transposeP ? k : k + 1;
  int64_t qContract = transposeQ ? k + 1 : k;
  auto dims = DotDimensionNumbersAttr::get(e.builder().getContext(), batch,
                                           batch, {pContract}, {qContract});
  return DotGeneralOp::create(e.builder(), e.location(), p, q, dims);
}

/// `v` (shaped like a) with the entries the op does not read set to zero.
Value keepTriangle(Emitter &e, TriangularSolveOp op, Value v) {
  RankedTensorType type = tensorTypeOf(v);
  int64_t k = type.getRank() - 2;
  auto indexType =
      RankedTensorType::get(type.getShape(), e.builder().getI64Type());
  Value rows = IotaOp::create(e.builder(), e.location(), indexType, k);
  Value cols = IotaOp::create(e.builder(), e.location(), indexType, k + 1);
  using D = ComparisonDirection;
  D direction = op.getLower() ? (op.getUnitDiagonal() ? D::GT : D::GE)
                              : (op.getUnitDiagonal() ? D::LT : D::LE);
  return e.keepWhere(e.compare(direction, rows, cols), v);
}

bool isTransposed(TriangularSolveOp op) {
  return op.getTransposeA() != Transpose::NO_TRANSPOSE;
}

/// The same solve with `b` as right-hand side and op(a) transposed when
/// `flip` is set.
Value solve(Emitter &e, TriangularSolveOp op, Value b, bool flip) {
  Transpose transpose = op.getTransposeA();
  if (flip)
    transpose =
        isTransposed(op) ? Transpose::NO_TRANSPOSE : Transpose::TRANSPOSE;
  return TriangularSolveOp::create(
      e.builder(), e.location(), op.getA(), b, op.getLeftSideAttr(),
      op.getLowerAttr(), op.getUnitDiagonalAttr(),
      TransposeAttr::get(e.builder().getContext(), transpose));
}

LogicalResult triangularSolveJvp(JvpContext &c, Operation *o,
                                 ArrayRef<Value> tangents,
                                 SmallVectorImpl<Value> &resultTangents) {
  auto op = cast<TriangularSolveOp>(o);
  Emitter e(c.getBuilder(), op.getLoc());
  Value x = op.getResult();
  Value da = keepTriangle(e, op, tangents[0]);
  bool t = isTransposed(op);
  Value product = op.getLeftSide() ? matmul(e, da, t, x, false)
                                   : matmul(e, x, false, da, t);
  resultTangents.push_back(solve(e, op, e.sub(tangents[1], product), false));
  return success();
}

LogicalResult triangularSolveVjp(VjpContext &c, Operation *o,
                                 ArrayRef<Value> cts) {
  auto op = cast<TriangularSolveOp>(o);
  if (!cts[0])
    return success();
  Emitter e(c.getBuilder(), op.getLoc());
  Value x = op.getResult();
  Value bCt = solve(e, op, cts[0], /*flip=*/true);
  bool t = isTransposed(op);
  // The cotangent of op(a), then undo op: (p q^T)^T = q p^T.
  Value aCt = op.getLeftSide() ? (t ? matmul(e, x, false, bCt, true)
                                    : matmul(e, bCt, false, x, true))
                               : (t ? matmul(e, bCt, true, x, false)
                                    : matmul(e, x, true, bCt, false));
  c.accumulate(op.getA(), keepTriangle(e, op, e.neg(aCt)));
  c.accumulate(op.getB(), bCt);
  return success();
}

/// The last two dimensions swapped.
Value transposeMatrices(Emitter &e, Value v) {
  int64_t rank = tensorTypeOf(v).getRank();
  SmallVector<int64_t> permutation;
  for (int64_t d = 0; d < rank; ++d)
    permutation.push_back(d);
  std::swap(permutation[rank - 2], permutation[rank - 1]);
  return e.transpose(v, permutation);
}

/// row <direction> column over the matrices of `v`'s shape.
Value compareIndices(Emitter &e, Value v, ComparisonDirection direction) {
  RankedTensorType type = tensorTypeOf(v);
  int64_t k = type.getRank() - 2;
  auto indexType =
      RankedTensorType::get(type.getShape(), e.builder().getI64Type());
  Value rows = IotaOp::create(e.builder(), e.location(), indexType, k);
  Value cols = IotaOp::create(e.builder(), e.location(), indexType, k + 1);
  return e.compare(direction, rows, cols);
}

/// Phi: the strictly lower triangle and half the diagonal.
Value phi(Emitter &e, Value v) {
  Value half = e.mul(v, e.splat(tensorTypeOf(v), 0.5));
  Value diagonal =
      e.keepWhere(compareIndices(e, v, ComparisonDirection::EQ), half);
  return e.select(compareIndices(e, v, ComparisonDirection::GT), v, diagonal);
}

/// triangular_solve with the lower factor `l`.
Value solveLower(Emitter &e, Value l, Value b, bool leftSide,
                 Transpose transpose) {
  Builder &builder = e.builder();
  return TriangularSolveOp::create(
      e.builder(), e.location(), l, b, builder.getBoolAttr(leftSide),
      builder.getBoolAttr(true), builder.getBoolAttr(false),
      TransposeAttr::get(builder.getContext(), transpose));
}

LogicalResult choleskyJvp(JvpContext &c, Operation *o, ArrayRef<Value> tangents,
                          SmallVectorImpl<Value> &resultTangents) {
  auto op = cast<CholeskyOp>(o);
  Emitter e(c.getBuilder(), op.getLoc());
  bool lower = op.getLower();
  Value l = lower ? op.getResult() : transposeMatrices(e, op.getResult());
  // The symmetric tangent the read triangle stands for, seen from below.
  Value da = lower ? tangents[0] : transposeMatrices(e, tangents[0]);
  Value strict =
      e.keepWhere(compareIndices(e, da, ComparisonDirection::GT), da);
  Value diagonal =
      e.keepWhere(compareIndices(e, da, ComparisonDirection::EQ), da);
  Value ds = e.add(e.add(strict, transposeMatrices(e, strict)), diagonal);
  Value inner =
      solveLower(e, l, ds, /*leftSide=*/true, Transpose::NO_TRANSPOSE);
  inner = solveLower(e, l, inner, /*leftSide=*/false, Transpose::TRANSPOSE);
  Value dl = matmul(e, l, false, phi(e, inner), false);
  resultTangents.push_back(lower ? dl : transposeMatrices(e, dl));
  return success();
}

LogicalResult choleskyVjp(VjpContext &c, Operation *o, ArrayRef<Value> cts) {
  auto op = cast<CholeskyOp>(o);
  if (!cts[0])
    return success();
  Emitter e(c.getBuilder(), op.getLoc());
  bool lower = op.getLower();
  Value l = lower ? op.getResult() : transposeMatrices(e, op.getResult());
  Value lCt = lower ? cts[0] : transposeMatrices(e, cts[0]);
  Value p = phi(e, matmul(e, l, true, lCt, false));
  Value g = solveLower(e, l, p, /*leftSide=*/true, Transpose::TRANSPOSE);
  g = solveLower(e, l, g, /*leftSide=*/false, Transpose::NO_TRANSPOSE);
  Value aCt = phi(e, e.add(g, transposeMatrices(e, g)));
  c.accumulate(op.getA(), lower ? aCt : transposeMatrices(e, aCt));
  return success();
}

} // namespace

void registerLinearAlgebraRules(RuleRegistry &registry) {
  registry.addVjp<CholeskyOp>(choleskyVjp);
  registry.addJvp<CholeskyOp>(choleskyJvp);
  registry.addVjp<TriangularSolveOp>(triangularSolveVjp);
  registry.addJvp<TriangularSolveOp>(triangularSolveJvp);
}

} // namespace hlokit::autodiff

//===- Emit.cpp - small IR builders shared by the derivative rules --------===//

#include "Emit.h"

#include "mlir/IR/BuiltinAttributes.h"

#include <complex>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::autodiff {

Combiner classifyCombiner(Region &body) {
  if (!body.hasOneBlock() || body.getNumArguments() != 2)
    return Combiner::Other;
  Block &block = body.front();
  Operation *terminator = block.getTerminator();
  if (terminator->getNumOperands() != 1)
    return Combiner::Other;
  Value yielded = terminator->getOperand(0);
  if (yielded == block.getArgument(1))
    return Combiner::Replace;
  Operation *op = yielded.getDefiningOp();
  if (!op || op->getBlock() != &block || block.getOperations().size() != 2 ||
      op->getNumOperands() != 2)
    return Combiner::Other;
  Value a = block.getArgument(0), b = block.getArgument(1);
  bool inOrder = op->getOperand(0) == a && op->getOperand(1) == b;
  bool swapped = op->getOperand(0) == b && op->getOperand(1) == a;
  if (!inOrder && !swapped)
    return Combiner::Other;
  if (isa<AddOp>(op))
    return Combiner::Add;
  if (isa<MulOp>(op))
    return Combiner::Multiply;
  if (isa<MaxOp>(op))
    return Combiner::Maximum;
  if (isa<MinOp>(op))
    return Combiner::Minimum;
  return Combiner::Other;
}

Type elementTypeOf(Value v) { return tensorTypeOf(v).getElementType(); }

RankedTensorType tensorTypeOf(Value v) {
  return cast<RankedTensorType>(v.getType());
}

Value Emitter::splat(RankedTensorType type, double value) {
  Type element = type.getElementType();
  if (auto complexType = dyn_cast<ComplexType>(element)) {
    const llvm::fltSemantics &semantics =
        cast<FloatType>(complexType.getElementType()).getFloatSemantics();
    APFloat re(value);
    bool losesInfo = false;
    re.convert(semantics, APFloat::rmNearestTiesToEven, &losesInfo);
    std::complex<APFloat> splatValue(re, APFloat::getZero(semantics));
    return ConstantOp::create(
        b, loc, DenseElementsAttr::get(type, llvm::ArrayRef(splatValue)));
  }
  Attribute scalarAttr;
  if (auto floatType = dyn_cast<FloatType>(element))
    scalarAttr = b.getFloatAttr(floatType, value);
  else
    scalarAttr = b.getIntegerAttr(element, static_cast<int64_t>(value));
  return ConstantOp::create(b, loc, SplatElementsAttr::get(type, scalarAttr));
}

Value Emitter::zerosLike(Value v) { return splat(tensorTypeOf(v), 0.0); }

Value Emitter::onesLike(Value v) { return splat(tensorTypeOf(v), 1.0); }

Value Emitter::scalar(Type elementType, double value) {
  return splat(RankedTensorType::get({}, elementType), value);
}

Value Emitter::add(Value a, Value c) { return AddOp::create(b, loc, a, c); }
Value Emitter::sub(Value a, Value c) {
  return SubtractOp::create(b, loc, a, c);
}
Value Emitter::mul(Value a, Value c) { return MulOp::create(b, loc, a, c); }
Value Emitter::div(Value a, Value c) { return DivOp::create(b, loc, a, c); }
Value Emitter::neg(Value a) { return NegOp::create(b, loc, a); }

Value Emitter::compare(ComparisonDirection direction, Value a, Value c) {
  return CompareOp::create(b, loc, a, c, direction, ComparisonTypeAttr());
}

Value Emitter::select(Value pred, Value onTrue, Value onFalse) {
  return SelectOp::create(b, loc, pred, onTrue, onFalse);
}

Value Emitter::keepWhere(Value mask, Value v) {
  return select(mask, v, zerosLike(v));
}

Value Emitter::convert(Value v, Type elementType) {
  if (elementTypeOf(v) == elementType)
    return v;
  return ConvertOp::create(b, loc, v, elementType);
}

Value Emitter::andOp(Value a, Value c) { return AndOp::create(b, loc, a, c); }

Value Emitter::real(Value v) { return RealOp::create(b, loc, v); }
Value Emitter::imag(Value v) { return ImagOp::create(b, loc, v); }
Value Emitter::complex(Value re, Value im) {
  return ComplexOp::create(b, loc, re, im);
}
Value Emitter::conj(Value v) {
  Value re = real(v);
  return complex(re, neg(imag(v)));
}

Value Emitter::reduceSum(Value v, ArrayRef<int64_t> dims) {
  if (dims.empty())
    return v;
  Type element = elementTypeOf(v);
  auto reduce = ReduceOp::create(b, loc, ValueRange{v},
                                 ValueRange{scalar(element, 0.0)}, dims);
  buildBinaryBody(reduce.getBody(), element,
                  [](Emitter &e, Value x, Value y) { return e.add(x, y); });
  return reduce.getResult(0);
}

Value Emitter::sumAll(Value v) {
  return reduceSum(
      v, llvm::to_vector(llvm::seq<int64_t>(0, tensorTypeOf(v).getRank())));
}

Value Emitter::broadcast(Value v, RankedTensorType type,
                         ArrayRef<int64_t> dims) {
  if (v.getType() == type)
    return v;
  return BroadcastInDimOp::create(b, loc, type, v, dims);
}

Value Emitter::broadcastScalar(Value v, RankedTensorType type) {
  return broadcast(v, type, {});
}

Value Emitter::reshape(Value v, RankedTensorType type) {
  if (v.getType() == type)
    return v;
  return ReshapeOp::create(b, loc, type, v);
}

Value Emitter::transpose(Value v, ArrayRef<int64_t> permutation) {
  if (llvm::equal(permutation, llvm::seq<int64_t>(0, permutation.size())))
    return v;
  return TransposeOp::create(b, loc, v, permutation);
}

void Emitter::buildBinaryBody(
    Region &region, Type elementType,
    const std::function<Value(Emitter &, Value, Value)> &combine) {
  OpBuilder::InsertionGuard guard(b);
  auto scalarType = RankedTensorType::get({}, elementType);
  Block *block =
      b.createBlock(&region, {}, {scalarType, scalarType}, {loc, loc});
  Emitter inner(b, loc);
  Value result = combine(inner, block->getArgument(0), block->getArgument(1));
  ReturnOp::create(b, loc, ValueRange{result});
}

} // namespace hlokit::autodiff

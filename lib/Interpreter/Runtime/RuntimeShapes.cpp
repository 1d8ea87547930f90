//===- RuntimeShapes.cpp - runtime shapes of op results -------------------===//
//
// Results of `?` and bounded types get their shape at run time: from the
// op's type inference applied to the operands' runtime shapes, or from a
// value-dependent op's shape function. Every shape is checked against the
// declared type so a size above a bound is an error, never a larger buffer.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Runtime/RuntimeShapes.h"

#include "Runtime/EvaluatorImpl.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"
#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Dialect/StableHLO/TypeUtils.h"
#include "hlokit/Interpreter/Tensor/Npy.h"
#include "hlokit/Interpreter/Tensor/Printer.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

std::optional<std::string> checkShapeFits(ArrayRef<int64_t> shape,
                                          RankedTensorType type) {
  if (static_cast<int64_t>(shape.size()) != type.getRank())
    return llvm::formatv("rank {0} does not match the rank {1} of {2}",
                         shape.size(), type.getRank(), type)
        .str();
  for (auto [d, size] : llvm::enumerate(shape)) {
    int64_t bound = hlo::getDimBound(type, d);
    if (!type.isDynamicDim(d) && size != bound)
      return llvm::formatv("dimension {0} has size {1} but {2} requires {3}", d,
                           size, type, bound)
          .str();
    if (!ShapedType::isDynamic(bound) && size > bound)
      return llvm::formatv("dimension {0} has runtime size {1} which exceeds "
                           "its bound {2} in {3}",
                           d, size, bound, type)
          .str();
  }
  return std::nullopt;
}

bool isShapedByHandler(Operation &op) {
  return isa<func::CallOp, hlo::IfOp, hlo::CaseOp, hlo::WhileOp,
             hlo::OptimizationBarrierOp, hlo::GetTupleElementOp, chlo::ScanOp,
             hlo::RngOp, hlo::CompositeOp, hlo::CustomCallOp,
             sdy::ManualComputationOp, sdy::NamedComputationOp>(op);
}

bool hasDynamicOperand(Operation &op) {
  return llvm::any_of(op.getOperandTypes(), [](Type t) {
    auto ranked = dyn_cast<RankedTensorType>(t);
    return ranked && !ranked.hasStaticShape();
  });
}

namespace {

/// A result shape from inference: static, or nullopt when inference leaves
/// it unknown.
using InferredShape = std::optional<SmallVector<int64_t>>;

InferredShape staticShapeOf(const ShapedTypeComponents &components) {
  if (!components.hasRank())
    return std::nullopt;
  ArrayRef<int64_t> dims = components.getDims();
  if (ShapedType::isDynamicShape(dims))
    return std::nullopt;
  return SmallVector<int64_t>(dims);
}

InferredShape staticShapeOf(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked || !ranked.hasStaticShape())
    return std::nullopt;
  return SmallVector<int64_t>(ranked.getShape());
}

/// Runs whichever inference interface the op has on `operands`.
LogicalResult runInference(Operation &op, ValueRange operands,
                           SmallVectorImpl<InferredShape> &shapes) {
  MLIRContext *context = op.getContext();
  if (auto *infer = op.getName().getInterface<InferTypeOpInterface>()) {
    SmallVector<Type> types;
    if (failed(infer->inferReturnTypes(
            context, op.getLoc(), operands, op.getRawDictionaryAttrs(),
            op.getPropertiesStorage(), op.getRegions(), types)))
      return failure();
    for (Type t : types)
      shapes.push_back(staticShapeOf(t));
    return success();
  }
  auto *inferShaped = op.getName().getInterface<InferShapedTypeOpInterface>();
  SmallVector<ShapedTypeComponents> components;
  if (!inferShaped ||
      failed(inferShaped->inferReturnTypeComponents(
          context, op.getLoc(), operands, op.getRawDictionaryAttrs(),
          op.getPropertiesStorage(), op.getRegions(), components)))
    return failure();
  for (const ShapedTypeComponents &c : components)
    shapes.push_back(staticShapeOf(c));
  return success();
}

/// Appends to `scratch` one argument per operand of the op, typed with the
/// operand's runtime shape.
void addRuntimeTypedArguments(OpContext &ctx, Block &scratch) {
  Operation &op = ctx.getOp();
  for (Value v : op.getOperands()) {
    Type type = v.getType();
    auto ranked = dyn_cast<RankedTensorType>(type);
    if (ranked && ctx.value(v).isTensor())
      type = RankedTensorType::get(ctx.tensor(v).getShape(),
                                   ranked.getElementType());
    scratch.addArgument(type, op.getLoc());
  }
}

/// Ops such as convert infer no types but keep their operands' one shape,
/// which the runtime shapes must then share.
llvm::Expected<SmallVector<InferredShape>> sharedOperandShape(OpContext &ctx) {
  Operation &op = ctx.getOp();
  ArrayRef<int64_t> shape = ctx.operand(0).getShape();
  for (unsigned i = 1; i < op.getNumOperands(); ++i)
    if (ctx.operand(i).getShape() != shape)
      return ctx.error(llvm::formatv(
          "operands' runtime shapes are invalid: operand {0} has shape {1} "
          "but operand 0 has {2}",
          i, hlo::dimsToString(ctx.operand(i).getShape()),
          hlo::dimsToString(shape)));
  return SmallVector<InferredShape>(op.getNumResults(),
                                    SmallVector<int64_t>(shape));
}

/// The op's inferred result shapes when its operands have their runtime
/// shapes, or an error carrying the inference's diagnostic.
llvm::Expected<SmallVector<InferredShape>>
inferWithRuntimeShapes(OpContext &ctx) {
  Operation &op = ctx.getOp();
  // map_c1: shape(inputs...) = shape(result).
  if (op.hasTrait<OpTrait::SameOperandsAndResultShape>() || isa<hlo::MapOp>(op))
    return sharedOperandShape(ctx);
  if (!op.getName().hasInterface<InferTypeOpInterface>() &&
      !op.getName().hasInterface<InferShapedTypeOpInterface>())
    return ctx.error("cannot compute the runtime shape of a dynamic result: "
                     "the op has no type inference");
  // Inference reads operand types only, so scratch block arguments of the
  // runtime shapes stand in for the operands.
  Block scratch;
  addRuntimeTypedArguments(ctx, scratch);
  CapturedDiagnostic diagnostic(op.getContext());
  SmallVector<InferredShape> shapes;
  if (failed(runInference(op, scratch.getArguments(), shapes)))
    return ctx.error("operands' runtime shapes are invalid: " +
                     diagnostic.getMessage());
  return shapes;
}

/// The runtime shape of result `i` from inference, which must be static.
llvm::Expected<SmallVector<int64_t>>
staticInferredShape(OpContext &ctx, ArrayRef<InferredShape> inferred,
                    unsigned i) {
  if (i >= inferred.size() || !inferred[i])
    return ctx.error(llvm::formatv("cannot compute the runtime shape of result "
                                   "{0}: inference from the operands' runtime "
                                   "shapes does not give a static shape",
                                   i));
  return *inferred[i];
}

/// The runtime shape of result `i` of type `type`.
llvm::Expected<SmallVector<int64_t>>
runtimeShape(OpContext &ctx, const ShapeFunctionTable &shapeFunctions,
             std::optional<SmallVector<InferredShape>> &inferred, unsigned i,
             RankedTensorType type) {
  // Value-dependent ops compute their shape even for static types, so a
  // runtime value disagreeing with the type is caught.
  if (const ShapeFunction *function = shapeFunctions.lookup(&ctx.getOp()))
    return (*function)(ctx);
  if (type.hasStaticShape())
    return SmallVector<int64_t>(type.getShape());
  if (!inferred) {
    llvm::Expected<SmallVector<InferredShape>> shapes =
        inferWithRuntimeShapes(ctx);
    if (!shapes)
      return shapes.takeError();
    inferred = std::move(*shapes);
  }
  return staticInferredShape(ctx, *inferred, i);
}

/// The verifier saw only the declared types; with dynamic operands it runs
/// again on a copy of the op typed with the runtime shapes, so constraints
/// such as broadcast_in_dim's operand/result sizes hold for the actual data
/// the kernels read.
llvm::Error verifyWithRuntimeTypes(OpContext &ctx) {
  Operation &op = ctx.getOp();
  // set_dimension_size may grow a size up to the operand's bound, which
  // run-time typing drops; its handler checks the size against the bound.
  if (!hasDynamicOperand(op) || isa<stablehlo::SetDimensionSizeOp>(op))
    return llvm::Error::success();
  Block scratch;
  addRuntimeTypedArguments(ctx, scratch);
  IRMapping mapping;
  mapping.map(op.getOperands(), scratch.getArguments());
  Operation *copy = op.clone(mapping);
  for (auto [i, result] : llvm::enumerate(copy->getResults()))
    if (auto type = dyn_cast<RankedTensorType>(result.getType()))
      result.setType(
          RankedTensorType::get(ctx.resultShape(i), type.getElementType()));
  CapturedDiagnostic diagnostic(op.getContext());
  // Some constraints on operand shapes (sort_c3, reduce_c1,
  // select_and_scatter_c2) are checked by the region verifier.
  LogicalResult verified =
      success(succeeded(copy->getName().verifyInvariants(copy)) &&
              succeeded(copy->getName().verifyRegionInvariants(copy)));
  copy->destroy();
  if (failed(verified))
    return ctx.error("operands' runtime shapes are invalid: " +
                     diagnostic.getMessage());
  return llvm::Error::success();
}

} // namespace

llvm::Error computeResultShapes(OpContext &ctx,
                                const ShapeFunctionTable &shapeFunctions) {
  Operation &op = ctx.getOp();
  if (isShapedByHandler(op))
    return llvm::Error::success();
  std::optional<SmallVector<InferredShape>> inferred;
  for (auto [i, result] : llvm::enumerate(op.getResults())) {
    auto type = dyn_cast<RankedTensorType>(result.getType());
    if (!type)
      continue;
    llvm::Expected<SmallVector<int64_t>> shape =
        runtimeShape(ctx, shapeFunctions, inferred, i, type);
    if (!shape)
      return shape.takeError();
    if (std::optional<std::string> why = checkShapeFits(*shape, type))
      return ctx.error(llvm::formatv("result {0}: {1}", i, *why));
    ctx.setResultShape(i, *shape);
  }
  return verifyWithRuntimeTypes(ctx);
}

llvm::Error checkResultShapes(OpContext &ctx) {
  for (auto [i, result] : llvm::enumerate(ctx.getOp().getResults())) {
    auto type = dyn_cast<RankedTensorType>(result.getType());
    const RuntimeValue &value = ctx.value(result);
    if (!type || !value.isTensor())
      continue;
    if (std::optional<std::string> why =
            checkShapeFits(value.getTensor().getShape(), type))
      return ctx.error(llvm::formatv("result {0}: {1}", i, *why));
  }
  return llvm::Error::success();
}

llvm::Error checkArguments(Region &body, ArrayRef<RuntimeValue> args,
                           StringRef functionName) {
  for (auto [i, arg] : llvm::enumerate(body.getArguments())) {
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (i >= args.size() || !type || !args[i].isTensor())
      continue;
    if (std::optional<std::string> why =
            checkShapeFits(args[i].getTensor().getShape(), type))
      return llvm::createStringError(
          llvm::formatv("function @{0} argument {1}: {2}", functionName, i,
                        *why)
              .str());
  }
  return llvm::Error::success();
}

llvm::Expected<Tensor> bindArgument(const Tensor &tensor, Type paramType,
                                    StringRef label) {
  auto type = dyn_cast<RankedTensorType>(paramType);
  std::optional<ElementType> elementType =
      type ? getElementType(type.getElementType()) : std::nullopt;
  if (!elementType) {
    std::string typeName;
    llvm::raw_string_ostream os(typeName);
    paramType.print(os);
    return llvm::createStringError(label + ": parameter type " + typeName +
                                   " is not supported");
  }
  llvm::Expected<Tensor> adapted =
      adaptNpyElementType(tensor, *elementType, label);
  if (!adapted)
    return adapted;
  if (std::optional<std::string> why =
          checkShapeFits(tensor.getShape(), type)) {
    std::string expected;
    llvm::raw_string_ostream os(expected);
    type.print(os);
    return llvm::createStringError(
        label + ": expected " + expected + ", got " +
        getTensorTypeString(tensor.getShape(), *elementType) + ": " + *why);
  }
  return adapted;
}

} // namespace hlokit::interpreter

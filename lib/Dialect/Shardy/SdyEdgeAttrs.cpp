//===- SdyEdgeAttrs.cpp - the propagation edge attributes -----------------===//
//
// Their syntax (`operand-1`, `step-2` are a keyword, a minus and an integer)
// and verification, on their own and against the op that holds them.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/IR/DialectImplementation.h"

#include "llvm/ADT/DenseSet.h"

#include <set>

using namespace mlir;

namespace hlokit::sdy {

//===----------------------------------------------------------------------===//
// Syntax
//===----------------------------------------------------------------------===//

// (`operand` | `result`) `-` index
Attribute EdgeValueRefAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  int64_t index;
  if (parser.parseKeyword(&keyword))
    return {};
  std::optional<EdgeNodeType> type = symbolizeEdgeNodeType(keyword);
  if (!type) {
    parser.emitError(loc, "expected `operand` or `result`, got: ") << keyword;
    return {};
  }
  if (parser.parseMinus() || parser.parseInteger(index))
    return {};
  return EdgeValueRefAttr::get(parser.getContext(), *type, index);
}

void EdgeValueRefAttr::print(AsmPrinter &printer) const {
  printer << stringifyEdgeNodeType(getType()) << "-" << getIndex();
}

// `{` `step` `-` index `=` `[` axis-entry (`,` axis-entry)* `]` `}`
Attribute PropagationOneStepAttr::parse(AsmParser &parser, Type) {
  int64_t stepIndex;
  if (parser.parseLBrace() || parser.parseKeyword("step") ||
      parser.parseMinus() || parser.parseInteger(stepIndex) ||
      parser.parseEqual())
    return {};
  FailureOr<SmallVector<AxisToPropagationDetailsAttr>> entries;
  if (parser.parseLSquare())
    return {};
  entries =
      FieldParser<SmallVector<AxisToPropagationDetailsAttr>>::parse(parser);
  if (failed(entries) || parser.parseRSquare() || parser.parseRBrace())
    return {};
  return PropagationOneStepAttr::get(parser.getContext(), stepIndex, *entries);
}

void PropagationOneStepAttr::print(AsmPrinter &printer) const {
  printer << "{step-" << getStepIndex() << " = [";
  printer.printStrippedAttrOrType(getAxisEntries());
  printer << "]}";
}

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

LogicalResult
PropagationEdgesAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                             ArrayRef<PropagationOneStepAttr> steps) {
  // Any step index up to INT64_MAX, which a DenseSet reserves as its empty
  // key.
  std::set<int64_t> seenSteps;
  for (PropagationOneStepAttr step : steps) {
    int64_t stepIndex = step.getStepIndex();
    if (stepIndex < 0)
      return emitError() << "propagation edges have negative step index: "
                         << stepIndex;
    if (!seenSteps.insert(stepIndex).second)
      return emitError() << "propagation edges have duplicate step index: "
                         << stepIndex;
    for (AxisToPropagationDetailsAttr entry : step.getAxisEntries()) {
      llvm::SmallDenseSet<EdgeValueRefAttr> seenTargets;
      for (EdgeValueRefAttr target : entry.getTargets()) {
        if (target == entry.getSource())
          return emitError() << "propagation edges have a source that is the "
                                "same as a target";
        if (!seenTargets.insert(target).second)
          return emitError()
                 << "propagation edges have duplicate targets for step index: "
                 << stepIndex << " and axis: " << entry.getAxisName().getName();
      }
    }
  }
  return success();
}

namespace {

/// The operand or result of `op` that `ref` names; null when out of range.
Value getValue(EdgeValueRefAttr ref, Operation *op) {
  int64_t index = ref.getIndex();
  bool isOperand = ref.getType() == EdgeNodeType::OPERAND;
  int64_t count = isOperand ? op->getNumOperands() : op->getNumResults();
  if (index < 0 || index >= count)
    return {};
  return isOperand ? op->getOperand(index) : op->getResult(index);
}

/// Checks that `ref` names an operand or result of `op`. A
/// sdy.func_data_flow_edge stands for a func argument or a call result, so
/// its edges name the func's or call's values; propagation through a
/// sdy.data_flow_edge moves axes between all the sources of the edge (a
/// while's operand and returned value), so its operands are those.
LogicalResult verifyValueRef(EdgeValueRefAttr ref, Operation *op) {
  if (isa<FuncDataFlowEdgeOp, DataFlowEdgeOp>(op) || getValue(ref, op))
    return success();
  bool isOperand = ref.getType() == EdgeNodeType::OPERAND;
  return op->emitOpError("expected a value ref to have ")
         << (isOperand ? "an operand" : "a result") << " index in range [0, "
         << (isOperand ? op->getNumOperands() : op->getNumResults())
         << "), got: " << ref.getIndex();
}

/// The shardings of the values `edges` names on `op`, where they have one.
SmallVector<TensorShardingAttr> getEdgeShardings(PropagationEdgesAttr edges,
                                                 Operation *op) {
  SmallVector<TensorShardingAttr> shardings;
  auto add = [&](EdgeValueRefAttr ref) {
    if (Value value = getValue(ref, op))
      if (TensorShardingAttr sharding = getSharding(value))
        shardings.push_back(sharding);
  };
  for (PropagationOneStepAttr step : edges.getValue())
    for (AxisToPropagationDetailsAttr entry : step.getAxisEntries()) {
      add(entry.getSource());
      llvm::for_each(entry.getTargets(), add);
    }
  return shardings;
}

/// The edges' axes are on the mesh of the values they connect, and the values
/// are `op`'s.
LogicalResult verifyEdgesOfOp(PropagationEdgesAttr edges, Operation *op) {
  SmallVector<TensorShardingAttr> shardings = getEdgeShardings(edges, op);
  if (shardings.empty())
    return op->emitOpError(
        "expected propagation edges attr to reference a sharding.");
  MeshAttr mesh = getCommonMesh(shardings, op);
  if (!mesh)
    return op->emitOpError(
        "expected a common mesh for propagation edges attr.");
  for (PropagationOneStepAttr step : edges.getValue())
    for (AxisToPropagationDetailsAttr entry : step.getAxisEntries()) {
      if (!mesh.getAxisSize(entry.getAxisName().getName()))
        return op->emitOpError("expected axis ref to be in one of the meshes");
      if (failed(verifyValueRef(entry.getSource(), op)))
        return failure();
      for (EdgeValueRefAttr target : entry.getTargets())
        if (failed(verifyValueRef(target, op)))
          return failure();
    }
  return success();
}

/// Whether `value` is an array of propagation edges.
bool isArrayOfEdges(Attribute value) {
  auto array = dyn_cast<ArrayAttr>(value);
  return array && llvm::all_of(array, [](Attribute element) {
           return isa<PropagationEdgesAttr>(element);
         });
}

} // namespace

LogicalResult verifyPropagationEdgesAttr(Operation *op, NamedAttribute attr) {
  if (attr.getName() == kPropagationEdgesAttr) {
    auto edges = dyn_cast<PropagationEdgesAttr>(attr.getValue());
    if (!edges)
      return op->emitOpError("should have a propagation edges attribute of "
                             "type PropagationEdgesAttr for attr named '")
             << kPropagationEdgesAttr << "'";
    return verifyEdgesOfOp(edges, op);
  }
  if ((attr.getName() == kResultPropagationEdgesAttr ||
       attr.getName() == kBlockArgPropagationEdgesAttr) &&
      !isArrayOfEdges(attr.getValue()))
    return op->emitOpError("should have a propagation edges attribute of type "
                           "ArrayAttr<PropagationEdgesAttr> for attr named '")
           << kResultPropagationEdgesAttr << "' or '"
           << kBlockArgPropagationEdgesAttr << "'";
  return success();
}

} // namespace hlokit::sdy

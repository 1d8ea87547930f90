//===- PerInstructionPartitioning.cpp - partition chosen ops alone --------===//
//
// For bisecting a partitioning bug: each chosen op is copied alone into a
// module of its own, partitioned there by Shardy's partitioner passes, and
// its local form put back in place of the op inside an
// sdy.manual_computation, so the rest of the program stays global.
//
//===----------------------------------------------------------------------===//

#include "../Export/ExportShardings.h"

#include "hlokit/Transforms/Sharding/Export/Passes.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"
#include "hlokit/Transforms/Sharding/Partition/DivisiblePadding.h"
#include "hlokit/Transforms/Sharding/Partition/Passes.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_PERINSTRUCTIONPARTITIONINGPASS
#include "hlokit/Transforms/Sharding/Partition/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit;
using namespace hlokit::sdy;

namespace {

//===----------------------------------------------------------------------===//
// Choosing the ops
//===----------------------------------------------------------------------===//

/// What the `filter` option says: a range of candidate numbers and op name
/// substrings (none: any op).
struct InstructionFilter {
  std::optional<int64_t> low, high;
  SmallVector<std::string> opNames;

  bool matches(Operation *op, int64_t number) const {
    if ((low && number < *low) || (high && number > *high))
      return false;
    StringRef name = op->getName().getStringRef();
    return opNames.empty() || llvm::any_of(opNames, [&](StringRef part) {
             return name.contains(part);
           });
  }
};

/// Parses `text`, Shardy's filter syntax: comma-separated `selectLow=N`,
/// `selectHigh=N` and op name substrings, the whole optionally quoted.
/// Unlike Shardy, which ignores them, a bound that isn't a non-negative
/// integer is an error on `module`.
FailureOr<InstructionFilter> parseFilter(StringRef text, ModuleOp module) {
  InstructionFilter filter;
  text = text.trim();
  if (text.size() >= 2 && (text.front() == '\'' || text.front() == '"') &&
      text.back() == text.front())
    text = text.drop_front().drop_back();
  SmallVector<StringRef> entries;
  text.split(entries, ',');
  for (StringRef entry : entries) {
    entry = entry.trim();
    if (entry.empty())
      continue;
    StringRef value = entry;
    std::optional<int64_t> *bound = nullptr;
    if (value.consume_front("selectLow="))
      bound = &filter.low;
    else if (value.consume_front("selectHigh="))
      bound = &filter.high;
    if (!bound) {
      filter.opNames.push_back(entry.str());
      continue;
    }
    int64_t number;
    if (value.trim().getAsInteger(10, number) || number < 0)
      return module.emitError("filter entry '")
             << entry << "' needs a non-negative integer";
    *bound = number;
  }
  return filter;
}

/// Whether `value` has a sharding along some axes.
bool isSharded(Value value) { return !isFullyReplicated(getSharding(value)); }

/// Whether `op` is one Shardy numbers and may partition alone: not a
/// terminator, nor an op the partitioner handles otherwise (sdy's
/// collectives and other ops, `Sharding` custom calls), and with a sharded
/// operand or result.
bool isCandidate(Operation *op) {
  if (op->hasTrait<OpTrait::IsTerminator>() || isCollective(op) ||
      isa<DataFlowEdgeOp, ManualComputationOp, MeshOp, PropagationBarrierOp,
          ShardingConstraintOp, ShardingGroupOp>(op))
    return false;
  if (auto customCall = dyn_cast<stablehlo::CustomCallOp>(op))
    if (customCall.getCallTargetName() == "Sharding" ||
        customCall.getCallTargetName() == "mhlo.sharding")
      return false;
  return llvm::any_of(op->getOperands(), isSharded) ||
         llvm::any_of(op->getResults(), isSharded);
}

/// The candidates `filter` picks, numbered in order over the bodies (not
/// nested regions) of the module's function definitions.
SmallVector<Operation *> pickOps(ModuleOp module,
                                 const InstructionFilter &filter) {
  SmallVector<Operation *> picked;
  int64_t number = 0;
  module.walk([&](func::FuncOp func) {
    for (Block &block : func.getBody())
      for (Operation &op : block) {
        if (!isCandidate(&op))
          continue;
        if (filter.matches(&op, number++))
          picked.push_back(&op);
      }
  });
  return picked;
}

//===----------------------------------------------------------------------===//
// Shardings and padded types
//===----------------------------------------------------------------------===//

/// The shardings of one op's operands and results on one mesh symbol, and
/// every axis they name: the manual axes of its manual computation.
struct OpShardings {
  FlatSymbolRefAttr mesh;
  SmallVector<TensorShardingAttr> in, out;
  SmallVector<StringAttr> manualAxes;
};

/// The mesh (or mesh symbol) `shardings` are on, as Shardy picks it: that
/// of the first one on their common mesh with axes or devices
/// (getCommonMesh), else of the first one; null when two are on different
/// meshes with axes or devices.
Attribute getCommonMeshOrRef(ArrayRef<TensorShardingAttr> shardings,
                             Operation *from) {
  MeshAttr common = getCommonMesh(shardings, from);
  Attribute firstEmpty;
  for (TensorShardingAttr sharding : shardings) {
    if (!sharding)
      continue;
    MeshAttr mesh = getMesh(sharding, from);
    if (common && mesh == common)
      return sharding.getMeshOrRef();
    // A mesh with axes or devices other than `common`: no common mesh.
    if (mesh && (!mesh.getAxes().empty() || !mesh.getDeviceIds().empty()))
      return nullptr;
    if (!firstEmpty)
      firstEmpty = sharding.getMeshOrRef();
  }
  return firstEmpty;
}

/// The symbol of `meshOrRef` in `module`: itself, or the first `sdy.mesh`
/// holding that mesh, or a new one named `mesh` (renamed if taken).
FlatSymbolRefAttr getOrCreateMeshSymbol(ModuleOp module, Attribute meshOrRef) {
  if (auto symbol = dyn_cast<FlatSymbolRefAttr>(meshOrRef))
    return symbol;
  auto mesh = cast<MeshAttr>(meshOrRef);
  for (MeshOp meshOp : module.getOps<MeshOp>())
    if (meshOp.getMesh() == mesh)
      return FlatSymbolRefAttr::get(meshOp.getSymNameAttr());
  // Created detached: the symbol table renames it when put in place.
  OpBuilder builder(module.getContext());
  auto meshOp = MeshOp::create(builder, module.getLoc(), "mesh", mesh);
  SymbolTable(module).insert(meshOp, module.getBody()->begin());
  return FlatSymbolRefAttr::get(meshOp.getSymNameAttr());
}

/// `sharding` on `mesh`, without unreduced axes when `dropUnreduced`.
TensorShardingAttr moveToMesh(TensorShardingAttr sharding,
                              FlatSymbolRefAttr mesh, bool dropUnreduced) {
  return TensorShardingAttr::get(
      sharding.getContext(), mesh, sharding.getDimShardings(),
      sharding.getReplicatedAxes(),
      dropUnreduced ? ArrayRef<AxisRefAttr>() : sharding.getUnreducedAxes(),
      sharding.getReductionOp());
}

/// The sharding of each of `values` on `mesh` (closed and replicated when
/// it has none), without unreduced axes when `dropUnreduced`.
SmallVector<TensorShardingAttr>
getShardingsOn(ValueRange values, FlatSymbolRefAttr mesh, bool dropUnreduced) {
  SmallVector<TensorShardingAttr> shardings;
  for (Value value : values) {
    TensorShardingAttr sharding = getSharding(value);
    shardings.push_back(
        sharding ? moveToMesh(sharding, mesh, dropUnreduced)
                 : getFullyClosedSharding(mesh, getTensorRank(value)));
  }
  return shardings;
}

/// Every axis `shardings` name (split, replicated or unreduced), in the
/// order they first appear.
SmallVector<StringAttr> getNamedAxes(ArrayRef<TensorShardingAttr> shardings) {
  SmallVector<StringAttr> axes;
  auto add = [&](ArrayRef<AxisRefAttr> refs) {
    for (AxisRefAttr ref : refs) {
      auto name = StringAttr::get(ref.getContext(), ref.getName());
      if (!llvm::is_contained(axes, name))
        axes.push_back(name);
    }
  };
  for (TensorShardingAttr sharding : shardings) {
    for (DimensionShardingAttr dim : sharding.getDimShardings())
      add(dim.getAxes());
    add(sharding.getReplicatedAxes());
    add(sharding.getUnreducedAxes());
  }
  return axes;
}

/// `op`'s shardings on one mesh symbol of its module (created for an
/// inlined mesh); an error when they are on different meshes.
FailureOr<OpShardings> getOpShardings(Operation *op) {
  SmallVector<TensorShardingAttr> all;
  for (Value value : llvm::concat<Value>(op->getOperands(), op->getResults()))
    all.push_back(getSharding(value));
  Attribute meshOrRef = getCommonMeshOrRef(all, op);
  if (!meshOrRef)
    return op->emitOpError(
        "has operands and results sharded on different meshes: it can't be "
        "partitioned alone");
  FlatSymbolRefAttr mesh =
      getOrCreateMeshSymbol(op->getParentOfType<ModuleOp>(), meshOrRef);
  OpShardings shardings;
  shardings.mesh = mesh;
  shardings.in = getShardingsOn(op->getOperands(), mesh,
                                /*dropUnreduced=*/false);
  shardings.out = getShardingsOn(op->getResults(), mesh,
                                 /*dropUnreduced=*/true);
  shardings.manualAxes = getNamedAxes(llvm::to_vector(
      llvm::concat<TensorShardingAttr>(shardings.in, shardings.out)));
  return shardings;
}

/// The types of `values` padded for `shardings`.
SmallVector<Type> getPaddedTypes(ValueRange values,
                                 ArrayRef<TensorShardingAttr> shardings,
                                 Operation *from) {
  SmallVector<Type> types;
  for (auto [value, sharding] : llvm::zip_equal(values, shardings))
    types.push_back(getDivisiblePaddedType(value.getType(), sharding, from));
  return types;
}

/// The padded types of `op`'s operands and results. A reshard's operand and
/// result keep one type: the larger of their padded shapes per dimension.
std::pair<SmallVector<Type>, SmallVector<Type>>
getPaddedOperandAndResultTypes(Operation *op, const OpShardings &shardings) {
  SmallVector<Type> operands =
      getPaddedTypes(op->getOperands(), shardings.in, op);
  SmallVector<Type> results =
      getPaddedTypes(op->getResults(), shardings.out, op);
  if (!isa<ReshardOp>(op))
    return {operands, results};
  auto in = dyn_cast<RankedTensorType>(operands.front());
  auto out = dyn_cast<RankedTensorType>(results.front());
  if (!in || !out)
    return {operands, results};
  SmallVector<int64_t> shape;
  for (auto [a, b] : llvm::zip_equal(in.getShape(), out.getShape()))
    shape.push_back(std::max(a, b));
  operands[0] = results[0] = in.clone(shape);
  return {operands, results};
}

/// `op`'s operands, each that `types` pads padded at its end with zeros
/// (before `op`), sharded as `shardings` say.
SmallVector<Value> padOperands(Operation *op, ArrayRef<Type> types,
                               ArrayRef<TensorShardingAttr> shardings) {
  OpBuilder builder(op);
  SmallVector<Value> operands;
  for (auto [operand, type, sharding] :
       llvm::zip_equal(op->getOperands(), types, shardings)) {
    if (operand.getType() == type) {
      operands.push_back(operand);
      continue;
    }
    auto padded = cast<RankedTensorType>(type);
    Value zero = emitScalarZero(builder, op->getLoc(), padded.getElementType());
    operands.push_back(emitPadAtEnd(builder, operand, padded, zero, sharding));
  }
  return operands;
}

//===----------------------------------------------------------------------===//
// Partitioning one op alone
//===----------------------------------------------------------------------===//

/// Gives `copy`, whose operands have their padded types, the padded result
/// `types`: a slice reaches, and a pad extends, as far as they need.
LogicalResult padResults(Operation *copy, ArrayRef<Type> types) {
  auto getPadded = [&] { return cast<RankedTensorType>(types.front()); };
  auto getType = [&] {
    return cast<RankedTensorType>(copy->getResult(0).getType());
  };
  if (auto slice = dyn_cast<stablehlo::SliceOp>(copy)) {
    RankedTensorType padded = getPadded(), type = getType();
    auto operandType = cast<RankedTensorType>(slice.getOperand().getType());
    SmallVector<int64_t> limits(slice.getLimitIndices());
    for (int64_t d = 0, e = type.getRank(); d < e; ++d) {
      limits[d] =
          std::max(limits[d],
                   slice.getStartIndices()[d] +
                       (padded.getDimSize(d) - 1) * slice.getStrides()[d] + 1);
      if (limits[d] > operandType.getDimSize(d))
        return copy->emitOpError()
               << "can't be partitioned alone: dimension " << d
               << " of its result, padded to " << padded.getDimSize(d)
               << ", would read past its operand of size "
               << operandType.getDimSize(d);
    }
    slice.setLimitIndices(limits);
  } else if (auto pad = dyn_cast<stablehlo::PadOp>(copy)) {
    RankedTensorType padded = getPadded(), type = getType();
    SmallVector<int64_t> high(pad.getEdgePaddingHigh());
    for (int64_t d = 0, e = type.getRank(); d < e; ++d)
      high[d] += padded.getDimSize(d) - type.getDimSize(d);
    pad.setEdgePaddingHigh(high);
  }
  for (auto [result, resultType] : llvm::zip_equal(copy->getResults(), types))
    result.setType(resultType);
  return success();
}

/// The name of the function holding the op in its own module.
constexpr StringLiteral kOutlinedName = "outlined_op";

/// A module with `op`'s module's meshes and a private function of
/// `argTypes` and `resultTypes`, sharded `shardings`, returning the results
/// of a copy of `op`.
FailureOr<OwningOpRef<ModuleOp>> outlineOp(Operation *op,
                                           const OpShardings &shardings,
                                           ArrayRef<Type> argTypes,
                                           ArrayRef<Type> resultTypes) {
  MLIRContext *context = op->getContext();
  OwningOpRef<ModuleOp> module = ModuleOp::create(op->getLoc());
  OpBuilder builder = OpBuilder::atBlockBegin(module->getBody());
  for (MeshOp mesh : op->getParentOfType<ModuleOp>().getOps<MeshOp>())
    builder.clone(*mesh);
  auto func =
      func::FuncOp::create(builder, op->getLoc(), kOutlinedName,
                           FunctionType::get(context, argTypes, resultTypes));
  func.setPrivate();
  for (auto [i, sharding] : llvm::enumerate(shardings.in))
    func.setArgAttr(i, kShardingAttr, sharding);
  for (auto [i, sharding] : llvm::enumerate(shardings.out))
    func.setResultAttr(i, kShardingAttr, sharding);
  Block *body = func.addEntryBlock();
  builder.setInsertionPointToStart(body);
  Operation *copy = builder.clone(*op);
  copy->setOperands(body->getArguments());
  // The copy's own shardings on the mesh symbol too: the partitioner tells
  // meshes apart by how they are named.
  for (Value result : copy->getResults())
    if (TensorShardingAttr sharding = getSharding(result))
      setValueSharding(result, moveToMesh(sharding, shardings.mesh,
                                          /*dropUnreduced=*/false));
  if (copy->getResultTypes() != TypeRange(resultTypes) &&
      failed(padResults(copy, resultTypes)))
    return failure();
  func::ReturnOp::create(builder, op->getLoc(), copy->getResults());
  return module;
}

/// The passes Shardy's per-instruction partitioning runs on an op's
/// module, in its order: the whole partitioner after propagation, ops with
/// permutation factors resolved first.
void addPartitioner(OpPassManager &pm, bool enableHaloExchange,
                    int64_t replicaCount, int64_t partitionCount) {
  ResolvePermutationFactorsPassOptions factors;
  factors.enableHaloExchange = enableHaloExchange;
  factors.replicaCount = replicaCount;
  factors.partitionCount = partitionCount;
  pm.addPass(createResolvePermutationFactorsPass(factors));
  InsertExplicitReshardsPassOptions reshards;
  reshards.enableFullVersion = true;
  pm.addNestedPass<func::FuncOp>(createInsertExplicitReshardsPass(reshards));
  pm.addNestedPass<func::FuncOp>(createReshardToCollectivesPass());
  pm.addNestedPass<func::FuncOp>(createPadForDivisibilityPass());
  ConvertGlobalToLocalPassOptions local;
  local.replicaCount = replicaCount;
  local.partitionCount = partitionCount;
  pm.addPass(createConvertGlobalToLocalPass(local));
  pm.addPass(createDropShardingAndMeshPass());
}

/// Replaces `op` by an sdy.manual_computation of `operands` with the body
/// of `local` (sdy.return for its return), results of `resultTypes` sliced
/// back to `op`'s types.
void replaceWithManualComputation(Operation *op, func::FuncOp local,
                                  ValueRange operands,
                                  ArrayRef<Type> resultTypes,
                                  const OpShardings &shardings) {
  MLIRContext *context = op->getContext();
  OpBuilder builder(op);
  auto manual = ManualComputationOp::create(
      builder, op->getLoc(), resultTypes, operands,
      TensorShardingPerValueAttr::get(context, shardings.in),
      TensorShardingPerValueAttr::get(context, shardings.out),
      ManualAxesAttr::get(context, shardings.manualAxes));
  manual.getBody().takeBody(local.getBody());
  Operation *terminator = manual.getBody().front().getTerminator();
  OpBuilder atEnd = OpBuilder::atBlockEnd(&manual.getBody().front());
  ReturnOp::create(atEnd, terminator->getLoc(), terminator->getOperands());
  terminator->erase();
  for (auto [result, manualResult, sharding] :
       llvm::zip_equal(op->getResults(), manual.getResults(), shardings.out)) {
    Value replacement = manualResult;
    auto type = cast<ShapedType>(result.getType());
    if (manualResult.getType() != type)
      replacement =
          emitSliceToLimits(builder, manualResult, type.getShape(), sharding);
    result.replaceAllUsesWith(replacement);
  }
  op->erase();
}

struct PerInstructionPartitioningPass
    : hlokit::sdy::impl::PerInstructionPartitioningPassBase<
          PerInstructionPartitioningPass> {
  using PerInstructionPartitioningPassBase::PerInstructionPartitioningPassBase;

  /// The partitioner's passes load their dialects before this pass runs.
  void getDependentDialects(DialectRegistry &registry) const override {
    PerInstructionPartitioningPassBase::getDependentDialects(registry);
    OpPassManager pm(ModuleOp::getOperationName());
    addPartitioner(pm, enableHaloExchange, replicaCount, partitionCount);
    pm.getDependentDialects(registry);
  }

  void runOnOperation() override {
    FailureOr<InstructionFilter> parsed = parseFilter(filter, getOperation());
    if (failed(parsed))
      return signalPassFailure();
    for (Operation *op : pickOps(getOperation(), *parsed))
      if (failed(partitionAlone(op)))
        return signalPassFailure();
  }

  LogicalResult partitionAlone(Operation *op) {
    SetVector<Value> captured;
    getUsedValuesDefinedAbove(op->getRegions(), captured);
    if (!captured.empty())
      return op->emitOpError("uses values defined outside it in its regions: "
                             "it can't be partitioned alone");
    FailureOr<OpShardings> shardings = getOpShardings(op);
    if (failed(shardings))
      return failure();
    auto [operandTypes, resultTypes] =
        getPaddedOperandAndResultTypes(op, *shardings);
    FailureOr<OwningOpRef<ModuleOp>> module =
        outlineOp(op, *shardings, operandTypes, resultTypes);
    if (failed(module))
      return failure();
    if (failed(verify(**module)))
      return op->emitOpError("can't be partitioned alone: its copy with "
                             "padded types is invalid");
    PassManager pm(op->getContext());
    addPartitioner(pm, enableHaloExchange, replicaCount, partitionCount);
    if (failed(pm.run(**module)))
      return op->emitOpError(
          "can't be partitioned alone: the partitioner failed on its copy");
    auto local = (*module)->lookupSymbol<func::FuncOp>(kOutlinedName);
    SmallVector<Value> operands = padOperands(op, operandTypes, shardings->in);
    replaceWithManualComputation(op, local, operands, resultTypes, *shardings);
    return success();
  }
};

} // namespace

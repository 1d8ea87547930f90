//===- Functions.cpp - functions and calls for the sharding passes --------===//

#include "hlokit/Transforms/Sharding/Import/Functions.h"

#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"

#include "mlir/Analysis/CallGraph.h"

#include "llvm/ADT/PostOrderIterator.h"

#include <functional>

using namespace mlir;

namespace hlokit::sdy {

StringAttr getOriginalFuncName(func::FuncOp func) {
  if (auto name = func->getAttrOfType<StringAttr>(kOriginalFuncName))
    return name;
  return func.getSymNameAttr();
}

func::FuncOp lookupMainFunc(ModuleOp module) {
  auto funcs = module.getOps<func::FuncOp>();
  if (llvm::hasSingleElement(funcs))
    return *funcs.begin();
  return SymbolTable(module).lookup<func::FuncOp>("main");
}

func::FuncOp lookupMainFuncOrError(ModuleOp module) {
  func::FuncOp main = lookupMainFunc(module);
  if (!main)
    module.emitError("Failed to lookup function: main");
  return main;
}

func::FuncOp cloneFuncRecursively(func::FuncOp func, SymbolTable &symbols) {
  func::FuncOp clone = func.clone();
  clone->setAttr(kOriginalFuncName, getOriginalFuncName(func));
  clone.walk([&](func::CallOp call) {
    auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
    call.setCallee(symbols.insert(cloneFuncRecursively(callee, symbols)));
  });
  return clone;
}

LogicalResult checkAcyclicCallGraph(ModuleOp module) {
  SymbolTable symbols(module);
  enum class State { kVisiting, kDone };
  llvm::DenseMap<Operation *, State> states;
  // Depth-first; a call to a function still being visited closes a cycle.
  std::function<LogicalResult(func::FuncOp)> visit = [&](func::FuncOp func) {
    auto [it, inserted] = states.try_emplace(func, State::kVisiting);
    if (!inserted)
      return success();
    WalkResult result = func.walk([&](func::CallOp call) {
      auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
      if (!callee)
        return WalkResult::advance();
      auto calleeState = states.find(callee);
      if (calleeState != states.end() &&
          calleeState->second == State::kVisiting) {
        call.emitError() << "recursive call of @" << call.getCallee()
                         << "; the sharding passes need an acyclic call graph";
        return WalkResult::interrupt();
      }
      return failed(visit(callee)) ? WalkResult::interrupt()
                                   : WalkResult::advance();
    });
    states[func] = State::kDone;
    return failure(result.wasInterrupted());
  };
  for (auto func : module.getOps<func::FuncOp>())
    if (failed(visit(func)))
      return failure();
  return success();
}

void iterateFuncs(ModuleOp module, function_ref<void(func::FuncOp)> fn,
                  bool preOrder) {
  CallGraph callGraph(module);
  llvm::ReversePostOrderTraversal<const CallGraph *> rpo(&callGraph);
  SmallVector<CallGraphNode *> nodes(rpo.begin(), rpo.end());
  if (!preOrder)
    std::reverse(nodes.begin(), nodes.end());
  for (CallGraphNode *node : nodes)
    if (!node->isExternal())
      if (auto func =
              dyn_cast<func::FuncOp>(node->getCallableRegion()->getParentOp()))
        fn(func);
}

void walkCalls(ModuleOp module, function_ref<void(func::CallOp)> fn) {
  iterateFuncs(module, [&](func::FuncOp func) { func.walk(fn); });
}

/// The shardings of values of `types` of `func`, `get(i)` or else fully
/// open on the mesh of the first one not on a maximal mesh; null when there
/// is no such one.
static TensorShardingPerValueAttr
completeShardings(func::FuncOp func, TypeRange types,
                  function_ref<TensorShardingAttr(unsigned)> get) {
  MLIRContext *context = func.getContext();
  SmallVector<TensorShardingAttr> shardings;
  Attribute meshOrRef;
  for (unsigned i = 0, e = types.size(); i < e; ++i) {
    TensorShardingAttr sharding = get(i);
    shardings.push_back(sharding);
    MeshAttr mesh = sharding ? getMesh(sharding, func) : MeshAttr();
    if (mesh && !mesh.isMaximal() && !meshOrRef)
      meshOrRef = sharding.getMeshOrRef();
  }
  if (!meshOrRef)
    return {};
  for (auto [sharding, type] : llvm::zip_equal(shardings, types)) {
    auto ranked = dyn_cast<RankedTensorType>(type);
    if (!sharding)
      sharding = getFullyOpenSharding(context, meshOrRef,
                                      ranked ? ranked.getRank() : 0);
  }
  return TensorShardingPerValueAttr::get(context, shardings);
}

TensorShardingPerValueAttr getFuncArgShardings(func::FuncOp func) {
  return completeShardings(func, func.getArgumentTypes(), [&](unsigned i) {
    return func.getArgAttrOfType<TensorShardingAttr>(i, kShardingAttr);
  });
}

TensorShardingPerValueAttr getFuncResultShardings(func::FuncOp func) {
  return completeShardings(func, func.getResultTypes(), [&](unsigned i) {
    return func.getResultAttrOfType<TensorShardingAttr>(i, kShardingAttr);
  });
}

} // namespace hlokit::sdy

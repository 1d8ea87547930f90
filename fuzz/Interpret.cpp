//===- Interpret.cpp - fuzz target: the interpreter -----------------------===//
//
// Verified programs run by the interpreter on small generated arguments.
// Programs whose values could be large (any static tensor type over
// kMaxTensorBytes, or a dynamic one), that loop (while), or that touch
// files, other processes or the host (interpreter ops, infeed, outfeed,
// custom calls) are skipped: the interpreter refusing or failing on a
// program is fine, crashing or tripping a sanitizer is not.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "hlokit/Interpreter/Runtime/Evaluator.h"
#include "hlokit/Interpreter/Tensor/ElementType.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/Hashing.h"

using namespace hlokit::interpreter;

namespace {

/// The most bytes one tensor of a program run may hold.
constexpr int64_t kMaxTensorBytes = 4096;

/// True when `type` is a small statically shaped tensor (or not a tensor).
bool isSmall(mlir::Type type) {
  auto shaped = llvm::dyn_cast<mlir::ShapedType>(type);
  if (!shaped)
    return true;
  if (!shaped.hasStaticShape())
    return false;
  int64_t bits = shaped.getElementType().isIntOrFloat()
                     ? shaped.getElementType().getIntOrFloatBitWidth()
                     : 128;
  int64_t elements = shaped.getNumElements();
  return elements <= kMaxTensorBytes && elements * bits <= kMaxTensorBytes * 8;
}

/// True when running `module` is safe and quick enough to try.
bool isRunnable(mlir::ModuleOp module) {
  auto result = module->walk([](mlir::Operation *op) {
    llvm::StringRef name = op->getName().getStringRef();
    if (name == "stablehlo.while" || name == "stablehlo.infeed" ||
        name == "stablehlo.outfeed" || name == "stablehlo.custom_call" ||
        name.starts_with("interpreter.") || name.starts_with("check.") ||
        name == "stablehlo.send" || name == "stablehlo.recv")
      return mlir::WalkResult::interrupt();
    for (mlir::Type type : op->getResultTypes())
      if (!isSmall(type))
        return mlir::WalkResult::interrupt();
    for (mlir::Region &region : op->getRegions())
      for (mlir::Block &block : region)
        for (mlir::Type type : block.getArgumentTypes())
          if (!isSmall(type))
            return mlir::WalkResult::interrupt();
    return mlir::WalkResult::advance();
  });
  return !result.wasInterrupted();
}

/// An argument of `type` whose bytes are 0 or 1 (valid for every element
/// type, i1 included) chosen by `seed`; nullopt for types it cannot make.
std::optional<RuntimeValue> makeArgument(mlir::Type type, uint64_t &seed) {
  auto tensorType = llvm::dyn_cast<mlir::RankedTensorType>(type);
  if (!tensorType)
    return std::nullopt;
  std::optional<ElementType> element =
      getElementType(tensorType.getElementType());
  if (!element)
    return std::nullopt;
  llvm::Expected<Tensor> tensor =
      Tensor::zeros(*element, tensorType.getShape());
  if (!tensor) {
    llvm::consumeError(tensor.takeError());
    return std::nullopt;
  }
  char *bytes = tensor->getRawMutableData();
  for (int64_t i = 0; i < tensor->getByteSize(); ++i) {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    // One byte in eight is 1, low in each element: small integers, tiny
    // floats.
    bytes[i] = (seed >> 61) == 0;
  }
  return RuntimeValue(std::move(*tensor));
}

/// `main`, or else the first function with a body.
mlir::func::FuncOp getEntry(mlir::ModuleOp module) {
  if (auto main = module.lookupSymbol<mlir::func::FuncOp>("main"))
    return main.isExternal() ? nullptr : main;
  for (auto function : module.getOps<mlir::func::FuncOp>())
    if (!function.isExternal())
      return function;
  return nullptr;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  hlokit::fuzz::FuzzContext context;
  std::string text = hlokit::fuzz::asText(data, size);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      hlokit::fuzz::parseVerified(text, context.get());
  if (!module || !isRunnable(*module))
    return 0;
  mlir::func::FuncOp main = getEntry(*module);
  if (!main)
    return 0;
  uint64_t seed = llvm::hash_value(text);
  llvm::SmallVector<RuntimeValue> arguments;
  for (mlir::Type type : main.getArgumentTypes()) {
    std::optional<RuntimeValue> argument = makeArgument(type, seed);
    if (!argument)
      return 0;
    arguments.push_back(std::move(*argument));
  }
  std::string checkLog;
  llvm::raw_string_ostream checks(checkLog);
  Evaluator evaluator(*module, checks);
  llvm::Expected<llvm::SmallVector<RuntimeValue>> results =
      evaluator.run(main, arguments);
  if (!results)
    llvm::consumeError(results.takeError());
  return 0;
}

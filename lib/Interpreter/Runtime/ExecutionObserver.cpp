//===- ExecutionObserver.cpp - helpers shared by observers ----------------===//

#include "hlokit/Interpreter/Runtime/ExecutionObserver.h"

#include "mlir/IR/Location.h"
#include "llvm/Support/FormatVariadic.h"

namespace hlokit::interpreter {

ExecutionObserver::~ExecutionObserver() = default;

int64_t getByteSize(const RuntimeValue &value) {
  switch (value.getKind()) {
  case RuntimeValue::Kind::Tensor:
    return value.getTensor().getByteSize();
  case RuntimeValue::Kind::Tuple: {
    int64_t bytes = 0;
    for (const RuntimeValue &element : value.getTuple())
      bytes += getByteSize(element);
    return bytes;
  }
  case RuntimeValue::Kind::Token:
    return 0;
  }
  llvm_unreachable("unknown runtime value kind");
}

std::string getSourceLine(mlir::Operation &op) {
  auto loc = op.getLoc()->findInstanceOf<mlir::FileLineColLoc>();
  if (!loc)
    return "<unknown>";
  return llvm::formatv("{0}:{1}", loc.getFilename().getValue(), loc.getLine())
      .str();
}

} // namespace hlokit::interpreter

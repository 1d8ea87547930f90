//===- ManualComputationBody.cpp - a manual computation's body as a function =//

#include "ManualComputationBody.h"

#include "mlir/IR/Builders.h"

namespace hlokit::gspmd {

mlir::func::FuncOp outlineBody(sdy::ManualComputationOp op,
                               mlir::SymbolTable &symbols,
                               llvm::StringRef name) {
  mlir::Block &body = op.getBody().front();
  auto ret = mlir::cast<sdy::ReturnOp>(body.getTerminator());
  mlir::OpBuilder builder(ret);
  mlir::func::ReturnOp::create(builder, ret.getLoc(), ret.getOperands());
  auto type =
      builder.getFunctionType(body.getArgumentTypes(), ret.getOperandTypes());
  ret.erase();
  auto module = mlir::cast<mlir::ModuleOp>(symbols.getOp());
  builder.setInsertionPointToEnd(module.getBody());
  auto func = mlir::func::FuncOp::create(builder, op.getLoc(), name, type);
  func.getBody().takeBody(op.getBody());
  symbols.insert(func);
  return func;
}

} // namespace hlokit::gspmd

//===- hlokit-opt.cpp - mlir-opt with hlokit's dialects and passes --------===//

#include "hlokit/InitAll.h"
#include "hlokit/Support/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  hlokit::setVersionPrinter("hlokit-opt");
  mlir::DialectRegistry registry;
  hlokit::registerAllDialects(registry);
  hlokit::registerAllPasses();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "hlokit optimizer driver\n", registry));
}

//===- ChloDialect.cpp - the chlo dialect ---------------------------------===//

#include "hlokit/Dialect/CHLO/ChloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace hlokit::chlo;

#include "hlokit/Dialect/CHLO/ChloDialect.cpp.inc"
#include "hlokit/Dialect/CHLO/ChloEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "hlokit/Dialect/CHLO/ChloAttrs.cpp.inc"

void CHLODialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "hlokit/Dialect/CHLO/ChloOps.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "hlokit/Dialect/CHLO/ChloAttrs.cpp.inc"
      >();
}

//===- CheckOps.cpp - the check dialect -----------------------------------===//

#include "hlokit/Dialect/Check/CheckOps.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace hlokit::check;

#include "hlokit/Dialect/Check/CheckDialect.cpp.inc"

void CheckDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "hlokit/Dialect/Check/CheckOps.cpp.inc"
      >();
}

#define GET_OP_CLASSES
#include "hlokit/Dialect/Check/CheckOps.cpp.inc"

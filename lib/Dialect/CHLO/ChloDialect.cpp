//===- ChloDialect.cpp - the chlo dialect ---------------------------------===//

#include "hlokit/Dialect/CHLO/ChloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Transforms/InliningUtils.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace hlokit::chlo;

#include "hlokit/Dialect/CHLO/ChloDialect.cpp.inc"
#include "hlokit/Dialect/CHLO/ChloEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "hlokit/Dialect/CHLO/ChloAttrs.cpp.inc"

namespace {

/// chlo ops are pure and have no regions: calls to functions using them may
/// be inlined (`--inline`), as upstream allows.
struct ChloInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
};

} // namespace

void CHLODialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "hlokit/Dialect/CHLO/ChloOps.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "hlokit/Dialect/CHLO/ChloAttrs.cpp.inc"
      >();
  addInterfaces<ChloInlinerInterface>();
}

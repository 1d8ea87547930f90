//===- Emit.cpp - IR helpers shared by the derivative rules ---------------===//

#include "Emit.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::autodiff {

Type elementTypeOf(Value v) { return tensorTypeOf(v).getElementType(); }

RankedTensorType tensorTypeOf(Value v) {
  return cast<RankedTensorType>(v.getType());
}

} // namespace hlokit::autodiff

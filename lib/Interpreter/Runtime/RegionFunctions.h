//===- RegionFunctions.h - regions as kernel callbacks ----------*- C++ -*-===//
//
// Reduce bodies, scatter update computations, sort comparators and select
// regions run once per element. One-op regions are recognised and handed to
// the kernels as a ReduceBodyKind or a comparison direction, so they run as
// direct loops; every other region runs through ScalarRegion, which binds
// element bytes to 0-d tensors and evaluates the region.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_INTERPRETER_REGIONFUNCTIONS_H
#define HLOKIT_LIB_INTERPRETER_REGIONFUNCTIONS_H

#include "Runtime/EvaluatorImpl.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Kernels/Combiner.h"
#include "hlokit/Interpreter/Math/Elementwise.h"

#include <optional>

namespace hlokit::interpreter {

/// The combiner a reduce body runs as: classifyReduceBody, except that
/// arithmetic on quantized values is Other.
stablehlo::ReduceBodyKind classifyCombiner(mlir::Region &region);

/// The direction of a region `(a, b) -> compare(a, b)` whose compare has the
/// default semantics of its element type (not complex, not TOTALORDER or
/// WEAKORDER); nullopt otherwise.
std::optional<stablehlo::ComparisonDirection>
classifyComparison(mlir::Region &region);

/// Converts each tensor, whose type is `types[i]`, to the element type of
/// block argument `first + i` (the spec lets inputs be promoted to the
/// region's types): the spec's to_destination_type, which requantizes a
/// quantized value (dequantize, then quantize with the argument's scale and
/// zero point) and converts any other.
llvm::Expected<llvm::SmallVector<Tensor>>
convertToArgTypes(llvm::ArrayRef<Tensor> tensors, mlir::TypeRange types,
                  mlir::Block &block, unsigned first);

/// Evaluates a region on scalars given as element bytes.
class ScalarRegion {
public:
  ScalarRegion(EvaluatorImpl &evaluator, mlir::Region &region,
               const Frame *parent);

  /// Runs the region on `args` and stores its results through `results`.
  llvm::Error run(llvm::ArrayRef<const char *> args,
                  llvm::ArrayRef<char *> results);

  /// Runs a region that returns one i1.
  llvm::Expected<bool> runPredicate(llvm::ArrayRef<const char *> args);

  /// A generic combiner over this region: accumulators first, then values.
  llvm::Error combine(llvm::ArrayRef<char *> accumulators,
                      llvm::ArrayRef<const char *> values);

private:
  llvm::Expected<llvm::SmallVector<RuntimeValue>>
  evaluate(llvm::ArrayRef<const char *> args);

  EvaluatorImpl &evaluator;
  mlir::Region &region;
  const Frame *parent;
  llvm::SmallVector<RuntimeValue> argValues;
  llvm::SmallVector<int64_t> argSizes;
  llvm::SmallVector<const char *> combineArgs;
};

/// Runs a combiner kernel with `region` as its combiner: a direct loop for a
/// one-op region of one operand, else the region element by element.
template <typename Kernel>
llvm::Error withCombiner(OpContext &ctx, mlir::Region &region,
                         size_t numOperands, Kernel &&kernel) {
  stablehlo::ReduceBodyKind kind = numOperands == 1
                                       ? classifyCombiner(region)
                                       : stablehlo::ReduceBodyKind::Other;
  ScalarRegion scalar(ctx.getEvaluator(), region, &ctx.getFrame());
  auto generic = [&](llvm::ArrayRef<char *> accs,
                     llvm::ArrayRef<const char *> values) {
    return scalar.combine(accs, values);
  };
  return kernel(Combiner{kind, generic});
}

} // namespace hlokit::interpreter

#endif // HLOKIT_LIB_INTERPRETER_REGIONFUNCTIONS_H

//===- Rules.h - the derivative rule registry -------------------*- C++ -*-===//
//
// One VJP and one JVP rule per op, keyed by op class (an OpTable). Rules are
// grouped by op family (lib/Autodiff/Rules/*.cpp); each family registers its
// rules with one function below.
//
// A VJP rule receives the primal op (already emitted in the derivative
// function) and one cotangent per result (zeros for results that had none,
// null for results that carry no derivative). It adds the cotangents of the
// op's operands, and of values its regions capture, through
// VjpContext::accumulate.
//
// A JVP rule receives the primal op and one tangent per operand (zeros for
// float operands without one, null for operands that carry no derivative) and
// returns one tangent per result (null for results that carry none).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_AUTODIFF_RULES_H
#define HLOKIT_AUTODIFF_RULES_H

#include "hlokit/Support/OpTable.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/MapVector.h"

#include <functional>

namespace hlokit::autodiff {

class RuleRegistry;

/// True for values that carry derivatives: ranked tensors of float or complex
/// type.
bool isDifferentiable(mlir::Type type);

/// What a rule sees while the reverse pass runs.
class VjpContext {
public:
  VjpContext(mlir::OpBuilder &builder, const RuleRegistry &rules)
      : builder(builder), rules(rules) {}

  mlir::OpBuilder &getBuilder() { return builder; }
  const RuleRegistry &getRules() const { return rules; }

  /// Adds `cotangent` to the cotangent of `primal`; ignored for values that
  /// carry no derivative.
  void accumulate(mlir::Value primal, mlir::Value cotangent);
  /// The accumulated cotangent of `primal`, or null.
  mlir::Value lookup(mlir::Value primal) const;
  const llvm::MapVector<mlir::Value, mlir::Value> &getAdjoints() const {
    return adjoints;
  }

private:
  mlir::OpBuilder &builder;
  const RuleRegistry &rules;
  llvm::MapVector<mlir::Value, mlir::Value> adjoints;
};

/// What a rule sees while the forward-mode pass runs. Tangents of values a
/// region captures are found through the enclosing contexts.
class JvpContext {
public:
  JvpContext(mlir::OpBuilder &builder, const RuleRegistry &rules,
             const JvpContext *parent = nullptr)
      : builder(builder), rules(rules), parent(parent) {}

  mlir::OpBuilder &getBuilder() { return builder; }
  const RuleRegistry &getRules() const { return rules; }

  void setTangent(mlir::Value primal, mlir::Value tangent);
  /// The tangent of `primal` here or in an enclosing context, or null.
  mlir::Value lookup(mlir::Value primal) const;

private:
  mlir::OpBuilder &builder;
  const RuleRegistry &rules;
  const JvpContext *parent;
  llvm::DenseMap<mlir::Value, mlir::Value> tangents;
};

using VjpRule = std::function<mlir::LogicalResult(
    VjpContext &, mlir::Operation *, llvm::ArrayRef<mlir::Value>)>;
using JvpRule = std::function<mlir::LogicalResult(
    JvpContext &, mlir::Operation *, llvm::ArrayRef<mlir::Value>,
    llvm::SmallVectorImpl<mlir::Value> &)>;

/// The derivative rules, keyed by op class.
class RuleRegistry {
public:
  /// Gives each of `OpTys` the rule (one class per rule: registering a class
  /// twice is a bug, caught by an assertion).
  template <typename... OpTys> void addVjp(const VjpRule &rule) {
    vjpRules.add<OpTys...>(rule);
  }
  template <typename... OpTys> void addJvp(const JvpRule &rule) {
    jvpRules.add<OpTys...>(rule);
  }
  /// Null when the op has no rule.
  const VjpRule *findVjp(mlir::Operation *op) const {
    return vjpRules.lookup(op);
  }
  const VjpRule *findVjp(mlir::TypeID opClass) const {
    return vjpRules.lookup(opClass);
  }
  const JvpRule *findJvp(mlir::Operation *op) const {
    return jvpRules.lookup(op);
  }
  const JvpRule *findJvp(mlir::TypeID opClass) const {
    return jvpRules.lookup(opClass);
  }

  /// Declares that the ops' rules handle complex operands and results under
  /// JAX's convention (docs/autodiff.md); the engine refuses complex values
  /// at every other op.
  template <typename... OpTys> void allowComplex() {
    complexOps.add<OpTys...>();
  }
  bool allowsComplex(mlir::Operation *op) const {
    return complexOps.contains(op);
  }
  bool allowsComplex(mlir::TypeID opClass) const {
    return complexOps.contains(opClass);
  }

  /// Every rule of every family.
  static const RuleRegistry &getDefault();

  /// The stablehlo and chlo ops that have no rule on purpose, each with the
  /// reason (lib/Autodiff/Rules/NoDerivative.cpp). Every op of the two
  /// dialects has rules in getDefault() or an entry here, never both. The
  /// engine treats these ops as any op without a rule: skipped when no
  /// derivative flows through them, reported ("no VJP rule") when one does.
  static const OpTable<const char *> &getNoDerivativeOps();

private:
  OpTable<VjpRule> vjpRules;
  OpTable<JvpRule> jvpRules;
  OpSet complexOps;
};

void registerElementwiseRules(RuleRegistry &registry);
void registerShapeRules(RuleRegistry &registry);
void registerReductionRules(RuleRegistry &registry);
void registerControlFlowRules(RuleRegistry &registry);
void registerGatherScatterRules(RuleRegistry &registry);
void registerConvolutionRules(RuleRegistry &registry);
void registerChloRules(RuleRegistry &registry);
void registerCallRules(RuleRegistry &registry);
void registerBatchNormRules(RuleRegistry &registry);
void registerLinearAlgebraRules(RuleRegistry &registry);
void registerFftRules(RuleRegistry &registry);
void registerCollectiveRules(RuleRegistry &registry);

//===----------------------------------------------------------------------===//
// Differentiating a block (used for function bodies and by region rules)
//===----------------------------------------------------------------------===//

/// The reverse pass over one block run at the builder's insertion point.
struct BlockVjp {
  /// The primal values the block's terminator yields, recomputed.
  llvm::SmallVector<mlir::Value> results;
  /// One cotangent per block argument, null where none flowed.
  llvm::SmallVector<mlir::Value> argumentCotangents;
  /// Cotangents of values defined outside the block that it uses.
  llvm::SmallVector<std::pair<mlir::Value, mlir::Value>> captureCotangents;
};

/// Emits `block`'s ops (block arguments bound to `arguments`), then the
/// reverse pass seeded with `resultCotangents` (one per terminator operand,
/// null for none).
mlir::FailureOr<BlockVjp>
emitBlockVjp(mlir::OpBuilder &builder, const RuleRegistry &rules,
             mlir::Block &block, mlir::ValueRange arguments,
             llvm::ArrayRef<mlir::Value> resultCotangents);

/// The VJP rule of an op that computes what `block` computes on the op's
/// operands (an expansion or decomposition): runs the block's reverse pass
/// and accumulates the cotangents of the operands and of the values the
/// block captures.
mlir::LogicalResult accumulateBlockVjp(VjpContext &context, mlir::Operation *op,
                                       mlir::Block &block,
                                       llvm::ArrayRef<mlir::Value> cotangents);

/// Emits `block`'s ops with their tangents (block arguments bound to
/// `arguments` and `argumentTangents`, null for none). Fills the yielded
/// primal values and their tangents (null for none).
mlir::LogicalResult emitBlockJvp(JvpContext &parent, mlir::Block &block,
                                 mlir::ValueRange arguments,
                                 llvm::ArrayRef<mlir::Value> argumentTangents,
                                 llvm::SmallVectorImpl<mlir::Value> &results,
                                 llvm::SmallVectorImpl<mlir::Value> &tangents);

/// The JVP rule of ops that are linear in their float operands: the same op
/// applied to the tangents (other operands unchanged).
mlir::LogicalResult linearJvp(JvpContext &context, mlir::Operation *op,
                              llvm::ArrayRef<mlir::Value> tangents,
                              llvm::SmallVectorImpl<mlir::Value> &results);

} // namespace hlokit::autodiff

#endif // HLOKIT_AUTODIFF_RULES_H

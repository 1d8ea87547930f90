//===- OpTable.h - per-op tables keyed by op class --------------*- C++ -*-===//
//
// Every per-op table of hlokit (the interpreter's handlers, the derivative
// rules, the VHLO mapping, ...) is an OpTable: a map from an op class's
// TypeID to a value. Entries are added by class, so a renamed or misspelled
// op is a compile error, and looked up with an Operation, in constant time.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_SUPPORT_OPTABLE_H
#define HLOKIT_SUPPORT_OPTABLE_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/TypeID.h"
#include "llvm/ADT/DenseMap.h"

#include <cassert>

namespace hlokit {

template <typename V> class OpTable {
public:
  /// Maps each of `OpTys` to `value`. Adding a class twice is a bug (two
  /// places would hold one fact), caught by an assertion.
  template <typename... OpTys> void add(const V &value) {
    (insert(mlir::TypeID::get<OpTys>(), value), ...);
  }

  /// Maps the op class `id` to `value`; for tables filled from a list of
  /// registered op names (tests, generic passes).
  void insert(mlir::TypeID id, const V &value) {
    [[maybe_unused]] bool inserted = entries.try_emplace(id, value).second;
    assert(inserted && "op class added to an OpTable twice");
  }

  /// The value of `op`'s class, or null when the table has none (unknown or
  /// unregistered ops too).
  const V *lookup(mlir::Operation *op) const {
    return lookup(op->getName().getTypeID());
  }
  const V *lookup(mlir::TypeID id) const {
    auto it = entries.find(id);
    return it == entries.end() ? nullptr : &it->second;
  }
  template <typename OpTy> const V *lookup() const {
    return lookup(mlir::TypeID::get<OpTy>());
  }
  /// The value of the op class `id`, or `fallback` when the table has none.
  V lookupOr(mlir::TypeID id, V fallback) const {
    const V *value = lookup(id);
    return value ? *value : fallback;
  }

  bool contains(mlir::Operation *op) const { return lookup(op) != nullptr; }
  bool contains(mlir::TypeID id) const { return entries.count(id) != 0; }

  size_t size() const { return entries.size(); }
  auto begin() const { return entries.begin(); }
  auto end() const { return entries.end(); }

private:
  llvm::DenseMap<mlir::TypeID, V> entries;
};

/// A set of op classes: an OpTable whose value is presence.
class OpSet {
public:
  template <typename... OpTys> void add() { table.add<OpTys...>(true); }
  bool contains(mlir::Operation *op) const { return table.contains(op); }
  bool contains(mlir::TypeID id) const { return table.contains(id); }
  size_t size() const { return table.size(); }

private:
  OpTable<bool> table;
};

} // namespace hlokit

#endif // HLOKIT_SUPPORT_OPTABLE_H

//===- Interval.h - inclusive integer intervals -----------------*- C++ -*-===//
//
// An inclusive range [lower, upper] of int64 values with saturating
// arithmetic: bounds that overflow clamp to INT64_MIN / INT64_MAX, which act as
// "unbounded". An interval with lower > upper is infeasible (empty).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_ANALYSIS_INDEXING_INTERVAL_H
#define HLOKIT_ANALYSIS_INDEXING_INTERVAL_H

#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <limits>
#include <string>

namespace hlokit::indexing {

struct Interval {
  int64_t lower = 0;
  int64_t upper = 0;

  static constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
  static constexpr int64_t kMax = std::numeric_limits<int64_t>::max();

  static Interval point(int64_t value) { return {value, value}; }
  static Interval unbounded() { return {kMin, kMax}; }
  /// The canonical empty interval.
  static Interval empty() { return {0, -1}; }

  bool isFeasible() const { return lower <= upper; }
  bool isPoint() const { return lower == upper; }
  /// Number of values in the interval (0 if infeasible), saturating.
  int64_t numElements() const;
  bool contains(int64_t value) const {
    return lower <= value && value <= upper;
  }
  /// True if every value of `other` is in this interval (an empty `other` is
  /// contained in everything).
  bool contains(const Interval &other) const;

  Interval intersect(const Interval &other) const;
  /// The smallest interval containing both (the convex hull).
  Interval unite(const Interval &other) const;

  Interval operator+(const Interval &rhs) const;
  Interval operator-() const;
  Interval operator-(const Interval &rhs) const { return *this + (-rhs); }
  Interval operator*(const Interval &rhs) const;
  /// Element-wise min / max of two intervals.
  Interval min(const Interval &rhs) const;
  Interval max(const Interval &rhs) const;
  /// Range of `floor(x / divisor)` for x in this interval; divisor != 0.
  Interval floorDiv(int64_t divisor) const;
  /// Range of `x mod modulus` (result in [0, modulus - 1]) for x in this
  /// interval; modulus > 0. Exact when the interval does not wrap.
  Interval mod(int64_t modulus) const;

  bool operator==(const Interval &rhs) const {
    return lower == rhs.lower && upper == rhs.upper;
  }
  bool operator!=(const Interval &rhs) const { return !(*this == rhs); }

  /// "[lower, upper]", the indexing map text format.
  std::string toString() const;
};

llvm::raw_ostream &operator<<(llvm::raw_ostream &os, const Interval &interval);

/// Saturating int64 helpers shared by the interval and simplifier code.
int64_t saturatingAdd(int64_t a, int64_t b);
int64_t saturatingMul(int64_t a, int64_t b);
/// Floor division and non-negative remainder (for positive divisors).
int64_t floorDiv(int64_t a, int64_t b);
int64_t floorMod(int64_t a, int64_t b);

} // namespace hlokit::indexing

#endif // HLOKIT_ANALYSIS_INDEXING_INTERVAL_H

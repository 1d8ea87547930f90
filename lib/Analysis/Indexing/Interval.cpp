//===- Interval.cpp - inclusive integer intervals -------------------------===//

#include "hlokit/Analysis/Indexing/Interval.h"

#include <algorithm>

namespace hlokit::indexing {

int64_t saturatingAdd(int64_t a, int64_t b) {
  int64_t result;
  if (!__builtin_add_overflow(a, b, &result))
    return result;
  return a > 0 ? Interval::kMax : Interval::kMin;
}

int64_t saturatingMul(int64_t a, int64_t b) {
  int64_t result;
  if (!__builtin_mul_overflow(a, b, &result))
    return result;
  return (a > 0) == (b > 0) ? Interval::kMax : Interval::kMin;
}

int64_t floorDiv(int64_t a, int64_t b) {
  if (b == -1) // INT64_MIN / -1 overflows.
    return saturatingMul(a, -1);
  int64_t quotient = a / b;
  // C++ division truncates; step down when the signs differ and it was inexact.
  if ((a % b != 0) && ((a < 0) != (b < 0)))
    --quotient;
  return quotient;
}

int64_t floorMod(int64_t a, int64_t b) { return a - floorDiv(a, b) * b; }

int64_t Interval::numElements() const {
  if (!isFeasible())
    return 0;
  __int128 count = (__int128)upper - lower + 1;
  return count > kMax ? kMax : (int64_t)count;
}

bool Interval::contains(const Interval &other) const {
  return !other.isFeasible() || (lower <= other.lower && other.upper <= upper);
}

Interval Interval::intersect(const Interval &other) const {
  return {std::max(lower, other.lower), std::min(upper, other.upper)};
}

Interval Interval::unite(const Interval &other) const {
  if (!isFeasible())
    return other;
  if (!other.isFeasible())
    return *this;
  return {std::min(lower, other.lower), std::max(upper, other.upper)};
}

Interval Interval::operator+(const Interval &rhs) const {
  return {saturatingAdd(lower, rhs.lower), saturatingAdd(upper, rhs.upper)};
}

Interval Interval::operator-() const {
  return {saturatingMul(upper, -1), saturatingMul(lower, -1)};
}

Interval Interval::operator*(const Interval &rhs) const {
  int64_t products[] = {
      saturatingMul(lower, rhs.lower), saturatingMul(lower, rhs.upper),
      saturatingMul(upper, rhs.lower), saturatingMul(upper, rhs.upper)};
  return {*std::min_element(std::begin(products), std::end(products)),
          *std::max_element(std::begin(products), std::end(products))};
}

Interval Interval::min(const Interval &rhs) const {
  return {std::min(lower, rhs.lower), std::min(upper, rhs.upper)};
}

Interval Interval::max(const Interval &rhs) const {
  return {std::max(lower, rhs.lower), std::max(upper, rhs.upper)};
}

Interval Interval::floorDiv(int64_t divisor) const {
  int64_t a = indexing::floorDiv(lower, divisor);
  int64_t b = indexing::floorDiv(upper, divisor);
  return {std::min(a, b), std::max(a, b)};
}

Interval Interval::mod(int64_t modulus) const {
  Interval full{0, modulus - 1};
  if (!isFeasible() || numElements() >= modulus)
    return full;
  int64_t lo = floorMod(lower, modulus);
  int64_t hi = floorMod(upper, modulus);
  // Without wrap-around, the remainders of the bounds bound the remainder.
  return lo <= hi ? Interval{lo, hi} : full;
}

std::string Interval::toString() const {
  return "[" + std::to_string(lower) + ", " + std::to_string(upper) + "]";
}

llvm::raw_ostream &operator<<(llvm::raw_ostream &os, const Interval &interval) {
  return os << interval.toString();
}

} // namespace hlokit::indexing

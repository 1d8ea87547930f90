//===- WideFloat.h - a wider float to evaluate formulas in ------*- C++ -*-===//
//
// The elementwise functions of RealMath/ComplexMath evaluate their formulas
// in a type with more precision and more exponent range than the result:
// double for float (and for f16/bf16, computed as float), the x87/quad long
// double for double. The extra bits absorb the rounding of each step (the
// result is rounded once at the end), and the extra range keeps squares,
// sums of squares and exp() of the intermediate values from overflowing or
// underflowing where the result does not.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_INTERPRETER_WIDEFLOAT_H
#define HLOKIT_LIB_INTERPRETER_WIDEFLOAT_H

#include <limits>

namespace hlokit::interpreter::math {

template <typename R> struct WideFloat;
template <> struct WideFloat<float> { using type = double; };
template <> struct WideFloat<double> {
  // The accuracy bounds of docs/numerics.md assume at least 11 more
  // significand bits and a wider exponent than double (x86 extended or IEEE
  // quad; not the MSVC long double, which is double).
  static_assert(std::numeric_limits<long double>::digits >= 64 &&
                    std::numeric_limits<long double>::max_exponent > 1024,
                "long double must be wider than double");
  using type = long double;
};

template <typename R> using Wide = typename WideFloat<R>::type;

} // namespace hlokit::interpreter::math

#endif // HLOKIT_LIB_INTERPRETER_WIDEFLOAT_H

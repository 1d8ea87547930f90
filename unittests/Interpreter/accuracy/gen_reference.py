#!/usr/bin/env python3
"""Writes the reference tables of the elementwise accuracy test.

Every expected value is computed with mpmath at a precision far above the
target type's (2400 bits for f64, 600 for f32, enough for the cancellation
in log1p/expm1 at the smallest subnormals) and rounded once, to nearest even,
to the target type, with its subnormals and overflow to infinity.

The sample points follow the approach of StableHLO's/JAX's accuracy suites
(functional_algorithms): magnitudes spread logarithmically from the smallest
subnormal to the largest finite value, both signs, plus +-0, on both axes of
the complex plane, plus points where textbook formulas cancel (hard_points).
Infinities and NaN are not sampled (mpmath has
no IEEE special values): SpecialValuesTest.cpp checks them against C99
Annex G instead. mpmath has no signed zeros either; complex_value handles
a -0 imaginary part by conjugation.

Output: one text file per element type, sections "= <function>" followed by
one line per sample: the input bits then the expected bits, in hex (complex:
real then imaginary part). Regenerate with

    python3 unittests/Interpreter/accuracy/gen_reference.py

(needs python3-mpmath; the test itself only reads the committed tables).
"""

import math
import os
import random
import struct

import mpmath
from mpmath import mp

HERE = os.path.dirname(os.path.abspath(__file__))


class Format:
    def __init__(self, name, bits, precision, emin, emax, prec):
        self.name = name
        self.bits = bits  # storage width
        self.p = precision  # significand bits, hidden bit included
        self.emin = emin  # exponent of the smallest normal
        self.emax = emax  # exponent of the largest finite
        self.prec = prec  # mpmath working precision

    @property
    def denorm_min(self):
        return mpmath.ldexp(1, self.emin - self.p + 1)

    @property
    def max(self):
        return mpmath.ldexp(2 - mpmath.ldexp(1, 1 - self.p), self.emax)

    def round(self, x):
        """x rounded to nearest even in this format, as a Python float
        (exact: every value of these formats is a double) or inf."""
        if mpmath.isnan(x):
            return math.nan
        if mpmath.isinf(x):
            return math.copysign(math.inf, x)
        if x == 0:
            return 0.0
        _, e = mpmath.frexp(x)  # |x| in [2^(e-1), 2^e)
        q = max(e - self.p, self.emin - self.p + 1)
        n = mpmath.nint(mpmath.ldexp(x, -q))  # ties to even
        r = mpmath.ldexp(n, q)
        if abs(r) > self.max:
            return math.copysign(math.inf, r)
        return float(r)

    def hex(self, v):
        if self.name == "f64":
            return "%016x" % struct.unpack("<Q", struct.pack("<d", v))[0]
        if self.name == "f32":
            return "%08x" % struct.unpack("<I", struct.pack("<f", v))[0]
        if self.name == "f16":
            return "%04x" % struct.unpack("<H", struct.pack("<e", v))[0]
        # bf16: the value is exact in f32, keep the high half.
        return "%04x" % (struct.unpack("<I", struct.pack("<f", v))[0] >> 16)


F16 = Format("f16", 16, 11, -14, 15, 200)
BF16 = Format("bf16", 16, 8, -126, 127, 400)
F32 = Format("f32", 32, 24, -126, 127, 600)
F64 = Format("f64", 64, 53, -1022, 1023, 2400)


def magnitudes(fmt, count):
    """Positive sample magnitudes: 0, the smallest subnormals, `count`
    log-spaced values up to the largest finite, and points near 1 (where
    log, log1p and expm1 cancel) and near pi/2 and pi (poles and zeros of the
    trigonometric functions)."""
    lo = math.log2(float(fmt.denorm_min))
    hi = math.log2(float(fmt.max))
    values = {0.0, float(fmt.denorm_min), fmt.round(3 * fmt.denorm_min),
              fmt.round(mpmath.ldexp(1, fmt.emin)), float(fmt.max)}
    for i in range(count):
        e = lo + (hi - lo) * i / (count - 1)
        values.add(fmt.round(mpmath.mpf(2) ** e * mpmath.mpf("1.37")))
    for near in ["0.5", "0.999", "1", "1.001", "1.5707963", "2", "3.1415926"]:
        values.add(fmt.round(mpmath.mpf(near)))
    return sorted(v for v in values if math.isfinite(v))


def axis(fmt, count):
    mags = magnitudes(fmt, count)
    return [-m for m in reversed(mags)] + mags


def mpf(v):
    return mpmath.mpf(v)


# --- the functions, as mpmath evaluates them ---------------------------------


def logistic(z):
    return 1 / (1 + mpmath.exp(-z))


def rsqrt(z):
    return 1 / mpmath.sqrt(z)


def cbrt_real(x):
    return mpmath.cbrt(x) if x >= 0 else -mpmath.cbrt(-x)


def cbrt_complex(z):
    # Principal cube root: |z|^(1/3) * cis(arg(z) / 3).
    return mpmath.cbrt(abs(z)) * mpmath.expj(mpmath.arg(z) / 3)


def sign_complex(z):
    return z / abs(z) if z != 0 else z


UNARY_REAL = {
    "exponential": mpmath.exp,
    "log": mpmath.log,
    "log_plus_one": mpmath.log1p,
    "sqrt": mpmath.sqrt,
    "rsqrt": rsqrt,
    "sine": mpmath.sin,
    "cosine": mpmath.cos,
    "tan": mpmath.tan,
    "exponential_minus_one": mpmath.expm1,
    "tanh": mpmath.tanh,
    "logistic": logistic,
    "cbrt": cbrt_real,
    "abs": abs,
    "sign": mpmath.sign,
}

UNARY_COMPLEX = {
    "exponential": mpmath.exp,
    "log": mpmath.log,
    "log_plus_one": mpmath.log1p,
    "sqrt": mpmath.sqrt,
    "rsqrt": rsqrt,
    "sine": mpmath.sin,
    "cosine": mpmath.cos,
    "tan": mpmath.tan,
    "exponential_minus_one": mpmath.expm1,
    "tanh": mpmath.tanh,
    "logistic": logistic,
    "cbrt": cbrt_complex,
    "abs": abs,
    "sign": sign_complex,
}


def real_domain_ok(name, x):
    """Whether the real function is real-valued (and finite-defined) at x."""
    if name in ("log", "sqrt", "rsqrt") and x < 0:
        return False
    if name == "log_plus_one" and x < -1:
        return False
    return True


def real_value(name, f, x):
    if not real_domain_ok(name, x):
        return mpmath.nan
    if x == 0 and name in ("log",):
        return mpmath.ninf
    if x == 0 and name == "rsqrt":
        return mpmath.inf if math.copysign(1, x) > 0 else mpmath.ninf
    if x == -1 and name == "log_plus_one":
        return mpmath.ninf
    return f(mpf(x))


def complex_value(f, x, y):
    """f(x + iy). mpmath has no signed zeros: a -0 imaginary part is
    evaluated through conj(f(conj z)) (every function here commutes with
    conjugation), which puts points on a branch cut on the right side."""
    flip = y == 0 and math.copysign(1, y) < 0
    z = mpmath.mpc(x, 0 if flip else y)
    if z == 0 and f in (mpmath.log, rsqrt):
        return None  # a pole: checked in the special-value table
    if z == -1 and f is mpmath.log1p:
        return None
    w = mpmath.mpc(f(z))
    return mpmath.conj(w) if flip else w


def gen_real(fmt, out, count):
    xs = axis(fmt, count)
    for name, f in UNARY_REAL.items():
        out.write("= %s\n" % name)
        with mp.workprec(fmt.prec):
            for x in xs:
                r = fmt.round(real_value(name, f, x))
                out.write("%s %s\n" % (fmt.hex(x), fmt.hex(r)))
    gen_real_binary(fmt, out)


def gen_real_binary(fmt, out):
    xs = axis(fmt, 12)
    ys = sorted(set(axis(fmt, 12) + [2.0, 3.0, -2.0, -3.0, 0.5, -0.5]))
    out.write("= power\n")
    with mp.workprec(fmt.prec):
        for x in xs:
            for y in ys:
                r = real_power(mpf(x), mpf(y))
                if r is None:
                    continue
                out.write("%s %s %s\n" % (fmt.hex(x), fmt.hex(y),
                                          fmt.hex(fmt.round(r))))
    out.write("= atan2\n")
    with mp.workprec(fmt.prec):
        for y in xs:
            for x in xs:
                if x == 0 and y == 0:
                    continue  # signed zeros: the special-value table
                r = mpmath.atan2(mpf(abs(y)), mpf(x))
                if math.copysign(1, y) < 0:
                    r = -r  # atan2(-y, x) = -atan2(y, x), -0 included
                out.write("%s %s %s\n" % (fmt.hex(y), fmt.hex(x),
                                          fmt.hex(fmt.round(r))))


def real_power(x, y):
    if x == 0:
        if y == 0:
            return mpf(1)
        if y < 0:
            return None  # a pole, signed: the special-value table
        return mpf(0)
    if x < 0 and y != mpmath.floor(y):
        return mpmath.nan
    if x < 0:
        r = (-x) ** y
        return -r if int(y) % 2 else r
    return x ** y


def hard_points(fmt, name):
    """Points where the textbook formulas cancel, beyond the grid, at scales
    h = 2^-2 .. 2^-40: the unit circle (log), the circle |1 + z| = 1
    (log1p), x = y^2/2 next to the curve e^x cos y = 1 and x = -log cos y
    on it for |y| from 2^-40 to pi/2 - 2^-40, both signs of y (expm1, where
    Re is the residual of the rounding of x), and the poles i pi (2k + 1) and the curve 1 + e^-x cos y = 0 through
    i pi for |y - pi| <= 1.2 (logistic)."""
    points = []
    for k in range(2, 41, 2):
        h = mpmath.ldexp(1, -k)
        for t in (h, 1 - h, mpmath.pi / 3 + h):
            c, s = fmt.round(mpmath.cos(t)), fmt.round(mpmath.sin(t))
            if name == "log":
                points.append((c, s))
            if name == "log_plus_one":
                points.append((fmt.round(mpmath.cos(t) - 1), s))
        if name == "exponential_minus_one":
            points.append((fmt.round(h * h / 2), fmt.round(h)))
            points.append((fmt.round(-h * h / 2), fmt.round(h)))
            for t in (h, 1 - h, mpmath.pi / 3 + h, 1.2, 1.5 + h / 4,
                      mpmath.pi / 2 - h):
                y = fmt.round(t)  # on the curve e^x cos y = 1
                if mpmath.cos(y) > 0:
                    points.append((fmt.round(-mpmath.log(mpmath.cos(y))), y))
                    points.append((fmt.round(-mpmath.log(mpmath.cos(y))), -y))
        if name == "logistic":
            points.append((fmt.round(h), fmt.round(mpmath.pi)))
            points.append((fmt.round(-h), fmt.round(mpmath.pi)))
            for t in (h, 1 - h, 1.2):
                y = fmt.round(mpmath.pi + t)  # on 1 + e^-x cos y = 0
                points.append((fmt.round(-mpmath.log(-mpmath.cos(y))), y))
    return [p for p in points if p[0] != 0 or p[1] != 0]


def gen_complex(fmt, out, count):
    xs = axis(fmt, count)
    for name, f in UNARY_COMPLEX.items():
        out.write("= %s\n" % name)
        with mp.workprec(fmt.prec):
            grid = [(x, y) for x in xs for y in xs] + hard_points(fmt, name)
            for x, y in grid:
                w = complex_value(f, x, y)
                if w is None:
                    continue
                w = mpmath.mpc(w)
                out.write("%s %s %s %s\n" % (
                    fmt.hex(x), fmt.hex(y), fmt.hex(fmt.round(w.real)),
                    fmt.hex(fmt.round(w.imag))))
    gen_complex_power(fmt, out)
    gen_complex_atan2(fmt, out)


def gen_complex_power(fmt, out):
    """pow(z, w) on random pairs of moderate values: |log z| and |w| bounded
    so the result neither overflows nor loses all digits to the size of
    w * log(z), which amplifies the inputs' own rounding."""
    rng = random.Random(12)
    out.write("= power\n")

    def sample():
        mag = 10 ** rng.uniform(-3, 3)
        return fmt.round(mpf(rng.choice([-1, 1]) * mag))

    with mp.workprec(fmt.prec):
        for _ in range(800):
            zr, zi = sample(), sample()
            wr, wi = [fmt.round(mpf(rng.uniform(-4, 4))) for _ in range(2)]
            z, w = mpmath.mpc(zr, zi), mpmath.mpc(wr, wi)
            r = mpmath.exp(w * mpmath.log(z))
            out.write("%s %s %s %s %s %s\n" % (
                fmt.hex(zr), fmt.hex(zi), fmt.hex(wr), fmt.hex(wi),
                fmt.hex(fmt.round(r.real)), fmt.hex(fmt.round(r.imag))))


def complex_atan2(y, x):
    """The spec's atan2 of complex y and x: -i log((x + iy)/sqrt(x^2 + y^2))
    with the principal sqrt and log."""
    return -1j * mpmath.log((x + 1j * y) / mpmath.sqrt(x * x + y * y))


def gen_complex_atan2(fmt, out):
    """atan2(y, x) of complex y and x: random pairs at scales 10^-30 to
    10^30, pairs of reals (the real atan2, with an imaginary part of 0), and
    points next to the poles x = +-iy and to |x + iy| = |x - iy| (the real
    axis), at distances 2^-4 to 2^-40 relative, where the textbook formula
    cancels. All imaginary parts are nonzero or +0 (mpmath has no -0)."""
    rng = random.Random(13)
    out.write("= atan2\n")

    def value(scale):
        mag = 10 ** rng.uniform(-scale, scale)
        return fmt.round(mpf(rng.choice([-1, 1]) * mag))

    def rounded(z):
        return fmt.round(z.real), fmt.round(z.imag)

    with mp.workprec(fmt.prec):
        pairs = []
        for scale in (1, 3, 30):
            for _ in range(150):
                pairs.append(((value(scale), value(scale)),
                              (value(scale), value(scale))))
        for _ in range(100):
            pairs.append(((value(3), 0.0), (value(3), 0.0)))
        for k in range(4, 41, 4):
            h = mpmath.ldexp(1, -k)
            for _ in range(8):
                y = mpmath.mpc(value(3), value(3))
                for sign in (1, -1):
                    x = sign * 1j * y * (1 + rng.choice([-1, 1]) * h)
                    pairs.append((rounded(y), rounded(x)))
                x = mpmath.mpc(value(3), value(3) * h)
                pairs.append(((value(3), fmt.round(value(3) * h)),
                              rounded(x)))
        for (yr, yi), (xr, xi) in pairs:
            y, x = mpmath.mpc(yr, yi), mpmath.mpc(xr, xi)
            if x * x + y * y == 0:
                continue  # a pole: the special-value table
            r = complex_atan2(y, x)
            out.write("%s %s %s %s %s %s\n" % (
                fmt.hex(yr), fmt.hex(yi), fmt.hex(xr), fmt.hex(xi),
                fmt.hex(fmt.round(r.real)), fmt.hex(fmt.round(r.imag))))


def main():
    for fmt, count in [(F16, 60), (BF16, 60), (F32, 120), (F64, 200)]:
        with open(os.path.join(HERE, fmt.name + ".txt"), "w") as out:
            gen_real(fmt, out, count)
    for fmt, name, count in [(F32, "c64", 10), (F64, "c128", 10)]:
        with open(os.path.join(HERE, name + ".txt"), "w") as out:
            gen_complex(fmt, out, count)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Prints the series of include/hlokit/Support/SpecialFunctionConstants.h that
the chlo legalization uses next to the roots of lgamma and digamma, computed with mpmath
at 60 significant digits (needs python3-mpmath; the build does not):
    python3 scripts/special_function_series.py

kLgammaTaylorAt1/At2: lgamma(1 + t) and lgamma(2 + t) (DLMF 5.7.3), for
|t| < 1/2 and 3/4.
kLgammaNegativeRoots: for each root x0 of lgamma in (-6, -2), x0 as f64
hi + lo, the radius min(1/3 of the distance to the nearest pole, 0.15) and
psi^(k-1)(x0) / k!, the coefficients of t^k of lgamma(x0 + t).
kDigammaNegativeRoots: the same for digamma's roots in (-10, 0), one per
unit interval, with psi^(k)(x0) / k!.
"""
import mpmath as mp

mp.mp.dps = 60
TERMS_AT_1 = 56
TERMS_AT_2 = 40
ROOT_TERMS = 40


def fmt(v):
    return mp.nstr(v, 22, min_fixed=-40, max_fixed=40) + "L"


def log_abs_gamma(x):
    return mp.log(abs(mp.gamma(x)))


def print_array(name, values):
    print("constexpr long double %s[] = {" % name)
    for i in range(0, len(values), 2):
        print("    " + ", ".join(fmt(v) for v in values[i:i + 2]) + ",")
    print("};")


def negative_roots():
    roots = []
    for n in (2, 3, 4, 5):
        a, b = mp.mpf(-n - 1), mp.mpf(-n)
        # |gamma| has one minimum in (a, b), below 1: a root on either side.
        low = mp.findroot(mp.digamma, (a + mp.mpf("0.01"), b - mp.mpf("0.01")),
                          solver="illinois")
        eps = mp.mpf(10)**-12
        roots.append(mp.findroot(log_abs_gamma, (a + eps, low), solver="illinois"))
        roots.append(mp.findroot(log_abs_gamma, (low, b - eps), solver="illinois"))
    return sorted(roots, reverse=True)


def root_series(roots, name, derivative):
    print("constexpr RootSeries %s[] = {" % name)
    for root in roots:
        hi = float(root)
        lo = float(root - mp.mpf(hi))
        pole_distance = min(root - mp.floor(root), mp.ceil(root) - root)
        radius = float(min(pole_distance / 3, mp.mpf("0.15")))
        coefficients = [mp.polygamma(k + derivative, root) / mp.factorial(k)
                        for k in range(1, ROOT_TERMS + 1)]
        print("    {%r, %r, %r," % (hi, lo, radius))
        print("     {" + ", ".join(fmt(c) for c in coefficients) + "}},")
    print("};")


def main():
    print_array("kLgammaTaylorAt1", [-mp.euler] + [
        (-1)**k * mp.zeta(k) / k for k in range(2, TERMS_AT_1 + 1)])
    print_array("kLgammaTaylorAt2", [1 - mp.euler] + [
        (-1)**k * (mp.zeta(k) - 1) / k for k in range(2, TERMS_AT_2 + 1)])
    root_series(negative_roots(), "kLgammaNegativeRoots", -1)
    digamma_roots = [mp.findroot(mp.digamma, (-n - mp.mpf("0.99"),
                                              -n - mp.mpf("0.01")),
                                 solver="illinois") for n in range(10)]
    root_series(digamma_roots, "kDigammaNegativeRoots", 0)

if __name__ == "__main__":
    main()

//===- SpecialFunctionConstants.h - series coefficients ---------*- C++ -*-===//
//
// Coefficients shared by the interpreter's special functions
// (lib/Interpreter/SpecialFunctions.cpp) and their StableHLO legalization
// (lib/Transforms/Chlo/LegalizeSpecialFunctions.cpp), so both evaluate the
// same series.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_SUPPORT_SPECIALFUNCTIONCONSTANTS_H
#define HLOKIT_SUPPORT_SPECIALFUNCTIONCONSTANTS_H

namespace hlokit::special_constants {

constexpr long double kPi = 3.14159265358979323846264338327950288L;
/// 2 / sqrt(pi), the derivative of erf at 0.
constexpr long double kTwoOverSqrtPi = 1.12837916709551257389615890312154517L;

/// The positive root x0 of digamma as hi + lo (106 bits). Double literals on
/// purpose: hi is a double, so x - hi is exact for f64 inputs next to it.
constexpr long double kDigammaRootHi = 1.4616321449683622;
constexpr long double kDigammaRootLo = 9.549995429965697e-17;

/// psi^(n)(x0) / n! for n = 1..20: the Taylor series of digamma at its root,
/// computed with mpmath at 50 digits. For |x - x0| < 0.1 the terms shrink by
/// ~0.07 each, so these exceed long double precision.
constexpr long double kDigammaRootTaylor[] = {
    0.9676722454476211704274448L,    -0.4427631689835921060928653L,
    0.2584997609556510106244014L,    -0.1639427054424065275042513L,
    0.1078240506912623657571829L,    -0.07219956125645471092612178L,
    0.04880428816414310722509253L,   -0.0331611264748473592922584L,
    0.02259764823221810465962483L,   -0.01542476590494895913880032L,
    0.01053879161661217538812405L,   -0.007204534386356868240970474L,
    0.004926781395729853446354266L,  -0.003369801655439328082792857L,
    0.00230512632673492783693838L,   -0.001576936771430197259270935L,
    0.001078825201916296580691918L,  -0.0007380709389960051295660474L,
    0.0005049532658346020351773982L, -0.000345468025106307699555568L,
};

/// B_2k / 2k for k = 1..8: the asymptotic series of digamma (DLMF 5.11.2).
constexpr long double kDigammaAsymptotic[] = {
    1.0L / 12,  -1.0L / 120,     1.0L / 252, -1.0L / 240,
    1.0L / 132, -691.0L / 32760, 1.0L / 12,  -3617.0L / 8160,
};

/// B_2j / (2j)! for j = 1..12: the Euler-Maclaurin remainder of the Hurwitz
/// zeta function (DLMF 25.11.5 / 2.10.1).
constexpr long double kBernoulliOverFactorial[] = {
    1.0L / 12.0L,
    -1.0L / 720.0L,
    1.0L / 30240.0L,
    -1.0L / 1209600.0L,
    1.0L / 47900160.0L,
    -691.0L / 1307674368000.0L,
    1.0L / 74724249600.0L,
    -3617.0L / 10670622842880000.0L,
    43867.0L / 5109094217170944000.0L,
    -174611.0L / 802857662698291200000.0L,
    77683.0L / 14101100039391805440000.0L,
    -236364091.0L / 1693824136731743669452800000.0L,
};

/// The Euler-Maclaurin summation of zeta adds this many terms directly.
constexpr int kZetaDirectTerms = 12;

} // namespace hlokit::special_constants

#endif // HLOKIT_SUPPORT_SPECIALFUNCTIONCONSTANTS_H

// rng: uniform numbers stay in [a, b), normal ones have the requested mean
// and deviation, successive ops differ, and bad ranges are errors. The
// stream itself is implementation-defined (docs/opset.md).
// RUN: hlokit-run %s --entry ranges
// RUN: hlokit-run %s --entry moments
// RUN: not hlokit-run %s --entry empty_range 2>&1 | FileCheck %s

func.func private @all(%p: tensor<1000xi1>) -> tensor<i1> {
  %t = stablehlo.constant dense<true> : tensor<i1>
  %r = stablehlo.reduce(%p init: %t) applies stablehlo.and across dimensions = [0] : (tensor<1000xi1>, tensor<i1>) -> tensor<i1>
  return %r : tensor<i1>
}

func.func @ranges() {
  %shape = stablehlo.constant dense<[1000]> : tensor<1xi64>
  %a = stablehlo.constant dense<2.0> : tensor<f32>
  %b = stablehlo.constant dense<3.0> : tensor<f32>
  %x = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<1000xf32>
  %av = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<1000xf32>
  %bv = stablehlo.broadcast_in_dim %b, dims = [] : (tensor<f32>) -> tensor<1000xf32>
  %ge = stablehlo.compare GE, %x, %av : (tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xi1>
  %lt = stablehlo.compare LT, %x, %bv : (tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xi1>
  %in = stablehlo.and %ge, %lt : tensor<1000xi1>
  %ok = func.call @all(%in) : (tensor<1000xi1>) -> tensor<i1>
  check.expect_eq_const %ok, dense<true> : tensor<i1>
  // Integers in [-3, 4), and a dynamic result type shaped by the operand.
  %lo = stablehlo.constant dense<-3> : tensor<i32>
  %hi = stablehlo.constant dense<4> : tensor<i32>
  %n = stablehlo.rng %lo, %hi, %shape, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<?xi32>
  %m = stablehlo.convert %n : (tensor<?xi32>) -> tensor<?xi32>
  %s = stablehlo.reshape %m : (tensor<?xi32>) -> tensor<1000xi32>
  %lov = stablehlo.broadcast_in_dim %lo, dims = [] : (tensor<i32>) -> tensor<1000xi32>
  %hiv = stablehlo.broadcast_in_dim %hi, dims = [] : (tensor<i32>) -> tensor<1000xi32>
  %ige = stablehlo.compare GE, %s, %lov : (tensor<1000xi32>, tensor<1000xi32>) -> tensor<1000xi1>
  %ilt = stablehlo.compare LT, %s, %hiv : (tensor<1000xi32>, tensor<1000xi32>) -> tensor<1000xi1>
  %iin = stablehlo.and %ige, %ilt : tensor<1000xi1>
  %iok = func.call @all(%iin) : (tensor<1000xi1>) -> tensor<i1>
  check.expect_eq_const %iok, dense<true> : tensor<i1>
  // A second op draws other numbers.
  %y = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<1000xf32>
  %same = stablehlo.compare EQ, %x, %y : (tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xi1>
  %allsame = func.call @all(%same) : (tensor<1000xi1>) -> tensor<i1>
  check.expect_eq_const %allsame, dense<false> : tensor<i1>
  func.return
}

// Sample mean and variance of 1000 normal numbers with mean 5 and standard
// deviation 2: within 5 standard errors of 5 and 4 (the stream is fixed, so
// this cannot flake).
func.func @moments() {
  %shape = stablehlo.constant dense<[1000]> : tensor<1xi64>
  %mu = stablehlo.constant dense<5.0> : tensor<f64>
  %sigma = stablehlo.constant dense<2.0> : tensor<f64>
  %x = stablehlo.rng %mu, %sigma, %shape, distribution = NORMAL : (tensor<f64>, tensor<f64>, tensor<1xi64>) -> tensor<1000xf64>
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<1000xf64>, tensor<f64>) -> tensor<f64>
  %count = stablehlo.constant dense<1000.0> : tensor<f64>
  %mean = stablehlo.divide %sum, %count : tensor<f64>
  %meanv = stablehlo.broadcast_in_dim %mean, dims = [] : (tensor<f64>) -> tensor<1000xf64>
  %d = stablehlo.subtract %x, %meanv : tensor<1000xf64>
  %d2 = stablehlo.multiply %d, %d : tensor<1000xf64>
  %ss = stablehlo.reduce(%d2 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<1000xf64>, tensor<f64>) -> tensor<f64>
  %var = stablehlo.divide %ss, %count : tensor<f64>
  %meanerr = stablehlo.subtract %mean, %mu : tensor<f64>
  %absmean = stablehlo.abs %meanerr : tensor<f64>
  %four = stablehlo.constant dense<4.0> : tensor<f64>
  %varerr = stablehlo.subtract %var, %four : tensor<f64>
  %absvar = stablehlo.abs %varerr : tensor<f64>
  // Standard errors: 2 / sqrt(1000) = 0.063 and about 4 * sqrt(2 / 1000) = 0.18.
  %mtol = stablehlo.constant dense<0.32> : tensor<f64>
  %vtol = stablehlo.constant dense<0.9> : tensor<f64>
  %mok = stablehlo.compare LT, %absmean, %mtol : (tensor<f64>, tensor<f64>) -> tensor<i1>
  %vok = stablehlo.compare LT, %absvar, %vtol : (tensor<f64>, tensor<f64>) -> tensor<i1>
  check.expect_eq_const %mok, dense<true> : tensor<i1>
  check.expect_eq_const %vok, dense<true> : tensor<i1>
  func.return
}

// CHECK: 'stablehlo.rng': rng: a uniform range needs a < b
func.func @empty_range() {
  %shape = stablehlo.constant dense<[2]> : tensor<1xi64>
  %a = stablehlo.constant dense<1.0> : tensor<f32>
  %x = stablehlo.rng %a, %a, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<2xf32>
  func.return
}

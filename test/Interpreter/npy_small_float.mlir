// NumPy has no dtype for the small floats: writing one to .npy or reading a
// parameter of one from .npy is an error naming the type; i2 goes through
// |i1 like i4.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hlokit-run %s --entry make --output-dir %t | FileCheck %s --check-prefix=MAKE
// RUN: not hlokit-run %s --entry small_result --output-dir %t/small 2>&1 | FileCheck %s --check-prefix=WRITE
// RUN: not hlokit-run %s --entry small_param --input %t/result0.npy 2>&1 | FileCheck %s --check-prefix=READ
// RUN: hlokit-run %s --entry two_bit --input %t/result1.npy | FileCheck %s --check-prefix=I2
// RUN: not hlokit-run %s --entry two_bit --input %t/result2.npy 2>&1 | FileCheck %s --check-prefix=RANGE

// MAKE: tensor<2xf32> {
// MAKE: tensor<3xi2> {
// MAKE: tensor<3xi8> {
func.func @make() -> (tensor<2xf32>, tensor<3xi2>, tensor<3xi8>) {
  %f = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %i = stablehlo.constant dense<[-2, 0, 1]> : tensor<3xi2>
  %j = stablehlo.constant dense<[-2, 0, 2]> : tensor<3xi8>
  return %f, %i, %j : tensor<2xf32>, tensor<3xi2>, tensor<3xi8>
}

// WRITE: hlokit-run: error: {{.*}}result0.npy: NumPy has no dtype for f8E4M3FN (.npy files cannot hold it)
func.func @small_result() -> tensor<2xf8E4M3FN> {
  %f = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf8E4M3FN>
  return %f : tensor<2xf8E4M3FN>
}

// READ: hlokit-run: error: input 0 ({{.*}}result0.npy): NumPy has no dtype for f8E5M2 (.npy files cannot hold it)
func.func @small_param(%x: tensor<2xf8E5M2>) -> tensor<2xf8E5M2> {
  return %x : tensor<2xf8E5M2>
}

// I2: tensor<3xi2> {
// I2-NEXT: [-1, 1, -2]
// RANGE: hlokit-run: error: input 0 ({{.*}}result2.npy): element 2 is 2, out of range for i2
func.func @two_bit(%x: tensor<3xi2>) -> tensor<3xi2> {
  %one = stablehlo.constant dense<1> : tensor<3xi2>
  %y = stablehlo.add %x, %one : tensor<3xi2>
  return %y : tensor<3xi2>
}

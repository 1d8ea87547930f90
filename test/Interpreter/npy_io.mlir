// .npy results and arguments: --output-dir writes result<i>.npy, --input
// reads them back; wrong arity, shape or dtype and bad files are errors.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hlokit-run %s --output-dir %t | FileCheck %s --check-prefix=MAKE
// RUN: hlokit-run %s --entry add --input %t/result0.npy --input %t/result1.npy | FileCheck %s --check-prefix=ADD
// RUN: hlokit-run %s --entry add --input %t/result0.npy --input %t/result1.npy --output-dir %t/add
// RUN: hlokit-run %s --entry add --input %t/add/result0.npy --input %t/result1.npy | FileCheck %s --check-prefix=ADD2
// RUN: hlokit-run %s --entry half --input %t/result3.npy | FileCheck %s --check-prefix=HALF
// RUN: not hlokit-run %s --entry add --input %t/result0.npy 2>&1 | FileCheck %s --check-prefix=ARITY
// RUN: not hlokit-run %s --entry add --input %t/result0.npy --input %t/result2.npy 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not hlokit-run %s --entry add --input %t/result0.npy --input %t/result4.npy 2>&1 | FileCheck %s --check-prefix=DTYPE
// RUN: echo "not a numpy file" > %t/bad.npy
// RUN: not hlokit-run %s --entry add --input %t/result0.npy --input %t/bad.npy 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not hlokit-run %s --entry add --input %t/result0.npy --input %t/missing.npy 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not hlokit-run %s --entry nope 2>&1 | FileCheck %s --check-prefix=ENTRY

// MAKE: tensor<2x3xf32> {
// MAKE: tensor<2x3xf32> {
// MAKE: tensor<3xf32> {
// MAKE: tensor<2xbf16> {
// MAKE: tensor<2x3xi32> {
func.func @make() -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<3xf32>, tensor<2xbf16>, tensor<2x3xi32>) {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = stablehlo.constant dense<[[0.5, 0.5, 0.5], [1.0, 1.0, 1.0]]> : tensor<2x3xf32>
  %c = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %d = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xbf16>
  %e = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  return %a, %b, %c, %d, %e : tensor<2x3xf32>, tensor<2x3xf32>, tensor<3xf32>, tensor<2xbf16>, tensor<2x3xi32>
}

// ADD:      tensor<2x3xf32> {
// ADD-NEXT:   [
// ADD-NEXT:     [1.500000e+00, 2.500000e+00, 3.500000e+00],
// ADD-NEXT:     [5.000000e+00, 6.000000e+00, 7.000000e+00]
// ADD-NEXT:   ]
// ADD-NEXT: }
// ADD2:         [2.000000e+00, 3.000000e+00, 4.000000e+00],
func.func @add(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %z = stablehlo.add %x, %y : tensor<2x3xf32>
  return %z : tensor<2x3xf32>
}

// bf16 results are written as <f4 and read back into bf16 parameters.
// HALF: tensor<2xbf16> {
// HALF-NEXT: [7.500000e-01, -1.000000e+00]
func.func @half(%x: tensor<2xbf16>) -> tensor<2xbf16> {
  %h = stablehlo.constant dense<0.5> : tensor<2xbf16>
  %z = stablehlo.multiply %x, %h : tensor<2xbf16>
  return %z : tensor<2xbf16>
}

// ARITY: hlokit-run: error: function @add takes 2 argument(s) but 1 input(s) were given
// SHAPE: hlokit-run: error: input 1 ({{.*}}result2.npy): expected tensor<2x3xf32>, got tensor<3xf32>
// DTYPE: hlokit-run: error: input 1 ({{.*}}result4.npy): has element type i32 but f32 is expected
// BAD: hlokit-run: error: {{.*}}bad.npy: not a .npy file (bad magic string)
// MISSING: hlokit-run: error: {{.*}}missing.npy: cannot open:
// ENTRY: hlokit-run: error: no function @nope in the module

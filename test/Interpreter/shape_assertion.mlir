// `custom_call @shape_assertion(%ok, %values...)`, the guard JAX's
// shape-polymorphic exports put on their dimension variables: nothing
// happens when %ok holds; otherwise the run fails with the call's
// error_message, `{i}` replaced by %values[i].
// RUN: rm -rf %t && mkdir -p %t
// RUN: hlokit-run %s --entry make --output-dir %t
// RUN: hlokit-run %s --input %t/result0.npy | FileCheck %s --check-prefix=HOLDS
// RUN: not hlokit-run %s --input %t/result1.npy 2>&1 | FileCheck %s --check-prefix=FAILS
// RUN: not hlokit-run %s --entry malformed 2>&1 | FileCheck %s --check-prefix=MALFORMED

func.func public @make() -> (tensor<3xf32>, tensor<0xf32>) {
  %three = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %none = stablehlo.constant dense<> : tensor<0xf32>
  return %three, %none : tensor<3xf32>, tensor<0xf32>
}

// HOLDS: tensor<3xf32> {
// HOLDS-NEXT: [2.000000e+00, 4.000000e+00, 6.000000e+00]
// FAILS: shape_assertion.mlir:[[@LINE+6]]:3: 'stablehlo.custom_call': Expected b >= 1, got b = 0 (b = 0 again)
// FAILS-NOT: tensor<
func.func public @main(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %b = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %ok = stablehlo.compare GE, %b, %one, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%ok, %b) {api_version = 2 : i32, error_message = "Expected b >= 1, got b = {0} (b = {0} again)", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  %0 = stablehlo.add %arg0, %arg0 : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// Any other signature is not JAX's assertion and stays unsupported.
// MALFORMED: custom_call @shape_assertion is not supported by the interpreter
func.func public @malformed() {
  %c = stablehlo.constant dense<[true]> : tensor<1xi1>
  stablehlo.custom_call @shape_assertion(%c) {error_message = "x", has_side_effect = true} : (tensor<1xi1>) -> ()
  return
}

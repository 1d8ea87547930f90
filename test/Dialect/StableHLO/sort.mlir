// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// sort has no pretty form upstream: it prints generically.

// The spec's example, written with an attribute dictionary.
// CHECK-LABEL: func.func @spec_example
func.func @spec_example(%input0: tensor<2x3xi64>, %input1: tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>) {
  // CHECK-NEXT: %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
  // CHECK-NEXT: ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>, %arg4: tensor<i64>, %arg5: tensor<i64>):
  // CHECK-NEXT: %1 = stablehlo.compare GT, %arg2, %arg3 : (tensor<i64>, tensor<i64>) -> tensor<i1>
  // CHECK-NEXT: stablehlo.return %1 : tensor<i1>
  // CHECK-NEXT: }) : (tensor<2x3xi64>, tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>)
  %result0, %result1 = "stablehlo.sort"(%input0, %input1) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>):
      %predicate = "stablehlo.compare"(%arg0, %arg1) {
        comparison_direction = #stablehlo<comparison_direction GT>
      } : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%predicate) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<2x3xi64>, tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>)
  return %result0, %result1 : tensor<2x3xi64>, tensor<2x3xi64>
}

// Without attributes the defaults apply (dimension -1, not stable) and
// nothing extra prints. Dynamic dimensions flow through and a declared
// result may refine them.
// CHECK-LABEL: func.func @defaults_and_dynamic
func.func @defaults_and_dynamic(%x: tensor<?x3xf32>) -> tensor<4x3xf32> {
  // CHECK-NEXT: %0 = "stablehlo.sort"(%arg0) ({
  // CHECK-NEXT: ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
  // CHECK: }) : (tensor<?x3xf32>) -> tensor<4x3xf32>
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<?x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// A negative dimension counts from the back.
// CHECK-LABEL: func.func @negative_dimension
func.func @negative_dimension(%x: tensor<2x3xui8>) -> tensor<2x3xui8> {
  // CHECK-NEXT: %0 = "stablehlo.sort"(%arg0) <{dimension = -2 : i64}> ({
  // CHECK: }) : (tensor<2x3xui8>) -> tensor<2x3xui8>
  %0 = "stablehlo.sort"(%x) <{dimension = -2 : i64}> ({
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
    %t = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<2x3xui8>) -> tensor<2x3xui8>
  return %0 : tensor<2x3xui8>
}

// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// The types print once for operands and results (pairwise form); without
// operands the op prints `()`.

// CHECK-LABEL: func.func @optimization_barrier
func.func @optimization_barrier(%a: tensor<4xf32>, %b: tensor<i32>, %t: !stablehlo.token) -> tensor<4xf32> {
  // CHECK-NEXT: stablehlo.optimization_barrier()
  // CHECK-NEXT: %0 = stablehlo.optimization_barrier %arg0 : tensor<4xf32>
  // CHECK-NEXT: %1:3 = stablehlo.optimization_barrier %0, %arg1, %arg2 : tensor<4xf32>, tensor<i32>, !stablehlo.token
  // CHECK-NEXT: return %1#0 : tensor<4xf32>
  stablehlo.optimization_barrier()
  %0 = stablehlo.optimization_barrier %a : tensor<4xf32>
  %1:3 = stablehlo.optimization_barrier %0, %b, %t : tensor<4xf32>, tensor<i32>, !stablehlo.token
  func.return %1#0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @optimization_barrier_from_generic_form
func.func @optimization_barrier_from_generic_form(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: stablehlo.optimization_barrier()
  // CHECK-NEXT: %0:2 = stablehlo.optimization_barrier %arg0, %arg0 : tensor<4xf32>, tensor<4xf32>
  "stablehlo.optimization_barrier"() : () -> ()
  %0:2 = "stablehlo.optimization_barrier"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  func.return %0#0 : tensor<4xf32>
}

// The barrier is pure, but values routed through it stay in place.
// CHECK-LABEL: func.func @optimization_barrier_survives_canonicalize
func.func @optimization_barrier_survives_canonicalize(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: %0 = stablehlo.optimization_barrier %arg0 : tensor<4xf32>
  // CHECK-NEXT: return %0 : tensor<4xf32>
  %0 = stablehlo.optimization_barrier %a : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// RUN: hlokit-opt %s --hlokit-vjp=func=f | FileCheck %s

// Each operand of a variadic collective_broadcast collects its own result's
// cotangents: one collective_permute per group position, per operand.
// CHECK-LABEL: func.func @f_vjp
// CHECK-COUNT-4: stablehlo.collective_permute
// CHECK-NOT: stablehlo.collective_permute
func.func @f(%x: tensor<2xf32>, %y: tensor<3xf32>) -> (tensor<2xf32>, tensor<3xf32>) {
  %0:2 = "stablehlo.collective_broadcast"(%x, %y) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>, tensor<3xf32>) -> (tensor<2xf32>, tensor<3xf32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<3xf32>
}

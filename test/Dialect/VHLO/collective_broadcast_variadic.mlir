// collective_broadcast_v1 takes one operand: the variadic form and
// has_dynamic_root have no vhlo form in hlokit's op table yet.
// RUN: not hlokit-translate --serialize %s -o %t 2>&1 | FileCheck %s

// CHECK: error: op 'stablehlo.collective_broadcast' with 2 operands cannot be written to a portable artifact (collective_broadcast_v1 takes one)
func.func @f(%x: tensor<2xf32>, %y: tensor<3xf32>) -> (tensor<2xf32>, tensor<3xf32>) {
  %0:2 = "stablehlo.collective_broadcast"(%x, %y) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>, tensor<3xf32>) -> (tensor<2xf32>, tensor<3xf32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<3xf32>
}

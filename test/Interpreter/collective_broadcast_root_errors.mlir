// collective_broadcast with has_dynamic_root: roots the verifier cannot see
// are run-time errors in every member of the group.
// RUN: not hlokit-run %s --replicas 2 --entry out_of_range 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not hlokit-run %s --replicas 2 --entry disagree 2>&1 | FileCheck %s --check-prefix=DISAGREE
// RUN: not hlokit-run %s --replicas 2 --entry dynamic_size 2>&1 | FileCheck %s --check-prefix=SIZE

// RANGE: error: process (0, 0): {{.*}}: 'stablehlo.collective_broadcast': root 2 for operand 0 is out of range [0, 2) of the process group [(0, 0), (1, 0)]
func.func @out_of_range() -> tensor<2xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<2xf32>
  %root = stablehlo.constant dense<[2]> : tensor<1xi32>
  %r = "stablehlo.collective_broadcast"(%x, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<1xi32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// Each replica names itself as the root.
// DISAGREE: error: process (0, 0): {{.*}}: 'stablehlo.collective_broadcast': process (1, 0) names root 1 for operand 0, process (0, 0) root 0
func.func @disagree() -> tensor<2xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<2xf32>
  %id = stablehlo.replica_id : tensor<ui32>
  %root = stablehlo.reshape %id : (tensor<ui32>) -> tensor<1xui32>
  %r = "stablehlo.collective_broadcast"(%x, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<1xui32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// A root of dynamic size is checked when it is known.
// SIZE: error: process (0, 0): {{.*}}: 'stablehlo.collective_broadcast': operands' runtime shapes are invalid: collective_broadcast_c4: the root operand has 2 elements, expected 1 (one per data operand)
func.func @dynamic_size() -> tensor<2xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<2xf32>
  %c = stablehlo.constant dense<[0, 0]> : tensor<2xi32>
  %shape = stablehlo.constant dense<[2]> : tensor<1xi64>
  %root = stablehlo.dynamic_reshape %c, %shape : (tensor<2xi32>, tensor<1xi64>) -> tensor<?xi32>
  %r = "stablehlo.collective_broadcast"(%x, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<?xi32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

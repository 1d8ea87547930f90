// RUN: hlokit-opt %s -sdy-remove-sharding-groups | FileCheck %s
// RUN: hlokit-opt %s -sdy-remove-sharding-groups --mlir-print-op-generic | hlokit-opt | FileCheck %s

// Every group goes, at any depth; the values and their uses stay.
// CHECK-LABEL: func @groups
func.func @groups(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: %[[ADD:.*]] = stablehlo.add %arg0, %arg0
  // CHECK-NEXT: %[[WHILE:.*]] = stablehlo.while
  // CHECK-NOT:  sdy.sharding_group
  // CHECK:      return %[[WHILE]]
  %0 = stablehlo.add %arg0, %arg0 : tensor<8xf32>
  sdy.sharding_group %arg0 group_id = 3 : tensor<8xf32>
  sdy.sharding_group %0 group_id = 3 : tensor<8xf32>
  %1 = stablehlo.while(%iterArg = %0) : tensor<8xf32>
    cond {
    %c = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    sdy.sharding_group %iterArg group_id = 4 : tensor<8xf32>
    stablehlo.return %iterArg : tensor<8xf32>
  }
  return %1 : tensor<8xf32>
}

// RUN: hlokit-opt %s --hlokit-print-indexing -o /dev/null | FileCheck %s

// Collectives read other processes' operands: no map in either direction,
// as in XLA (docs/indexing.md).
// CHECK-LABEL: func @f
// CHECK-NEXT: op 0 stablehlo.all_to_all
// CHECK-NEXT: result 0 -> operand 0: UNDEFINED
// CHECK-NEXT: operand 0 -> result 0: UNDEFINED
// CHECK-NEXT: op 1 stablehlo.all_reduce
// CHECK-NEXT: result 0 -> operand 0: UNDEFINED
// CHECK-NEXT: operand 0 -> result 0: UNDEFINED
func.func @f(%x: tensor<2x4xf32>) -> tensor<4x2xf32> {
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  %1 = "stablehlo.all_reduce"(%0) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %2 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x2xf32>) -> tensor<4x2xf32>
  return %1 : tensor<4x2xf32>
}

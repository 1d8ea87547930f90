// RUN: hlokit-opt %s --hlokit-print-shardings -o /dev/null | FileCheck %s
// RUN: hlokit-opt %s --hlokit-print-shardings | FileCheck %s --check-prefix=MODULE

sdy.mesh @mesh = <["x"=2, "y"=2]>

// CHECK-LABEL: func @main
// CHECK-NEXT:    arg 0: <@mesh, [{"x"}, {"y"}]>
// CHECK-NEXT:    arg 1: -
// CHECK-NEXT:    result 0: <@mesh, [{"x"}, {}]>
// CHECK-NEXT:    op location result shardings communication
// CHECK-NEXT:    stablehlo.dot_general print_shardings.mlir:{{[0-9]+}}:8 <@mesh, [{"x"}, {}]> reduction k: operand 0 dim 1 {"y"}
// CHECK-NEXT:    stablehlo.abs print_shardings.mlir:{{[0-9]+}}:8 -
// CHECK-NEXT:    stablehlo.optimization_barrier print_shardings.mlir:{{[0-9]+}}:10 <@mesh, [{"x"}, {}]>, <@mesh, [{}, {}]>
// MODULE: stablehlo.dot_general %arg0, %arg1
// MODULE-SAME: sdy.sharding_rule
func.func @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %arg1: tensor<4x2xf32>)
    -> (tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=2, k=4} reduction={k}>} : (tensor<8x4xf32>, tensor<4x2xf32>) -> tensor<8x2xf32>
  %1 = stablehlo.abs %0 : tensor<8x2xf32>
  %2:2 = "stablehlo.optimization_barrier"(%1, %1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>, <@mesh, [{}, {}]>]>} : (tensor<8x2xf32>, tensor<8x2xf32>) -> (tensor<8x2xf32>, tensor<8x2xf32>)
  return %2#0 : tensor<8x2xf32>
}

// A need_replication factor sharded on a result; unsharded factors need
// nothing.
// CHECK-LABEL: func @replication
// CHECK:         stablehlo.abs {{.*}} need_replication i: result 0 dim 0 {"x"}{{$}}
func.func @replication(%arg0: tensor<8x2xf32>) -> tensor<8x2xf32> {
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2} need_replication={i, j}>} : tensor<8x2xf32>
  return %0 : tensor<8x2xf32>
}

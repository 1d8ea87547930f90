// RUN: hlokit-opt %s -sdy-insert-explicit-reshards=enable-full-version=true | FileCheck %s
// RUN: hlokit-opt %s -sdy-insert-explicit-reshards=enable-full-version=true --mlir-print-op-generic | hlokit-opt | FileCheck %s

sdy.mesh @mesh = <["x"=3]>
sdy.mesh @mesh_2_2 = <["x"=2, "y"=2]>

// "x" (3) can't shard the result's major factor (2): it overflows. The
// more sharded side's axes are handed out again on each side (the operand
// puts "x" on its second dimension, the result can't use it before its
// major factor is sharded), and only their common prefix stays: the reshape
// is replicated and its result resharded.
// CHECK-LABEL: func @reshape_overflow
func.func @reshape_overflow(%arg0: tensor<2x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>})
    -> (tensor<12xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  // CHECK-NEXT: %[[RESHAPE:.*]] = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>}
  // CHECK-NEXT: %[[R:.*]] = sdy.reshard %[[RESHAPE]] <@mesh, [{"x"}]>
  // CHECK-NEXT: return %[[R]]
  %0 = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<2x6xf32>) -> tensor<12xf32>
  return %0 : tensor<12xf32>
}

// Without overflow a reshape is like any op. Factor i (4) is picked first
// with "x" (both tensors have it); j can't be sharded before i is fully
// sharded (it is minor to i in the result), so i extends to ["x", "y"] and
// the operand is resharded.
// CHECK-LABEL: func @reshape_merge
func.func @reshape_merge(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh_2_2, [{"x"}, {"y"}]>})
    -> (tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh_2_2, [{"x", "y"}]>}) {
  // CHECK-NEXT: %[[R:.*]] = sdy.reshard %arg0 <@mesh_2_2, [{"x", "y"}, {}]>
  // CHECK-NEXT: %[[RESHAPE:.*]] = stablehlo.reshape %[[R]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh_2_2, [{"x", "y"}]>]>}
  // CHECK-NEXT: return %[[RESHAPE]]
  %0 = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh_2_2, [{"x", "y"}]>]>} : (tensor<4x8xf32>) -> tensor<32xf32>
  return %0 : tensor<32xf32>
}

// The 6 of 6x4 splits into factors 3 and 2, whose 2 the result's 8 = 2x4
// puts before the 4: with "y" overflowing the 3, only "x" on the 4 would be
// left, which the result's dimension cannot hold after an unsplit 2 (it
// would come out replicated while each device holds half). Both sides are
// resharded to replicated instead.
// CHECK-LABEL: func @minor_factor_left_alone
// CHECK-NEXT: %[[RESHARD:.*]] = sdy.reshard %arg0 <@mesh_xy, [{}, {}]> : tensor<6x4xf32>
// CHECK-NEXT: stablehlo.reshape %[[RESHARD]] : (tensor<6x4xf32>) -> tensor<3x8xf32>
sdy.mesh @mesh_xy = <["x"=2, "y"=2]>
func.func @minor_factor_left_alone(%arg0: tensor<6x4xf32> {sdy.sharding = #sdy.sharding<@mesh_xy, [{"y"}, {"x"}]>}) -> tensor<3x8xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<6x4xf32>) -> tensor<3x8xf32>
  return %0 : tensor<3x8xf32>
}

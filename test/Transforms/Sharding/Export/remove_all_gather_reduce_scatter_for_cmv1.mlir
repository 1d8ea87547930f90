// RUN: hlokit-opt %s -split-input-file -sdy-remove-all-gather-reduce-scatter-for-cmv1 | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-remove-all-gather-reduce-scatter-for-cmv1 --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s

sdy.mesh @mesh = <["x"=2, "y"=2]>

// A dot_general's single-use all-gather operands go, at any depth; the
// reduce-scatter after it stays.
// CHECK-LABEL: func @dot_general_in_region
func.func @dot_general_in_region(
    %arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>) -> tensor<8x32xf32> {
  // CHECK-NEXT: sdy.named_computation<"f">(%arg0, %arg1)
  // CHECK-NEXT: %[[DOT:.*]] = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>}
  // CHECK-NEXT: %[[RS:.*]] = sdy.reduce_scatter [{"x"}, {}] %[[DOT]] out_sharding=<@mesh, [{"x"}, {}]>
  // CHECK-NEXT: sdy.return %[[RS]]
  %0 = sdy.named_computation<"f">(%arg0, %arg1) in_shardings=[<@mesh, [{"y"}, {"x"}]>, <@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] (%arg2: tensor<8x16xf32>, %arg3: tensor<16x32xf32>) {
    %1 = sdy.all_gather [{"y"}, {"x"}] %arg2 out_sharding=<@mesh, [{}, {}]> : tensor<8x16xf32>
    %2 = sdy.all_gather [{"x"}, {}] %arg3 out_sharding=<@mesh, [{}, {}]> : tensor<16x32xf32>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %4 = sdy.reduce_scatter [{"x"}, {}] %3 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x32xf32>
    sdy.return %4 : tensor<8x32xf32>
  } : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// An all-gather read twice by the same dot stays; with no single-use gather
// among its operands, the dot's reduce-scatter goes.
// CHECK-LABEL: func @all_gather_used_twice
func.func @all_gather_used_twice(
    %arg0: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
    -> tensor<16x16xf32> {
  // CHECK-NEXT: %[[AG:.*]] = sdy.all_gather
  // CHECK-NEXT: %[[DOT:.*]] = stablehlo.dot %[[AG]], %[[AG]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>}
  // CHECK-NEXT: return %[[DOT]]
  %0 = sdy.all_gather [{"x"}, {}] %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x16xf32>
  %1 = stablehlo.dot %0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %2 = sdy.reduce_scatter [{"y"}, {}] %1 out_sharding=<@mesh, [{"y"}, {}]> : tensor<16x16xf32>
  return %2 : tensor<16x16xf32>
}

// A dot without a sharding takes the reduce-scatter's.
// CHECK-LABEL: func @unsharded_dot
func.func @unsharded_dot(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>)
    -> tensor<8x32xf32> {
  // CHECK-NEXT: %[[DOT:.*]] = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>}
  // CHECK-NEXT: return %[[DOT]]
  %0 = stablehlo.dot %arg0, %arg1 : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %1 = sdy.reduce_scatter [{}, {"y"}] %0 out_sharding=<@mesh, [{}, {"y"}]> : tensor<8x32xf32>
  return %1 : tensor<8x32xf32>
}

// A reduce-scatter that isn't the dot's only use stays, as do collectives
// around other ops.
// CHECK-LABEL: func @not_the_patterns
func.func @not_the_patterns(
    %arg0: tensor<8x16xf32>,
    %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<8x32xf32>, tensor<8x32xf32>, tensor<16x32xf32>) {
  // CHECK-NEXT: %[[DOT:.*]] = stablehlo.dot %arg0, %arg1 :
  // CHECK-NEXT: %[[RS:.*]] = sdy.reduce_scatter [{"x"}, {}] %[[DOT]]
  // CHECK-NEXT: %[[AG:.*]] = sdy.all_gather [{"x"}, {}] %arg1
  // CHECK-NEXT: %[[ADD:.*]] = stablehlo.add %[[AG]], %[[AG]]
  // CHECK-NEXT: return %[[RS]], %[[DOT]], %[[ADD]]
  %0 = stablehlo.dot %arg0, %arg1 : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %1 = sdy.reduce_scatter [{"x"}, {}] %0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x32xf32>
  %2 = sdy.all_gather [{"x"}, {}] %arg1 out_sharding=<@mesh, [{}, {}]> : tensor<16x32xf32>
  %3 = stablehlo.add %2, %2 : tensor<16x32xf32>
  return %1, %0, %3 : tensor<8x32xf32>, tensor<8x32xf32>, tensor<16x32xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// A dot with unreduced axes keeps its reduce-scatter (that also reduces).
// CHECK-LABEL: func @unreduced_dot
func.func @unreduced_dot(
    %arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>},
    %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
    -> tensor<8x32xf32> {
  // CHECK-NEXT: %[[DOT:.*]] = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}], unreduced={"x"}>]>}
  // CHECK-NEXT: %[[RS:.*]] = sdy.reduce_scatter [{"x"}, {}] %[[DOT]]
  // CHECK-NEXT: return %[[RS]]
  %0 = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}], unreduced={"x"}>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %1 = sdy.reduce_scatter [{"x"}, {}] %0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x32xf32>
  return %1 : tensor<8x32xf32>
}

// RUN: hlokit-opt %s -sdy-sharding-constraint-to-reshard -sdy-insert-explicit-reshards=enable-full-version=true -sdy-reshard-to-collectives -canonicalize | FileCheck %s

sdy.mesh @mesh = <["x"=4, "y"=2]>

// The passes in a row: the dot's sharded contracting dimension gives an
// all-reduce, the returned value's reshard an all-slice, and the
// canonicalizer fuses the two into a reduce-scatter, as in Shardy.
// CHECK-LABEL: func @dot_reduce_scatter
func.func @dot_reduce_scatter(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>},
    %arg1: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  // CHECK-NEXT: %[[DOT:.*]] = stablehlo.dot %arg0, %arg1
  // CHECK-NEXT: %[[RS:.*]] = sdy.reduce_scatter [{"x"}, {}] %[[DOT]] out_sharding=<@mesh, [{"x"}, {}]>
  // CHECK-NEXT: return %[[RS]]
  %0 = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// A constraint moving an axis to the other dimension: an all-to-all; the
// function's result, without a sharding, is replicated: an all-gather.
// CHECK-LABEL: func @constraint_all_to_all
func.func @constraint_all_to_all(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> tensor<8x16xf32> {
  // CHECK-NEXT: %[[A2A:.*]] = sdy.all_to_all [{"y"}: 0->1] %arg0 out_sharding=<@mesh, [{"x"}, {"y"}]>
  // CHECK-NEXT: %[[AG:.*]] = sdy.all_gather [{"x"}, {"y"}] %[[A2A]] out_sharding=<@mesh, [{}, {}]>
  // CHECK-NEXT: return %[[AG]]
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {"y"}]> : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

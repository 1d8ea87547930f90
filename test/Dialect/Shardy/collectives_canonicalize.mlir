// RUN: hlokit-opt %s -canonicalize | FileCheck %s

// Canonicalizing collectives. Collectives stay when unused (they are
// communication), except an all-to-all.

sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2]>
sdy.mesh @reversed = <["x"=2, "y"=2, "z"=2], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>
sdy.mesh @big = <["w"=4]>

// A collective along no axes is its operand.
// CHECK-LABEL: func.func @no_axes
func.func @no_axes(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  // CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0
  %0 = sdy.all_gather [{}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  %1 = sdy.all_slice [{}, {}] %0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  %2 = sdy.all_reduce {} %1 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  %3 = sdy.reduce_scatter [{}, {}] %2 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  return %0, %1, %2, %3 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// A collective permute to an equal sharding (open or closed alike) is its
// operand; onto another device order it stays.
// CHECK-LABEL: func.func @permute
func.func @permute(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {}]>}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  // CHECK-NEXT: %0 = sdy.collective_permute %arg0 out_sharding=<@reversed, [{"x"}, {}]>
  // CHECK-NEXT: return %arg0, %0
  %0 = sdy.collective_permute %arg0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  %1 = sdy.collective_permute %arg0 out_sharding=<@reversed, [{"x"}, {}]> : tensor<8x8xf32>
  return %0, %1 : tensor<8x8xf32>, tensor<8x8xf32>
}

// An all-slice undoes an all-gather along the same axes, not along others.
// CHECK-LABEL: func.func @slice_of_gather
func.func @slice_of_gather(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  // CHECK-NEXT: %0 = sdy.all_gather [{}, {"y"}] %arg0
  // CHECK-NEXT: %1 = sdy.all_slice [{"y"}, {}] %0
  // CHECK-NEXT: return %arg0, %1
  %0 = sdy.all_gather [{}, {"y"}] %arg0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  %1 = sdy.all_slice [{}, {"y"}] %0 out_sharding=<@mesh, [{"x"}, {"y"}]> : tensor<8x8xf32>
  %2 = sdy.all_slice [{"y"}, {}] %0 out_sharding=<@mesh, [{"x", "y"}, {}]> : tensor<8x8xf32>
  return %1, %2 : tensor<8x8xf32>, tensor<8x8xf32>
}

// An all-reduce sums what replicated_to_unreduced split; after
// sharded_to_unreduced it is an all-gather.
// CHECK-LABEL: func.func @reduce_of_unreduced
func.func @reduce_of_unreduced(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  // CHECK-NEXT: %0 = sdy.replicated_to_unreduced {"z"} %arg0
  // CHECK-NEXT: %1 = sdy.sharded_to_unreduced [{"x"}, {"y"}] %arg0
  // CHECK-NEXT: %2 = sdy.all_gather [{"x"}, {"y"}] %arg0 out_sharding=<@mesh, [{}, {}]>
  // CHECK-NEXT: return %arg0, %2
  %0 = sdy.replicated_to_unreduced {"z"} %arg0 out_sharding=<@mesh, [{"x"}, {"y"}], unreduced={"z"}> : tensor<8x8xf32>
  %1 = sdy.all_reduce {"z"} %0 out_sharding=<@mesh, [{"x"}, {"y"}]> : tensor<8x8xf32>
  %2 = sdy.sharded_to_unreduced [{"x"}, {"y"}] %arg0 out_sharding=<@mesh, [{}, {}], unreduced={"x", "y"}> : tensor<8x8xf32>
  %3 = sdy.all_reduce {"x", "y"} %2 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>
  return %1, %3 : tensor<8x8xf32>, tensor<8x8xf32>
}

// Partial reduction of a sharded_to_unreduced is not an all-gather.
// CHECK-LABEL: func.func @partial_reduce_of_sharded_to_unreduced
func.func @partial_reduce_of_sharded_to_unreduced(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<8x8xf32> {
  // CHECK: sdy.all_reduce {"x"}
  %0 = sdy.sharded_to_unreduced [{"x"}, {"y"}] %arg0 out_sharding=<@mesh, [{}, {}], unreduced={"x", "y"}> : tensor<8x8xf32>
  %1 = sdy.all_reduce {"x"} %0 out_sharding=<@mesh, [{}, {}], unreduced={"y"}> : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// Two all-to-alls on distinct dimensions are one, moves sorted by source;
// an unused all-to-all goes.
// CHECK-LABEL: func.func @all_to_alls
func.func @all_to_alls(%arg0: tensor<8x8x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}, {}, {}]>}) -> tensor<8x8x8x8xf32> {
  // CHECK-NEXT: %0 = sdy.all_to_all [{"x"}: 0->2, {"y"}: 1->3] %arg0 out_sharding=<@mesh, [{}, {}, {"x"}, {"y"}]>
  // CHECK-NEXT: return %0
  %0 = sdy.all_to_all [{"y"}: 1->3] %arg0 out_sharding=<@mesh, [{"x"}, {}, {}, {"y"}]> : tensor<8x8x8x8xf32>
  %1 = sdy.all_to_all [{"x"}: 0->2] %0 out_sharding=<@mesh, [{}, {}, {"x"}, {"y"}]> : tensor<8x8x8x8xf32>
  %2 = sdy.all_to_all [{"x"}: 0->1] %arg0 out_sharding=<@mesh, [{}, {"y", "x"}, {}, {}]> : tensor<8x8x8x8xf32>
  return %1 : tensor<8x8x8x8xf32>
}

// Moves sharing a dimension, or an inner all-to-all used twice, don't fuse.
// CHECK-LABEL: func.func @all_to_alls_kept
func.func @all_to_alls_kept(%arg0: tensor<8x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}, {}]>}) -> (tensor<8x8x8xf32>, tensor<8x8x8xf32>) {
  // CHECK-NEXT: %0 = sdy.all_to_all [{"x"}: 0->2] %arg0
  // CHECK-NEXT: %1 = sdy.all_to_all [{"y"}: 1->2] %0
  // CHECK-NEXT: return %0, %1
  %0 = sdy.all_to_all [{"x"}: 0->2] %arg0 out_sharding=<@mesh, [{}, {"y"}, {"x"}]> : tensor<8x8x8xf32>
  %1 = sdy.all_to_all [{"y"}: 1->2] %0 out_sharding=<@mesh, [{}, {}, {"x", "y"}]> : tensor<8x8x8xf32>
  return %0, %1 : tensor<8x8x8xf32>, tensor<8x8x8xf32>
}

// An all-reduce whose slices all start with the reduced axes is a
// reduce-scatter, then a slice along the rest; the scatter takes the slice's
// replicated axes.
// CHECK-LABEL: func.func @reduce_scatter
func.func @reduce_scatter(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}], replicated={"z"}>}, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  // CHECK-NEXT: %0 = sdy.reduce_scatter max [{"x"}, {"y"}] %arg0 out_sharding=<@mesh, [{"x"}, {"y"}], replicated={"z"}>
  %0 = sdy.all_reduce max {"x", "y"} %arg0 out_sharding=<@mesh, [{}, {}], replicated={"z"}> : tensor<8x8xf32>
  %1 = sdy.all_slice [{"x"}, {"y"}] %0 out_sharding=<@mesh, [{"x"}, {"y"}], replicated={"z"}> : tensor<8x8xf32>
  %2 = sdy.all_slice [{"x"}, {"y"}] %0 out_sharding=<@mesh, [{"x"}, {"y"}], replicated={"z"}> : tensor<8x8xf32>
  // CHECK: %1 = sdy.reduce_scatter [{"x"}, {}] %arg1 out_sharding=<@mesh, [{"x"}, {}]>
  // CHECK-NEXT: %2 = sdy.all_slice [{}, {"z"}] %1 out_sharding=<@mesh, [{"x"}, {"z"}]>
  %3 = sdy.all_reduce {"x"} %arg1 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>
  %4 = sdy.all_slice [{"x"}, {"z"}] %3 out_sharding=<@mesh, [{"x"}, {"z"}]> : tensor<8x8xf32>
  // CHECK-NEXT: return %0, %0, %2
  return %1, %2, %4 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// CHECK-LABEL: func.func @reduce_scatter_merges
func.func @reduce_scatter_merges(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@big, [{"w":(1)2}]>}) -> tensor<8xf32> {
  // CHECK-NEXT: %0 = sdy.reduce_scatter [{"w":(2)2}] %arg0 out_sharding=<@big, [{"w"}]>
  // CHECK-NEXT: return %0
  %0 = sdy.all_reduce {"w":(2)2} %arg0 out_sharding=<@big, [{"w":(1)2}]> : tensor<8xf32>
  %1 = sdy.all_slice [{"w":(2)2}] %0 out_sharding=<@big, [{"w"}]> : tensor<8xf32>
  return %1 : tensor<8xf32>
}
// Not when a reduced axis isn't at the front of a slice, nor when the
// all-reduce has another user.
// CHECK-LABEL: func.func @reduce_scatter_kept
func.func @reduce_scatter_kept(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  // CHECK-NEXT: %0 = sdy.all_reduce {"x"} %arg0
  // CHECK-NEXT: %1 = sdy.all_slice [{"y", "x"}, {}] %0
  // CHECK-NEXT: %2 = sdy.all_reduce {"y"} %arg0
  // CHECK-NEXT: %3 = sdy.all_slice [{"y"}, {}] %2
  // CHECK-NEXT: %4 = stablehlo.abs %2
  // CHECK-NEXT: return %1, %3, %4
  %0 = sdy.all_reduce {"x"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>
  %1 = sdy.all_slice [{"y", "x"}, {}] %0 out_sharding=<@mesh, [{"y", "x"}, {}]> : tensor<8x8xf32>
  %2 = sdy.all_reduce {"y"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>
  %3 = sdy.all_slice [{"y"}, {}] %2 out_sharding=<@mesh, [{"y"}, {}]> : tensor<8x8xf32>
  %4 = stablehlo.abs %2 : tensor<8x8xf32>
  return %1, %3, %4 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

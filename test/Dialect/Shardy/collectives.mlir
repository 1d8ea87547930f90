// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// Shardy's explicit collectives: each states the sharding it produces from
// its operand's, whoever gave the operand that sharding.

sdy.mesh @mesh = <["x"=2, "y"=2, "z"=4]>
sdy.mesh @reversed = <["x"=2, "y"=2, "z"=4], device_ids=[15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]>

// CHECK-LABEL: func.func @all_gather
func.func @all_gather(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {"z"}]>}) -> tensor<16x8xf32> {
  // CHECK-NEXT: %0 = sdy.all_gather [{"y"}, {"z":(2)2}] %arg0 out_sharding=<@mesh, [{"x"}, {"z":(1)2}]> : tensor<16x8xf32>
  %0 = sdy.all_gather [{"y"}, {"z":(2)2}] %arg0 out_sharding=<@mesh, [{"x"}, {"z":(1)2}]> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// The operand may have no sharding: it is replicated. Slicing along the
// rest of a sub-axis gives the whole axis.
// CHECK-LABEL: func.func @all_slice
func.func @all_slice(%arg0: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // CHECK-NEXT: %0 = sdy.all_slice [{"x"}, {"z":(1)2}] %arg0 out_sharding=<@mesh, [{"x"}, {"z":(1)2}]> : tensor<16x8xf32>
  %0 = sdy.all_slice [{"x"}, {"z":(1)2}] %arg0 out_sharding=<@mesh, [{"x"}, {"z":(1)2}]> : tensor<16x8xf32>
  // CHECK-NEXT: %1 = sdy.all_slice [{}, {"z":(2)2}] %0 out_sharding=<@mesh, [{"x"}, {"z"}]> : tensor<16x8xf32>
  %1 = sdy.all_slice [{}, {"z":(2)2}] %0 out_sharding=<@mesh, [{"x"}, {"z"}]> : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// The operand's sharding from an op's `sdy.sharding`.
// CHECK-LABEL: func.func @all_to_all
func.func @all_to_all(%arg0: tensor<16x8x4x4xf32>) -> tensor<16x8x4x4xf32> {
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", "y"}, {}, {"z"}, {}]>]>} : tensor<16x8x4x4xf32>
  // CHECK: %1 = sdy.all_to_all [{"y"}: 0->1, {"z"}: 2->3] %0 out_sharding=<@mesh, [{"x"}, {"y"}, {}, {"z"}]> : tensor<16x8x4x4xf32>
  %1 = sdy.all_to_all [{"y"}: 0->1, {"z"}: 2->3] %0 out_sharding=<@mesh, [{"x"}, {"y"}, {}, {"z"}]> : tensor<16x8x4x4xf32>
  return %1 : tensor<16x8x4x4xf32>
}

// Reordering axes within and across dimensions, and onto a mesh that only
// orders the devices differently.
// CHECK-LABEL: func.func @collective_permute
func.func @collective_permute(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {"z"}]>}) -> tensor<16x8xf32> {
  // CHECK-NEXT: %0 = sdy.collective_permute %arg0 out_sharding=<@mesh, [{"z"}, {"y", "x"}]> : tensor<16x8xf32>
  %0 = sdy.collective_permute %arg0 out_sharding=<@mesh, [{"z"}, {"y", "x"}]> : tensor<16x8xf32>
  // CHECK-NEXT: %1 = sdy.collective_permute %0 out_sharding=<@reversed, [{"z"}, {"y", "x"}]> : tensor<16x8xf32>
  %1 = sdy.collective_permute %0 out_sharding=<@reversed, [{"z"}, {"y", "x"}]> : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// The reduction is printed when it isn't the default, sum; the operand's
// sharding from a sharding constraint.
// CHECK-LABEL: func.func @all_reduce
func.func @all_reduce(%arg0: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {}], unreduced=max{"y", "z"}> : tensor<16x8xf32>
  // CHECK: %1 = sdy.all_reduce max {"y"} %0 out_sharding=<@mesh, [{"x"}, {}], unreduced=max{"z"}> : tensor<16x8xf32>
  %1 = sdy.all_reduce max {"y"} %0 out_sharding=<@mesh, [{"x"}, {}], unreduced=max{"z"}> : tensor<16x8xf32>
  // CHECK-NEXT: %2 = sdy.all_reduce {"z"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x8xf32>
  %2 = sdy.all_reduce sum {"z"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// The operand's sharding from a reshard.
// CHECK-LABEL: func.func @reduce_scatter
func.func @reduce_scatter(%arg0: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = sdy.reshard %arg0 <@mesh, [{"x"}, {}], unreduced=min{"y"}> : tensor<16x8xf32>
  // CHECK: %1 = sdy.reduce_scatter min [{}, {"y", "z"}] %0 out_sharding=<@mesh, [{"x"}, {"y", "z"}]> : tensor<16x8xf32>
  %1 = sdy.reduce_scatter min [{}, {"y", "z"}] %0 out_sharding=<@mesh, [{"x"}, {"y", "z"}]> : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// The operand's sharding from another collective.
// CHECK-LABEL: func.func @to_unreduced
func.func @to_unreduced(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "z"}, {}], replicated={"y"}>}) -> tensor<16x8xf32> {
  // CHECK-NEXT: %0 = sdy.sharded_to_unreduced [{"z"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}], replicated={"y"}, unreduced={"z"}> : tensor<16x8xf32>
  %0 = sdy.sharded_to_unreduced [{"z"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}], replicated={"y"}, unreduced={"z"}> : tensor<16x8xf32>
  // CHECK-NEXT: %1 = sdy.replicated_to_unreduced {"y"} %0 out_sharding=<@mesh, [{"x"}, {}], unreduced={"y", "z"}> : tensor<16x8xf32>
  %1 = sdy.replicated_to_unreduced {"y"} %0 out_sharding=<@mesh, [{"x"}, {}], unreduced={"y", "z"}> : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// Inside a manual computation, an argument's sharding is its in-sharding
// without the manual axes; the computation's result has its out-sharding.
// CHECK-LABEL: func.func @manual
func.func @manual(%arg0: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // CHECK: sdy.all_gather [{"y"}, {}] %arg1 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x", "y"}, {}]>] out_shardings=[<@mesh, [{"x"}, {"z"}]>] manual_axes={"x"} (%arg1: tensor<8x8xf32>) {
    %2 = sdy.all_gather [{"y"}, {}] %arg1 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>
    sdy.return %2 : tensor<8x8xf32>
  } : (tensor<16x8xf32>) -> tensor<16x8xf32>
  // CHECK: sdy.all_gather [{}, {"z"}] %0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<16x8xf32>
  %1 = sdy.all_gather [{}, {"z"}] %0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// Unranked and dynamic tensors can't be sharded, but a static vector can.
// CHECK-LABEL: func.func @vector
func.func @vector(%arg0: vector<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> vector<4xf32> {
  // CHECK-NEXT: sdy.all_gather [{"x"}] %arg0 out_sharding=<@mesh, [{}]> : vector<4xf32>
  %0 = sdy.all_gather [{"x"}] %arg0 out_sharding=<@mesh, [{}]> : vector<4xf32>
  return %0 : vector<4xf32>
}

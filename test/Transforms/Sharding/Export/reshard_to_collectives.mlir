// RUN: hlokit-opt %s -sdy-reshard-to-collectives | FileCheck %s
// RUN: hlokit-opt %s -sdy-reshard-to-collectives --mlir-print-op-generic | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s -sdy-reshard-to-collectives=keep-redundant-reshards=true | FileCheck %s --check-prefix=KEEP

sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2]>
sdy.mesh @mesh_8 = <["x"=2, "y"=8]>
sdy.mesh @mesh_reversed = <["x"=2, "y"=2, "z"=2], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>
sdy.mesh @mesh_6 = <["x"=6]>
sdy.mesh @maximal = <[], device_ids=[0]>

// A reshard to an equivalent sharding goes (open or closed doesn't matter),
// unless the option keeps it.
// CHECK-LABEL: func @redundant
// KEEP-LABEL:  func @redundant
func.func @redundant(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<16x8xf32> {
  // CHECK-NEXT: return %arg0
  // KEEP-NEXT:  %[[R:.*]] = sdy.reshard %arg0 <@mesh, [{"x", ?}, {"y"}]>
  // KEEP-NEXT:  return %[[R]]
  %0 = sdy.reshard %arg0 <@mesh, [{"x", ?}, {"y"}]> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// A reshard between replicated shardings goes, on any meshes.
// CHECK-LABEL: func @replicated_to_replicated
func.func @replicated_to_replicated(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> tensor<16x8xf32> {
  // CHECK-NEXT: return %arg0
  %0 = sdy.reshard %arg0 <@mesh_6, [{}, {}]> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// CHECK-LABEL: func @all_gather
func.func @all_gather(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y", "z"}, {}]>}) -> tensor<16x8xf32> {
  // CHECK-NEXT: %[[AG:.*]] = sdy.all_gather [{"y", "z"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}]>
  // CHECK-NEXT: return %[[AG]]
  %0 = sdy.reshard %arg0 <@mesh, [{"x"}, {}]> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// A value without a sharding is replicated.
// CHECK-LABEL: func @all_slice
func.func @all_slice(%arg0: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // CHECK-NEXT: %[[AS:.*]] = sdy.all_slice [{"x"}, {"y", "z"}] %arg0 out_sharding=<@mesh, [{"x"}, {"y", "z"}]>
  // CHECK-NEXT: return %[[AS]]
  %0 = sdy.reshard %arg0 <@mesh, [{"x"}, {"y", "z"}]> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// CHECK-LABEL: func @all_to_all
func.func @all_to_all(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> tensor<16x8xf32> {
  // CHECK-NEXT: %[[A2A:.*]] = sdy.all_to_all [{"y"}: 0->1] %arg0 out_sharding=<@mesh, [{"x"}, {"y"}]>
  // CHECK-NEXT: return %[[A2A]]
  %0 = sdy.reshard %arg0 <@mesh, [{"x"}, {"y"}]> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// Axes of equal size swapped between dimensions.
// CHECK-LABEL: func @collective_permute
func.func @collective_permute(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<16x8xf32> {
  // CHECK-NEXT: %[[CP:.*]] = sdy.collective_permute %arg0 out_sharding=<@mesh, [{"y"}, {"x"}]>
  // CHECK-NEXT: return %[[CP]]
  %0 = sdy.reshard %arg0 <@mesh, [{"y"}, {"x"}]> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// Only the device order changes.
// CHECK-LABEL: func @device_order
func.func @device_order(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<16x8xf32> {
  // CHECK-NEXT: %[[CP:.*]] = sdy.collective_permute %arg0 out_sharding=<@mesh_reversed, [{"x"}, {"y"}]>
  // CHECK-NEXT: return %[[CP]]
  %0 = sdy.reshard %arg0 <@mesh_reversed, [{"x"}, {"y"}]> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// Sub-axes: "y":(1)4 stays, "y":(4)2 moves to the other dimension.
// CHECK-LABEL: func @sub_axes
func.func @sub_axes(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh_8, [{"y"}, {}]>}) -> tensor<16x8xf32> {
  // CHECK-NEXT: %[[A2A:.*]] = sdy.all_to_all [{"y":(4)2}: 0->1] %arg0 out_sharding=<@mesh_8, [{"y":(1)4}, {"y":(4)2}]>
  // CHECK-NEXT: return %[[A2A]]
  %0 = sdy.reshard %arg0 <@mesh_8, [{"y":(1)4}, {"y":(4)2}]> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// Several collectives: slice "z" in, move "y" over, gather "x".
// CHECK-LABEL: func @sequence
func.func @sequence(%arg0: tensor<16x8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}, {}]>}) -> tensor<16x8x4xf32> {
  // CHECK-NEXT: %[[AS:.*]] = sdy.all_slice [{}, {}, {"z"}] %arg0 out_sharding=<@mesh, [{"x", "y"}, {}, {"z"}]>
  // CHECK-NEXT: %[[A2A:.*]] = sdy.all_to_all [{"y"}: 0->1] %[[AS]] out_sharding=<@mesh, [{"x"}, {"y"}, {"z"}]>
  // CHECK-NEXT: %[[AG:.*]] = sdy.all_gather [{"x"}, {}, {}] %[[A2A]] out_sharding=<@mesh, [{}, {"y"}, {"z"}]>
  // CHECK-NEXT: return %[[AG]]
  %0 = sdy.reshard %arg0 <@mesh, [{}, {"y"}, {"z"}]> : tensor<16x8x4xf32>
  return %0 : tensor<16x8x4xf32>
}

// To a replicated sharding on another mesh: gathered on the input's.
// CHECK-LABEL: func @to_replicated_other_mesh
func.func @to_replicated_other_mesh(%arg0: tensor<24x8xf32> {sdy.sharding = #sdy.sharding<@mesh_6, [{"x"}, {}]>}) -> tensor<24x8xf32> {
  // CHECK-NEXT: %[[AG:.*]] = sdy.all_gather [{"x"}, {}] %arg0 out_sharding=<@mesh_6, [{}, {}]>
  // CHECK-NEXT: return %[[AG]]
  %0 = sdy.reshard %arg0 <@mesh, [{}, {}]> : tensor<24x8xf32>
  return %0 : tensor<24x8xf32>
}

// Meshes with other axes, and maximal meshes: the reshard stays.
// CHECK-LABEL: func @kept
func.func @kept(%arg0: tensor<24x8xf32> {sdy.sharding = #sdy.sharding<@mesh_6, [{"x"}, {}]>}) -> (tensor<24x8xf32>, tensor<24x8xf32>) {
  // CHECK-NEXT: %[[R0:.*]] = sdy.reshard %arg0 <@mesh, [{"x"}, {}]>
  // CHECK-NEXT: %[[R1:.*]] = sdy.reshard %arg0 <@maximal, []>
  %0 = sdy.reshard %arg0 <@mesh, [{"x"}, {}]> : tensor<24x8xf32>
  %1 = sdy.reshard %arg0 <@maximal, []> : tensor<24x8xf32>
  return %0, %1 : tensor<24x8xf32>, tensor<24x8xf32>
}

// The input's sharding is looked up through propagation barriers, and the
// collectives read the barrier's input (the barrier stays, unused).
// CHECK-LABEL: func @through_barrier
func.func @through_barrier(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<16x8xf32> {
  // CHECK-NEXT: sdy.propagation_barrier %arg0
  // CHECK-NEXT: %[[AG:.*]] = sdy.all_gather [{"x"}, {}] %arg0 out_sharding=<@mesh, [{}, {}]>
  // CHECK-NEXT: return %[[AG]]
  %0 = sdy.propagation_barrier %arg0 allowed_direction=NONE : tensor<16x8xf32>
  %1 = sdy.reshard %0 <@mesh, [{}, {}]> : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// Unreduced axes the reshard doesn't keep are all-reduced first.
// CHECK-LABEL: func @unreduced
func.func @unreduced(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}], unreduced={"y", "z"}>}) -> tensor<16x8xf32> {
  // CHECK-NEXT: %[[AR:.*]] = sdy.all_reduce {"y"} %arg0 out_sharding=<@mesh, [{"x"}, {}], unreduced={"z"}>
  // CHECK-NEXT: %[[AG:.*]] = sdy.all_gather [{"x"}, {}] %[[AR]] out_sharding=<@mesh, [{}, {}], unreduced={"z"}>
  // CHECK-NEXT: return %[[AG]]
  %0 = sdy.reshard %arg0 <@mesh, [{}, {}], unreduced={"z"}> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// CHECK-LABEL: func @unreduced_max
func.func @unreduced_max(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}], unreduced=max{"y"}>}) -> tensor<16x8xf32> {
  // CHECK-NEXT: %[[AR:.*]] = sdy.all_reduce max {"y"} %arg0 out_sharding=<@mesh, [{"x"}, {}]>
  // CHECK-NEXT: return %[[AR]]
  %0 = sdy.reshard %arg0 <@mesh, [{"x"}, {}]> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// A while's block argument has the while's sharding.
// CHECK-LABEL: func @while_block_arg
func.func @while_block_arg(%arg0: tensor<16x8xf32>, %arg1: tensor<i1>) -> tensor<16x8xf32> {
  // CHECK:      } do {
  // CHECK-NEXT:   %[[A2A:.*]] = sdy.all_to_all [{"x"}: 0->1] %iterArg out_sharding=<@mesh, [{}, {"x"}]>
  // CHECK-NEXT:   stablehlo.return %[[A2A]]
  %0 = stablehlo.while(%iterArg = %arg0) : tensor<16x8xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}
    cond {
    stablehlo.return %arg1 : tensor<i1>
  } do {
    %1 = sdy.reshard %iterArg <@mesh, [{}, {"x"}]> : tensor<16x8xf32>
    stablehlo.return %1 : tensor<16x8xf32>
  }
  return %0 : tensor<16x8xf32>
}

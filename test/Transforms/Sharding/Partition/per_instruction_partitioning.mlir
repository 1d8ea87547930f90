// RUN: hlokit-opt %s -split-input-file -sdy-per-instruction-partitioning="filter=dot,reshard,slice,negate" | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-per-instruction-partitioning="filter=dot,reshard,slice,negate" --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s

sdy.mesh @mesh = <["x"=2, "y"=2]>

// Only the dot is picked; the add stays global and reads the manual
// computation's result. Manual axes in the order the shardings name them.
// CHECK-LABEL: func @dot_not_add
func.func @dot_not_add(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>},
                       %arg1: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>})
    -> tensor<8x16xf32> {
  // CHECK-NEXT: %[[MC:.*]] = sdy.manual_computation(%arg0, %arg1)
  // CHECK-SAME:   in_shardings=[<@mesh, [{"y"}, {}]>, <@mesh, [{}, {"x"}]>]
  // CHECK-SAME:   out_shardings=[<@mesh, [{"y"}, {"x"}]>]
  // CHECK-SAME:   manual_axes={"y", "x"} (%arg2: tensor<4x32xf32>, %arg3: tensor<32x8xf32>) {
  // CHECK-NEXT:   %[[DOT:.*]] = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0] : (tensor<4x32xf32>, tensor<32x8xf32>) -> tensor<4x8xf32>
  // CHECK-NEXT:   sdy.return %[[DOT]] : tensor<4x8xf32>
  // CHECK-NEXT: } : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  // CHECK-NEXT: %[[ADD:.*]] = stablehlo.add %[[MC]], %[[MC]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {"x"}]>]>}
  // CHECK-NEXT: return %[[ADD]]
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {"x"}]>]>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  %1 = stablehlo.add %0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {"x"}]>]>} : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

// The local dot's partial sums are all-reduced inside; the unreduced
// result sharding is dropped from out_shardings.
// CHECK-LABEL: func @contracting_dim_sharded
func.func @contracting_dim_sharded(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>},
                                   %arg1: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
    -> tensor<8x16xf32> {
  // CHECK-NEXT: %[[MC:.*]] = sdy.manual_computation(%arg0, %arg1)
  // CHECK-SAME:   out_shardings=[<@mesh, [{}, {}]>]
  // CHECK-SAME:   manual_axes={"x"} (%arg2: tensor<8x16xf32>, %arg3: tensor<16x16xf32>) {
  // CHECK-NEXT:   %[[DOT:.*]] = stablehlo.dot %arg2, %arg3
  // CHECK-NEXT:   %[[SUM:.*]] = "stablehlo.all_reduce"(%[[DOT]])
  // CHECK:        sdy.return %[[SUM]] : tensor<8x16xf32>
  %0 = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}], unreduced={"x"}>]>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// Unsharded ops, collectives and constraints are not candidates; the
// slice's result, padded from 3 to 4, reads one more row of its operand.
// CHECK-LABEL: func @slice_padded_result
func.func @slice_padded_result(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
    -> tensor<3x4xf32> {
  // CHECK-NEXT: %[[AG:.*]] = sdy.all_gather
  // CHECK-NEXT: %[[MC:.*]] = sdy.manual_computation(%[[AG]])
  // CHECK-SAME:   in_shardings=[<@mesh, [{}, {}]>]
  // CHECK-SAME:   out_shardings=[<@mesh, [{"y"}, {}]>]
  // CHECK-SAME:   manual_axes={"y"} (%arg1: tensor<8x4xf32>) {
  // CHECK:        stablehlo.dynamic_slice
  // CHECK:        sdy.return {{.*}} : tensor<2x4xf32>
  // CHECK-NEXT: } : (tensor<8x4xf32>) -> tensor<4x4xf32>
  // CHECK-NEXT: %[[TRIM:.*]] = stablehlo.slice %[[MC]] [0:3, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} : (tensor<4x4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %[[C:.*]] = sdy.sharding_constraint %[[TRIM]]
  // CHECK-NEXT: return %[[C]]
  %0 = sdy.all_gather [{"x"}, {}] %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<8x4xf32>
  %1 = stablehlo.slice %0 [0:3, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} : (tensor<8x4xf32>) -> tensor<3x4xf32>
  %2 = sdy.sharding_constraint %1 <@mesh, [{}, {}]> : tensor<3x4xf32>
  return %2 : tensor<3x4xf32>
}

// -----

// An inlined mesh gets a symbol (here a new `sdy.mesh`); a reshard's operand
// and result take one padded type, 5 to 6.
// CHECK: sdy.mesh @mesh = <["x"=2]>
// CHECK-LABEL: func @inlined_mesh_reshard
func.func @inlined_mesh_reshard(%arg0: tensor<5x8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2]>, [{"x"}, {}]>})
    -> tensor<5x8xf32> {
  // CHECK-NEXT: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  // CHECK-NEXT: %[[PAD:.*]] = stablehlo.pad %arg0, %[[ZERO]], low = [0, 0], high = [1, 0], interior = [0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}
  // CHECK-NEXT: %[[MC:.*]] = sdy.manual_computation(%[[PAD]])
  // CHECK-SAME:   in_shardings=[<@mesh, [{"x"}, {}]>]
  // CHECK-SAME:   out_shardings=[<@mesh, [{}, {}]>]
  // CHECK-SAME:   manual_axes={"x"} (%arg1: tensor<3x8xf32>) {
  // CHECK-NEXT:   "stablehlo.all_gather"(%arg1)
  // CHECK:      } : (tensor<6x8xf32>) -> tensor<6x8xf32>
  // CHECK-NEXT: %[[TRIM:.*]] = stablehlo.slice %[[MC]] [0:5, 0:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>}
  // CHECK-NEXT: return %[[TRIM]]
  %0 = sdy.reshard %arg0 <mesh<["x"=2]>, [{}, {}]> : tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>
sdy.mesh @other = <["a"=4]>

// An inlined mesh equal to an `sdy.mesh` takes its symbol, also in the
// copy's own sharding (else the partitioner would see two meshes); one
// that isn't gets a new mesh, renamed as @mesh is taken.
// CHECK: sdy.mesh @mesh_0 = <["b"=2]>
// CHECK: sdy.mesh @mesh = <["x"=2, "y"=2]>
// CHECK-LABEL: func @inlined_equal
// CHECK-NEXT: sdy.manual_computation(%arg0) in_shardings=[<@other, [{"a"}]>] out_shardings=[<@other, [{"a"}]>] manual_axes={"a"} (%arg1: tensor<2xf32>) {
// CHECK-NEXT:   stablehlo.negate %arg1 : tensor<2xf32>
func.func @inlined_equal(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["a"=4]>, [{"a"}]>}) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<mesh<["a"=4]>, [{"a"}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// CHECK-LABEL: func @inlined_new
// CHECK-NEXT: sdy.manual_computation(%arg0) in_shardings=[<@mesh_0, [{"b"}]>] out_shardings=[<@mesh_0, [{"b"}]>] manual_axes={"b"} (%arg1: tensor<4xf32>) {
func.func @inlined_new(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["b"=2]>, [{"b"}]>}) -> tensor<8xf32> {
  %0 = sdy.reshard %arg0 <mesh<["b"=2]>, [{"b"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// An operand's unreduced axes stay in its in sharding and are manual; the
// local copy reduces them.
// CHECK-LABEL: func @unreduced_operand
// CHECK-NEXT: sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}], unreduced={"y"}>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x", "y"} (%arg1: tensor<4xf32>) {
// CHECK-NEXT:   %[[SUM:.*]] = "stablehlo.all_reduce"(%arg1)
// CHECK-SAME:     replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>
// CHECK:        stablehlo.negate %[[SUM]] : tensor<4xf32>
func.func @unreduced_operand(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}], unreduced={"y"}>}) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

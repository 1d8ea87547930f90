// RUN: hlokit-opt %s -split-input-file -sdy-basic-propagate | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4]>

// An operand's sharding reaches the other operand, the result and the func
// result; what a user asked for (closed) stays closed, what propagation adds
// is open.
// CHECK-LABEL: func @elementwise
// CHECK-SAME:    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}
// CHECK-SAME:    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {"b", ?}]>}
// CHECK-SAME:    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {"b", ?}]>})
func.func @elementwise(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>},
                       %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // CHECK: stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {"b", ?}]>]>}
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4]>

// Backward: the func result's sharding reaches the producers' operands.
// CHECK-LABEL: func @backward
// CHECK-SAME:    %arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c", ?}]>}
func.func @backward(%arg0: tensor<8xf32>)
    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c"}]>}) {
  // CHECK: stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"c", ?}]>]>}
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  // CHECK: stablehlo.exponential %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"c", ?}]>]>}
  %1 = stablehlo.exponential %0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4]>

// The longest common prefix: ["a", "b"] and ["a", "c"] agree on "a" only,
// which a third, open operand gets; the two conflicting ones keep theirs.
// CHECK-LABEL: func @common_prefix
// CHECK-SAME:    %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>}
func.func @common_prefix(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b", ?}]>},
                         %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "c", ?}]>},
                         %arg2: tensor<16xf32>) -> tensor<16xf32> {
  // CHECK: stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %0 = stablehlo.add %arg0, %arg1 : tensor<16xf32>
  %1 = stablehlo.add %0, %arg2 : tensor<16xf32>
  return %1 : tensor<16xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4]>

// A closed dimension takes nothing; a replicated axis isn't propagated to
// the tensor that replicates it.
// CHECK-LABEL: func @closed_and_replicated
// CHECK-SAME:    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {?}], replicated={"b"}>}
func.func @closed_and_replicated(
    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>},
    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {?}], replicated={"b"}>})
    -> tensor<8x8xf32> {
  // Nothing is common to all three, so the result stays unsharded.
  // CHECK: %[[ADD:.*]] = stablehlo.add %arg0, %arg1 :
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4]>

// Conflicting closed shardings aren't an error: they stay as they are (the
// partitioner reshards), and the open result gets what they agree on.
// CHECK-LABEL: func @conflicting_closed
// CHECK-SAME:    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}
// CHECK-SAME:    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"c"}]>}
func.func @conflicting_closed(
    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>},
    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"c"}]>})
    -> tensor<8x8xf32> {
  // CHECK: stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>}
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4]>

// Basic propagation resolves no conflict between factors: "a" shards the
// dot's i (from %arg0) and j (from %arg1), so the result gets neither.
// CHECK-LABEL: func @dot_conflict
func.func @dot_conflict(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>},
                        %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}]>})
    -> tensor<8x32xf32> {
  // CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] :
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0]
      : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4]>

// A reshape splits axis "c" (size 4) between the factors of [16] -> [2, 8]:
// the major factor (size 2) takes "c":(1)2, the minor one "c":(2)2.
// CHECK-LABEL: func @reshape_sub_axes
func.func @reshape_sub_axes(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c"}]>})
    -> tensor<2x8xf32> {
  // CHECK: stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"c":(1)2, ?}, {"c":(2)2, ?}]>]>}
  %0 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4]>

// Merging [2, 8] -> [16]: the result dimension gets both factors' axes.
// CHECK-LABEL: func @reshape_merge
func.func @reshape_merge(%arg0: tensor<2x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>})
    -> tensor<16xf32> {
  // CHECK: stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b", ?}]>]>}
  %0 = stablehlo.reshape %arg0 : (tensor<2x8xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4]>

// A sharding rule on the op is used as given: here it only ties the
// operand's dim 0 to the result's dim 1.
// CHECK-LABEL: func @explicit_rule
func.func @explicit_rule(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>})
    -> tensor<8x4xf32> {
  // CHECK: stablehlo.custom_call @foo(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"a", ?}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, i]) {i=4, j=8, k=8}, custom>}
  %0 = stablehlo.custom_call @foo(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, i]) {i=4, j=8, k=8}, custom>} : (tensor<4x8xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4]>
sdy.mesh @other = <["x"=2]>

// Shardings on different meshes don't propagate.
// CHECK-LABEL: func @different_meshes
func.func @different_meshes(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>},
                            %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@other, [{"x"}]>})
    -> tensor<8xf32> {
  // CHECK: stablehlo.add %arg0, %arg1 :
  %0 = stablehlo.add %arg0, %arg1 : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4]>

// A data flow edge on a value that owns no edge (a func argument) has no
// sources: it is left alone (no crash), and nothing crosses it.
// CHECK-LABEL: func @edge_without_owner
func.func @edge_without_owner(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> tensor<8xf32> {
  // CHECK: %[[E:.*]] = sdy.data_flow_edge %arg0 : tensor<8xf32>
  %0 = sdy.data_flow_edge %arg0 : tensor<8xf32>
  // CHECK: stablehlo.abs %[[E]] :
  %1 = stablehlo.abs %0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// An inlined mesh propagates like a named one, and stays inlined.
// CHECK-LABEL: func @inlined_mesh
func.func @inlined_mesh(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2]>, [{"x"}]>}) -> tensor<8xf32> {
  // CHECK: stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<mesh<["x"=2]>, [{"x", ?}]>]>}
  %0 = stablehlo.abs %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}

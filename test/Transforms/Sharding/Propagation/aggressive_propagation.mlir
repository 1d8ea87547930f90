// RUN: hlokit-opt %s -split-input-file -sdy-aggressive-propagate | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-aggressive-propagate=propagation-strategy=basic | FileCheck %s --check-prefix=BASIC
// RUN: hlokit-opt %s -split-input-file -sdy-aggressive-propagate=propagation-strategy=basic-then-aggressive | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// "a" shards the dot's i in %arg0 and j in %arg1: the aggressive strategy
// gives it to j, whose source %arg1 is the larger tensor; the basic one
// leaves the result alone.
// CHECK-LABEL: func @dot_conflict
// BASIC-LABEL: func @dot_conflict
func.func @dot_conflict(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>},
                        %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}]>})
    -> tensor<8x32xf32> {
  // CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"a", ?}]>]>}
  // BASIC: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] :
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0]
      : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// One factor, different axes per tensor: %arg1 replicates "b", so it only
// takes "a" while the result takes ["a", "b"]. The basic strategy gives
// everyone the common ["a"].
// CHECK-LABEL: func @per_tensor_axes
// CHECK-SAME:    %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}], replicated={"b"}>}
// BASIC-LABEL: func @per_tensor_axes
// BASIC-SAME:    %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}], replicated={"b"}>}
func.func @per_tensor_axes(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}]>},
                           %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}], replicated={"b"}>})
    -> tensor<16xf32> {
  // CHECK: stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b", ?}]>]>}
  // BASIC: stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %0 = stablehlo.add %arg0, %arg1 : tensor<16xf32>
  return %0 : tensor<16xf32>
}

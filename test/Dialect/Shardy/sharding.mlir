// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// Tensor shardings in Shardy's syntax, on func arguments and results and on
// ops' results.

sdy.mesh @mesh = <["x"=2, "y"=4, "z"=2]>
sdy.mesh @single = <[], device_ids=[1]>

// CHECK-LABEL: func.func @closed_dims
// CHECK-SAME: #sdy.sharding<@mesh, [{"x", "z"}, {}, {"y"}]>
func.func @closed_dims(%arg0: tensor<4x3x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "z"}, {}, {"y"}]>}) {
  return
}

// CHECK-LABEL: func.func @open_dims
// CHECK-SAME: #sdy.sharding<@mesh, [{?}, {"x", ?}]>
func.func @open_dims(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"x", ?}]>}) {
  return
}

// CHECK-LABEL: func.func @priorities
// CHECK-SAME: #sdy.sharding<@mesh, [{"x"}p0, {"y", ?}p3, {?}p12]>
func.func @priorities(%arg0: tensor<4x8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}p0, {"y", ?}p3, {?}p12]>}) {
  return
}

// CHECK-LABEL: func.func @sub_axes
// CHECK-SAME: #sdy.sharding<@mesh, [{"y":(1)2}, {"y":(2)2, "x"}]>
func.func @sub_axes(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y":(1)2}, {"y":(2)2, "x"}]>}) {
  return
}

// CHECK-LABEL: func.func @replicated_unreduced
// CHECK-SAME: #sdy.sharding<@mesh, [{"y"}], replicated={"x"}, unreduced={"z"}>
// CHECK-SAME: #sdy.sharding<@mesh, [{}], replicated={"x", "y":(2)2}>
// CHECK-SAME: #sdy.sharding<@mesh, [{}], unreduced={"x", "z"}>
func.func @replicated_unreduced(
    %arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}], replicated={"x"}, unreduced={"z"}>},
    %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], replicated={"x", "y":(2)2}>},
    %arg2: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={"x", "z"}>}) {
  return
}

// unreduced may come before replicated, as Shardy reads it; it prints after.
// CHECK-LABEL: func.func @unreduced_first
// CHECK-SAME: #sdy.sharding<@mesh, [{}], replicated={"x"}, unreduced={"z"}>
func.func @unreduced_first(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={"z"}, replicated={"x"}>}) {
  return
}

// Empty axis lists print as nothing.
// CHECK-LABEL: func.func @empty_lists
// CHECK-SAME: #sdy.sharding<@mesh, [{}]>
func.func @empty_lists(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], replicated={}>}) {
  return
}

// CHECK-LABEL: func.func @scalar_and_results
// CHECK-SAME: (%arg0: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, [], replicated={"x"}>})
// CHECK-SAME: -> (tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>})
func.func @scalar_and_results(%arg0: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, [], replicated={"x"}>}) -> (tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @inlined_meshes
// CHECK-SAME: #sdy.sharding<mesh<["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>, [{"b"}, {"a"}]>
// CHECK-SAME: #sdy.sharding<mesh<[], device_ids=[2]>, []>
func.func @inlined_meshes(
    %arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<mesh<["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>, [{"b"}, {"a"}]>},
    %arg1: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<mesh<[], device_ids=[2]>, []>}) {
  return
}

// A maximal sharding places a value on one device, whatever its rank.
// CHECK-LABEL: func.func @maximal
// CHECK-SAME: #sdy.sharding<@single, []>
func.func @maximal(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@single, []>}) {
  return
}

// A non-tensor value takes a rank-0 sharding.
// CHECK-LABEL: func.func @token
// CHECK-SAME: #sdy.sharding<@mesh, []>
func.func @token(%arg0: !stablehlo.token {sdy.sharding = #sdy.sharding<@mesh, []>}) {
  return
}

// Dynamic dimensions can be sharded.
// CHECK-LABEL: func.func @per_value
func.func @per_value(%arg0: tensor<?x8xf32>) -> tensor<?x8xf32> {
  // CHECK: stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y", ?}]>]>}
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y", ?}]>]>} : tensor<?x8xf32>
  // CHECK: stablehlo.create_token {sdy.sharding = #sdy.sharding_per_value<[<@single, []>]>}
  %1 = stablehlo.create_token {sdy.sharding = #sdy.sharding_per_value<[<@single, []>]>} : !stablehlo.token
  return %0 : tensor<?x8xf32>
}

// Meshes and shardings also stand alone, in other attributes.
// CHECK-LABEL: func.func @standalone
// CHECK-SAME: attrs = [#sdy.mesh<["q"=2]>, #sdy.sharding<@mesh, [{"x"}]>, #sdy.sharding_per_value<[]>]
func.func @standalone() attributes {attrs = [#sdy.mesh<["q"=2]>, #sdy.sharding<@mesh, [{"x"}]>, #sdy.sharding_per_value<[]>]} {
  return
}

// A tuple of one tensor takes the tensor's sharding.
// CHECK-LABEL: func.func @tuple_of_one
// CHECK-SAME: #sdy.sharding<@mesh, [{"x"}]>
func.func @tuple_of_one(%arg0: tuple<tensor<8xf32>> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  return
}

// Unreduced axes hold partial sums, or with `max`/`min` partial maxima or
// minima; an explicit `sum` is the default and isn't printed.
// CHECK-LABEL: func.func @reductions
// CHECK-SAME: #sdy.sharding<@mesh, [{}], unreduced=max{"x"}>
// CHECK-SAME: #sdy.sharding<@mesh, [{"y"}], replicated={"z"}, unreduced=min{"x"}>
// CHECK-SAME: #sdy.sharding<@mesh, [{}], unreduced={"x"}>
func.func @reductions(
    %arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced=max{"x"}>},
    %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}], replicated={"z"}, unreduced=min{"x"}>},
    %arg2: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced=sum{"x"}>}) {
  return
}

// Shardy also reads `unreduced{...}` without `=` (and then without a
// reduction); it prints `unreduced={...}`.
// CHECK-LABEL: func.func @unreduced_without_equal
// CHECK-SAME: #sdy.sharding<@mesh, [{}], unreduced={"x"}>
func.func @unreduced_without_equal(
    %arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced{"x"}>}) {
  return
}

// An op without results takes one maximal or replicated sharding: which
// device runs it.
// CHECK-LABEL: func.func @no_results
// CHECK-NEXT: stablehlo.custom_call @foo(%arg0) {has_side_effect = true, sdy.sharding = #sdy.sharding_per_value<[<@single, []>]>} : (tensor<8xf32>) -> ()
// CHECK-NEXT: stablehlo.custom_call @foo(%arg0) {has_side_effect = true, sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<8xf32>) -> ()
func.func @no_results(%arg0: tensor<8xf32>) {
  stablehlo.custom_call @foo(%arg0) {has_side_effect = true, sdy.sharding = #sdy.sharding_per_value<[<@single, []>]>} : (tensor<8xf32>) -> ()
  stablehlo.custom_call @foo(%arg0) {has_side_effect = true, sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<8xf32>) -> ()
  return
}

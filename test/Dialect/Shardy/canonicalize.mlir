// RUN: hlokit-opt %s -canonicalize | FileCheck %s

// Shardy's canonicalization patterns of sdy.reshard and
// sdy.manual_computation.

sdy.mesh @mesh = <["a"=2, "b"=1]>
sdy.mesh @mesh4 = <["c"=4]>

// Only the last of a chain of reshards matters.
// CHECK-LABEL: func.func @reshard_of_reshard
// CHECK-NEXT: %0 = sdy.reshard %arg0 <@mesh, [{}, {"a"}]> : tensor<8x8xf32>
// CHECK-NEXT: return %0
func.func @reshard_of_reshard(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.reshard %arg0 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  %1 = sdy.reshard %0 <@mesh, [{?}, {?}]> : tensor<8x8xf32>
  %2 = sdy.reshard %1 <@mesh, [{}, {"a"}]> : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}

// A reshard used elsewhere stays.
// CHECK-LABEL: func.func @reshard_of_used_reshard
// CHECK-NEXT: %0 = sdy.reshard %arg0 <@mesh, [{"a"}, {}]>
// CHECK-NEXT: %1 = sdy.reshard %0 <@mesh, [{}, {"a"}]>
// CHECK-NEXT: return %0, %1
func.func @reshard_of_used_reshard(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = sdy.reshard %arg0 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  %1 = sdy.reshard %0 <@mesh, [{}, {"a"}]> : tensor<8x8xf32>
  return %0, %1 : tensor<8x8xf32>, tensor<8x8xf32>
}

// Reshards of one value in one block that split it alike are one (open and
// closed dimensions alike); others stay, as do reshards whose unreduced axes
// differ (hlokit keeps them apart, Shardy doesn't).
// CHECK-LABEL: func.func @duplicate_reshards
// CHECK-NEXT: %0 = sdy.reshard %arg0 <@mesh, [{"a"}, {}]>
// CHECK-NEXT: %1 = sdy.reshard %arg0 <@mesh, [{}, {"a"}]>
// CHECK-NEXT: %2 = sdy.reshard %arg0 <@mesh, [{}, {}], unreduced={"a"}>
// CHECK-NEXT: %3 = stablehlo.abs %0
// CHECK-NEXT: return %0, %1, %2, %3
func.func @duplicate_reshards(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = sdy.reshard %arg0 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  %1 = sdy.reshard %arg0 <@mesh, [{}, {"a"}]> : tensor<8x8xf32>
  %2 = sdy.reshard %arg0 <@mesh, [{}, {}], unreduced={"a"}> : tensor<8x8xf32>
  %3 = sdy.reshard %arg0 <@mesh, [{"a", ?}, {?}]> : tensor<8x8xf32>
  %4 = stablehlo.abs %3 : tensor<8x8xf32>
  return %0, %1, %2, %4 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// A reshape that keeps each shard's elements together reuses the reshard
// before it, reshaped.
// CHECK-LABEL: func.func @reshard_across_reshape
// CHECK-NEXT: %0 = sdy.reshard %arg0 <@mesh, [{"a"}, {}]> : tensor<8x4xf32>
// CHECK-NEXT: %1 = stablehlo.reshape %0 : (tensor<8x4xf32>) -> tensor<32xf32>
// CHECK-NEXT: %2 = stablehlo.reshape %arg0 : (tensor<8x4xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %3 = sdy.reshard %2 <@mesh, [{}, {"a"}]> : tensor<4x8xf32>
// CHECK-NEXT: return %0, %1, %3
func.func @reshard_across_reshape(%arg0: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<32xf32>, tensor<4x8xf32>) {
  %0 = sdy.reshard %arg0 <@mesh, [{"a"}, {}]> : tensor<8x4xf32>
  %1 = stablehlo.reshape %arg0 : (tensor<8x4xf32>) -> tensor<32xf32>
  %2 = sdy.reshard %1 <@mesh, [{"a"}]> : tensor<32xf32>
  %3 = stablehlo.reshape %arg0 : (tensor<8x4xf32>) -> tensor<4x8xf32>
  %4 = sdy.reshard %3 <@mesh, [{}, {"a"}]> : tensor<4x8xf32>
  return %0, %2, %4 : tensor<8x4xf32>, tensor<32xf32>, tensor<4x8xf32>
}

// Sub-axes splitting neighbouring dimensions split the reshaped value as
// their whole axis does.
// CHECK-LABEL: func.func @reshard_across_reshape_sub_axes
// CHECK-NEXT: %0 = sdy.reshard %arg0 <@mesh4, [{"c":(1)2}, {"c":(2)2}]> : tensor<2x4xi32>
// CHECK-NEXT: %1 = stablehlo.reshape %0 : (tensor<2x4xi32>) -> tensor<8xi32>
// CHECK-NEXT: return %0, %1
func.func @reshard_across_reshape_sub_axes(%arg0: tensor<2x4xi32>) -> (tensor<2x4xi32>, tensor<8xi32>) {
  %0 = sdy.reshard %arg0 <@mesh4, [{"c":(1)2}, {"c":(2)2}]> : tensor<2x4xi32>
  %1 = stablehlo.reshape %arg0 : (tensor<2x4xi32>) -> tensor<8xi32>
  %2 = sdy.reshard %1 <@mesh4, [{"c"}]> : tensor<8xi32>
  return %0, %2 : tensor<2x4xi32>, tensor<8xi32>
}

// After a transpose, the reshard before it is transposed.
// CHECK-LABEL: func.func @reshard_across_transpose
// CHECK-NEXT: %0 = sdy.reshard %arg0 <@mesh, [{"a"}, {}]> : tensor<8x4xf32>
// CHECK-NEXT: %1 = stablehlo.transpose %0, dims = [1, 0]
// CHECK-NEXT: return %0, %1
func.func @reshard_across_transpose(%arg0: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>) {
  %0 = sdy.reshard %arg0 <@mesh, [{"a"}, {}]> : tensor<8x4xf32>
  %1 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
  %2 = sdy.reshard %1 <@mesh, [{}, {"a"}]> : tensor<4x8xf32>
  return %0, %2 : tensor<8x4xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @reshard_in_other_block
// CHECK: sdy.reshard %arg0 <@mesh, [{"a"}]>
// CHECK: sdy.named_computation
// CHECK-NEXT: sdy.reshard %arg1 <@mesh, [{"a"}]>
func.func @reshard_in_other_block(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = sdy.reshard %arg0 <@mesh, [{"a"}]> : tensor<8xf32>
  %1 = sdy.named_computation<"f">(%arg0) (%arg1: tensor<8xf32>) {
    %2 = sdy.reshard %arg1 <@mesh, [{"a"}]> : tensor<8xf32>
    sdy.return %2 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

// CHECK-LABEL: func.func @unused_inputs
// CHECK-NEXT: sdy.manual_computation(%arg1) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%arg2: tensor<4xf32>) {
func.func @unused_inputs(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{}]>, <@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%arg2: tensor<8xf32>, %arg3: tensor<4xf32>) {
    sdy.return %arg3 : tensor<4xf32>
  } : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// Manual axes of total size 1 split nothing: the body is inlined.
// CHECK-LABEL: func.func @size_one_manual_axes
// CHECK-NEXT: %0 = stablehlo.abs %arg0 : tensor<8xf32>
// CHECK-NEXT: return %0
func.func @size_one_manual_axes(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"b", "a"}]>] out_shardings=[<@mesh, [{"b", "a"}]>] manual_axes={"b"} (%arg1: tensor<8xf32>) {
    %1 = stablehlo.abs %arg1 : tensor<8xf32>
    sdy.return %1 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// Without values: erased when empty, inlined otherwise.
// CHECK-LABEL: func.func @no_values
// CHECK-NEXT: stablehlo.custom_call @foo() {has_side_effect = true} : () -> ()
// CHECK-NEXT: return
func.func @no_values() {
  sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={"a"} () {
    sdy.return
  } : () -> ()
  sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={} () {
    stablehlo.custom_call @foo() {has_side_effect = true} : () -> ()
    sdy.return
  } : () -> ()
  return
}

// Manual axes of size 2 stay manual.
// CHECK-LABEL: func.func @manual_axes_kept
// CHECK-NEXT: sdy.manual_computation
func.func @manual_axes_kept(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%arg1: tensor<4xf32>) {
    sdy.return %arg1 : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

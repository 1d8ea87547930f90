// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

sdy.mesh @mesh = <["x"=2, "y"=4]>

// CHECK-LABEL: func.func @empty
func.func @empty() {
  // CHECK-NEXT: sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={} () {
  // CHECK-NEXT:   sdy.return
  // CHECK-NEXT: } : () -> ()
  sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={} () {
    sdy.return
  } : () -> ()
  return
}

// The body sees dimension 0 divided by "x" (2) and dimension 1 by "y" (4);
// the free axis after a manual one doesn't divide.
// CHECK-LABEL: func.func @local_shapes
func.func @local_shapes(%arg0: tensor<8x16xf32>, %arg1: tensor<f32>) -> tensor<8x16xf32> {
  // CHECK-NEXT: %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x", ?}, {"y"}]>, <@mesh, []>] out_shardings=[<@mesh, [{"x", "y":(1)2}, {}]>] manual_axes={"x", "y"} (%arg2: tensor<4x4xf32>, %arg3: tensor<f32>) {
  // CHECK-NEXT:   %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
  // CHECK-NEXT:   sdy.return %1 : tensor<2x16xf32>
  // CHECK-NEXT: } : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
  %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x", ?}, {"y"}]>, <@mesh, []>] out_shardings=[<@mesh, [{"x", "y":(1)2}, {}]>] manual_axes={"x", "y"} (%arg2: tensor<4x4xf32>, %arg3: tensor<f32>) {
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    sdy.return %1 : tensor<2x16xf32>
  } : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// CHECK-LABEL: func.func @free_axes_and_dynamic
func.func @free_axes_and_dynamic(%arg0: tensor<?x8xf32>) -> tensor<?x8xf32> {
  // CHECK-NEXT: %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y", ?}]>] out_shardings=[<@mesh, [{"x"}, {?}]>] manual_axes={"x"} (%arg1: tensor<?x8xf32>) {
  // CHECK-NEXT:   sdy.return %arg1 : tensor<?x8xf32>
  // CHECK-NEXT: } {note = "kept"} : (tensor<?x8xf32>) -> tensor<?x8xf32>
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y", ?}]>] out_shardings=[<@mesh, [{"x"}, {?}]>] manual_axes={"x"} (%arg1: tensor<?x8xf32>) {
    sdy.return %arg1 : tensor<?x8xf32>
  } {note = "kept"} : (tensor<?x8xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// Inside the body, shardings use the free axes; a nested manual computation
// is manual on some of them.
// CHECK-LABEL: func.func @nested
func.func @nested(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // CHECK: sdy.sharding_constraint %arg1 <@mesh, [{}, {"y"}]> : tensor<4x8xf32>
  // CHECK: sdy.manual_computation(%1) in_shardings=[<@mesh, [{}, {"y"}]>] out_shardings=[<@mesh, [{}, {"y"}]>] manual_axes={"y"} (%arg2: tensor<4x2xf32>) {
  // CHECK-NEXT: sdy.return %arg2 : tensor<4x2xf32>
  // CHECK-NEXT: } : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<4x8xf32>) {
    %1 = sdy.sharding_constraint %arg1 <@mesh, [{}, {"y"}]> : tensor<4x8xf32>
    %2 = sdy.manual_computation(%1) in_shardings=[<@mesh, [{}, {"y"}]>] out_shardings=[<@mesh, [{}, {"y"}]>] manual_axes={"y"} (%arg2: tensor<4x2xf32>) {
      sdy.return %arg2 : tensor<4x2xf32>
    } : (tensor<4x8xf32>) -> tensor<4x8xf32>
    sdy.return %2 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// An empty mesh binds nothing: the other shardings' mesh is the common one.
sdy.mesh @no_axes = <[]>

// CHECK-LABEL: func.func @empty_mesh
func.func @empty_mesh(%arg0: tensor<8xf32>, %arg1: tensor<f32>) -> tensor<8xf32> {
  // CHECK-NEXT: sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}]>, <@no_axes, []>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"}
  %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}]>, <@no_axes, []>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg2: tensor<4xf32>, %arg3: tensor<f32>) {
    sdy.return %arg2 : tensor<4xf32>
  } : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

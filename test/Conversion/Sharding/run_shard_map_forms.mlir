// hlokit-run runs a shard_map in each form an exporter writes it, without
// flags: the module's shard_maps are imported into sdy.manual_computation
// (hlokit-import-manual-computations) and, with no grid flag or attribute,
// the grid has one partition per device of their mesh.
// RUN: hlokit-run %s --split-input-file | FileCheck %s
// RUN: hlokit-opt %s --split-input-file -hlokit-import-manual-computations \
// RUN:   | FileCheck %s --check-prefix=IMPORT

// GSPMD, inline (JAX before 2024): the two devices swap their rows.
// CHECK: process (0, 0):
// CHECK-NEXT: process (0, 1):
// CHECK-NOT: process
// IMPORT-LABEL: func.func public @gspmd_inline
// IMPORT: sdy.manual_computation(%{{.*}}) in_shardings=[<@mesh, [{"_axis_0"}, {}]>] out_shardings=[<@mesh, [{"_axis_0"}, {}]>] manual_axes={"_axis_0"}
// IMPORT: stablehlo.collective_permute
// IMPORT-NOT: SPMD
func.func public @gspmd_inline() {
  %x = stablehlo.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0]]> : tensor<2x4xf32>
  %0 = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{devices=[2,1]0,1}"} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<2x4xf32>) -> tensor<1x4xf32>
  %2 = "stablehlo.collective_permute"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
  %3 = stablehlo.custom_call @Sharding(%2) {mhlo.sharding = "{manual}"} : (tensor<1x4xf32>) -> tensor<1x4xf32>
  %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {mhlo.sharding = "{devices=[2,1]0,1}"} : (tensor<1x4xf32>) -> tensor<2x4xf32>
  check.expect_eq_const %4, dense<[[4.0, 5.0, 6.0, 7.0], [0.0, 1.0, 2.0, 3.0]]> : tensor<2x4xf32>
  return
}

// -----

// XLA's sdy round trip: the mesh and shardings are strings in frontend
// attributes; four devices each sum their quarter and all-reduce.
// CHECK: process (0, 0):
// CHECK-NEXT: process (0, 1):
// CHECK-NEXT: process (0, 2):
// CHECK-NEXT: process (0, 3):
// CHECK-NOT: process
// IMPORT: sdy.mesh @mesh = <["a"=4]>
// IMPORT-LABEL: func.func public @round_trip
// IMPORT: sdy.manual_computation(%{{.*}}) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"a"}
// IMPORT-NOT: xla.sdy
module attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=4]>}"}} {
  func.func public @round_trip() {
    %x = stablehlo.iota dim = 0 : tensor<8xf32>
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%x) {mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22a\22}>"}} : (tensor<8xf32>) -> tensor<2xf32>
    %1 = call @xla.sdy.manual_computation_body_0(%0) : (tensor<2xf32>) -> tensor<1xf32>
    %2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1) {mhlo.frontend_attributes = {xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22a\22}>"}} : (tensor<1xf32>) -> tensor<1xf32>
    check.expect_eq_const %2, dense<28.0> : tensor<1xf32>
    return
  }
  func.func private @xla.sdy.manual_computation_body_0(%arg0: tensor<2xf32>) -> tensor<1xf32> {
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%arg0 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %r = stablehlo.reshape %s : (tensor<f32>) -> tensor<1xf32>
    %a = "stablehlo.all_reduce"(%r) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %t = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }) : (tensor<1xf32>) -> tensor<1xf32>
    return %a : tensor<1xf32>
  }
}

// The sharding annotations of JAX's sharded exports: custom_call @Sharding,
// @SPMDFullToShardShape and @SPMDShardToFullShape, Shardy's
// @xla.sdy.GlobalToLocalShape, @xla.sdy.LocalToGlobalShape and
// @xla.sdy.FuncResultSharding, and the memory placement
// @annotate_device_placement. The single-process interpreter holds every
// value whole in one memory, so they are the identity.
// RUN: hlokit-run %s --entry main
// RUN: hlokit-run %s --entry shardy_and_placement
// RUN: not hlokit-run %s --entry shardy_resharded 2>&1 | FileCheck %s --check-prefix=SHARDY-RESHARDED
// RUN: not hlokit-run %s --entry resharded 2>&1 | FileCheck %s --check-prefix=RESHARDED

func.func public @main() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %s = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %local = stablehlo.custom_call @SPMDFullToShardShape(%s) {mhlo.sharding = "{manual}"} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %y = stablehlo.multiply %local, %local : tensor<2x2xf32>
  %m = stablehlo.custom_call @Sharding(%y) {mhlo.sharding = "{manual}"} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %full = stablehlo.custom_call @SPMDShardToFullShape(%m) {mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %full, dense<[[1.0, 4.0], [9.0, 16.0]]> : tensor<2x2xf32>
  %i = stablehlo.constant dense<[7, 8]> : tensor<2xi32>
  %si = stablehlo.custom_call @Sharding(%i) {mhlo.sharding = "{replicated}"} : (tensor<2xi32>) -> tensor<2xi32>
  check.expect_eq_const %si, dense<[7, 8]> : tensor<2xi32>
  return
}

// A shard shape other than the whole value needs several processes, which
// the annotation alone does not give: it stays unsupported.
// RESHARDED: custom_call @SPMDFullToShardShape is not supported by the interpreter
func.func public @resharded() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %local = stablehlo.custom_call @SPMDFullToShardShape(%x) {mhlo.sharding = "{manual}"} : (tensor<2x2xf32>) -> tensor<1x2xf32>
  return
}

func.func public @shardy_and_placement() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %local = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%x) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.manual_axes = "#sdy<manual_axes{\22a\22}>"}} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %y = stablehlo.add %local, %local : tensor<2x2xf32>
  %global = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%y) {mhlo.frontend_attributes = {xla.sdy.manual_axes = "#sdy<manual_axes{\22a\22}>"}} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %host = stablehlo.custom_call @annotate_device_placement(%global) {has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "pinned_host"}} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = stablehlo.custom_call @xla.sdy.FuncResultSharding(%host) {has_side_effect = true} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %r, dense<[[2.0, 4.0], [6.0, 8.0]]> : tensor<2x2xf32>
  return
}

// SHARDY-RESHARDED: custom_call @xla.sdy.GlobalToLocalShape is not supported by the interpreter
func.func public @shardy_resharded() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %local = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%x) : (tensor<2x2xf32>) -> tensor<1x2xf32>
  return
}

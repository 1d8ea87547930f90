// RUN: hlokit-opt %s --stablehlo-legalize-to-vhlo=allow-other-dialects --mlir-print-local-scope | FileCheck %s
// RUN: hlokit-opt %s > %t.0
// RUN: hlokit-translate %s --serialize --target=1.0.0 --allow-other-dialects | hlokit-translate --deserialize | hlokit-opt > %t.1
// RUN: diff %t.0 %t.1

// Upstream's allow-other-dialects: ops of dialects without vhlo ops stay as
// they are, on builtin types, bridged to the vhlo ops around them by
// unrealized_conversion_cast; attributes without a vhlo form stay as they
// are, also inside arrays and dictionaries. Reading removes the casts.

// CHECK-LABEL: vhlo.func_v1 @mixed(
// CHECK-SAME: %[[ARG:.*]]: !vhlo.tensor_v1<!vhlo.f32_v1>)
// CHECK: %[[ABS:.*]] = "vhlo.abs_v1"(%[[ARG]])
// CHECK: %[[TO:.*]] = builtin.unrealized_conversion_cast %[[ABS]] : !vhlo.tensor_v1<!vhlo.f32_v1> to tensor<f32>
// CHECK: %[[SUM:.*]] = arith.addf %[[TO]], %[[TO]] : tensor<f32>
// CHECK: %[[FROM:.*]] = builtin.unrealized_conversion_cast %[[SUM]] : tensor<f32> to !vhlo.tensor_v1<!vhlo.f32_v1>
// CHECK: "vhlo.return_v1"(%[[FROM]])
// CHECK: test.map = affine_map<(d0) -> (d0)>
// CHECK-SAME: test.mixed = #vhlo.array_v1<[affine_map<(d0) -> (d0)>, #vhlo.string_v1<"s">]>
// CHECK-SAME: test.mixed_dict = #vhlo.dict_v1<{#vhlo.string_v1<"map"> = affine_map<(d0) -> (d0)>}>
func.func @mixed(%x: tensor<f32>) -> tensor<f32> attributes {
  test.map = affine_map<(d0) -> (d0)>,
  test.mixed = [affine_map<(d0) -> (d0)>, "s"],
  test.mixed_dict = {map = affine_map<(d0) -> (d0)>}
} {
  %0 = stablehlo.abs %x : tensor<f32>
  %1 = arith.addf %0, %0 : tensor<f32>
  return %1 : tensor<f32>
}

// stablehlo ops inside another dialect's region: the region's arguments
// stay builtin.
// CHECK-LABEL: vhlo.func_v1 @in_scf(
// CHECK: scf.for {{.*}} iter_args(%[[ITER:.*]] = %{{.*}}) -> (tensor<2xf32>)
// CHECK: %[[IN:.*]] = builtin.unrealized_conversion_cast %[[ITER]] : tensor<2xf32> to !vhlo.tensor_v1<2x!vhlo.f32_v1>
// CHECK: "vhlo.add_v1"(%[[IN]], %[[IN]])
func.func @in_scf(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %x) -> tensor<2xf32> {
    %1 = stablehlo.add %acc, %acc : tensor<2xf32>
    scf.yield %1 : tensor<2xf32>
  }
  return %0 : tensor<2xf32>
}

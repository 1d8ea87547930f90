// RUN: hlokit-opt %s -sdy-convert-global-to-local | FileCheck %s

sdy.mesh @mesh = <["x"=2, "y"=2]>

// The split dimension is the major part of the merged group: each device's
// rows are one run of the flattened value.
// CHECK-LABEL: func @merge_major
// CHECK-SAME:    (%arg0: tensor<2x3xf32> {{.*}}) -> (tensor<6xf32>
// CHECK-NEXT:    %[[R:.*]] = stablehlo.reshape %arg0 {{.*}} : (tensor<2x3xf32>) -> tensor<6xf32>
// CHECK-NEXT:    return %[[R]]
func.func @merge_major(%arg0: tensor<4x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<12xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  %0 = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<4x3xf32>) -> tensor<12xf32>
  return %0 : tensor<12xf32>
}

// One dimension split into two, its axes following: "x" to the major one,
// "y" to the minor one.
// CHECK-LABEL: func @split_along_axes
// CHECK-NEXT:    stablehlo.reshape %arg0 {{.*}} : (tensor<2x2xf32>) -> tensor<1x2x2xf32>
func.func @split_along_axes(%arg0: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> (tensor<2x4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}, {}]>}) {
  %0 = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}, {}]>]>} : (tensor<8x2xf32>) -> tensor<2x4x2xf32>
  return %0 : tensor<2x4x2xf32>
}

// Sub-axes of one axis on two dimensions merge into the axis.
// CHECK-LABEL: func @sub_axes_merge
// CHECK-NEXT:    stablehlo.reshape %arg0 {{.*}} : (tensor<1x1x3xf32>) -> tensor<3xf32>
func.func @sub_axes_merge(%arg0: tensor<2x2x3xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"z":(1)2}, {"z":(2)2}, {}]>}) -> (tensor<12xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"z"}]>}) {
  %0 = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{"z"}]>]>} : (tensor<2x2x3xf32>) -> tensor<12xf32>
  return %0 : tensor<12xf32>
}
sdy.mesh @mesh4 = <["z"=4]>

// Unsplit groups and size-one dimensions change freely beside a split one.
// CHECK-LABEL: func @other_groups
// CHECK-NEXT:    stablehlo.reshape %arg0 {{.*}} : (tensor<3x2x2xf32>) -> tensor<3x1x4xf32>
func.func @other_groups(%arg0: tensor<6x2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}, {}]>}) -> (tensor<6x1x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}, {}]>}) {
  %0 = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}, {}]>]>} : (tensor<6x2x2xf32>) -> tensor<6x1x4xf32>
  return %0 : tensor<6x1x4xf32>
}

// A reverse along a whole dimension keeps the split one in place.
// CHECK-LABEL: func @reverse_whole_dim
// CHECK-NEXT:    stablehlo.reverse %arg0, dims = [1] {{.*}} : tensor<2x3xf32>
func.func @reverse_whole_dim(%arg0: tensor<4x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = stablehlo.reverse %arg0, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

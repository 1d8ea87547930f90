// RUN: hlokit-opt %s -sdy-pad-for-divisibility | FileCheck %s
// RUN: hlokit-opt %s -sdy-pad-for-divisibility --mlir-print-op-generic | hlokit-opt | FileCheck %s

sdy.mesh @mesh = <["x"=4, "y"=2]>

// The all_slice pads with zeros; the all_to_all's source dimension, now
// whole, is cut back.
// CHECK-LABEL: func @all_to_all
// CHECK-NEXT:    %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[PAD:.*]] = stablehlo.pad %arg0, %[[Z]], low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<7x8xf32>, tensor<f32>) -> tensor<8x8xf32>
// CHECK-NEXT:    %[[S:.*]] = sdy.all_slice [{"x"}, {}] %[[PAD]] out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x8xf32>
// CHECK-NEXT:    %[[A:.*]] = sdy.all_to_all [{"x"}: 0->1] %[[S]] out_sharding=<@mesh, [{}, {"x"}]> : tensor<8x8xf32>
// CHECK-NEXT:    %[[T:.*]] = stablehlo.slice %[[A]] [0:7, 0:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : (tensor<8x8xf32>) -> tensor<7x8xf32>
// CHECK-NEXT:    return %[[T]] : tensor<7x8xf32>
func.func @all_to_all(%arg0: tensor<7x8xf32>) -> tensor<7x8xf32> {
  %0 = sdy.all_slice [{"x"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<7x8xf32>
  %1 = sdy.all_to_all [{"x"}: 0->1] %0 out_sharding=<@mesh, [{}, {"x"}]> : tensor<7x8xf32>
  return %1 : tensor<7x8xf32>
}

// A padded value returned is cut back first.
// CHECK-LABEL: func @return_padded
// CHECK:         %[[S:.*]] = sdy.all_slice [{"x"}] %{{.*}} out_sharding=<@mesh, [{"x"}]> : tensor<8xf32>
// CHECK-NEXT:    %[[T:.*]] = stablehlo.slice %[[S]] [0:6] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<8xf32>) -> tensor<6xf32>
// CHECK-NEXT:    return %[[T]] : tensor<6xf32>
func.func @return_padded(%arg0: tensor<6xf32>) -> tensor<6xf32> {
  %0 = sdy.all_slice [{"x"}] %arg0 out_sharding=<@mesh, [{"x"}]> : tensor<6xf32>
  return %0 : tensor<6xf32>
}

// A pad of a padded result grows its high edge.
// CHECK-LABEL: func @pad_grows
// CHECK-NEXT:    %[[P:.*]] = stablehlo.pad %arg0, %arg1, low = [0, 0], high = [4, 0], interior = [0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<8x4xf32>, tensor<f32>) -> tensor<12x4xf32>
// CHECK-NEXT:    %[[G:.*]] = sdy.all_gather [{"x"}, {}] %[[P]] out_sharding=<@mesh, [{}, {}]> : tensor<12x4xf32>
// CHECK-NEXT:    %[[T:.*]] = stablehlo.slice %[[G]] [0:9, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<12x4xf32>) -> tensor<9x4xf32>
// CHECK-NEXT:    return %[[T]]
func.func @pad_grows(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<f32>) -> tensor<9x4xf32> {
  %0 = stablehlo.pad %arg0, %arg1, low = [0, 0], high = [1, 0], interior = [0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<8x4xf32>, tensor<f32>) -> tensor<9x4xf32>
  %1 = sdy.all_gather [{"x"}, {}] %0 out_sharding=<@mesh, [{}, {}]> : tensor<9x4xf32>
  return %1 : tensor<9x4xf32>
}

// A pad whose padded operand already reaches past its result shrinks its
// high edge; the operand's padding becomes the padding value.
// CHECK-LABEL: func @pad_shrinks
// CHECK:         %[[S:.*]] = sdy.all_slice [{"x"}] %{{.*}} out_sharding=<@mesh, [{"x"}]> : tensor<8xf32>
// CHECK-NEXT:    %[[IOTA:.*]] = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<8xi32>
// CHECK-NEXT:    %[[C5:.*]] = stablehlo.constant dense<5> : tensor<i32>
// CHECK-NEXT:    %[[B5:.*]] = stablehlo.broadcast_in_dim %[[C5]], dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<i32>) -> tensor<8xi32>
// CHECK-NEXT:    %[[IN:.*]] = stablehlo.compare LT, %[[IOTA]], %[[B5]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>}
// CHECK-NEXT:    %[[PV:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<f32>) -> tensor<8xf32>
// CHECK-NEXT:    %[[SEL:.*]] = stablehlo.select %[[IN]], %[[S]], %[[PV]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>}
// CHECK-NEXT:    %[[P:.*]] = stablehlo.pad %[[SEL]], %arg1, low = [0], high = [0], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
func.func @pad_shrinks(%arg0: tensor<5xf32>, %arg1: tensor<f32>) -> tensor<6xf32> {
  %0 = sdy.all_slice [{"x"}] %arg0 out_sharding=<@mesh, [{"x"}]> : tensor<5xf32>
  %1 = stablehlo.pad %0, %arg1, low = [0], high = [1], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<5xf32>, tensor<f32>) -> tensor<6xf32>
  %2 = sdy.all_gather [{"x"}] %1 out_sharding=<@mesh, [{}]> : tensor<6xf32>
  return %2 : tensor<6xf32>
}

// A slice reaches further into its padded operand.
// CHECK-LABEL: func @slice_reaches
// CHECK:         %[[S:.*]] = sdy.all_slice [{"x"}, {}] %{{.*}} : tensor<8x2xf32>
// CHECK-NEXT:    %[[SL:.*]] = stablehlo.slice %[[S]] [1:8:2, 0:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<8x2xf32>) -> tensor<4x2xf32>
func.func @slice_reaches(%arg0: tensor<7x2xf32>) -> tensor<3x2xf32> {
  %0 = sdy.all_slice [{"x"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<7x2xf32>
  %1 = stablehlo.slice %0 [1:7:2, 0:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<7x2xf32>) -> tensor<3x2xf32>
  %2 = sdy.all_gather [{"x"}, {}] %1 out_sharding=<@mesh, [{}, {}]> : tensor<3x2xf32>
  return %2 : tensor<3x2xf32>
}

// A splat constant is the same splat padded; an iota extends.
// CHECK-LABEL: func @splat_and_iota
// CHECK-NEXT:    %[[C:.*]] = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} dense<1.000000e+00> : tensor<8xf32>
// CHECK-NEXT:    %[[I:.*]] = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<8xi32>
func.func @splat_and_iota() -> (tensor<6xf32>, tensor<6xi32>) {
  %0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} dense<1.0> : tensor<6xf32>
  %1 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<6xi32>
  %2 = sdy.all_gather [{"x"}] %0 out_sharding=<@mesh, [{}]> : tensor<6xf32>
  %3 = sdy.all_gather [{"x"}] %1 out_sharding=<@mesh, [{}]> : tensor<6xi32>
  return %2, %3 : tensor<6xf32>, tensor<6xi32>
}

// Zeros known from the reduce_scatter's and the all_slice's pads: no mask.
// CHECK-LABEL: func @known_zeros
// CHECK-NOT:     stablehlo.select
// CHECK:         stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [0] x [0] {{.*}} : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
func.func @known_zeros(%arg0: tensor<7x4xf32>, %arg1: tensor<7x4xf32>) -> tensor<4x4xf32> {
  %0 = sdy.reduce_scatter [{"y"}, {}] %arg0 out_sharding=<@mesh, [{"y"}, {}]> : tensor<7x4xf32>
  %1 = sdy.all_slice [{"y"}, {}] %arg1 out_sharding=<@mesh, [{"y"}, {}]> : tensor<7x4xf32>
  %2 = stablehlo.dot_general %0, %1, contracting_dims = [0] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<7x4xf32>, tensor<7x4xf32>) -> tensor<4x4xf32>
  %3 = sdy.all_reduce {"y"} %2 out_sharding=<@mesh, [{}, {}]> : tensor<4x4xf32>
  return %3 : tensor<4x4xf32>
}

// Other ops take the padded types of their operands.
// CHECK-LABEL: func @reduce
// CHECK:         stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.add across dimensions = [1] {{.*}} : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
func.func @reduce(%arg0: tensor<6x4xf32>) -> tensor<6xf32> {
  %0 = sdy.all_slice [{"x"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<6x4xf32>
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<6x4xf32>, tensor<f32>) -> tensor<6xf32>
  %2 = sdy.all_gather [{"x"}] %1 out_sharding=<@mesh, [{}]> : tensor<6xf32>
  return %2 : tensor<6xf32>
}

// A convolution masks the padding of the spatial dimension it sums over
// (exp made it ones) and cuts its longer output back.
// CHECK-LABEL: func @convolution
// CHECK:         %[[E:.*]] = stablehlo.exponential %{{.*}} : tensor<1x12x2xf32>
// CHECK:         %[[IOTA:.*]] = stablehlo.iota dim = 1 {{.*}} : tensor<1x12x2xi32>
// CHECK-NEXT:    %[[C9:.*]] = stablehlo.constant dense<9> : tensor<i32>
// CHECK:         %[[SEL:.*]] = stablehlo.select %{{.*}}, %[[E]], %{{.*}}
// CHECK-NEXT:    %[[CONV:.*]] = stablehlo.convolution(%[[SEL]], %arg1) {{.*}} : (tensor<1x12x2xf32>, tensor<3x2x1xf32>) -> tensor<1x10x1xf32>
// CHECK-NEXT:    %[[T:.*]] = stablehlo.slice %[[CONV]] [0:1, 0:7, 0:1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>} : (tensor<1x10x1xf32>) -> tensor<1x7x1xf32>
// CHECK-NEXT:    return %[[T]]
func.func @convolution(%arg0: tensor<1x9x2xf32>, %arg1: tensor<3x2x1xf32>) -> tensor<1x7x1xf32> {
  %0 = sdy.all_slice [{}, {"x"}, {}] %arg0 out_sharding=<@mesh, [{}, {"x"}, {}]> : tensor<1x9x2xf32>
  %1 = stablehlo.exponential %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}, {}]>]>} : tensor<1x9x2xf32>
  %2 = stablehlo.convolution(%1, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>} : (tensor<1x9x2xf32>, tensor<3x2x1xf32>) -> tensor<1x7x1xf32>
  return %2 : tensor<1x7x1xf32>
}

// Another dense constant is followed by zeros.
// CHECK-LABEL: func @dense_constant
// CHECK-NEXT:    stablehlo.constant {{.*}} dense<[1, 2, 3, 0]> : tensor<4xi32>
func.func @dense_constant() -> tensor<3xi32> {
  %0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} dense<[1, 2, 3]> : tensor<3xi32>
  %1 = sdy.all_gather [{"x"}] %0 out_sharding=<@mesh, [{}]> : tensor<3xi32>
  return %1 : tensor<3xi32>
}

// A reduce makes the padding of what it reduces its init value; the
// padding of the kept dimension stays.
// CHECK-LABEL: func @reduce_masks
// CHECK:         %[[E:.*]] = stablehlo.exponential %{{.*}} : tensor<8x6xf32>
// CHECK-NEXT:    %[[IOTA:.*]] = stablehlo.iota dim = 1 {{.*}} : tensor<8x6xi32>
// CHECK-NEXT:    %[[C5:.*]] = stablehlo.constant dense<5> : tensor<i32>
// CHECK-NOT:     stablehlo.iota
// CHECK:         %[[INIT:.*]] = stablehlo.broadcast_in_dim %arg1, dims = []
// CHECK-NEXT:    %[[SEL:.*]] = stablehlo.select %{{.*}}, %[[E]], %[[INIT]]
// CHECK-NEXT:    stablehlo.reduce(%[[SEL]] init: %arg1) applies stablehlo.add across dimensions = [1] {{.*}} : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
func.func @reduce_masks(%arg0: tensor<7x5xf32>, %arg1: tensor<f32>) -> tensor<7xf32> {
  %0 = sdy.all_slice [{"x"}, {"y"}] %arg0 out_sharding=<@mesh, [{"x"}, {"y"}]> : tensor<7x5xf32>
  %1 = stablehlo.exponential %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>} : tensor<7x5xf32>
  %2 = stablehlo.reduce(%1 init: %arg1) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<7x5xf32>, tensor<f32>) -> tensor<7xf32>
  %3 = sdy.all_reduce {"y"} %2 out_sharding=<@mesh, [{"x"}]> : tensor<7xf32>
  %4 = sdy.all_gather [{"x"}] %3 out_sharding=<@mesh, [{}]> : tensor<7xf32>
  return %4 : tensor<7xf32>
}

// Rows padded from 7 to 8 are the last elements of the flattened value.
// CHECK-LABEL: func @reshape_tail
// CHECK:         stablehlo.reshape %{{.*}} : (tensor<8x2xf32>) -> tensor<16xf32>
func.func @reshape_tail(%arg0: tensor<7x2xf32>) -> tensor<14xf32> {
  %0 = sdy.all_slice [{"x"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<7x2xf32>
  %1 = stablehlo.reshape %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<7x2xf32>) -> tensor<14xf32>
  %2 = sdy.all_gather [{"x"}] %1 out_sharding=<@mesh, [{}]> : tensor<14xf32>
  return %2 : tensor<14xf32>
}

// A concatenate along a dimension no operand pads keeps their padding.
// CHECK-LABEL: func @concatenate_other_dim
// CHECK:         stablehlo.concatenate %{{.*}}, %{{.*}}, dim = 1 {{.*}} : (tensor<8x2xf32>, tensor<8x2xf32>) -> tensor<8x4xf32>
func.func @concatenate_other_dim(%arg0: tensor<7x2xf32>) -> tensor<7x4xf32> {
  %0 = sdy.all_slice [{"x"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<7x2xf32>
  %1 = stablehlo.concatenate %0, %0, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<7x2xf32>, tensor<7x2xf32>) -> tensor<7x4xf32>
  %2 = sdy.all_gather [{"x"}, {}] %1 out_sharding=<@mesh, [{}, {}]> : tensor<7x4xf32>
  return %2 : tensor<7x4xf32>
}

// A loop carries the padded type: its regions' arguments and its result
// take it.
// CHECK-LABEL: func @while_loop
// CHECK:         stablehlo.while(%[[V:.*]] = %{{.*}}) : tensor<8xf32>
// CHECK:         %[[N:.*]] = stablehlo.negate %[[V]] {{.*}} : tensor<8xf32>
// CHECK-NEXT:    stablehlo.return %[[N]] : tensor<8xf32>
func.func @while_loop(%arg0: tensor<7xf32>) -> tensor<7xf32> {
  %0 = sdy.all_slice [{"x"}] %arg0 out_sharding=<@mesh, [{"x"}]> : tensor<7xf32>
  %1 = stablehlo.while(%v = %0) : tensor<7xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>}
  cond {
    %p = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %n = stablehlo.negate %v {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<7xf32>
    stablehlo.return %n : tensor<7xf32>
  }
  %2 = sdy.all_gather [{"x"}] %1 out_sharding=<@mesh, [{}]> : tensor<7xf32>
  return %2 : tensor<7xf32>
}

// An all_slice of a value padded already (1 row padded to 2 for blocks of
// 1 along x:(1)2) to 4 blocks along x: padded again to 4 rows in place, the
// second block would move to another device pair; the padded operand is
// gathered whole first, then padded and sliced along x.
// CHECK-LABEL: func @all_slice_of_padded
// CHECK-NEXT:    %[[S:.*]] = stablehlo.slice %arg0 [0:2, 0:8] {{.*}} -> tensor<2x8xf32>
// CHECK-NEXT:    %[[G:.*]] = sdy.all_gather [{"x":(1)2}, {}] %[[S]] out_sharding=<@mesh, [{}, {}]> : tensor<2x8xf32>
// CHECK:         %[[PAD:.*]] = stablehlo.pad %[[G]], %{{.*}}, low = [0, 0], high = [2, 0], interior = [0, 0] {{.*}} -> tensor<4x8xf32>
// CHECK-NEXT:    sdy.all_slice [{"x"}, {}] %[[PAD]] out_sharding=<@mesh, [{"x"}, {}]> : tensor<4x8xf32>
func.func @all_slice_of_padded(%arg0: tensor<2x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {}]>}) -> tensor<1x8xf32> {
  %0 = stablehlo.slice %arg0 [0:1, 0:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x":(1)2}, {}]>]>} : (tensor<2x8xf32>) -> tensor<1x8xf32>
  %1 = sdy.all_slice [{"x":(2)2}, {}] %0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<1x8xf32>
  %2 = sdy.all_gather [{"x"}, {}] %1 out_sharding=<@mesh, [{}, {}]> : tensor<1x8xf32>
  return %2 : tensor<1x8xf32>
}

// A kernel of 3 taps padded to 4 for its 2 blocks spans one more place:
// the lhs's high padding grows by one, so that the one window stays.
// CHECK-LABEL: func @conv_kernel_padded
// CHECK: stablehlo.convolution({{.*}}) {{.*}} window = {pad = {{\[\[}}0, 1]], lhs_dilate = [2]} {{.*}} : (tensor<1x2x1xf32>, tensor<4x1x1xf32>) -> tensor<1x1x1xf32>
func.func @conv_kernel_padded(%arg0: tensor<1x2x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}, {}]>}, %arg1: tensor<3x1x1xf32>) -> tensor<1x1x1xf32> {
  %0 = sdy.all_slice [{"y"}, {}, {}] %arg1 out_sharding=<@mesh, [{"y"}, {}, {}]> : tensor<3x1x1xf32>
  %1 = stablehlo.convolution(%arg0, %0) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xf32>, tensor<3x1x1xf32>) -> tensor<1x1x1xf32>
  %2 = sdy.all_reduce {"y"} %1 out_sharding=<@mesh, [{}, {}, {}]> : tensor<1x1x1xf32>
  return %2 : tensor<1x1x1xf32>
}

// An all_to_all to a dimension of 2 split 4 ways (padded to 4) that its
// operand splits in 2 (blocks of 1, then of 2: elements would move): it
// becomes an all_gather of that dimension and of its source one, then an
// all_slice to its result sharding (padded whole).
// CHECK-LABEL: func @all_to_all_moving
// CHECK-NEXT:    %[[G:.*]] = sdy.all_gather [{"y"}, {"x":(1)2}, {}] %arg0 out_sharding=<@mesh, [{}, {}, {}]> : tensor<2x2x8xf32>
// CHECK:         %[[PAD:.*]] = stablehlo.pad %[[G]], %{{.*}}, low = [0, 0, 0], high = [2, 0, 0], interior = [0, 0, 0] {{.*}} -> tensor<4x2x8xf32>
// CHECK-NEXT:    sdy.all_slice [{"y", "x":(1)2}, {}, {}] %[[PAD]] out_sharding=<@mesh, [{"y", "x":(1)2}, {}, {}]> : tensor<4x2x8xf32>
// CHECK-NOT:     sdy.all_to_all
func.func @all_to_all_moving(%arg0: tensor<2x2x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x":(1)2}, {}]>}) -> tensor<2x2x8xf32> {
  %0 = sdy.all_to_all [{"x":(1)2}: 1->0] %arg0 out_sharding=<@mesh, [{"y", "x":(1)2}, {}, {}]> : tensor<2x2x8xf32>
  %1 = sdy.all_gather [{"y", "x":(1)2}, {}, {}] %0 out_sharding=<@mesh, [{}, {}, {}]> : tensor<2x2x8xf32>
  return %1 : tensor<2x2x8xf32>
}

// RUN: hlokit-opt %s -sdy-pad-for-divisibility | FileCheck %s
// RUN: hlokit-opt %s -sdy-pad-for-divisibility -sdy-convert-global-to-local -sdy-drop-sharding-and-mesh | FileCheck %s --check-prefix=LOCAL
// An all_slice whose result must be padded along a dimension its operand
// splits: padding the operand's blocks would move elements across
// devices (6 rows in blocks of 3, padded to 8 in blocks of 2), so the
// operand is gathered along that dimension first and sliced along all the
// result's axes after the padding. Likewise back: an all_gather whose
// result stays split along the padded dimension gathers it whole, trims
// it, and slices it again. Their values: differential_partition.py
// (elementwise #2, transpose_3d #2).

sdy.mesh @mesh = <["x"=4]>

// CHECK-LABEL: func @slice_split_dim
// CHECK:      %[[WHOLE:.*]] = sdy.all_gather [{"x":(1)2}, {}] %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<6x2xf32>
// CHECK:      %[[PAD:.*]] = stablehlo.pad %[[WHOLE]], %{{.*}}, low = [0, 0], high = [2, 0], interior = [0, 0]
// CHECK:      %[[SLICE:.*]] = sdy.all_slice [{"x"}, {}] %[[PAD]] out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x2xf32>
// CHECK:      %[[NEG:.*]] = stablehlo.negate %[[SLICE]] {{.*}} : tensor<8x2xf32>
// CHECK:      %[[ALL:.*]] = sdy.all_gather [{"x"}, {}] %[[NEG]] out_sharding=<@mesh, [{}, {}]> : tensor<8x2xf32>
// CHECK:      %[[TRIM:.*]] = stablehlo.slice %[[ALL]] [0:6, 0:2]
// CHECK:      %[[BACK:.*]] = sdy.all_slice [{"x":(1)2}, {}] %[[TRIM]] out_sharding=<@mesh, [{"x":(1)2}, {}]> : tensor<6x2xf32>
// CHECK:      return %[[BACK]]
// LOCAL-LABEL: func @slice_split_dim
// LOCAL-SAME: (%arg0: tensor<3x2xf32>) -> tensor<3x2xf32>
// LOCAL:      "stablehlo.all_gather"(%arg0)
// LOCAL:      stablehlo.pad
// LOCAL:      stablehlo.dynamic_slice {{.*}} sizes = [2, 2] : (tensor<8x2xf32>, tensor<i64>, tensor<i64>) -> tensor<2x2xf32>
func.func @slice_split_dim(%arg0: tensor<6x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {}]>}) -> (tensor<6x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {}]>}) {
  %0 = sdy.all_slice [{"x":(2)2}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<6x2xf32>
  %1 = stablehlo.negate %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<6x2xf32>
  %2 = sdy.all_gather [{"x":(2)2}, {}] %1 out_sharding=<@mesh, [{"x":(1)2}, {}]> : tensor<6x2xf32>
  return %2 : tensor<6x2xf32>
}

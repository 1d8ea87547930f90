// chlo.broadcast_add, _maximum and _minimum on per-tensor quantized operands
// run as dequantize-op-quantize, directly and after --hlokit-legalize-chlo.
// 100.0 quantizes to rhs's largest storage value, (127 + 1) * 0.25 = 32.0;
// the sums quantize to the result's scale 0.5 and clamp to i8: 3.5 + 32 =
// 35.5 is 71, 60 + 32 = 92 clamps to 127.
// RUN: hlokit-run %s | FileCheck %s
// RUN: hlokit-opt %s --hlokit-legalize-chlo | hlokit-run - | FileCheck %s

// CHECK-LABEL: tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01>> {
// CHECK-NEXT: [
// CHECK-NEXT: [4, -1, 71],
// CHECK-NEXT: [3, 11, 127]
func.func @main() -> tensor<2x3x!quant.uniform<i8:f32, 0.5:0>> {
  %a = stablehlo.constant dense<[[1.0, -2.0, 3.5], [0.5, 4.0, 60.0]]> : tensor<2x3xf32>
  %b = stablehlo.constant dense<[1.0, 1.5, 100.0]> : tensor<3xf32>
  %qa = stablehlo.uniform_quantize %a : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32, 0.5:2>>
  %qb = stablehlo.uniform_quantize %b : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8:f32, 0.25:-1>>
  %s = chlo.broadcast_add %qa, %qb : (tensor<2x3x!quant.uniform<i8:f32, 0.5:2>>, tensor<3x!quant.uniform<i8:f32, 0.25:-1>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.5:0>>
  %m = chlo.broadcast_maximum %qa, %qb : (tensor<2x3x!quant.uniform<i8:f32, 0.5:2>>, tensor<3x!quant.uniform<i8:f32, 0.25:-1>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.5:0>>
  %n = chlo.broadcast_minimum %qa, %qb : (tensor<2x3x!quant.uniform<i8:f32, 0.5:2>>, tensor<3x!quant.uniform<i8:f32, 0.25:-1>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.5:0>>
  %dm = stablehlo.uniform_dequantize %m : (tensor<2x3x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<2x3xf32>
  %dn = stablehlo.uniform_dequantize %n : (tensor<2x3x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<2x3xf32>
  check.expect_eq_const %dm, dense<[[1.0, 1.5, 32.0], [1.0, 4.0, 60.0]]> : tensor<2x3xf32>
  check.expect_eq_const %dn, dense<[[1.0, -2.0, 3.5], [0.5, 1.5, 32.0]]> : tensor<2x3xf32>
  return %s : tensor<2x3x!quant.uniform<i8:f32, 0.5:0>>
}

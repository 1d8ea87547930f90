// Quantized tensors through infeed and outfeed: the .npy files hold the
// storage integers (`|i1` for i8 storage), the infeed result takes them
// under its quantized type, and the outfeed prints them under the storage
// type.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hlokit-run %s --entry make --output-dir %t
// RUN: hlokit-run %s --entry main --infeed %t/result0.npy | FileCheck %s
// RUN: not hlokit-run %s --entry main --infeed %t/result1.npy 2>&1 | FileCheck %s --check-prefix=TYPE

func.func @make() -> (tensor<3x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<3x!quant.uniform<i16:f32, 5.000000e-01>>) {
  %x = stablehlo.constant dense<[1.0, -0.5, 2.0]> : tensor<3xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8:f32, 0.5:3>>
  %w = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x!quant.uniform<i16:f32, 0.5>>
  return %q, %w : tensor<3x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x!quant.uniform<i16:f32, 0.5>>
}

// CHECK:      tensor<3xf32> {
// CHECK-NEXT:   [1.000000e+00, -5.000000e-01, 2.000000e+00]
// CHECK-NEXT: }
// CHECK-NEXT: outfeed 0: tensor<3xi8> {
// CHECK-NEXT:   [5, 2, 7]
// CHECK-NEXT: }
// TYPE: result 0 is tensor<3xi8> but the infeed holds tensor<3xi16>
func.func @main() -> tensor<3xf32> {
  %t0 = stablehlo.create_token : !stablehlo.token
  %x:2 = "stablehlo.infeed"(%t0) : (!stablehlo.token) -> (tensor<3x!quant.uniform<i8:f32, 0.5:3>>, !stablehlo.token)
  "check.expect_eq_const"(%x#0) <{value = dense<[5, 2, 7]> : tensor<3xi8>}> : (tensor<3x!quant.uniform<i8:f32, 0.5:3>>) -> ()
  %t1 = "stablehlo.outfeed"(%x#0, %x#1) : (tensor<3x!quant.uniform<i8:f32, 0.5:3>>, !stablehlo.token) -> !stablehlo.token
  %d = stablehlo.uniform_dequantize %x#0 : (tensor<3x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<3xf32>
  return %d : tensor<3xf32>
}

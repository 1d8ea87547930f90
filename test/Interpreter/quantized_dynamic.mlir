// The dynamic data-movement ops on per-tensor quantized tensors run on the
// storage integers: the spec defines each result element as an operand
// element or the padding value, as for pad, slice, broadcast_in_dim and
// reshape. Storage [1, 2, 3] at scale 0.5, zero point 3; padding value 7.
// RUN: hlokit-run %s | FileCheck %s

// The results print with their run-time shapes.
// CHECK-LABEL: tensor<8x!quant.uniform<i8:f32, 5.000000e-01:3>> {
// CHECK-NEXT:    [7, 1, 7, 2, 7, 3, 7, 7]
// CHECK-NEXT:  }
// CHECK-NEXT:  tensor<3x!quant.uniform<i8:f32, 5.000000e-01:3>> {
// CHECK-NEXT:    [1, 2, 3]
// CHECK-NEXT:  }
// CHECK-NEXT:  tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:3>> {
// CHECK-NEXT:    [
// CHECK-NEXT:      [1, 2, 3],
// CHECK-NEXT:      [1, 2, 3]
// CHECK-NEXT:    ]
// CHECK-NEXT:  }
// CHECK-NEXT:  tensor<3x2x!quant.uniform<i8:f32, 5.000000e-01:3>> {
// CHECK-NEXT:    [
// CHECK-NEXT:      [1, 2],
// CHECK-NEXT:      [3, 1],
// CHECK-NEXT:      [2, 3]
// CHECK-NEXT:    ]
func.func @dynamic_ops() -> (tensor<?x!quant.uniform<i8:f32, 0.5:3>>, tensor<?x!quant.uniform<i8:f32, 0.5:3>>, tensor<?x?x!quant.uniform<i8:f32, 0.5:3>>, tensor<?x?x!quant.uniform<i8:f32, 0.5:3>>) {
  %x = stablehlo.constant() <{value = dense<[1, 2, 3]> : tensor<3xi8>}> : () -> tensor<3x!quant.uniform<i8:f32, 0.5:3>>
  %value = stablehlo.constant() <{value = dense<7> : tensor<i8>}> : () -> tensor<!quant.uniform<i8:f32, 0.5:3>>
  %low = stablehlo.constant dense<1> : tensor<1xi64>
  %high = stablehlo.constant dense<2> : tensor<1xi64>
  %interior = stablehlo.constant dense<1> : tensor<1xi64>
  %padded = stablehlo.dynamic_pad %x, %value, %low, %high, %interior
    : (tensor<3x!quant.uniform<i8:f32, 0.5:3>>, tensor<!quant.uniform<i8:f32, 0.5:3>>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x!quant.uniform<i8:f32, 0.5:3>>
  %start = stablehlo.constant dense<1> : tensor<1xi64>
  %limit = stablehlo.constant dense<6> : tensor<1xi64>
  %stride = stablehlo.constant dense<2> : tensor<1xi64>
  %sliced = stablehlo.real_dynamic_slice %padded, %start, %limit, %stride
    : (tensor<?x!quant.uniform<i8:f32, 0.5:3>>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x!quant.uniform<i8:f32, 0.5:3>>
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %broadcast = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1]
    : (tensor<3x!quant.uniform<i8:f32, 0.5:3>>, tensor<2xi64>) -> tensor<?x?x!quant.uniform<i8:f32, 0.5:3>>
  %new_shape = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %reshaped = stablehlo.dynamic_reshape %broadcast, %new_shape
    : (tensor<?x?x!quant.uniform<i8:f32, 0.5:3>>, tensor<2xi64>) -> tensor<?x?x!quant.uniform<i8:f32, 0.5:3>>
  func.return %padded, %sliced, %broadcast, %reshaped : tensor<?x!quant.uniform<i8:f32, 0.5:3>>, tensor<?x!quant.uniform<i8:f32, 0.5:3>>, tensor<?x?x!quant.uniform<i8:f32, 0.5:3>>, tensor<?x?x!quant.uniform<i8:f32, 0.5:3>>
}

// RUN: hlokit-opt %s -split-input-file | FileCheck %s
// RUN: hlokit-opt %s -split-input-file --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s
// RUN: hlokit-opt %s -split-input-file --hlokit-legalize-chlo | FileCheck %s --check-prefix=LEGAL

// broadcast_add, broadcast_maximum and broadcast_minimum take per-tensor
// quantized operands, as upstream's do: the operands and the result share
// storage and expressed types; scales and zero points may differ.

// CHECK-LABEL: func.func @add
// CHECK: chlo.broadcast_add %arg0, %arg1 : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:2>>, tensor<3x!quant.uniform<i8:f32, 2.500000e-01:-1>>) -> tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01>>
// LEGAL-LABEL: func.func @add
// LEGAL: stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3x!quant.uniform<i8:f32, 2.500000e-01:-1>>) -> tensor<2x3x!quant.uniform<i8:f32, 2.500000e-01:-1>>
// LEGAL: stablehlo.add {{.*}} -> tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01>>
func.func @add(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5:2>>, %b: tensor<3x!quant.uniform<i8:f32, 0.25:-1>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.5:0>> {
  %0 = chlo.broadcast_add %a, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5:2>>, tensor<3x!quant.uniform<i8:f32, 0.25:-1>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.5:0>>
  return %0 : tensor<2x3x!quant.uniform<i8:f32, 0.5:0>>
}

// -----

// CHECK-LABEL: func.func @max_min
// CHECK: chlo.broadcast_maximum
// CHECK: chlo.broadcast_minimum
// LEGAL-LABEL: func.func @max_min
// LEGAL: stablehlo.maximum {{.*}} -> tensor<4x!quant.uniform<u8:f32, 2.000000e+00:3>>
// LEGAL: stablehlo.minimum {{.*}} -> tensor<4x!quant.uniform<u8:f32, 2.000000e+00:3>>
func.func @max_min(%a: tensor<4x!quant.uniform<u8:f32, 1.0:3>>, %b: tensor<4x!quant.uniform<u8:f32, 3.0:1>>) -> (tensor<4x!quant.uniform<u8:f32, 2.0:3>>, tensor<4x!quant.uniform<u8:f32, 2.0:3>>) {
  %0 = chlo.broadcast_maximum %a, %b : (tensor<4x!quant.uniform<u8:f32, 1.0:3>>, tensor<4x!quant.uniform<u8:f32, 3.0:1>>) -> tensor<4x!quant.uniform<u8:f32, 2.0:3>>
  %1 = chlo.broadcast_minimum %a, %b : (tensor<4x!quant.uniform<u8:f32, 1.0:3>>, tensor<4x!quant.uniform<u8:f32, 3.0:1>>) -> tensor<4x!quant.uniform<u8:f32, 2.0:3>>
  return %0, %1 : tensor<4x!quant.uniform<u8:f32, 2.0:3>>, tensor<4x!quant.uniform<u8:f32, 2.0:3>>
}

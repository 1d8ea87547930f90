// RUN: hlokit-opt %s | FileCheck %s --strict-whitespace
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s --strict-whitespace
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s --strict-whitespace

// abs of complex values is real; otherwise the result type is the operand's.
// CHECK-LABEL: func.func @abs
func.func @abs(%arg0: tensor<3xi32>, %arg1: tensor<f64>, %arg2: tensor<2xcomplex<f32>>, %arg3: tensor<complex<f64>>) -> (tensor<3xi32>, tensor<f64>, tensor<2xf32>, tensor<f64>) {
  // CHECK-NEXT: %0 = stablehlo.abs %arg0 : tensor<3xi32>
  // CHECK-NEXT: %1 = stablehlo.abs %arg1 : tensor<f64>
  // CHECK-NEXT: %2 = stablehlo.abs %arg2 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  // CHECK-NEXT: %3 = stablehlo.abs %arg3 : (tensor<complex<f64>>) -> tensor<f64>
  %0 = stablehlo.abs %arg0 : tensor<3xi32>
  %1 = stablehlo.abs %arg1 : tensor<f64>
  %2 = stablehlo.abs %arg2 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %3 = stablehlo.abs %arg3 : (tensor<complex<f64>>) -> tensor<f64>
  return %0, %1, %2, %3 : tensor<3xi32>, tensor<f64>, tensor<2xf32>, tensor<f64>
}

// CHECK-LABEL: func.func @real_imag
func.func @real_imag(%arg0: tensor<2xcomplex<f32>>, %arg1: tensor<3xbf16>) -> (tensor<2xf32>, tensor<2xf32>, tensor<3xbf16>, tensor<3xbf16>) {
  // CHECK-NEXT: %0 = stablehlo.real %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.imag %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.real %arg1 : tensor<3xbf16>
  // CHECK-NEXT: %3 = stablehlo.imag %arg1 : tensor<3xbf16>
  %0 = stablehlo.real %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %1 = stablehlo.imag %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %2 = stablehlo.real %arg1 : tensor<3xbf16>
  %3 = stablehlo.imag %arg1 : tensor<3xbf16>
  return %0, %1, %2, %3 : tensor<2xf32>, tensor<2xf32>, tensor<3xbf16>, tensor<3xbf16>
}

// complex prints its result type alone when the operands are its parts.
// CHECK-LABEL: func.func @complex
func.func @complex(%arg0: tensor<2xf32>, %arg1: tensor<f64>, %arg2: tensor<?xf32>) -> (tensor<2xcomplex<f32>>, tensor<complex<f64>>, tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.complex %arg0, %arg0 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: %1 = stablehlo.complex %arg1, %arg1 : tensor<complex<f64>>
  // CHECK-NEXT: %2 = stablehlo.complex %arg2, %arg0 : (tensor<?xf32>, tensor<2xf32>) -> tensor<2xcomplex<f32>>
  %0 = stablehlo.complex %arg0, %arg0 : tensor<2xcomplex<f32>>
  %1 = stablehlo.complex %arg1, %arg1 : tensor<complex<f64>>
  %2 = stablehlo.complex %arg2, %arg0 : (tensor<?xf32>, tensor<2xf32>) -> tensor<2xcomplex<f32>>
  return %0, %1, %2 : tensor<2xcomplex<f32>>, tensor<complex<f64>>, tensor<2xcomplex<f32>>
}

// CHECK-LABEL: func.func @is_finite
func.func @is_finite(%arg0: tensor<7xf64>, %arg1: tensor<f16>) -> (tensor<7xi1>, tensor<i1>) {
  // CHECK-NEXT: %0 = stablehlo.is_finite %arg0 : (tensor<7xf64>) -> tensor<7xi1>
  // CHECK-NEXT: %1 = stablehlo.is_finite %arg1 : (tensor<f16>) -> tensor<i1>
  %0 = stablehlo.is_finite %arg0 : (tensor<7xf64>) -> tensor<7xi1>
  %1 = stablehlo.is_finite %arg1 : (tensor<f16>) -> tensor<i1>
  return %0, %1 : tensor<7xi1>, tensor<i1>
}

// CHECK-LABEL: func.func @convert
func.func @convert(%arg0: tensor<3xi32>, %arg1: tensor<i64>, %arg2: tensor<2xi1>) -> (tensor<3xcomplex<f32>>, tensor<i64>, tensor<2xui8>, tensor<3xf16>) {
  // CHECK-NEXT: %0 = stablehlo.convert %arg0 : (tensor<3xi32>) -> tensor<3xcomplex<f32>>
  // CHECK-NEXT: %1 = stablehlo.convert %arg1 : tensor<i64>
  // CHECK-NEXT: %2 = stablehlo.convert %arg2 : (tensor<2xi1>) -> tensor<2xui8>
  // CHECK-NEXT: %3 = stablehlo.convert %0 : (tensor<3xcomplex<f32>>) -> tensor<3xf16>
  %0 = stablehlo.convert %arg0 : (tensor<3xi32>) -> tensor<3xcomplex<f32>>
  %1 = stablehlo.convert %arg1 : tensor<i64>
  %2 = stablehlo.convert %arg2 : (tensor<2xi1>) -> tensor<2xui8>
  %3 = stablehlo.convert %0 : (tensor<3xcomplex<f32>>) -> tensor<3xf16>
  return %0, %1, %2, %3 : tensor<3xcomplex<f32>>, tensor<i64>, tensor<2xui8>, tensor<3xf16>
}

// bitcast_convert always prints the functional type. A narrower result
// element adds a minor dimension, a wider one removes it.
// CHECK-LABEL: func.func @bitcast_convert
func.func @bitcast_convert(%arg0: tensor<2xf32>, %arg1: tensor<f64>, %arg2: tensor<3x2xi16>, %arg3: tensor<2xcomplex<f64>>) -> (tensor<2x4xi8>, tensor<4xf16>, tensor<3xui32>, tensor<2xi32>, tensor<2x2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2x4xi8>
  // CHECK-NEXT: %1 = stablehlo.bitcast_convert %arg1 : (tensor<f64>) -> tensor<4xf16>
  // CHECK-NEXT: %2 = stablehlo.bitcast_convert %arg2 : (tensor<3x2xi16>) -> tensor<3xui32>
  // CHECK-NEXT: %3 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2xi32>
  // CHECK-NEXT: %4 = stablehlo.bitcast_convert %arg3 : (tensor<2xcomplex<f64>>) -> tensor<2x2xcomplex<f32>>
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2x4xi8>
  %1 = stablehlo.bitcast_convert %arg1 : (tensor<f64>) -> tensor<4xf16>
  %2 = stablehlo.bitcast_convert %arg2 : (tensor<3x2xi16>) -> tensor<3xui32>
  %3 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2xi32>
  %4 = stablehlo.bitcast_convert %arg3 : (tensor<2xcomplex<f64>>) -> tensor<2x2xcomplex<f32>>
  return %0, %1, %2, %3, %4 : tensor<2x4xi8>, tensor<4xf16>, tensor<3xui32>, tensor<2xi32>, tensor<2x2xcomplex<f32>>
}

// CHECK-LABEL: func.func @reduce_precision
func.func @reduce_precision(%arg0: tensor<6xf64>, %arg1: tensor<bf16>) -> (tensor<6xf64>, tensor<bf16>) {
  // CHECK-NEXT: %0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<6xf64>
  // CHECK-NEXT: %1 = stablehlo.reduce_precision %arg1, format = e1m0 : tensor<bf16>
  %0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<6xf64>
  %1 = stablehlo.reduce_precision %arg1, format = e1m0 : tensor<bf16>
  return %0, %1 : tensor<6xf64>, tensor<bf16>
}

// The generic forms of the spec examples print pretty.
// CHECK-LABEL: func.func @generic_form
func.func @generic_form(%arg0: tensor<2xf64>, %arg1: tensor<2xf64>) -> (tensor<2xf64>, tensor<2xi1>, tensor<2x8xui8>) {
  // CHECK-NEXT: %0 = stablehlo.complex %arg0, %arg1 : tensor<2xcomplex<f64>>
  // CHECK-NEXT: %1 = stablehlo.abs %0 : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  // CHECK-NEXT: %2 = stablehlo.reduce_precision %1, format = e5m10 : tensor<2xf64>
  // CHECK-NEXT: %3 = stablehlo.is_finite %2 : (tensor<2xf64>) -> tensor<2xi1>
  // CHECK-NEXT: %4 = stablehlo.bitcast_convert %arg0 : (tensor<2xf64>) -> tensor<2x8xui8>
  %0 = "stablehlo.complex"(%arg0, %arg1) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xcomplex<f64>>
  %1 = "stablehlo.abs"(%0) : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  %2 = "stablehlo.reduce_precision"(%1) {
    exponent_bits = 5 : i32,
    mantissa_bits = 10 : i32
  } : (tensor<2xf64>) -> tensor<2xf64>
  %3 = "stablehlo.is_finite"(%2) : (tensor<2xf64>) -> tensor<2xi1>
  %4 = "stablehlo.bitcast_convert"(%arg0) : (tensor<2xf64>) -> tensor<2x8xui8>
  return %2, %3, %4 : tensor<2xf64>, tensor<2xi1>, tensor<2x8xui8>
}

// RUN: hlokit-opt %s | FileCheck %s --strict-whitespace
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s --strict-whitespace
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s --strict-whitespace

// Unary elementwise ops whose result type is the operand type print one type.

// CHECK-LABEL: func.func @cbrt
func.func @cbrt(%arg0: tensor<4xf32>, %arg1: tensor<bf16>, %arg2: tensor<2xcomplex<f64>>) -> (tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.cbrt %arg0 : tensor<4xf32>
  // CHECK-NEXT: %1 = stablehlo.cbrt %arg1 : tensor<bf16>
  // CHECK-NEXT: %2 = stablehlo.cbrt %arg2 : tensor<2xcomplex<f64>>
  %0 = stablehlo.cbrt %arg0 : tensor<4xf32>
  %1 = stablehlo.cbrt %arg1 : tensor<bf16>
  %2 = stablehlo.cbrt %arg2 : tensor<2xcomplex<f64>>
  return %0, %1, %2 : tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>
}

// CHECK-LABEL: func.func @ceil
func.func @ceil(%arg0: tensor<4xf64>, %arg1: tensor<f16>, %arg2: tensor<2x3xbf16>) -> (tensor<4xf64>, tensor<f16>, tensor<2x3xbf16>) {
  // CHECK-NEXT: %0 = stablehlo.ceil %arg0 : tensor<4xf64>
  // CHECK-NEXT: %1 = stablehlo.ceil %arg1 : tensor<f16>
  // CHECK-NEXT: %2 = stablehlo.ceil %arg2 : tensor<2x3xbf16>
  %0 = stablehlo.ceil %arg0 : tensor<4xf64>
  %1 = stablehlo.ceil %arg1 : tensor<f16>
  %2 = stablehlo.ceil %arg2 : tensor<2x3xbf16>
  return %0, %1, %2 : tensor<4xf64>, tensor<f16>, tensor<2x3xbf16>
}

// CHECK-LABEL: func.func @count_leading_zeros
func.func @count_leading_zeros(%arg0: tensor<2xi64>, %arg1: tensor<ui8>, %arg2: tensor<3xi4>) -> (tensor<2xi64>, tensor<ui8>, tensor<3xi4>) {
  // CHECK-NEXT: %0 = stablehlo.count_leading_zeros %arg0 : tensor<2xi64>
  // CHECK-NEXT: %1 = stablehlo.count_leading_zeros %arg1 : tensor<ui8>
  // CHECK-NEXT: %2 = stablehlo.count_leading_zeros %arg2 : tensor<3xi4>
  %0 = stablehlo.count_leading_zeros %arg0 : tensor<2xi64>
  %1 = stablehlo.count_leading_zeros %arg1 : tensor<ui8>
  %2 = stablehlo.count_leading_zeros %arg2 : tensor<3xi4>
  return %0, %1, %2 : tensor<2xi64>, tensor<ui8>, tensor<3xi4>
}

// CHECK-LABEL: func.func @cosine
func.func @cosine(%arg0: tensor<4xf32>, %arg1: tensor<bf16>, %arg2: tensor<2xcomplex<f64>>) -> (tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.cosine %arg0 : tensor<4xf32>
  // CHECK-NEXT: %1 = stablehlo.cosine %arg1 : tensor<bf16>
  // CHECK-NEXT: %2 = stablehlo.cosine %arg2 : tensor<2xcomplex<f64>>
  %0 = stablehlo.cosine %arg0 : tensor<4xf32>
  %1 = stablehlo.cosine %arg1 : tensor<bf16>
  %2 = stablehlo.cosine %arg2 : tensor<2xcomplex<f64>>
  return %0, %1, %2 : tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>
}

// CHECK-LABEL: func.func @exponential
func.func @exponential(%arg0: tensor<4xf32>, %arg1: tensor<bf16>, %arg2: tensor<2xcomplex<f64>>) -> (tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.exponential %arg0 : tensor<4xf32>
  // CHECK-NEXT: %1 = stablehlo.exponential %arg1 : tensor<bf16>
  // CHECK-NEXT: %2 = stablehlo.exponential %arg2 : tensor<2xcomplex<f64>>
  %0 = stablehlo.exponential %arg0 : tensor<4xf32>
  %1 = stablehlo.exponential %arg1 : tensor<bf16>
  %2 = stablehlo.exponential %arg2 : tensor<2xcomplex<f64>>
  return %0, %1, %2 : tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>
}

// CHECK-LABEL: func.func @exponential_minus_one
func.func @exponential_minus_one(%arg0: tensor<4xf32>, %arg1: tensor<bf16>, %arg2: tensor<2xcomplex<f64>>) -> (tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.exponential_minus_one %arg0 : tensor<4xf32>
  // CHECK-NEXT: %1 = stablehlo.exponential_minus_one %arg1 : tensor<bf16>
  // CHECK-NEXT: %2 = stablehlo.exponential_minus_one %arg2 : tensor<2xcomplex<f64>>
  %0 = stablehlo.exponential_minus_one %arg0 : tensor<4xf32>
  %1 = stablehlo.exponential_minus_one %arg1 : tensor<bf16>
  %2 = stablehlo.exponential_minus_one %arg2 : tensor<2xcomplex<f64>>
  return %0, %1, %2 : tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>
}

// CHECK-LABEL: func.func @floor
func.func @floor(%arg0: tensor<4xf64>, %arg1: tensor<f16>, %arg2: tensor<2x3xbf16>) -> (tensor<4xf64>, tensor<f16>, tensor<2x3xbf16>) {
  // CHECK-NEXT: %0 = stablehlo.floor %arg0 : tensor<4xf64>
  // CHECK-NEXT: %1 = stablehlo.floor %arg1 : tensor<f16>
  // CHECK-NEXT: %2 = stablehlo.floor %arg2 : tensor<2x3xbf16>
  %0 = stablehlo.floor %arg0 : tensor<4xf64>
  %1 = stablehlo.floor %arg1 : tensor<f16>
  %2 = stablehlo.floor %arg2 : tensor<2x3xbf16>
  return %0, %1, %2 : tensor<4xf64>, tensor<f16>, tensor<2x3xbf16>
}

// CHECK-LABEL: func.func @log
func.func @log(%arg0: tensor<4xf32>, %arg1: tensor<bf16>, %arg2: tensor<2xcomplex<f64>>) -> (tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.log %arg0 : tensor<4xf32>
  // CHECK-NEXT: %1 = stablehlo.log %arg1 : tensor<bf16>
  // CHECK-NEXT: %2 = stablehlo.log %arg2 : tensor<2xcomplex<f64>>
  %0 = stablehlo.log %arg0 : tensor<4xf32>
  %1 = stablehlo.log %arg1 : tensor<bf16>
  %2 = stablehlo.log %arg2 : tensor<2xcomplex<f64>>
  return %0, %1, %2 : tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>
}

// CHECK-LABEL: func.func @log_plus_one
func.func @log_plus_one(%arg0: tensor<4xf32>, %arg1: tensor<bf16>, %arg2: tensor<2xcomplex<f64>>) -> (tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.log_plus_one %arg0 : tensor<4xf32>
  // CHECK-NEXT: %1 = stablehlo.log_plus_one %arg1 : tensor<bf16>
  // CHECK-NEXT: %2 = stablehlo.log_plus_one %arg2 : tensor<2xcomplex<f64>>
  %0 = stablehlo.log_plus_one %arg0 : tensor<4xf32>
  %1 = stablehlo.log_plus_one %arg1 : tensor<bf16>
  %2 = stablehlo.log_plus_one %arg2 : tensor<2xcomplex<f64>>
  return %0, %1, %2 : tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>
}

// CHECK-LABEL: func.func @logistic
func.func @logistic(%arg0: tensor<4xf32>, %arg1: tensor<bf16>, %arg2: tensor<2xcomplex<f64>>) -> (tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.logistic %arg0 : tensor<4xf32>
  // CHECK-NEXT: %1 = stablehlo.logistic %arg1 : tensor<bf16>
  // CHECK-NEXT: %2 = stablehlo.logistic %arg2 : tensor<2xcomplex<f64>>
  %0 = stablehlo.logistic %arg0 : tensor<4xf32>
  %1 = stablehlo.logistic %arg1 : tensor<bf16>
  %2 = stablehlo.logistic %arg2 : tensor<2xcomplex<f64>>
  return %0, %1, %2 : tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>
}

// CHECK-LABEL: func.func @negate
func.func @negate(%arg0: tensor<2x3xi32>, %arg1: tensor<ui16>, %arg2: tensor<2xf16>, %arg3: tensor<2xcomplex<f32>>) -> (tensor<2x3xi32>, tensor<ui16>, tensor<2xf16>, tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.negate %arg0 : tensor<2x3xi32>
  // CHECK-NEXT: %1 = stablehlo.negate %arg1 : tensor<ui16>
  // CHECK-NEXT: %2 = stablehlo.negate %arg2 : tensor<2xf16>
  // CHECK-NEXT: %3 = stablehlo.negate %arg3 : tensor<2xcomplex<f32>>
  %0 = stablehlo.negate %arg0 : tensor<2x3xi32>
  %1 = stablehlo.negate %arg1 : tensor<ui16>
  %2 = stablehlo.negate %arg2 : tensor<2xf16>
  %3 = stablehlo.negate %arg3 : tensor<2xcomplex<f32>>
  return %0, %1, %2, %3 : tensor<2x3xi32>, tensor<ui16>, tensor<2xf16>, tensor<2xcomplex<f32>>
}

// CHECK-LABEL: func.func @not
func.func @not(%arg0: tensor<2xi1>, %arg1: tensor<ui32>, %arg2: tensor<2x2xi16>) -> (tensor<2xi1>, tensor<ui32>, tensor<2x2xi16>) {
  // CHECK-NEXT: %0 = stablehlo.not %arg0 : tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.not %arg1 : tensor<ui32>
  // CHECK-NEXT: %2 = stablehlo.not %arg2 : tensor<2x2xi16>
  %0 = stablehlo.not %arg0 : tensor<2xi1>
  %1 = stablehlo.not %arg1 : tensor<ui32>
  %2 = stablehlo.not %arg2 : tensor<2x2xi16>
  return %0, %1, %2 : tensor<2xi1>, tensor<ui32>, tensor<2x2xi16>
}

// CHECK-LABEL: func.func @popcnt
func.func @popcnt(%arg0: tensor<2xi64>, %arg1: tensor<ui8>, %arg2: tensor<3xi4>) -> (tensor<2xi64>, tensor<ui8>, tensor<3xi4>) {
  // CHECK-NEXT: %0 = stablehlo.popcnt %arg0 : tensor<2xi64>
  // CHECK-NEXT: %1 = stablehlo.popcnt %arg1 : tensor<ui8>
  // CHECK-NEXT: %2 = stablehlo.popcnt %arg2 : tensor<3xi4>
  %0 = stablehlo.popcnt %arg0 : tensor<2xi64>
  %1 = stablehlo.popcnt %arg1 : tensor<ui8>
  %2 = stablehlo.popcnt %arg2 : tensor<3xi4>
  return %0, %1, %2 : tensor<2xi64>, tensor<ui8>, tensor<3xi4>
}

// CHECK-LABEL: func.func @round_nearest_afz
func.func @round_nearest_afz(%arg0: tensor<4xf64>, %arg1: tensor<f16>, %arg2: tensor<2x3xbf16>) -> (tensor<4xf64>, tensor<f16>, tensor<2x3xbf16>) {
  // CHECK-NEXT: %0 = stablehlo.round_nearest_afz %arg0 : tensor<4xf64>
  // CHECK-NEXT: %1 = stablehlo.round_nearest_afz %arg1 : tensor<f16>
  // CHECK-NEXT: %2 = stablehlo.round_nearest_afz %arg2 : tensor<2x3xbf16>
  %0 = stablehlo.round_nearest_afz %arg0 : tensor<4xf64>
  %1 = stablehlo.round_nearest_afz %arg1 : tensor<f16>
  %2 = stablehlo.round_nearest_afz %arg2 : tensor<2x3xbf16>
  return %0, %1, %2 : tensor<4xf64>, tensor<f16>, tensor<2x3xbf16>
}

// CHECK-LABEL: func.func @round_nearest_even
func.func @round_nearest_even(%arg0: tensor<4xf64>, %arg1: tensor<f16>, %arg2: tensor<2x3xbf16>) -> (tensor<4xf64>, tensor<f16>, tensor<2x3xbf16>) {
  // CHECK-NEXT: %0 = stablehlo.round_nearest_even %arg0 : tensor<4xf64>
  // CHECK-NEXT: %1 = stablehlo.round_nearest_even %arg1 : tensor<f16>
  // CHECK-NEXT: %2 = stablehlo.round_nearest_even %arg2 : tensor<2x3xbf16>
  %0 = stablehlo.round_nearest_even %arg0 : tensor<4xf64>
  %1 = stablehlo.round_nearest_even %arg1 : tensor<f16>
  %2 = stablehlo.round_nearest_even %arg2 : tensor<2x3xbf16>
  return %0, %1, %2 : tensor<4xf64>, tensor<f16>, tensor<2x3xbf16>
}

// CHECK-LABEL: func.func @rsqrt
func.func @rsqrt(%arg0: tensor<4xf32>, %arg1: tensor<bf16>, %arg2: tensor<2xcomplex<f64>>) -> (tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.rsqrt %arg0 : tensor<4xf32>
  // CHECK-NEXT: %1 = stablehlo.rsqrt %arg1 : tensor<bf16>
  // CHECK-NEXT: %2 = stablehlo.rsqrt %arg2 : tensor<2xcomplex<f64>>
  %0 = stablehlo.rsqrt %arg0 : tensor<4xf32>
  %1 = stablehlo.rsqrt %arg1 : tensor<bf16>
  %2 = stablehlo.rsqrt %arg2 : tensor<2xcomplex<f64>>
  return %0, %1, %2 : tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>
}

// CHECK-LABEL: func.func @sign
func.func @sign(%arg0: tensor<5xi8>, %arg1: tensor<bf16>, %arg2: tensor<2xcomplex<f64>>) -> (tensor<5xi8>, tensor<bf16>, tensor<2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.sign %arg0 : tensor<5xi8>
  // CHECK-NEXT: %1 = stablehlo.sign %arg1 : tensor<bf16>
  // CHECK-NEXT: %2 = stablehlo.sign %arg2 : tensor<2xcomplex<f64>>
  %0 = stablehlo.sign %arg0 : tensor<5xi8>
  %1 = stablehlo.sign %arg1 : tensor<bf16>
  %2 = stablehlo.sign %arg2 : tensor<2xcomplex<f64>>
  return %0, %1, %2 : tensor<5xi8>, tensor<bf16>, tensor<2xcomplex<f64>>
}

// CHECK-LABEL: func.func @sine
func.func @sine(%arg0: tensor<4xf32>, %arg1: tensor<bf16>, %arg2: tensor<2xcomplex<f64>>) -> (tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.sine %arg0 : tensor<4xf32>
  // CHECK-NEXT: %1 = stablehlo.sine %arg1 : tensor<bf16>
  // CHECK-NEXT: %2 = stablehlo.sine %arg2 : tensor<2xcomplex<f64>>
  %0 = stablehlo.sine %arg0 : tensor<4xf32>
  %1 = stablehlo.sine %arg1 : tensor<bf16>
  %2 = stablehlo.sine %arg2 : tensor<2xcomplex<f64>>
  return %0, %1, %2 : tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>
}

// CHECK-LABEL: func.func @sqrt
func.func @sqrt(%arg0: tensor<4xf32>, %arg1: tensor<bf16>, %arg2: tensor<2xcomplex<f64>>) -> (tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.sqrt %arg0 : tensor<4xf32>
  // CHECK-NEXT: %1 = stablehlo.sqrt %arg1 : tensor<bf16>
  // CHECK-NEXT: %2 = stablehlo.sqrt %arg2 : tensor<2xcomplex<f64>>
  %0 = stablehlo.sqrt %arg0 : tensor<4xf32>
  %1 = stablehlo.sqrt %arg1 : tensor<bf16>
  %2 = stablehlo.sqrt %arg2 : tensor<2xcomplex<f64>>
  return %0, %1, %2 : tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>
}

// square takes integers and per-tensor quantized tensors too.
// CHECK-LABEL: func.func @square
func.func @square(%arg0: tensor<4xf32>, %arg1: tensor<2xi32>, %arg2: tensor<2xcomplex<f64>>, %arg3: tensor<2x!quant.uniform<i8:f32, 0.5>>) -> (tensor<4xf32>, tensor<2xi32>, tensor<2xcomplex<f64>>, tensor<2x!quant.uniform<i8:f32, 0.5>>) {
  // CHECK-NEXT: %0 = stablehlo.square %arg0 : tensor<4xf32>
  // CHECK-NEXT: %1 = stablehlo.square %arg1 : tensor<2xi32>
  // CHECK-NEXT: %2 = stablehlo.square %arg2 : tensor<2xcomplex<f64>>
  // CHECK-NEXT: %3 = stablehlo.square %arg3 : tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  %0 = stablehlo.square %arg0 : tensor<4xf32>
  %1 = stablehlo.square %arg1 : tensor<2xi32>
  %2 = stablehlo.square %arg2 : tensor<2xcomplex<f64>>
  %3 = stablehlo.square %arg3 : tensor<2x!quant.uniform<i8:f32, 0.5>>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<2xi32>, tensor<2xcomplex<f64>>, tensor<2x!quant.uniform<i8:f32, 0.5>>
}

// CHECK-LABEL: func.func @tan
func.func @tan(%arg0: tensor<4xf32>, %arg1: tensor<bf16>, %arg2: tensor<2xcomplex<f64>>) -> (tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.tan %arg0 : tensor<4xf32>
  // CHECK-NEXT: %1 = stablehlo.tan %arg1 : tensor<bf16>
  // CHECK-NEXT: %2 = stablehlo.tan %arg2 : tensor<2xcomplex<f64>>
  %0 = stablehlo.tan %arg0 : tensor<4xf32>
  %1 = stablehlo.tan %arg1 : tensor<bf16>
  %2 = stablehlo.tan %arg2 : tensor<2xcomplex<f64>>
  return %0, %1, %2 : tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>
}

// CHECK-LABEL: func.func @tanh
func.func @tanh(%arg0: tensor<4xf32>, %arg1: tensor<bf16>, %arg2: tensor<2xcomplex<f64>>) -> (tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.tanh %arg0 : tensor<4xf32>
  // CHECK-NEXT: %1 = stablehlo.tanh %arg1 : tensor<bf16>
  // CHECK-NEXT: %2 = stablehlo.tanh %arg2 : tensor<2xcomplex<f64>>
  %0 = stablehlo.tanh %arg0 : tensor<4xf32>
  %1 = stablehlo.tanh %arg1 : tensor<bf16>
  %2 = stablehlo.tanh %arg2 : tensor<2xcomplex<f64>>
  return %0, %1, %2 : tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>
}


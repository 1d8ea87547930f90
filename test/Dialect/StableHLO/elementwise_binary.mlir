// RUN: hlokit-opt %s | FileCheck %s --strict-whitespace
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s --strict-whitespace
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s --strict-whitespace

// Binary elementwise ops whose operands and result share one type print it once.

// CHECK-LABEL: func.func @add
func.func @add(%arg0: tensor<2x2xi32>, %arg1: tensor<i1>, %arg2: tensor<4xf32>, %arg3: tensor<ui64>, %arg4: tensor<2xcomplex<f32>>) -> (tensor<2x2xi32>, tensor<i1>, tensor<4xf32>, tensor<ui64>, tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %arg0 : tensor<2x2xi32>
  // CHECK-NEXT: %1 = stablehlo.add %arg1, %arg1 : tensor<i1>
  // CHECK-NEXT: %2 = stablehlo.add %arg2, %arg2 : tensor<4xf32>
  // CHECK-NEXT: %3 = stablehlo.add %arg3, %arg3 : tensor<ui64>
  // CHECK-NEXT: %4 = stablehlo.add %arg4, %arg4 : tensor<2xcomplex<f32>>
  %0 = stablehlo.add %arg0, %arg0 : tensor<2x2xi32>
  %1 = stablehlo.add %arg1, %arg1 : tensor<i1>
  %2 = stablehlo.add %arg2, %arg2 : tensor<4xf32>
  %3 = stablehlo.add %arg3, %arg3 : tensor<ui64>
  %4 = stablehlo.add %arg4, %arg4 : tensor<2xcomplex<f32>>
  return %0, %1, %2, %3, %4 : tensor<2x2xi32>, tensor<i1>, tensor<4xf32>, tensor<ui64>, tensor<2xcomplex<f32>>
}

// CHECK-LABEL: func.func @atan2
func.func @atan2(%arg0: tensor<4xf32>, %arg1: tensor<bf16>, %arg2: tensor<2xcomplex<f64>>) -> (tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.atan2 %arg0, %arg0 : tensor<4xf32>
  // CHECK-NEXT: %1 = stablehlo.atan2 %arg1, %arg1 : tensor<bf16>
  // CHECK-NEXT: %2 = stablehlo.atan2 %arg2, %arg2 : tensor<2xcomplex<f64>>
  %0 = stablehlo.atan2 %arg0, %arg0 : tensor<4xf32>
  %1 = stablehlo.atan2 %arg1, %arg1 : tensor<bf16>
  %2 = stablehlo.atan2 %arg2, %arg2 : tensor<2xcomplex<f64>>
  return %0, %1, %2 : tensor<4xf32>, tensor<bf16>, tensor<2xcomplex<f64>>
}

// CHECK-LABEL: func.func @divide
func.func @divide(%arg0: tensor<2x3xi32>, %arg1: tensor<ui16>, %arg2: tensor<2xf16>, %arg3: tensor<2xcomplex<f32>>) -> (tensor<2x3xi32>, tensor<ui16>, tensor<2xf16>, tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.divide %arg0, %arg0 : tensor<2x3xi32>
  // CHECK-NEXT: %1 = stablehlo.divide %arg1, %arg1 : tensor<ui16>
  // CHECK-NEXT: %2 = stablehlo.divide %arg2, %arg2 : tensor<2xf16>
  // CHECK-NEXT: %3 = stablehlo.divide %arg3, %arg3 : tensor<2xcomplex<f32>>
  %0 = stablehlo.divide %arg0, %arg0 : tensor<2x3xi32>
  %1 = stablehlo.divide %arg1, %arg1 : tensor<ui16>
  %2 = stablehlo.divide %arg2, %arg2 : tensor<2xf16>
  %3 = stablehlo.divide %arg3, %arg3 : tensor<2xcomplex<f32>>
  return %0, %1, %2, %3 : tensor<2x3xi32>, tensor<ui16>, tensor<2xf16>, tensor<2xcomplex<f32>>
}

// CHECK-LABEL: func.func @maximum
func.func @maximum(%arg0: tensor<2x2xi32>, %arg1: tensor<i1>, %arg2: tensor<4xf32>, %arg3: tensor<ui64>, %arg4: tensor<2xcomplex<f32>>) -> (tensor<2x2xi32>, tensor<i1>, tensor<4xf32>, tensor<ui64>, tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.maximum %arg0, %arg0 : tensor<2x2xi32>
  // CHECK-NEXT: %1 = stablehlo.maximum %arg1, %arg1 : tensor<i1>
  // CHECK-NEXT: %2 = stablehlo.maximum %arg2, %arg2 : tensor<4xf32>
  // CHECK-NEXT: %3 = stablehlo.maximum %arg3, %arg3 : tensor<ui64>
  // CHECK-NEXT: %4 = stablehlo.maximum %arg4, %arg4 : tensor<2xcomplex<f32>>
  %0 = stablehlo.maximum %arg0, %arg0 : tensor<2x2xi32>
  %1 = stablehlo.maximum %arg1, %arg1 : tensor<i1>
  %2 = stablehlo.maximum %arg2, %arg2 : tensor<4xf32>
  %3 = stablehlo.maximum %arg3, %arg3 : tensor<ui64>
  %4 = stablehlo.maximum %arg4, %arg4 : tensor<2xcomplex<f32>>
  return %0, %1, %2, %3, %4 : tensor<2x2xi32>, tensor<i1>, tensor<4xf32>, tensor<ui64>, tensor<2xcomplex<f32>>
}

// CHECK-LABEL: func.func @minimum
func.func @minimum(%arg0: tensor<2x2xi32>, %arg1: tensor<i1>, %arg2: tensor<4xf32>, %arg3: tensor<ui64>, %arg4: tensor<2xcomplex<f32>>) -> (tensor<2x2xi32>, tensor<i1>, tensor<4xf32>, tensor<ui64>, tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.minimum %arg0, %arg0 : tensor<2x2xi32>
  // CHECK-NEXT: %1 = stablehlo.minimum %arg1, %arg1 : tensor<i1>
  // CHECK-NEXT: %2 = stablehlo.minimum %arg2, %arg2 : tensor<4xf32>
  // CHECK-NEXT: %3 = stablehlo.minimum %arg3, %arg3 : tensor<ui64>
  // CHECK-NEXT: %4 = stablehlo.minimum %arg4, %arg4 : tensor<2xcomplex<f32>>
  %0 = stablehlo.minimum %arg0, %arg0 : tensor<2x2xi32>
  %1 = stablehlo.minimum %arg1, %arg1 : tensor<i1>
  %2 = stablehlo.minimum %arg2, %arg2 : tensor<4xf32>
  %3 = stablehlo.minimum %arg3, %arg3 : tensor<ui64>
  %4 = stablehlo.minimum %arg4, %arg4 : tensor<2xcomplex<f32>>
  return %0, %1, %2, %3, %4 : tensor<2x2xi32>, tensor<i1>, tensor<4xf32>, tensor<ui64>, tensor<2xcomplex<f32>>
}

// CHECK-LABEL: func.func @multiply
func.func @multiply(%arg0: tensor<2x2xi32>, %arg1: tensor<i1>, %arg2: tensor<4xf32>, %arg3: tensor<ui64>, %arg4: tensor<2xcomplex<f32>>) -> (tensor<2x2xi32>, tensor<i1>, tensor<4xf32>, tensor<ui64>, tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.multiply %arg0, %arg0 : tensor<2x2xi32>
  // CHECK-NEXT: %1 = stablehlo.multiply %arg1, %arg1 : tensor<i1>
  // CHECK-NEXT: %2 = stablehlo.multiply %arg2, %arg2 : tensor<4xf32>
  // CHECK-NEXT: %3 = stablehlo.multiply %arg3, %arg3 : tensor<ui64>
  // CHECK-NEXT: %4 = stablehlo.multiply %arg4, %arg4 : tensor<2xcomplex<f32>>
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<2x2xi32>
  %1 = stablehlo.multiply %arg1, %arg1 : tensor<i1>
  %2 = stablehlo.multiply %arg2, %arg2 : tensor<4xf32>
  %3 = stablehlo.multiply %arg3, %arg3 : tensor<ui64>
  %4 = stablehlo.multiply %arg4, %arg4 : tensor<2xcomplex<f32>>
  return %0, %1, %2, %3, %4 : tensor<2x2xi32>, tensor<i1>, tensor<4xf32>, tensor<ui64>, tensor<2xcomplex<f32>>
}

// CHECK-LABEL: func.func @power
func.func @power(%arg0: tensor<2x3xi32>, %arg1: tensor<ui16>, %arg2: tensor<2xf16>, %arg3: tensor<2xcomplex<f32>>) -> (tensor<2x3xi32>, tensor<ui16>, tensor<2xf16>, tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.power %arg0, %arg0 : tensor<2x3xi32>
  // CHECK-NEXT: %1 = stablehlo.power %arg1, %arg1 : tensor<ui16>
  // CHECK-NEXT: %2 = stablehlo.power %arg2, %arg2 : tensor<2xf16>
  // CHECK-NEXT: %3 = stablehlo.power %arg3, %arg3 : tensor<2xcomplex<f32>>
  %0 = stablehlo.power %arg0, %arg0 : tensor<2x3xi32>
  %1 = stablehlo.power %arg1, %arg1 : tensor<ui16>
  %2 = stablehlo.power %arg2, %arg2 : tensor<2xf16>
  %3 = stablehlo.power %arg3, %arg3 : tensor<2xcomplex<f32>>
  return %0, %1, %2, %3 : tensor<2x3xi32>, tensor<ui16>, tensor<2xf16>, tensor<2xcomplex<f32>>
}

// CHECK-LABEL: func.func @remainder
func.func @remainder(%arg0: tensor<2x3xi32>, %arg1: tensor<ui16>, %arg2: tensor<2xf16>, %arg3: tensor<2xcomplex<f32>>) -> (tensor<2x3xi32>, tensor<ui16>, tensor<2xf16>, tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.remainder %arg0, %arg0 : tensor<2x3xi32>
  // CHECK-NEXT: %1 = stablehlo.remainder %arg1, %arg1 : tensor<ui16>
  // CHECK-NEXT: %2 = stablehlo.remainder %arg2, %arg2 : tensor<2xf16>
  // CHECK-NEXT: %3 = stablehlo.remainder %arg3, %arg3 : tensor<2xcomplex<f32>>
  %0 = stablehlo.remainder %arg0, %arg0 : tensor<2x3xi32>
  %1 = stablehlo.remainder %arg1, %arg1 : tensor<ui16>
  %2 = stablehlo.remainder %arg2, %arg2 : tensor<2xf16>
  %3 = stablehlo.remainder %arg3, %arg3 : tensor<2xcomplex<f32>>
  return %0, %1, %2, %3 : tensor<2x3xi32>, tensor<ui16>, tensor<2xf16>, tensor<2xcomplex<f32>>
}

// CHECK-LABEL: func.func @shift_left
func.func @shift_left(%arg0: tensor<2xi64>, %arg1: tensor<ui8>, %arg2: tensor<3xi4>) -> (tensor<2xi64>, tensor<ui8>, tensor<3xi4>) {
  // CHECK-NEXT: %0 = stablehlo.shift_left %arg0, %arg0 : tensor<2xi64>
  // CHECK-NEXT: %1 = stablehlo.shift_left %arg1, %arg1 : tensor<ui8>
  // CHECK-NEXT: %2 = stablehlo.shift_left %arg2, %arg2 : tensor<3xi4>
  %0 = stablehlo.shift_left %arg0, %arg0 : tensor<2xi64>
  %1 = stablehlo.shift_left %arg1, %arg1 : tensor<ui8>
  %2 = stablehlo.shift_left %arg2, %arg2 : tensor<3xi4>
  return %0, %1, %2 : tensor<2xi64>, tensor<ui8>, tensor<3xi4>
}

// CHECK-LABEL: func.func @shift_right_arithmetic
func.func @shift_right_arithmetic(%arg0: tensor<2xi64>, %arg1: tensor<ui8>, %arg2: tensor<3xi4>) -> (tensor<2xi64>, tensor<ui8>, tensor<3xi4>) {
  // CHECK-NEXT: %0 = stablehlo.shift_right_arithmetic %arg0, %arg0 : tensor<2xi64>
  // CHECK-NEXT: %1 = stablehlo.shift_right_arithmetic %arg1, %arg1 : tensor<ui8>
  // CHECK-NEXT: %2 = stablehlo.shift_right_arithmetic %arg2, %arg2 : tensor<3xi4>
  %0 = stablehlo.shift_right_arithmetic %arg0, %arg0 : tensor<2xi64>
  %1 = stablehlo.shift_right_arithmetic %arg1, %arg1 : tensor<ui8>
  %2 = stablehlo.shift_right_arithmetic %arg2, %arg2 : tensor<3xi4>
  return %0, %1, %2 : tensor<2xi64>, tensor<ui8>, tensor<3xi4>
}

// CHECK-LABEL: func.func @shift_right_logical
func.func @shift_right_logical(%arg0: tensor<2xi64>, %arg1: tensor<ui8>, %arg2: tensor<3xi4>) -> (tensor<2xi64>, tensor<ui8>, tensor<3xi4>) {
  // CHECK-NEXT: %0 = stablehlo.shift_right_logical %arg0, %arg0 : tensor<2xi64>
  // CHECK-NEXT: %1 = stablehlo.shift_right_logical %arg1, %arg1 : tensor<ui8>
  // CHECK-NEXT: %2 = stablehlo.shift_right_logical %arg2, %arg2 : tensor<3xi4>
  %0 = stablehlo.shift_right_logical %arg0, %arg0 : tensor<2xi64>
  %1 = stablehlo.shift_right_logical %arg1, %arg1 : tensor<ui8>
  %2 = stablehlo.shift_right_logical %arg2, %arg2 : tensor<3xi4>
  return %0, %1, %2 : tensor<2xi64>, tensor<ui8>, tensor<3xi4>
}

// CHECK-LABEL: func.func @subtract
func.func @subtract(%arg0: tensor<2x3xi32>, %arg1: tensor<ui16>, %arg2: tensor<2xf16>, %arg3: tensor<2xcomplex<f32>>) -> (tensor<2x3xi32>, tensor<ui16>, tensor<2xf16>, tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.subtract %arg0, %arg0 : tensor<2x3xi32>
  // CHECK-NEXT: %1 = stablehlo.subtract %arg1, %arg1 : tensor<ui16>
  // CHECK-NEXT: %2 = stablehlo.subtract %arg2, %arg2 : tensor<2xf16>
  // CHECK-NEXT: %3 = stablehlo.subtract %arg3, %arg3 : tensor<2xcomplex<f32>>
  %0 = stablehlo.subtract %arg0, %arg0 : tensor<2x3xi32>
  %1 = stablehlo.subtract %arg1, %arg1 : tensor<ui16>
  %2 = stablehlo.subtract %arg2, %arg2 : tensor<2xf16>
  %3 = stablehlo.subtract %arg3, %arg3 : tensor<2xcomplex<f32>>
  return %0, %1, %2, %3 : tensor<2x3xi32>, tensor<ui16>, tensor<2xf16>, tensor<2xcomplex<f32>>
}

// CHECK-LABEL: func.func @and
func.func @and(%arg0: tensor<2xi1>, %arg1: tensor<ui32>, %arg2: tensor<2x2xi16>) -> (tensor<2xi1>, tensor<ui32>, tensor<2x2xi16>) {
  // CHECK-NEXT: %0 = stablehlo.and %arg0, %arg0 : tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.and %arg1, %arg1 : tensor<ui32>
  // CHECK-NEXT: %2 = stablehlo.and %arg2, %arg2 : tensor<2x2xi16>
  %0 = stablehlo.and %arg0, %arg0 : tensor<2xi1>
  %1 = stablehlo.and %arg1, %arg1 : tensor<ui32>
  %2 = stablehlo.and %arg2, %arg2 : tensor<2x2xi16>
  return %0, %1, %2 : tensor<2xi1>, tensor<ui32>, tensor<2x2xi16>
}

// CHECK-LABEL: func.func @or
func.func @or(%arg0: tensor<2xi1>, %arg1: tensor<ui32>, %arg2: tensor<2x2xi16>) -> (tensor<2xi1>, tensor<ui32>, tensor<2x2xi16>) {
  // CHECK-NEXT: %0 = stablehlo.or %arg0, %arg0 : tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.or %arg1, %arg1 : tensor<ui32>
  // CHECK-NEXT: %2 = stablehlo.or %arg2, %arg2 : tensor<2x2xi16>
  %0 = stablehlo.or %arg0, %arg0 : tensor<2xi1>
  %1 = stablehlo.or %arg1, %arg1 : tensor<ui32>
  %2 = stablehlo.or %arg2, %arg2 : tensor<2x2xi16>
  return %0, %1, %2 : tensor<2xi1>, tensor<ui32>, tensor<2x2xi16>
}

// CHECK-LABEL: func.func @xor
func.func @xor(%arg0: tensor<2xi1>, %arg1: tensor<ui32>, %arg2: tensor<2x2xi16>) -> (tensor<2xi1>, tensor<ui32>, tensor<2x2xi16>) {
  // CHECK-NEXT: %0 = stablehlo.xor %arg0, %arg0 : tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.xor %arg1, %arg1 : tensor<ui32>
  // CHECK-NEXT: %2 = stablehlo.xor %arg2, %arg2 : tensor<2x2xi16>
  %0 = stablehlo.xor %arg0, %arg0 : tensor<2xi1>
  %1 = stablehlo.xor %arg1, %arg1 : tensor<ui32>
  %2 = stablehlo.xor %arg2, %arg2 : tensor<2x2xi16>
  return %0, %1, %2 : tensor<2xi1>, tensor<ui32>, tensor<2x2xi16>
}

// Distinct operands keep their order; a declared result more specific than
// the operands is accepted and makes the types print in functional form.
// CHECK-LABEL: func.func @dynamic_operands
func.func @dynamic_operands(%arg0: tensor<?x4xf32>, %arg1: tensor<2x?xf32>) -> (tensor<2x4xf32>, tensor<?x4xf32>) {
  // CHECK-NEXT: %0 = stablehlo.subtract %arg0, %arg1 : (tensor<?x4xf32>, tensor<2x?xf32>) -> tensor<2x4xf32>
  // CHECK-NEXT: %1 = stablehlo.divide %arg1, %arg0 : (tensor<2x?xf32>, tensor<?x4xf32>) -> tensor<2x4xf32>
  // CHECK-NEXT: %2 = stablehlo.sine %arg0 : tensor<?x4xf32>
  // CHECK-NEXT: %3 = stablehlo.tanh %arg0 : (tensor<?x4xf32>) -> tensor<2x4xf32>
  // CHECK-NEXT: %4 = stablehlo.add %0, %3 : tensor<2x4xf32>
  %0 = stablehlo.subtract %arg0, %arg1 : (tensor<?x4xf32>, tensor<2x?xf32>) -> tensor<2x4xf32>
  %1 = stablehlo.divide %arg1, %arg0 : (tensor<2x?xf32>, tensor<?x4xf32>) -> tensor<2x4xf32>
  %2 = stablehlo.sine %arg0 : tensor<?x4xf32>
  %3 = stablehlo.tanh %arg0 : (tensor<?x4xf32>) -> tensor<2x4xf32>
  %4 = stablehlo.add %0, %3 : tensor<2x4xf32>
  return %4, %2 : tensor<2x4xf32>, tensor<?x4xf32>
}

// The generic form, as upstream and the spec write it, prints pretty.
// CHECK-LABEL: func.func @generic_form
func.func @generic_form(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>) -> tensor<2xi32> {
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %arg1 : tensor<2xi32>
  // CHECK-NEXT: %1 = stablehlo.shift_right_logical %0, %arg1 : tensor<2xi32>
  // CHECK-NEXT: %2 = stablehlo.popcnt %1 : tensor<2xi32>
  // CHECK-NEXT: %3 = stablehlo.negate %2 : tensor<2xi32>
  %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %1 = "stablehlo.shift_right_logical"(%0, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %2 = "stablehlo.popcnt"(%1) : (tensor<2xi32>) -> tensor<2xi32>
  %3 = "stablehlo.negate"(%2) : (tensor<2xi32>) -> tensor<2xi32>
  return %3 : tensor<2xi32>
}

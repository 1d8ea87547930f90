// RUN: hlokit-opt %s | FileCheck %s --strict-whitespace
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s --strict-whitespace
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s --strict-whitespace

// Every chlo op in upstream's pretty form, printed back unchanged, also after
// a trip through the generic form.

// CHECK-LABEL: func.func @broadcast_add
func.func @broadcast_add(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<?x1xf64>, %arg3: tensor<2xf64>) -> (tensor<3x4xf32>, tensor<?x2xf64>) {
  // CHECK-NEXT: %0 = chlo.broadcast_add %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %1 = chlo.broadcast_add %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  %0 = chlo.broadcast_add %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_add %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  return %0, %1 : tensor<3x4xf32>, tensor<?x2xf64>
}

// CHECK-LABEL: func.func @broadcast_atan2
func.func @broadcast_atan2(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<?x1xf64>, %arg3: tensor<2xf64>) -> (tensor<3x4xf32>, tensor<?x2xf64>) {
  // CHECK-NEXT: %0 = chlo.broadcast_atan2 %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %1 = chlo.broadcast_atan2 %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  %0 = chlo.broadcast_atan2 %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_atan2 %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  return %0, %1 : tensor<3x4xf32>, tensor<?x2xf64>
}

// CHECK-LABEL: func.func @broadcast_divide
func.func @broadcast_divide(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<?x1xf64>, %arg3: tensor<2xf64>) -> (tensor<3x4xf32>, tensor<?x2xf64>) {
  // CHECK-NEXT: %0 = chlo.broadcast_divide %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %1 = chlo.broadcast_divide %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  %0 = chlo.broadcast_divide %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_divide %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  return %0, %1 : tensor<3x4xf32>, tensor<?x2xf64>
}

// CHECK-LABEL: func.func @broadcast_maximum
func.func @broadcast_maximum(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<?x1xf64>, %arg3: tensor<2xf64>) -> (tensor<3x4xf32>, tensor<?x2xf64>) {
  // CHECK-NEXT: %0 = chlo.broadcast_maximum %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %1 = chlo.broadcast_maximum %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  %0 = chlo.broadcast_maximum %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_maximum %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  return %0, %1 : tensor<3x4xf32>, tensor<?x2xf64>
}

// CHECK-LABEL: func.func @broadcast_minimum
func.func @broadcast_minimum(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<?x1xf64>, %arg3: tensor<2xf64>) -> (tensor<3x4xf32>, tensor<?x2xf64>) {
  // CHECK-NEXT: %0 = chlo.broadcast_minimum %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %1 = chlo.broadcast_minimum %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  %0 = chlo.broadcast_minimum %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_minimum %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  return %0, %1 : tensor<3x4xf32>, tensor<?x2xf64>
}

// CHECK-LABEL: func.func @broadcast_multiply
func.func @broadcast_multiply(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<?x1xf64>, %arg3: tensor<2xf64>) -> (tensor<3x4xf32>, tensor<?x2xf64>) {
  // CHECK-NEXT: %0 = chlo.broadcast_multiply %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %1 = chlo.broadcast_multiply %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  %0 = chlo.broadcast_multiply %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_multiply %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  return %0, %1 : tensor<3x4xf32>, tensor<?x2xf64>
}

// CHECK-LABEL: func.func @broadcast_next_after
func.func @broadcast_next_after(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<?x1xf64>, %arg3: tensor<2xf64>) -> (tensor<3x4xf32>, tensor<?x2xf64>) {
  // CHECK-NEXT: %0 = chlo.broadcast_next_after %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %1 = chlo.broadcast_next_after %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  %0 = chlo.broadcast_next_after %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_next_after %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  return %0, %1 : tensor<3x4xf32>, tensor<?x2xf64>
}

// CHECK-LABEL: func.func @broadcast_polygamma
func.func @broadcast_polygamma(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<?x1xf64>, %arg3: tensor<2xf64>) -> (tensor<3x4xf32>, tensor<?x2xf64>) {
  // CHECK-NEXT: %0 = chlo.broadcast_polygamma %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %1 = chlo.broadcast_polygamma %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  %0 = chlo.broadcast_polygamma %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_polygamma %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  return %0, %1 : tensor<3x4xf32>, tensor<?x2xf64>
}

// CHECK-LABEL: func.func @broadcast_power
func.func @broadcast_power(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<?x1xf64>, %arg3: tensor<2xf64>) -> (tensor<3x4xf32>, tensor<?x2xf64>) {
  // CHECK-NEXT: %0 = chlo.broadcast_power %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %1 = chlo.broadcast_power %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  %0 = chlo.broadcast_power %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_power %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  return %0, %1 : tensor<3x4xf32>, tensor<?x2xf64>
}

// CHECK-LABEL: func.func @broadcast_remainder
func.func @broadcast_remainder(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<?x1xf64>, %arg3: tensor<2xf64>) -> (tensor<3x4xf32>, tensor<?x2xf64>) {
  // CHECK-NEXT: %0 = chlo.broadcast_remainder %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %1 = chlo.broadcast_remainder %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  %0 = chlo.broadcast_remainder %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_remainder %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  return %0, %1 : tensor<3x4xf32>, tensor<?x2xf64>
}

// CHECK-LABEL: func.func @broadcast_subtract
func.func @broadcast_subtract(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<?x1xf64>, %arg3: tensor<2xf64>) -> (tensor<3x4xf32>, tensor<?x2xf64>) {
  // CHECK-NEXT: %0 = chlo.broadcast_subtract %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %1 = chlo.broadcast_subtract %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  %0 = chlo.broadcast_subtract %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_subtract %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  return %0, %1 : tensor<3x4xf32>, tensor<?x2xf64>
}

// CHECK-LABEL: func.func @broadcast_zeta
func.func @broadcast_zeta(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<?x1xf64>, %arg3: tensor<2xf64>) -> (tensor<3x4xf32>, tensor<?x2xf64>) {
  // CHECK-NEXT: %0 = chlo.broadcast_zeta %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %1 = chlo.broadcast_zeta %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  %0 = chlo.broadcast_zeta %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_zeta %arg2, %arg3 : (tensor<?x1xf64>, tensor<2xf64>) -> tensor<?x2xf64>
  return %0, %1 : tensor<3x4xf32>, tensor<?x2xf64>
}

// CHECK-LABEL: func.func @broadcast_shift_left
func.func @broadcast_shift_left(%arg0: tensor<2x3xi32>, %arg1: tensor<i32>, %arg2: tensor<?xui8, #stablehlo.bounds<4>>, %arg3: tensor<?xui8, #stablehlo.bounds<6>>) -> (tensor<2x3xi32>, tensor<?xui8, #stablehlo.bounds<6>>) {
  // CHECK-NEXT: %0 = chlo.broadcast_shift_left %arg0, %arg1 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  // CHECK-NEXT: %1 = chlo.broadcast_shift_left %arg2, %arg3 : (tensor<?xui8, #stablehlo.bounds<4>>, tensor<?xui8, #stablehlo.bounds<6>>) -> tensor<?xui8, #stablehlo.bounds<6>>
  %0 = chlo.broadcast_shift_left %arg0, %arg1 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  %1 = chlo.broadcast_shift_left %arg2, %arg3 : (tensor<?xui8, #stablehlo.bounds<4>>, tensor<?xui8, #stablehlo.bounds<6>>) -> tensor<?xui8, #stablehlo.bounds<6>>
  return %0, %1 : tensor<2x3xi32>, tensor<?xui8, #stablehlo.bounds<6>>
}

// CHECK-LABEL: func.func @broadcast_shift_right_arithmetic
func.func @broadcast_shift_right_arithmetic(%arg0: tensor<2x3xi32>, %arg1: tensor<i32>, %arg2: tensor<?xui8, #stablehlo.bounds<4>>, %arg3: tensor<?xui8, #stablehlo.bounds<6>>) -> (tensor<2x3xi32>, tensor<?xui8, #stablehlo.bounds<6>>) {
  // CHECK-NEXT: %0 = chlo.broadcast_shift_right_arithmetic %arg0, %arg1 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  // CHECK-NEXT: %1 = chlo.broadcast_shift_right_arithmetic %arg2, %arg3 : (tensor<?xui8, #stablehlo.bounds<4>>, tensor<?xui8, #stablehlo.bounds<6>>) -> tensor<?xui8, #stablehlo.bounds<6>>
  %0 = chlo.broadcast_shift_right_arithmetic %arg0, %arg1 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  %1 = chlo.broadcast_shift_right_arithmetic %arg2, %arg3 : (tensor<?xui8, #stablehlo.bounds<4>>, tensor<?xui8, #stablehlo.bounds<6>>) -> tensor<?xui8, #stablehlo.bounds<6>>
  return %0, %1 : tensor<2x3xi32>, tensor<?xui8, #stablehlo.bounds<6>>
}

// CHECK-LABEL: func.func @broadcast_shift_right_logical
func.func @broadcast_shift_right_logical(%arg0: tensor<2x3xi32>, %arg1: tensor<i32>, %arg2: tensor<?xui8, #stablehlo.bounds<4>>, %arg3: tensor<?xui8, #stablehlo.bounds<6>>) -> (tensor<2x3xi32>, tensor<?xui8, #stablehlo.bounds<6>>) {
  // CHECK-NEXT: %0 = chlo.broadcast_shift_right_logical %arg0, %arg1 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  // CHECK-NEXT: %1 = chlo.broadcast_shift_right_logical %arg2, %arg3 : (tensor<?xui8, #stablehlo.bounds<4>>, tensor<?xui8, #stablehlo.bounds<6>>) -> tensor<?xui8, #stablehlo.bounds<6>>
  %0 = chlo.broadcast_shift_right_logical %arg0, %arg1 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  %1 = chlo.broadcast_shift_right_logical %arg2, %arg3 : (tensor<?xui8, #stablehlo.bounds<4>>, tensor<?xui8, #stablehlo.bounds<6>>) -> tensor<?xui8, #stablehlo.bounds<6>>
  return %0, %1 : tensor<2x3xi32>, tensor<?xui8, #stablehlo.bounds<6>>
}

// CHECK-LABEL: func.func @broadcast_and
func.func @broadcast_and(%arg0: tensor<2x3xi32>, %arg1: tensor<i32>, %arg2: tensor<?xui8, #stablehlo.bounds<4>>, %arg3: tensor<?xui8, #stablehlo.bounds<6>>) -> (tensor<2x3xi32>, tensor<?xui8, #stablehlo.bounds<6>>) {
  // CHECK-NEXT: %0 = chlo.broadcast_and %arg0, %arg1 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  // CHECK-NEXT: %1 = chlo.broadcast_and %arg2, %arg3 : (tensor<?xui8, #stablehlo.bounds<4>>, tensor<?xui8, #stablehlo.bounds<6>>) -> tensor<?xui8, #stablehlo.bounds<6>>
  %0 = chlo.broadcast_and %arg0, %arg1 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  %1 = chlo.broadcast_and %arg2, %arg3 : (tensor<?xui8, #stablehlo.bounds<4>>, tensor<?xui8, #stablehlo.bounds<6>>) -> tensor<?xui8, #stablehlo.bounds<6>>
  return %0, %1 : tensor<2x3xi32>, tensor<?xui8, #stablehlo.bounds<6>>
}

// CHECK-LABEL: func.func @broadcast_or
func.func @broadcast_or(%arg0: tensor<2x3xi32>, %arg1: tensor<i32>, %arg2: tensor<?xui8, #stablehlo.bounds<4>>, %arg3: tensor<?xui8, #stablehlo.bounds<6>>) -> (tensor<2x3xi32>, tensor<?xui8, #stablehlo.bounds<6>>) {
  // CHECK-NEXT: %0 = chlo.broadcast_or %arg0, %arg1 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  // CHECK-NEXT: %1 = chlo.broadcast_or %arg2, %arg3 : (tensor<?xui8, #stablehlo.bounds<4>>, tensor<?xui8, #stablehlo.bounds<6>>) -> tensor<?xui8, #stablehlo.bounds<6>>
  %0 = chlo.broadcast_or %arg0, %arg1 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  %1 = chlo.broadcast_or %arg2, %arg3 : (tensor<?xui8, #stablehlo.bounds<4>>, tensor<?xui8, #stablehlo.bounds<6>>) -> tensor<?xui8, #stablehlo.bounds<6>>
  return %0, %1 : tensor<2x3xi32>, tensor<?xui8, #stablehlo.bounds<6>>
}

// CHECK-LABEL: func.func @broadcast_xor
func.func @broadcast_xor(%arg0: tensor<2x3xi32>, %arg1: tensor<i32>, %arg2: tensor<?xui8, #stablehlo.bounds<4>>, %arg3: tensor<?xui8, #stablehlo.bounds<6>>) -> (tensor<2x3xi32>, tensor<?xui8, #stablehlo.bounds<6>>) {
  // CHECK-NEXT: %0 = chlo.broadcast_xor %arg0, %arg1 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  // CHECK-NEXT: %1 = chlo.broadcast_xor %arg2, %arg3 : (tensor<?xui8, #stablehlo.bounds<4>>, tensor<?xui8, #stablehlo.bounds<6>>) -> tensor<?xui8, #stablehlo.bounds<6>>
  %0 = chlo.broadcast_xor %arg0, %arg1 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  %1 = chlo.broadcast_xor %arg2, %arg3 : (tensor<?xui8, #stablehlo.bounds<4>>, tensor<?xui8, #stablehlo.bounds<6>>) -> tensor<?xui8, #stablehlo.bounds<6>>
  return %0, %1 : tensor<2x3xi32>, tensor<?xui8, #stablehlo.bounds<6>>
}

// CHECK-LABEL: func.func @broadcast_and_i1
func.func @broadcast_and_i1(%arg0: tensor<2xi1>, %arg1: tensor<1xi1>) -> (tensor<2xi1>) {
  // CHECK-NEXT: %0 = chlo.broadcast_and %arg0, %arg1 : (tensor<2xi1>, tensor<1xi1>) -> tensor<2xi1>
  %0 = chlo.broadcast_and %arg0, %arg1 : (tensor<2xi1>, tensor<1xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @broadcast_complex
func.func @broadcast_complex(%arg0: tensor<2xf32>, %arg1: tensor<f32>) -> (tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = chlo.broadcast_complex %arg0, %arg1 : (tensor<2xf32>, tensor<f32>) -> tensor<2xcomplex<f32>>
  %0 = chlo.broadcast_complex %arg0, %arg1 : (tensor<2xf32>, tensor<f32>) -> tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// Upstream's round-trip test: operands of equal rank ignore
// broadcast_dimensions (numpy alignment); attributes print sorted by name.
// CHECK-LABEL: func.func @broadcast_compare_upstream
func.func @broadcast_compare_upstream(%arg0: tensor<2x3x4xf64>, %arg1: tensor<2x3x4xf64>) -> (tensor<2x3x4xi1>, tensor<2x3x4xi1>) {
  // CHECK-NEXT: %0 = chlo.broadcast_compare %arg0, %arg1 {compare_type = #chlo<comparison_type TOTALORDER>, comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x3x4xf64>, tensor<2x3x4xf64>) -> tensor<2x3x4xi1>
  // CHECK-NEXT: %1 = chlo.broadcast_compare %arg0, %arg1 {broadcast_dimensions = array<i64: 1>, comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x3x4xf64>, tensor<2x3x4xf64>) -> tensor<2x3x4xi1>
  %0 = chlo.broadcast_compare %arg0, %arg1 {comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type TOTALORDER>} : (tensor<2x3x4xf64>, tensor<2x3x4xf64>) -> tensor<2x3x4xi1>
  %1 = chlo.broadcast_compare %arg0, %arg1 {comparison_direction = #chlo<comparison_direction LT>, broadcast_dimensions = array<i64: 1>} : (tensor<2x3x4xf64>, tensor<2x3x4xf64>) -> tensor<2x3x4xi1>
  return %0, %1 : tensor<2x3x4xi1>, tensor<2x3x4xi1>
}

// CHECK-LABEL: func.func @broadcast_compare
func.func @broadcast_compare(%arg0: tensor<3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<?xi32>, %arg3: tensor<i32>) -> (tensor<2x3xi1>, tensor<?xi1>) {
  // CHECK-NEXT: %0 = chlo.broadcast_compare %arg0, %arg1 {comparison_direction = #chlo<comparison_direction LT>} : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  // CHECK-NEXT: %1 = chlo.broadcast_compare %arg2, %arg3 {compare_type = #chlo<comparison_type SIGNED>, comparison_direction = #chlo<comparison_direction GE>} : (tensor<?xi32>, tensor<i32>) -> tensor<?xi1>
  %0 = chlo.broadcast_compare %arg0, %arg1 {comparison_direction = #chlo<comparison_direction LT>} : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %1 = chlo.broadcast_compare %arg2, %arg3 {compare_type = #chlo<comparison_type SIGNED>, comparison_direction = #chlo<comparison_direction GE>} : (tensor<?xi32>, tensor<i32>) -> tensor<?xi1>
  return %0, %1 : tensor<2x3xi1>, tensor<?xi1>
}

// CHECK-LABEL: func.func @broadcast_select
func.func @broadcast_select(%arg0: tensor<i1>, %arg1: tensor<3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<2x1xi1>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  // CHECK-NEXT: %0 = chlo.broadcast_select %arg0, %arg1, %arg2 : (tensor<i1>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %1 = chlo.broadcast_select %arg3, %arg1, %arg1 : (tensor<2x1xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %0 = chlo.broadcast_select %arg0, %arg1, %arg2 : (tensor<i1>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = chlo.broadcast_select %arg3, %arg1, %arg1 : (tensor<2x1xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}

// CHECK-LABEL: func.func @next_after
func.func @next_after(%arg0: tensor<4xf32>, %arg1: tensor<?xf64>) -> (tensor<4xf32>, tensor<?xf64>) {
  // CHECK-NEXT: %0 = chlo.next_after %arg0, %arg0 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.next_after %arg1, %arg1 : tensor<?xf64>, tensor<?xf64> -> tensor<?xf64>
  %0 = chlo.next_after %arg0, %arg0 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.next_after %arg1, %arg1 : tensor<?xf64>, tensor<?xf64> -> tensor<?xf64>
  return %0, %1 : tensor<4xf32>, tensor<?xf64>
}

// CHECK-LABEL: func.func @polygamma
func.func @polygamma(%arg0: tensor<4xf32>, %arg1: tensor<?xf64>) -> (tensor<4xf32>, tensor<?xf64>) {
  // CHECK-NEXT: %0 = chlo.polygamma %arg0, %arg0 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.polygamma %arg1, %arg1 : tensor<?xf64>, tensor<?xf64> -> tensor<?xf64>
  %0 = chlo.polygamma %arg0, %arg0 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.polygamma %arg1, %arg1 : tensor<?xf64>, tensor<?xf64> -> tensor<?xf64>
  return %0, %1 : tensor<4xf32>, tensor<?xf64>
}

// CHECK-LABEL: func.func @zeta
func.func @zeta(%arg0: tensor<4xf32>, %arg1: tensor<?xf64>) -> (tensor<4xf32>, tensor<?xf64>) {
  // CHECK-NEXT: %0 = chlo.zeta %arg0, %arg0 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.zeta %arg1, %arg1 : tensor<?xf64>, tensor<?xf64> -> tensor<?xf64>
  %0 = chlo.zeta %arg0, %arg0 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.zeta %arg1, %arg1 : tensor<?xf64>, tensor<?xf64> -> tensor<?xf64>
  return %0, %1 : tensor<4xf32>, tensor<?xf64>
}

// CHECK-LABEL: func.func @asin_acos_kernel
func.func @asin_acos_kernel(%arg0: tensor<4xcomplex<f32>>, %arg1: tensor<?x2xcomplex<f64>>) -> (tensor<4xcomplex<f32>>, tensor<?x2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = chlo._asin_acos_kernel %arg0 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  // CHECK-NEXT: %1 = chlo._asin_acos_kernel %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  %0 = chlo._asin_acos_kernel %arg0 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  %1 = chlo._asin_acos_kernel %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  return %0, %1 : tensor<4xcomplex<f32>>, tensor<?x2xcomplex<f64>>
}

// CHECK-LABEL: func.func @acos
func.func @acos(%arg0: tensor<4xf32>, %arg1: tensor<?x2xcomplex<f64>>) -> (tensor<4xf32>, tensor<?x2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = chlo.acos %arg0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.acos %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  %0 = chlo.acos %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.acos %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  return %0, %1 : tensor<4xf32>, tensor<?x2xcomplex<f64>>
}

// CHECK-LABEL: func.func @acosh
func.func @acosh(%arg0: tensor<4xf32>, %arg1: tensor<?x2xcomplex<f64>>) -> (tensor<4xf32>, tensor<?x2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = chlo.acosh %arg0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.acosh %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  %0 = chlo.acosh %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.acosh %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  return %0, %1 : tensor<4xf32>, tensor<?x2xcomplex<f64>>
}

// CHECK-LABEL: func.func @asin
func.func @asin(%arg0: tensor<4xf32>, %arg1: tensor<?x2xcomplex<f64>>) -> (tensor<4xf32>, tensor<?x2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = chlo.asin %arg0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.asin %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  %0 = chlo.asin %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.asin %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  return %0, %1 : tensor<4xf32>, tensor<?x2xcomplex<f64>>
}

// CHECK-LABEL: func.func @asinh
func.func @asinh(%arg0: tensor<4xf32>, %arg1: tensor<?x2xcomplex<f64>>) -> (tensor<4xf32>, tensor<?x2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = chlo.asinh %arg0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.asinh %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  %0 = chlo.asinh %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.asinh %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  return %0, %1 : tensor<4xf32>, tensor<?x2xcomplex<f64>>
}

// CHECK-LABEL: func.func @atan
func.func @atan(%arg0: tensor<4xf32>, %arg1: tensor<?x2xcomplex<f64>>) -> (tensor<4xf32>, tensor<?x2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = chlo.atan %arg0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.atan %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  %0 = chlo.atan %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.atan %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  return %0, %1 : tensor<4xf32>, tensor<?x2xcomplex<f64>>
}

// CHECK-LABEL: func.func @atanh
func.func @atanh(%arg0: tensor<4xf32>, %arg1: tensor<?x2xcomplex<f64>>) -> (tensor<4xf32>, tensor<?x2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = chlo.atanh %arg0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.atanh %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  %0 = chlo.atanh %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.atanh %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  return %0, %1 : tensor<4xf32>, tensor<?x2xcomplex<f64>>
}

// CHECK-LABEL: func.func @conj
func.func @conj(%arg0: tensor<4xf32>, %arg1: tensor<?x2xcomplex<f64>>) -> (tensor<4xf32>, tensor<?x2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = chlo.conj %arg0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.conj %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  %0 = chlo.conj %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.conj %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  return %0, %1 : tensor<4xf32>, tensor<?x2xcomplex<f64>>
}

// CHECK-LABEL: func.func @cosh
func.func @cosh(%arg0: tensor<4xf32>, %arg1: tensor<?x2xcomplex<f64>>) -> (tensor<4xf32>, tensor<?x2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = chlo.cosh %arg0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.cosh %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  %0 = chlo.cosh %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.cosh %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  return %0, %1 : tensor<4xf32>, tensor<?x2xcomplex<f64>>
}

// CHECK-LABEL: func.func @sinh
func.func @sinh(%arg0: tensor<4xf32>, %arg1: tensor<?x2xcomplex<f64>>) -> (tensor<4xf32>, tensor<?x2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = chlo.sinh %arg0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.sinh %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  %0 = chlo.sinh %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.sinh %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  return %0, %1 : tensor<4xf32>, tensor<?x2xcomplex<f64>>
}

// CHECK-LABEL: func.func @tan
func.func @tan(%arg0: tensor<4xf32>, %arg1: tensor<?x2xcomplex<f64>>) -> (tensor<4xf32>, tensor<?x2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = chlo.tan %arg0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.tan %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  %0 = chlo.tan %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.tan %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  return %0, %1 : tensor<4xf32>, tensor<?x2xcomplex<f64>>
}

// CHECK-LABEL: func.func @square
func.func @square(%arg0: tensor<4xf32>, %arg1: tensor<?x2xcomplex<f64>>) -> (tensor<4xf32>, tensor<?x2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = chlo.square %arg0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.square %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  %0 = chlo.square %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.square %arg1 : tensor<?x2xcomplex<f64>> -> tensor<?x2xcomplex<f64>>
  return %0, %1 : tensor<4xf32>, tensor<?x2xcomplex<f64>>
}

// CHECK-LABEL: func.func @bessel_i1e
func.func @bessel_i1e(%arg0: tensor<4xf32>, %arg1: tensor<?xbf16, #stablehlo.bounds<3>>) -> (tensor<4xf32>, tensor<?xbf16, #stablehlo.bounds<3>>) {
  // CHECK-NEXT: %0 = chlo.bessel_i1e %arg0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.bessel_i1e %arg1 : tensor<?xbf16, #stablehlo.bounds<3>> -> tensor<?xbf16, #stablehlo.bounds<3>>
  %0 = chlo.bessel_i1e %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.bessel_i1e %arg1 : tensor<?xbf16, #stablehlo.bounds<3>> -> tensor<?xbf16, #stablehlo.bounds<3>>
  return %0, %1 : tensor<4xf32>, tensor<?xbf16, #stablehlo.bounds<3>>
}

// CHECK-LABEL: func.func @digamma
func.func @digamma(%arg0: tensor<4xf32>, %arg1: tensor<?xbf16, #stablehlo.bounds<3>>) -> (tensor<4xf32>, tensor<?xbf16, #stablehlo.bounds<3>>) {
  // CHECK-NEXT: %0 = chlo.digamma %arg0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.digamma %arg1 : tensor<?xbf16, #stablehlo.bounds<3>> -> tensor<?xbf16, #stablehlo.bounds<3>>
  %0 = chlo.digamma %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.digamma %arg1 : tensor<?xbf16, #stablehlo.bounds<3>> -> tensor<?xbf16, #stablehlo.bounds<3>>
  return %0, %1 : tensor<4xf32>, tensor<?xbf16, #stablehlo.bounds<3>>
}

// CHECK-LABEL: func.func @erf
func.func @erf(%arg0: tensor<4xf32>, %arg1: tensor<?xbf16, #stablehlo.bounds<3>>) -> (tensor<4xf32>, tensor<?xbf16, #stablehlo.bounds<3>>) {
  // CHECK-NEXT: %0 = chlo.erf %arg0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.erf %arg1 : tensor<?xbf16, #stablehlo.bounds<3>> -> tensor<?xbf16, #stablehlo.bounds<3>>
  %0 = chlo.erf %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.erf %arg1 : tensor<?xbf16, #stablehlo.bounds<3>> -> tensor<?xbf16, #stablehlo.bounds<3>>
  return %0, %1 : tensor<4xf32>, tensor<?xbf16, #stablehlo.bounds<3>>
}

// CHECK-LABEL: func.func @erf_inv
func.func @erf_inv(%arg0: tensor<4xf32>, %arg1: tensor<?xbf16, #stablehlo.bounds<3>>) -> (tensor<4xf32>, tensor<?xbf16, #stablehlo.bounds<3>>) {
  // CHECK-NEXT: %0 = chlo.erf_inv %arg0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.erf_inv %arg1 : tensor<?xbf16, #stablehlo.bounds<3>> -> tensor<?xbf16, #stablehlo.bounds<3>>
  %0 = chlo.erf_inv %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.erf_inv %arg1 : tensor<?xbf16, #stablehlo.bounds<3>> -> tensor<?xbf16, #stablehlo.bounds<3>>
  return %0, %1 : tensor<4xf32>, tensor<?xbf16, #stablehlo.bounds<3>>
}

// CHECK-LABEL: func.func @erfc
func.func @erfc(%arg0: tensor<4xf32>, %arg1: tensor<?xbf16, #stablehlo.bounds<3>>) -> (tensor<4xf32>, tensor<?xbf16, #stablehlo.bounds<3>>) {
  // CHECK-NEXT: %0 = chlo.erfc %arg0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.erfc %arg1 : tensor<?xbf16, #stablehlo.bounds<3>> -> tensor<?xbf16, #stablehlo.bounds<3>>
  %0 = chlo.erfc %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.erfc %arg1 : tensor<?xbf16, #stablehlo.bounds<3>> -> tensor<?xbf16, #stablehlo.bounds<3>>
  return %0, %1 : tensor<4xf32>, tensor<?xbf16, #stablehlo.bounds<3>>
}

// CHECK-LABEL: func.func @lgamma
func.func @lgamma(%arg0: tensor<4xf32>, %arg1: tensor<?xbf16, #stablehlo.bounds<3>>) -> (tensor<4xf32>, tensor<?xbf16, #stablehlo.bounds<3>>) {
  // CHECK-NEXT: %0 = chlo.lgamma %arg0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: %1 = chlo.lgamma %arg1 : tensor<?xbf16, #stablehlo.bounds<3>> -> tensor<?xbf16, #stablehlo.bounds<3>>
  %0 = chlo.lgamma %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.lgamma %arg1 : tensor<?xbf16, #stablehlo.bounds<3>> -> tensor<?xbf16, #stablehlo.bounds<3>>
  return %0, %1 : tensor<4xf32>, tensor<?xbf16, #stablehlo.bounds<3>>
}

// CHECK-LABEL: func.func @is_inf
func.func @is_inf(%arg0: tensor<4xf32>, %arg1: tensor<?xf64>) -> (tensor<4xi1>, tensor<?xi1>) {
  // CHECK-NEXT: %0 = chlo.is_inf %arg0 : tensor<4xf32> -> tensor<4xi1>
  // CHECK-NEXT: %1 = chlo.is_inf %arg1 : tensor<?xf64> -> tensor<?xi1>
  %0 = chlo.is_inf %arg0 : tensor<4xf32> -> tensor<4xi1>
  %1 = chlo.is_inf %arg1 : tensor<?xf64> -> tensor<?xi1>
  return %0, %1 : tensor<4xi1>, tensor<?xi1>
}

// CHECK-LABEL: func.func @is_neg_inf
func.func @is_neg_inf(%arg0: tensor<4xf32>, %arg1: tensor<?xf64>) -> (tensor<4xi1>, tensor<?xi1>) {
  // CHECK-NEXT: %0 = chlo.is_neg_inf %arg0 : tensor<4xf32> -> tensor<4xi1>
  // CHECK-NEXT: %1 = chlo.is_neg_inf %arg1 : tensor<?xf64> -> tensor<?xi1>
  %0 = chlo.is_neg_inf %arg0 : tensor<4xf32> -> tensor<4xi1>
  %1 = chlo.is_neg_inf %arg1 : tensor<?xf64> -> tensor<?xi1>
  return %0, %1 : tensor<4xi1>, tensor<?xi1>
}

// CHECK-LABEL: func.func @is_pos_inf
func.func @is_pos_inf(%arg0: tensor<4xf32>, %arg1: tensor<?xf64>) -> (tensor<4xi1>, tensor<?xi1>) {
  // CHECK-NEXT: %0 = chlo.is_pos_inf %arg0 : tensor<4xf32> -> tensor<4xi1>
  // CHECK-NEXT: %1 = chlo.is_pos_inf %arg1 : tensor<?xf64> -> tensor<?xi1>
  %0 = chlo.is_pos_inf %arg0 : tensor<4xf32> -> tensor<4xi1>
  %1 = chlo.is_pos_inf %arg1 : tensor<?xf64> -> tensor<?xi1>
  return %0, %1 : tensor<4xi1>, tensor<?xi1>
}

// CHECK-LABEL: func.func @square_int
func.func @square_int(%arg0: tensor<3xi8>) -> (tensor<3xi8>) {
  // CHECK-NEXT: %0 = chlo.square %arg0 : tensor<3xi8> -> tensor<3xi8>
  %0 = chlo.square %arg0 : tensor<3xi8> -> tensor<3xi8>
  return %0 : tensor<3xi8>
}

// CHECK-LABEL: func.func @top_k
func.func @top_k(%arg0: tensor<4xf32>, %arg1: tensor<2x?xi32>) -> (tensor<2xf32>, tensor<2xi32>, tensor<2x3xi32>, tensor<2x3xi32>) {
  // CHECK-NEXT: %values, %indices = chlo.top_k(%arg0, k = 2) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi32>)
  // CHECK-NEXT: %values_0, %indices_1 = chlo.top_k(%arg1, k = 3) : tensor<2x?xi32> -> (tensor<2x3xi32>, tensor<2x3xi32>)
  %values, %indices = chlo.top_k(%arg0, k = 2) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi32>)
  %values_0, %indices_1 = chlo.top_k(%arg1, k = 3) : tensor<2x?xi32> -> (tensor<2x3xi32>, tensor<2x3xi32>)
  return %values, %indices, %values_0, %indices_1 : tensor<2xf32>, tensor<2xi32>, tensor<2x3xi32>, tensor<2x3xi32>
}

// As mlir-hlo's recomposition of mhlo.topk writes it: `largest = true` is a
// discardable attribute (upstream's top_k has no such attribute).
// CHECK-LABEL: func.func @top_k_largest
func.func @top_k_largest(%arg0: tensor<5x16xf32>) -> (tensor<?x?xf32>, tensor<?x?xi32>) {
  // CHECK-NEXT: %values, %indices = chlo.top_k(%arg0, k = 4) {largest = true} : tensor<5x16xf32> -> (tensor<?x?xf32>, tensor<?x?xi32>)
  %values, %indices = chlo.top_k(%arg0, k = 4) {largest = true} : tensor<5x16xf32> -> (tensor<?x?xf32>, tensor<?x?xi32>)
  return %values, %indices : tensor<?x?xf32>, tensor<?x?xi32>
}

// CHECK-LABEL: func.func @constant
func.func @constant() -> (tensor<2xf32>) {
  // CHECK-NEXT: %0 = chlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
  %0 = chlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @constant_like
func.func @constant_like(%arg0: tensor<?x2xf32>) -> (tensor<?x2xi32>) {
  // CHECK-NEXT: %0 = "chlo.constant_like"(%arg0) <{value = 7 : i32}> : (tensor<?x2xf32>) -> tensor<?x2xi32>
  %0 = "chlo.constant_like"(%arg0) <{value = 7 : i32}> : (tensor<?x2xf32>) -> tensor<?x2xi32>
  return %0 : tensor<?x2xi32>
}

// CHECK-LABEL: func.func @mulhi
func.func @mulhi(%arg0: tensor<3xi32>, %arg1: tensor<?xui64>) -> (tensor<3xi32>, tensor<?xui64>) {
  // CHECK-NEXT: %0 = chlo.mulhi %arg0, %arg0 : tensor<3xi32>, tensor<3xi32> -> tensor<3xi32>
  // CHECK-NEXT: %1 = chlo.mulhi %arg1, %arg1 : tensor<?xui64>, tensor<?xui64> -> tensor<?xui64>
  %0 = chlo.mulhi %arg0, %arg0 : tensor<3xi32>, tensor<3xi32> -> tensor<3xi32>
  %1 = chlo.mulhi %arg1, %arg1 : tensor<?xui64>, tensor<?xui64> -> tensor<?xui64>
  return %0, %1 : tensor<3xi32>, tensor<?xui64>
}

// RUN: hlokit-opt %s | FileCheck %s --strict-whitespace
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s --strict-whitespace
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s --strict-whitespace

// The enum attributes of compare print after a space of their own, hence the
// two spaces, exactly as upstream prints them.
// CHECK-LABEL: func.func @compare
func.func @compare(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>, %arg3: tensor<3xui8>, %arg4: tensor<2xi1>, %arg5: tensor<complex<f64>>) -> (tensor<2xi1>, tensor<2xi1>, tensor<i1>, tensor<3xi1>, tensor<2xi1>, tensor<i1>, tensor<i1>) {
  // CHECK-NEXT: %0 = stablehlo.compare  LT, %arg0, %arg1,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.compare  GE, %arg0, %arg1,  TOTALORDER : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  // CHECK-NEXT: %2 = stablehlo.compare  EQ, %arg2, %arg2,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  // CHECK-NEXT: %3 = stablehlo.compare  GT, %arg3, %arg3,  UNSIGNED : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
  // CHECK-NEXT: %4 = stablehlo.compare  NE, %arg4, %arg4,  UNSIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  // CHECK-NEXT: %5 = stablehlo.compare  LE, %arg5, %arg5,  FLOAT : (tensor<complex<f64>>, tensor<complex<f64>>) -> tensor<i1>
  // CHECK-NEXT: %6 = stablehlo.compare  LT, %arg2, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %0 = stablehlo.compare LT, %arg0, %arg1, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %1 = stablehlo.compare GE, %arg0, %arg1, TOTALORDER : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %2 = stablehlo.compare  EQ, %arg2, %arg2,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %3 = stablehlo.compare GT, %arg3, %arg3, UNSIGNED : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
  %4 = stablehlo.compare NE, %arg4, %arg4, UNSIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  %5 = stablehlo.compare LE, %arg5, %arg5, FLOAT : (tensor<complex<f64>>, tensor<complex<f64>>) -> tensor<i1>
  %6 = stablehlo.compare LT, %arg2, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2xi1>, tensor<2xi1>, tensor<i1>, tensor<3xi1>, tensor<2xi1>, tensor<i1>, tensor<i1>
}

// WEAKORDER (upstream's newest compare type) on floats.
// CHECK-LABEL: func.func @compare_weakorder
func.func @compare_weakorder(%arg0: tensor<2xf32>, %arg1: tensor<bf16>) -> (tensor<2xi1>, tensor<i1>) {
  // CHECK-NEXT: %0 = stablehlo.compare  LT, %arg0, %arg0,  WEAKORDER : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.compare  EQ, %arg1, %arg1,  WEAKORDER : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
  %0 = stablehlo.compare LT, %arg0, %arg0, WEAKORDER : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %1 = "stablehlo.compare"(%arg1, %arg1) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type WEAKORDER>} : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
  return %0, %1 : tensor<2xi1>, tensor<i1>
}

// The legacy NOTYPE (upstream's enum has it) reads as "unspecified".
// CHECK-LABEL: func.func @compare_notype
func.func @compare_notype(%arg0: tensor<2xui16>) -> tensor<2xi1> {
  // CHECK-NEXT: %0 = stablehlo.compare  GE, %arg0, %arg0,  NOTYPE : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xi1>
  %0 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type NOTYPE>} : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @compare_dynamic
func.func @compare_dynamic(%arg0: tensor<?xf32>, %arg1: tensor<4xf32>) -> tensor<4xi1> {
  // CHECK-NEXT: %0 = stablehlo.compare  NE, %arg0, %arg1 : (tensor<?xf32>, tensor<4xf32>) -> tensor<4xi1>
  %0 = stablehlo.compare NE, %arg0, %arg1 : (tensor<?xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// select prints the pred type and the shared type; a scalar pred selects a
// whole tensor; differing types print the functional type.
// CHECK-LABEL: func.func @select
func.func @select(%arg0: tensor<2x2xi1>, %arg1: tensor<2x2xi32>, %arg2: tensor<i1>, %arg3: tensor<?x2xi32>) -> (tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>) {
  // CHECK-NEXT: %0 = stablehlo.select %arg0, %arg1, %arg1 : tensor<2x2xi1>, tensor<2x2xi32>
  // CHECK-NEXT: %1 = stablehlo.select %arg2, %arg1, %0 : tensor<i1>, tensor<2x2xi32>
  // CHECK-NEXT: %2 = stablehlo.select %arg0, %arg3, %1 : (tensor<2x2xi1>, tensor<?x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  %0 = stablehlo.select %arg0, %arg1, %arg1 : tensor<2x2xi1>, tensor<2x2xi32>
  %1 = stablehlo.select %arg2, %arg1, %0 : tensor<i1>, tensor<2x2xi32>
  %2 = stablehlo.select %arg0, %arg3, %1 : (tensor<2x2xi1>, tensor<?x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  return %0, %1, %2 : tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>
}

// clamp prints one type when min, operand, max and result share it.
// CHECK-LABEL: func.func @clamp
func.func @clamp(%arg0: tensor<3xi32>, %arg1: tensor<i32>, %arg2: tensor<2xcomplex<f32>>, %arg3: tensor<?xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<2xcomplex<f32>>, tensor<3xi32>) {
  // CHECK-NEXT: %0 = stablehlo.clamp %arg0, %arg0, %arg0 : tensor<3xi32>
  // CHECK-NEXT: %1 = stablehlo.clamp %arg1, %arg0, %arg1 : (tensor<i32>, tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  // CHECK-NEXT: %2 = stablehlo.clamp %arg2, %arg2, %arg2 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: %3 = stablehlo.clamp %arg1, %arg3, %arg0 : (tensor<i32>, tensor<?xi32>, tensor<3xi32>) -> tensor<3xi32>
  %0 = stablehlo.clamp %arg0, %arg0, %arg0 : tensor<3xi32>
  %1 = stablehlo.clamp %arg1, %arg0, %arg1 : (tensor<i32>, tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  %2 = stablehlo.clamp %arg2, %arg2, %arg2 : tensor<2xcomplex<f32>>
  %3 = stablehlo.clamp %arg1, %arg3, %arg0 : (tensor<i32>, tensor<?xi32>, tensor<3xi32>) -> tensor<3xi32>
  return %0, %1, %2, %3 : tensor<3xi32>, tensor<3xi32>, tensor<2xcomplex<f32>>, tensor<3xi32>
}

// The generic forms of the spec examples print pretty; the attribute
// dictionary form (`{...}`) is accepted as well as properties (`<{...}>`).
// CHECK-LABEL: func.func @generic_form
func.func @generic_form(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2xi1>) -> (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) {
  // CHECK-NEXT: %0 = stablehlo.compare  LT, %arg0, %arg1,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.compare  GT, %arg0, %arg1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  // CHECK-NEXT: %2 = stablehlo.select %0, %arg0, %arg1 : tensor<2xi1>, tensor<2xf32>
  // CHECK-NEXT: %3 = stablehlo.clamp %arg0, %2, %arg1 : tensor<2xf32>
  %0 = "stablehlo.compare"(%arg0, %arg1) {
    comparison_direction = #stablehlo<comparison_direction LT>,
    compare_type = #stablehlo<comparison_type FLOAT>
  } : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %1 = "stablehlo.compare"(%arg0, %arg1) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %2 = "stablehlo.select"(%0, %arg0, %arg1) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %3 = "stablehlo.clamp"(%arg0, %2, %arg1) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %1, %2, %3 : tensor<2xi1>, tensor<2xf32>, tensor<2xf32>
}

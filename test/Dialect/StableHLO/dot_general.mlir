// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @batch_matmul
func.func @batch_matmul(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  // GENERIC: "stablehlo.dot_general"(%{{.*}}, %{{.*}}) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// CHECK-LABEL: func.func @matmul_without_batching
func.func @matmul_without_batching(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  // GENERIC: "stablehlo.dot_general"(%{{.*}}, %{{.*}}) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// An outer product contracts nothing; the empty lists still print.
// CHECK-LABEL: func.func @outer_product
func.func @outer_product(%a: tensor<2xi32>, %b: tensor<3xi32>) -> tensor<2x3xi32> {
  // CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [] x [], precision = [] : (tensor<2xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  // GENERIC: "stablehlo.dot_general"(%{{.*}}, %{{.*}}) <{dot_dimension_numbers = #stablehlo.dot<>, precision_config = []}> : (tensor<2xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [] x [], precision = [] : (tensor<2xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// Dynamic dimensions flow through; a declared result may refine them.
// CHECK-LABEL: func.func @dynamic_dims
func.func @dynamic_dims(%a: tensor<?x3x?xf32>, %b: tensor<?x?x5xf32>) -> (tensor<?x3x5xf32>, tensor<4x3x5xf32>) {
  // CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<?x3x?xf32>, tensor<?x?x5xf32>) -> tensor<?x3x5xf32>
  // CHECK-NEXT: %1 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<?x3x?xf32>, tensor<?x?x5xf32>) -> tensor<4x3x5xf32>
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<?x3x?xf32>, tensor<?x?x5xf32>) -> tensor<?x3x5xf32>
  %1 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<?x3x?xf32>, tensor<?x?x5xf32>) -> tensor<4x3x5xf32>
  return %0, %1 : tensor<?x3x5xf32>, tensor<4x3x5xf32>
}

// CHECK-LABEL: func.func @algorithm
func.func @algorithm(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  // GENERIC: "stablehlo.dot_general"(%{{.*}}, %{{.*}}) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// The generic form, written as upstream does (fields in any order,
// empty lists spelled out, attributes in a dictionary), prints pretty. The
// result element type may differ from the operands' (i8 x i8 -> i32).
// CHECK-LABEL: func.func @generic_form
func.func @generic_form(%arg0: tensor<2x2x2xi8>, %arg1: tensor<2x2x3xi8>, %arg2: tensor<2x2xi8>, %arg3: tensor<2x3xi8>) -> (tensor<2x2x3xi32>, tensor<2x3xi32>) {
  // CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x2x2xi8>, tensor<2x2x3xi8>) -> tensor<2x2x3xi32>
  // CHECK-NEXT: %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2xi8>, tensor<2x3xi8>) -> tensor<2x3xi32>
  %0 = "stablehlo.dot_general"(%arg0, %arg1) {
    dot_dimension_numbers = #stablehlo.dot<
      lhs_batching_dimensions = [0],
      lhs_contracting_dimensions = [2],
      rhs_batching_dimensions = [0],
      rhs_contracting_dimensions = [1]
    >
  } : (tensor<2x2x2xi8>, tensor<2x2x3xi8>) -> tensor<2x2x3xi32>
  %1 = "stablehlo.dot_general"(%arg2, %arg3) {
    dot_dimension_numbers = #stablehlo.dot<
      lhs_batching_dimensions = [],
      lhs_contracting_dimensions = [1],
      rhs_batching_dimensions = [],
      rhs_contracting_dimensions = [0]
    >,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
  } : (tensor<2x2xi8>, tensor<2x3xi8>) -> tensor<2x3xi32>
  return %0, %1 : tensor<2x2x3xi32>, tensor<2x3xi32>
}

// Bounds of dynamic dimensions flow to the result (bounded-dynamism RFC).
// CHECK-LABEL: func.func @bounded_dims
func.func @bounded_dims(%a: tensor<?x3x4xf32, #stablehlo.bounds<5, ?, ?>>, %b: tensor<?x4x?xf32, #stablehlo.bounds<5, ?, 7>>) -> tensor<?x3x?xf32, #stablehlo.bounds<5, ?, 7>> {
  // CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<?x3x4xf32, #stablehlo.bounds<5, ?, ?>>, tensor<?x4x?xf32, #stablehlo.bounds<5, ?, 7>>) -> tensor<?x3x?xf32, #stablehlo.bounds<5, ?, 7>>
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<?x3x4xf32, #stablehlo.bounds<5, ?, ?>>, tensor<?x4x?xf32, #stablehlo.bounds<5, ?, 7>>) -> tensor<?x3x?xf32, #stablehlo.bounds<5, ?, 7>>
  return %0 : tensor<?x3x?xf32, #stablehlo.bounds<5, ?, 7>>
}

// RUN: hlokit-opt %s | FileCheck %s

// The generic forms upstream StableHLO prints (attributes as properties,
// dimension lists as `array<i64: ...>`) parse and print in pretty form.

// CHECK-LABEL: func.func @generic_forms
func.func @generic_forms(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>, %arg2: tensor<i64>) {
  // CHECK-NEXT: %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>
  %0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x3xi32>
  // CHECK-NEXT: %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  // CHECK-NEXT: %2 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
  // CHECK-NEXT: %3 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6xf32>
  %3 = "stablehlo.reshape"(%arg0) : (tensor<2x3xf32>) -> tensor<6xf32>
  // CHECK-NEXT: %4 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<2x3xf32>
  %4 = "stablehlo.reverse"(%arg0) <{dimensions = array<i64: 0, 1>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %5 = stablehlo.slice %arg0 [0:2, 1:3:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %5 = "stablehlo.slice"(%arg0) <{start_indices = array<i64: 0, 1>, limit_indices = array<i64: 2, 3>, strides = array<i64: 1, 2>}> : (tensor<2x3xf32>) -> tensor<2x1xf32>
  // CHECK-NEXT: %6 = stablehlo.concatenate %arg0, %arg0, dim = 1 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  %6 = "stablehlo.concatenate"(%arg0, %arg0) <{dimension = 1 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  // CHECK-NEXT: %7 = stablehlo.pad %arg0, %arg1, low = [1, 0], high = [0, 1], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x6xf32>
  %7 = "stablehlo.pad"(%arg0, %arg1) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>}> : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x6xf32>
  // CHECK-NEXT: %8 = stablehlo.dynamic_slice %arg0, %arg2, %arg2, sizes = [1, 2] : (tensor<2x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x2xf32>
  %8 = "stablehlo.dynamic_slice"(%arg0, %arg2, %arg2) <{slice_sizes = array<i64: 1, 2>}> : (tensor<2x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x2xf32>
  // CHECK-NEXT: %9 = stablehlo.dynamic_update_slice %arg0, %8, %arg2, %arg2 : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i64>, tensor<i64>) -> tensor<2x3xf32>
  %9 = "stablehlo.dynamic_update_slice"(%arg0, %8, %arg2, %arg2) : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i64>, tensor<i64>) -> tensor<2x3xf32>
  // CHECK-NEXT: %10 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>
  %10 = "stablehlo.get_dimension_size"(%arg0) <{dimension = 1 : i64}> : (tensor<2x3xf32>) -> tensor<i32>
  // CHECK-NEXT: return
  return
}

// Inherent attributes written in the attribute dictionary (older generic
// form, without `<{...}>`) are accepted as well.
// CHECK-LABEL: func.func @attribute_dictionary
func.func @attribute_dictionary(%arg0: tensor<1x2xf32>, %arg1: tensor<8xf32>, %arg2: tensor<f32>) {
  // CHECK-NEXT: %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1x2xf32>) -> tensor<2x1xf32>
  // CHECK-NEXT: %1 = stablehlo.pad %arg1, %arg2, low = [4], high = [4], interior = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<16xf32>
  // CHECK-NEXT: %2 = stablehlo.iota dim = 1 : tensor<1x10xf32>
  %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1xf32>
  %1 = "stablehlo.pad"(%arg1, %arg2) {edge_padding_high = array<i64: 4>, edge_padding_low = array<i64: 4>, interior_padding = array<i64: 0>} : (tensor<8xf32>, tensor<f32>) -> tensor<16xf32>
  %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x10xf32>
  return
}

// CHECK-LABEL: func.func @generic_output
// RUN: hlokit-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// GENERIC-LABEL: sym_name = "generic_output"
func.func @generic_output(%arg0: tensor<2x3xf32>) -> tensor<1x1xf32> {
  // GENERIC: "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>}> : (tensor<2x3xf32>) -> tensor<1x1xf32>
  %0 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<2x3xf32>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}

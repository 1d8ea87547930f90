// Quantized types and the ops that accept them: pretty and generic round trips.
// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: hlokit-translate --serialize --target=current %s | hlokit-translate --deserialize | FileCheck %s

// CHECK-LABEL: func.func @quantize_dequantize
func.func @quantize_dequantize(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: %0 = stablehlo.uniform_quantize %arg0 : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>
  // GENERIC: "stablehlo.uniform_quantize"(%{{.*}}) : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %0 = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  // CHECK-NEXT: %1 = stablehlo.uniform_quantize %0 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<4x!quant.uniform<i8<-100:100>:f32, 2.500000e-01:-1>>
  %1 = stablehlo.uniform_quantize %0 : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8<-100:100>:f32, 0.25:-1>>
  // CHECK-NEXT: %2 = stablehlo.uniform_dequantize %1 : (tensor<4x!quant.uniform<i8<-100:100>:f32, 2.500000e-01:-1>>) -> tensor<4xf32>
  // GENERIC: "stablehlo.uniform_dequantize"(%{{.*}}) : (tensor<4x!quant.uniform<i8<-100:100>:f32, 2.500000e-01:-1>>) -> tensor<4xf32>
  %2 = stablehlo.uniform_dequantize %1 : (tensor<4x!quant.uniform<i8<-100:100>:f32, 0.25:-1>>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}

// CHECK-LABEL: func.func @per_axis
func.func @per_axis(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK-NEXT: %0 = stablehlo.uniform_quantize %arg0 : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:-30,5.000000e-01:-20,2.000000e+00}>>
  %0 = stablehlo.uniform_quantize %x : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20, 2.0:0}>>
  // CHECK-NEXT: %1 = stablehlo.uniform_dequantize %0 : (tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:-30,5.000000e-01:-20,2.000000e+00}>>) -> tensor<2x3xf32>
  %1 = stablehlo.uniform_dequantize %0 : (tensor<2x3x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20, 2.0:0}>>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// Elementwise ops: operands and result share a baseline type, their scales
// and zero points may differ.
// CHECK-LABEL: func.func @elementwise
func.func @elementwise(%a: tensor<4x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<4x!quant.uniform<i8:f32, 0.25:-2>>) -> tensor<4x!quant.uniform<i8:f32, 1.0:0>> {
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %arg1 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<4x!quant.uniform<i8:f32, 2.500000e-01:-2>>) -> tensor<4x!quant.uniform<i8:f32, 1.000000e+00>>
  // GENERIC: "stablehlo.add"(%{{.*}}, %{{.*}}) : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<4x!quant.uniform<i8:f32, 2.500000e-01:-2>>) -> tensor<4x!quant.uniform<i8:f32, 1.000000e+00>>
  %0 = stablehlo.add %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<i8:f32, 0.25:-2>>) -> tensor<4x!quant.uniform<i8:f32, 1.0:0>>
  // CHECK-NEXT: %1 = stablehlo.subtract %0, %0 : tensor<4x!quant.uniform<i8:f32, 1.000000e+00>>
  %1 = stablehlo.subtract %0, %0 : tensor<4x!quant.uniform<i8:f32, 1.0:0>>
  // CHECK-NEXT: %2 = stablehlo.multiply %1, %arg0 : (tensor<4x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<4x!quant.uniform<i8:f32, 1.000000e+00>>
  %2 = stablehlo.multiply %1, %a : (tensor<4x!quant.uniform<i8:f32, 1.0:0>>, tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 1.0:0>>
  // CHECK-NEXT: %3 = stablehlo.maximum %2, %2 : tensor<4x!quant.uniform<i8:f32, 1.000000e+00>>
  %3 = stablehlo.maximum %2, %2 : tensor<4x!quant.uniform<i8:f32, 1.0:0>>
  // CHECK-NEXT: %4 = stablehlo.tanh %3 : (tensor<4x!quant.uniform<i8:f32, 1.000000e+00>>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %4 = stablehlo.tanh %3 : (tensor<4x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  // CHECK-NEXT: %5 = stablehlo.abs %4 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<4x!quant.uniform<i8:f32, 1.000000e+00>>
  %5 = stablehlo.abs %4 : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 1.0:0>>
  return %5 : tensor<4x!quant.uniform<i8:f32, 1.0:0>>
}

// add also takes per-axis operands; the result is per-axis along the same
// dimension.
// CHECK-LABEL: func.func @add_per_axis
func.func @add_per_axis(%a: tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2}>>, %b: tensor<2x2x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {1.0:0, 1.0:0}>> {
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %arg1 : (tensor<2x2x!quant.uniform<i8:f32:0, {5.000000e-01:1,2.500000e-01:2}>>, tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {1.000000e+00,1.000000e+00}>>
  %0 = stablehlo.add %a, %b : (tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2}>>, tensor<2x2x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {1.0:0, 1.0:0}>>
  return %0 : tensor<2x2x!quant.uniform<i8:f32:0, {1.0:0, 1.0:0}>>
}

// dot_general: quantized lhs and rhs (rhs zero points 0), and the hybrid form
// with a float lhs.
// CHECK-LABEL: func.func @dot_general
func.func @dot_general(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<3x2x!quant.uniform<i8:f32:1, {0.5, 0.25}>>, %f: tensor<2x3xf32>) -> (tensor<2x2x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0}>>, tensor<2x2xf32>) {
  // CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:1>>, tensor<3x2x!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>, tensor<3x2x!quant.uniform<i8:f32:1, {0.5, 0.25}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0}>>
  // CHECK-NEXT: %1 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2x!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01}>>) -> tensor<2x2xf32>
  %1 = stablehlo.dot_general %f, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2x!quant.uniform<i8:f32:1, {0.5, 0.25}>>) -> tensor<2x2xf32>
  return %0, %1 : tensor<2x2x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0}>>, tensor<2x2xf32>
}

// Unsigned storage, f16 and bf16 expressed types, a dynamic quantization
// dimension.
// CHECK-LABEL: func.func @storage_and_expressed_types
func.func @storage_and_expressed_types(%x: tensor<?x2xf16>, %y: tensor<2xbf16>) -> (tensor<?x2x!quant.uniform<u8:f16:0, {0.5:128}>>, tensor<2x!quant.uniform<i4:bf16, 1.0:-1>>) {
  // CHECK-NEXT: %0 = stablehlo.uniform_quantize %arg0 : (tensor<?x2xf16>) -> tensor<?x2x!quant.uniform<u8:f16:0, {5.000000e-01:128}>>
  %0 = stablehlo.uniform_quantize %x : (tensor<?x2xf16>) -> tensor<?x2x!quant.uniform<u8:f16:0, {0.5:128}>>
  // CHECK-NEXT: %1 = stablehlo.uniform_quantize %arg1 : (tensor<2xbf16>) -> tensor<2x!quant.uniform<i4:bf16, 1.000000e+00:-1>>
  %1 = stablehlo.uniform_quantize %y : (tensor<2xbf16>) -> tensor<2x!quant.uniform<i4:bf16, 1.0:-1>>
  return %0, %1 : tensor<?x2x!quant.uniform<u8:f16:0, {0.5:128}>>, tensor<2x!quant.uniform<i4:bf16, 1.0:-1>>
}

// Data movement keeps the element type; per-axis quantization moves with
// its dimension (transpose) or is broadcast (broadcast_in_dim).
// CHECK-LABEL: func.func @data_movement
func.func @data_movement(%a: tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>, %s: tensor<1x3x!quant.uniform<i8:f32:0, {0.5:1}>>, %p: tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, %v: tensor<!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x3x!quant.uniform<i8:f32, 0.5:3>> {
  // CHECK-NEXT: %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,2.000000e+00}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01,2.000000e+00}>>
  // GENERIC: "stablehlo.transpose"(%{{.*}}) <{permutation = array<i64: 1, 0>}> : (tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,2.000000e+00}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01,2.000000e+00}>>
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.5, 0.25, 2.0}>>
  // CHECK-NEXT: %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,2.000000e+00}>>) -> tensor<4x2x3x!quant.uniform<i8:f32:2, {1.000000e+00,1.000000e+00,1.000000e+00}>>
  %1 = stablehlo.broadcast_in_dim %a, dims = [1, 2] : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>) -> tensor<4x2x3x!quant.uniform<i8:f32:2, {1.0, 1.0, 1.0}>>
  // CHECK-NEXT: %2 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3x!quant.uniform<i8:f32:0, {5.000000e-01:1}>>) -> tensor<2x3x!quant.uniform<i8:f32:0, {5.000000e-01:1,5.000000e-01:1}>>
  %2 = stablehlo.broadcast_in_dim %s, dims = [0, 1] : (tensor<1x3x!quant.uniform<i8:f32:0, {0.5:1}>>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>
  // CHECK-NEXT: %3 = stablehlo.reshape %arg2 : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<3x2x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %3 = stablehlo.reshape %p : (tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<3x2x!quant.uniform<i8:f32, 0.5:3>>
  // CHECK-NEXT: %4 = stablehlo.slice %3 [0:2, 0:2] : (tensor<3x2x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %4 = stablehlo.slice %3 [0:2, 0:2] : (tensor<3x2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>
  // CHECK-NEXT: %5 = stablehlo.concatenate %arg2, %arg2, dim = 0 : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<4x3x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %5 = stablehlo.concatenate %p, %p, dim = 0 : (tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x3x!quant.uniform<i8:f32, 0.5:3>>
  // CHECK-NEXT: %6 = stablehlo.pad %arg2, %arg3, low = [1, 0], high = [1, 0], interior = [0, 0] : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<4x3x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %6 = stablehlo.pad %p, %v, low = [1, 0], high = [1, 0], interior = [0, 0] : (tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, tensor<!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x3x!quant.uniform<i8:f32, 0.5:3>>
  return %6 : tensor<4x3x!quant.uniform<i8:f32, 0.5:3>>
}

// compare, select and clamp on per-tensor quantized tensors: baseline types
// agree, scales and zero points may differ.
// CHECK-LABEL: func.func @compare_select_clamp
func.func @compare_select_clamp(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<2x!quant.uniform<i8:f32, 0.25>>, %lo: tensor<!quant.uniform<i8:f32, 1.0>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>> {
  // CHECK-NEXT: %0 = stablehlo.compare  LT, %arg0, %arg1,  FLOAT : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<2x!quant.uniform<i8:f32, 2.500000e-01>>) -> tensor<2xi1>
  %0 = stablehlo.compare LT, %a, %b, FLOAT : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.select %0, %arg0, %arg1 : (tensor<2xi1>, tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<2x!quant.uniform<i8:f32, 2.500000e-01>>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %1 = stablehlo.select %0, %a, %b : (tensor<2xi1>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  // CHECK-NEXT: %2 = stablehlo.clamp %arg2, %1, %arg2 : (tensor<!quant.uniform<i8:f32, 1.000000e+00>>, tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<!quant.uniform<i8:f32, 1.000000e+00>>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %2 = stablehlo.clamp %lo, %1, %lo : (tensor<!quant.uniform<i8:f32, 1.0>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<!quant.uniform<i8:f32, 1.0>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  return %2 : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
}

// Control flow and tuples carry quantized tensors; their types must match
// exactly, quantization parameters included.
// CHECK-LABEL: func.func @control_flow
func.func @control_flow(%q: tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, %p: tensor<i1>, %t: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tuple<tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>> {
  // CHECK-NEXT: %0 = stablehlo.while(%iterArg = %arg0) : tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>>
  %0 = stablehlo.while(%x = %q) : tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
   cond {
    stablehlo.return %p : tensor<i1>
   } do {
    stablehlo.return %x : tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
   }
  // CHECK: "stablehlo.if"(%arg1) ({
  %1 = "stablehlo.if"(%p) ({
    stablehlo.return %0 : tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  }, {
    stablehlo.return %q : tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  }) : (tensor<i1>) -> tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  // CHECK: stablehlo.optimization_barrier %arg2 : tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %2 = stablehlo.optimization_barrier %t : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  // CHECK-NEXT: stablehlo.tuple %{{.*}} : tuple<tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>>>
  %3 = stablehlo.tuple %1 : tuple<tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>>
  return %3 : tuple<tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>>
}

// gather (per-tensor) and get_dimension_size (any quantized tensor).
// CHECK-LABEL: func.func @gather
func.func @gather(%q: tensor<3x2x!quant.uniform<i8:f32, 0.5:3>>, %i: tensor<2x1xi32>, %a: tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>) -> (tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>, tensor<i32>) {
  // CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<3x2x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<2x1xi32>) -> tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %0 = "stablehlo.gather"(%q, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>} : (tensor<3x2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x1xi32>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>
  // CHECK-NEXT: %1 = stablehlo.get_dimension_size %arg2, dim = 1 : (tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,2.000000e+00}>>) -> tensor<i32>
  %1 = stablehlo.get_dimension_size %a, dim = 1 : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>) -> tensor<i32>
  return %0, %1 : tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>, tensor<i32>
}

// CHECK-LABEL: func.func @dynamic_gather
func.func @dynamic_gather(%q: tensor<3x2x!quant.uniform<i8:f32, 0.5:3>>, %i: tensor<2x1xi32>, %s: tensor<2xi32>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:3>> {
  // CHECK-NEXT: %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<3x2x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %0 = "stablehlo.dynamic_gather"(%q, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>
  return %0 : tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>
}

// Per-axis reshape keeps the quantization dimension's size and the element
// counts around it; reverse takes per-tensor tensors.
// CHECK-LABEL: func.func @reshape_reverse
func.func @reshape_reverse(%a: tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>, %p: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> (tensor<1x2x3x!quant.uniform<i8:f32:2, {0.5, 0.25, 2.0}>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>) {
  // CHECK-NEXT: %0 = stablehlo.reshape %arg0 : (tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,2.000000e+00}>>) -> tensor<1x2x3x!quant.uniform<i8:f32:2, {5.000000e-01,2.500000e-01,2.000000e+00}>>
  %0 = stablehlo.reshape %a : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>) -> tensor<1x2x3x!quant.uniform<i8:f32:2, {0.5, 0.25, 2.0}>>
  // CHECK-NEXT: %1 = stablehlo.reverse %arg1, dims = [0] : tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %1 = stablehlo.reverse %p, dims = [0] : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  return %0, %1 : tensor<1x2x3x!quant.uniform<i8:f32:2, {0.5, 0.25, 2.0}>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>
}

// Per-axis dynamic_broadcast_in_dim moves the quantization dimension with
// broadcast_dimensions (a size-1 one repeats its scale); per-axis
// dynamic_reshape keeps its size and the element counts around it.
// CHECK-LABEL: func.func @dynamic_per_axis
func.func @dynamic_per_axis(%a: tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>, %o: tensor<1x!quant.uniform<i8:f32:0, {0.5:1}>>, %s: tensor<3xi64>, %t: tensor<2xi64>) -> (tensor<?x2x3x!quant.uniform<i8:f32:2, {1.0, 1.0, 1.0}>>, tensor<2x?x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>, tensor<1x2x3x!quant.uniform<i8:f32:2, {0.5, 0.25, 2.0}>>) {
  // CHECK-NEXT: %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg2, dims = [1, 2] : (tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,2.000000e+00}>>, tensor<3xi64>) -> tensor<?x2x3x!quant.uniform<i8:f32:2, {1.000000e+00,1.000000e+00,1.000000e+00}>>
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1, 2] : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>, tensor<3xi64>) -> tensor<?x2x3x!quant.uniform<i8:f32:2, {1.0, 1.0, 1.0}>>
  // CHECK-NEXT: %1 = stablehlo.dynamic_broadcast_in_dim %arg1, %arg3, dims = [0] : (tensor<1x!quant.uniform<i8:f32:0, {5.000000e-01:1}>>, tensor<2xi64>) -> tensor<2x?x!quant.uniform<i8:f32:0, {5.000000e-01:1,5.000000e-01:1}>>
  %1 = stablehlo.dynamic_broadcast_in_dim %o, %t, dims = [0] : (tensor<1x!quant.uniform<i8:f32:0, {0.5:1}>>, tensor<2xi64>) -> tensor<2x?x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>
  // CHECK-NEXT: %2 = stablehlo.dynamic_reshape %arg0, %arg2 : (tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,2.000000e+00}>>, tensor<3xi64>) -> tensor<1x2x3x!quant.uniform<i8:f32:2, {5.000000e-01,2.500000e-01,2.000000e+00}>>
  // GENERIC: "stablehlo.dynamic_reshape"(%{{.*}}, %{{.*}}) : (tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,2.000000e+00}>>, tensor<3xi64>) -> tensor<1x2x3x!quant.uniform<i8:f32:2, {5.000000e-01,2.500000e-01,2.000000e+00}>>
  %2 = stablehlo.dynamic_reshape %a, %s : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>, tensor<3xi64>) -> tensor<1x2x3x!quant.uniform<i8:f32:2, {0.5, 0.25, 2.0}>>
  return %0, %1, %2 : tensor<?x2x3x!quant.uniform<i8:f32:2, {1.0, 1.0, 1.0}>>, tensor<2x?x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>, tensor<1x2x3x!quant.uniform<i8:f32:2, {0.5, 0.25, 2.0}>>
}

// dynamic_slice, dynamic_update_slice and sort take per-tensor tensors;
// sort's comparator takes the quantized scalars.
// CHECK-LABEL: func.func @dynamic_slice_sort
func.func @dynamic_slice_sort(%q: tensor<4x!quant.uniform<i8:f32, 0.5:3>>, %u: tensor<2x!quant.uniform<i8:f32, 0.5:3>>, %i: tensor<i64>) -> (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<i8:f32, 0.5:3>>) {
  // CHECK-NEXT: %0 = stablehlo.dynamic_slice %arg0, %arg2, sizes = [2] : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<i64>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %0 = stablehlo.dynamic_slice %q, %i, sizes = [2] : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<i64>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  // CHECK-NEXT: %1 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<i64>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %1 = stablehlo.dynamic_update_slice %q, %u, %i : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<i64>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  // CHECK-NEXT: %2 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64}> ({
  // CHECK-NEXT: ^bb0(%arg3: tensor<!quant.uniform<i8:f32, 5.000000e-01:3>>, %arg4: tensor<!quant.uniform<i8:f32, 5.000000e-01:3>>):
  // CHECK-NEXT:   %3 = stablehlo.compare  LT, %arg3, %arg4 : (tensor<!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<i1>
  // CHECK-NEXT:   stablehlo.return %3 : tensor<i1>
  // CHECK-NEXT: }) : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %2 = "stablehlo.sort"(%q) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<!quant.uniform<i8:f32, 0.5:3>>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<!quant.uniform<i8:f32, 0.5:3>>, tensor<!quant.uniform<i8:f32, 0.5:3>>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  return %0, %1, %2 : tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<i8:f32, 0.5:3>>
}

// custom_call passes quantized tensors through, per-axis ones included.
// CHECK-LABEL: func.func @custom_call
func.func @custom_call(%a: tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>> {
  // CHECK-NEXT: %0 = stablehlo.custom_call @foo(%arg0) : (tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,2.000000e+00}>>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %0 = stablehlo.custom_call @foo(%a) : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  return %0 : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
}

// convolution: per-tensor, per-axis rhs and result (along the kernel's and
// the result's feature dimensions), and hybrid (float lhs).
// CHECK-LABEL: func.func @convolution
func.func @convolution(%l: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>, %ra: tensor<3x3x1x2x!quant.uniform<i8:f32:3, {0.25, 0.5}>>, %f: tensor<1x4x4x1xf32>) -> (tensor<1x2x2x2x!quant.uniform<i32:f32, 1.0:-1>>, tensor<1x2x2x2x!quant.uniform<i32:f32:3, {1.0, 2.0}>>, tensor<1x2x2x2xf32>) {
  // CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = {{\[\[}}1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32, 2.500000e-01>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 1.000000e+00:-1>>
  // GENERIC: "stablehlo.convolution"(%{{.*}}, %{{.*}}) {{.*}} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32, 2.500000e-01>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 1.000000e+00:-1>>
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 1.0:-1>>
  // CHECK-NEXT: %1 = stablehlo.convolution(%arg0, %arg2) {{.*}} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32:3, {2.500000e-01,5.000000e-01}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:3, {1.000000e+00,2.000000e+00}>>
  %1 = stablehlo.convolution(%l, %ra) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32:3, {0.25, 0.5}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:3, {1.0, 2.0}>>
  // CHECK-NEXT: %2 = stablehlo.convolution(%arg3, %arg2) {{.*}} : (tensor<1x4x4x1xf32>, tensor<3x3x1x2x!quant.uniform<i8:f32:3, {2.500000e-01,5.000000e-01}>>) -> tensor<1x2x2x2xf32>
  %2 = stablehlo.convolution(%f, %ra) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x2x!quant.uniform<i8:f32:3, {0.25, 0.5}>>) -> tensor<1x2x2x2xf32>
  return %0, %1, %2 : tensor<1x2x2x2x!quant.uniform<i32:f32, 1.0:-1>>, tensor<1x2x2x2x!quant.uniform<i32:f32:3, {1.0, 2.0}>>, tensor<1x2x2x2xf32>
}

// batch_norm_* take per-tensor tensors whose quantization parameters may
// differ (c2 compares baseline_element_type).
// CHECK-LABEL: func.func @batch_norm
func.func @batch_norm(%x: tensor<2x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.25>> {
  // CHECK-NEXT: %0 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg1, %arg1, %arg1) <{epsilon = 0.000000e+00 : f32, feature_index = 1 : i64}> : (tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x!quant.uniform<i8:f32, 2.500000e-01:1>>, tensor<2x!quant.uniform<i8:f32, 2.500000e-01:1>>, tensor<2x!quant.uniform<i8:f32, 2.500000e-01:1>>, tensor<2x!quant.uniform<i8:f32, 2.500000e-01:1>>) -> tensor<2x2x!quant.uniform<i8:f32, 2.500000e-01>>
  %0 = "stablehlo.batch_norm_inference"(%x, %f, %f, %f, %f) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.25>>
  // CHECK-NEXT: %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg1) <{epsilon = 0.000000e+00 : f32, feature_index = 1 : i64}> : (tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x!quant.uniform<i8:f32, 2.500000e-01:1>>, tensor<2x!quant.uniform<i8:f32, 2.500000e-01:1>>) -> (tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>)
  %1:3 = "stablehlo.batch_norm_training"(%x, %f, %f) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>) -> (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 1.0>>, tensor<2x!quant.uniform<i8:f32, 1.0>>)
  // CHECK-NEXT: %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%arg0, %arg1, %arg1, %arg1, %arg0) <{epsilon = 0.000000e+00 : f32, feature_index = 1 : i64}> : (tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x!quant.uniform<i8:f32, 2.500000e-01:1>>, tensor<2x!quant.uniform<i8:f32, 2.500000e-01:1>>, tensor<2x!quant.uniform<i8:f32, 2.500000e-01:1>>, tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01>>) -> (tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x!quant.uniform<i8:f32, 2.500000e-01:1>>, tensor<2x!quant.uniform<i8:f32, 2.500000e-01:1>>)
  %2:3 = "stablehlo.batch_norm_grad"(%x, %f, %f, %f, %x) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x2x!quant.uniform<i8:f32, 0.5>>) -> (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>)
  return %0 : tensor<2x2x!quant.uniform<i8:f32, 0.25>>
}

// Quantized constants hold their storage integers and print in upstream's
// form.
// CHECK-LABEL: func.func @constant
func.func @constant() -> (tensor<3x!quant.uniform<i32:f32, 2.000000e+00:15>>, tensor<1x2x!quant.uniform<u8:f32:1, {5.000000e-01:128,2.500000e-01}>>) {
  // CHECK-NEXT: %cst = stablehlo.constant() <{value = dense<[1, 512, 4]> : tensor<3xi32>}> : () -> tensor<3x!quant.uniform<i32:f32, 2.000000e+00:15>>
  // GENERIC: "stablehlo.constant"() <{value = dense<[1, 512, 4]> : tensor<3xi32>}> : () -> tensor<3x!quant.uniform<i32:f32, 2.000000e+00:15>>
  %0 = stablehlo.constant() {value = dense<[1, 512, 4]> : tensor<3xi32>} : () -> tensor<3x!quant.uniform<i32:f32, 2.000000e+00:15>>
  // CHECK-NEXT: %cst_0 = stablehlo.constant() <{value = dense<{{\[\[}}-56, 1]]> : tensor<1x2xi8>}> : () -> tensor<1x2x!quant.uniform<u8:f32:1, {5.000000e-01:128,2.500000e-01}>>
  %1 = stablehlo.constant() <{value = dense<[[200, 1]]> : tensor<1x2xi8>}> : () -> tensor<1x2x!quant.uniform<u8:f32:1, {0.5:128, 0.25}>>
  return %0, %1 : tensor<3x!quant.uniform<i32:f32, 2.000000e+00:15>>, tensor<1x2x!quant.uniform<u8:f32:1, {5.000000e-01:128,2.500000e-01}>>
}

// dynamic_conv has convolution's quantized forms: per-tensor, per-axis rhs
// and result, hybrid.
// CHECK-LABEL: func.func @dynamic_conv
func.func @dynamic_conv(%l: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %ra: tensor<3x3x1x2x!quant.uniform<i8:f32:3, {0.25, 0.5}>>, %f: tensor<1x4x4x1xf32>, %p: tensor<2x2xi64>) {
  // CHECK-NEXT: %0 = stablehlo.dynamic_conv(%arg0, %arg1, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32:3, {2.500000e-01,5.000000e-01}>>, tensor<2x2xi64>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:3, {1.000000e+00,2.000000e+00}>>
  // GENERIC: "stablehlo.dynamic_conv"(%{{.*}}, %{{.*}}, %{{.*}}) {{.*}} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32:3, {2.500000e-01,5.000000e-01}>>, tensor<2x2xi64>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:3, {1.000000e+00,2.000000e+00}>>
  %0 = stablehlo.dynamic_conv(%l, %ra, %p) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32:3, {0.25, 0.5}>>, tensor<2x2xi64>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:3, {1.0, 2.0}>>
  // CHECK-NEXT: %1 = stablehlo.dynamic_conv(%arg2, %arg1, %arg3) {{.*}} : (tensor<1x4x4x1xf32>, tensor<3x3x1x2x!quant.uniform<i8:f32:3, {2.500000e-01,5.000000e-01}>>, tensor<2x2xi64>) -> tensor<1x?x?x2xf32>
  %1 = stablehlo.dynamic_conv(%f, %ra, %p) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x2x!quant.uniform<i8:f32:3, {0.25, 0.5}>>, tensor<2x2xi64>) -> tensor<1x?x?x2xf32>
  func.return
}

// reduce_precision and is_finite take per-tensor quantized tensors;
// bitcast_convert any quantized tensor (its storage bits).
// CHECK-LABEL: func.func @reduce_precision_is_finite_bitcast
func.func @reduce_precision_is_finite_bitcast(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>, %p: tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>) {
  // CHECK-NEXT: %0 = stablehlo.reduce_precision %arg0, format = e2m1 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<4x!quant.uniform<i8:f32, 2.500000e-01:1>>
  // GENERIC: "stablehlo.reduce_precision"(%{{.*}}) <{exponent_bits = 2 : i32, mantissa_bits = 1 : i32}> : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<4x!quant.uniform<i8:f32, 2.500000e-01:1>>
  %0 = stablehlo.reduce_precision %x, format = e2m1 : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.25:1>>
  // CHECK-NEXT: %1 = stablehlo.is_finite %arg0 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<4xi1>
  %1 = stablehlo.is_finite %x : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4xi1>
  // CHECK-NEXT: %2 = stablehlo.bitcast_convert %arg0 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<4xui8>
  %2 = stablehlo.bitcast_convert %x : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4xui8>
  // CHECK-NEXT: %3 = stablehlo.bitcast_convert %arg1 : (tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,2.000000e+00}>>) -> tensor<2x3x!quant.uniform<u8:f16:0, {1.000000e+00:7,2.000000e+00}>>
  %3 = stablehlo.bitcast_convert %p : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>) -> tensor<2x3x!quant.uniform<u8:f16:0, {1.0:7, 2.0}>>
  // CHECK-NEXT: %4 = stablehlo.bitcast_convert %arg0 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<!quant.uniform<i32:f64, 1.000000e+00>>
  %4 = stablehlo.bitcast_convert %x : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<!quant.uniform<i32:f64, 1.0>>
  func.return
}

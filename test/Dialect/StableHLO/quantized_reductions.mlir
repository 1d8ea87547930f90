// Quantized reductions, collectives with a reduction, the dynamic ops,
// cholesky and triangular_solve: pretty and generic round trips.
// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// reduce: the compact form for a body of the inputs' type; a body may take a
// wider quantized type (is_promotable), printed in full.
// CHECK-LABEL: func.func @reduce(
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>
// CHECK-NEXT: %1 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<3x!quant.uniform<i16:f32, 2.500000e-01:-1>>
// CHECK-NEXT: reducer(%arg2: tensor<!quant.uniform<i16:f32, 2.500000e-01:-1>>, %arg3: tensor<!quant.uniform<i16:f32, 2.500000e-01:-1>>)  {
// CHECK-NEXT: %2 = stablehlo.add %arg2, %arg3 : tensor<!quant.uniform<i16:f32, 2.500000e-01:-1>>
// CHECK-NEXT: stablehlo.return %2 : tensor<!quant.uniform<i16:f32, 2.500000e-01:-1>>
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<3x!quant.uniform<i16:f32, 2.500000e-01:-1>>
// GENERIC-LABEL: sym_name = "reduce"
// GENERIC: "stablehlo.reduce"(
func.func @reduce(%x: tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, %init: tensor<!quant.uniform<i8:f32, 0.5:3>>) -> (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x!quant.uniform<i16:f32, 0.25:-1>>) {
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [1] : (tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, tensor<!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  %1 = "stablehlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25:-1>>, %b: tensor<!quant.uniform<i16:f32, 0.25:-1>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25:-1>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25:-1>>
  }) {dimensions = array<i64: 0>} : (tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, tensor<!quant.uniform<i8:f32, 0.5:3>>) -> tensor<3x!quant.uniform<i16:f32, 0.25:-1>>
  return %0, %1 : tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x!quant.uniform<i16:f32, 0.25:-1>>
}

// reduce_window, select_and_scatter and scatter with promoted quantized bodies.
// CHECK-LABEL: func.func @reduce_window(
// CHECK-NEXT: %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<!quant.uniform<i16:f32, 2.500000e-01>>, %arg3: tensor<!quant.uniform<i16:f32, 2.500000e-01>>):
// CHECK-NEXT: %1 = stablehlo.add %arg2, %arg3 : tensor<!quant.uniform<i16:f32, 2.500000e-01>>
// CHECK-NEXT: stablehlo.return %1 : tensor<!quant.uniform<i16:f32, 2.500000e-01>>
// CHECK-NEXT: }) : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<2x!quant.uniform<i16:f32, 2.500000e-01>>
// CHECK-NEXT: return %0 : tensor<2x!quant.uniform<i16:f32, 2.500000e-01>>
// GENERIC-LABEL: sym_name = "reduce_window"
// GENERIC: "stablehlo.reduce_window"(
func.func @reduce_window(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>, %init: tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i16:f32, 0.25>> {
  %0 = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i16:f32, 0.25>>
  return %0 : tensor<2x!quant.uniform<i16:f32, 0.25>>
}

// CHECK-LABEL: func.func @select_and_scatter(
// CHECK-NEXT: %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
// CHECK-NEXT: ^bb0(%arg3: tensor<!quant.uniform<i8:f32, 5.000000e-01>>, %arg4: tensor<!quant.uniform<i8:f32, 5.000000e-01>>):
// CHECK-NEXT: %1 = stablehlo.compare  GE, %arg3, %arg4,  FLOAT : (tensor<!quant.uniform<i8:f32, 5.000000e-01>>, tensor<!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<i1>
// CHECK-NEXT: stablehlo.return %1 : tensor<i1>
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg3: tensor<!quant.uniform<i16:f32, 2.500000e-01>>, %arg4: tensor<!quant.uniform<i16:f32, 2.500000e-01>>):
// CHECK-NEXT: %1 = stablehlo.add %arg3, %arg4 : tensor<!quant.uniform<i16:f32, 2.500000e-01>>
// CHECK-NEXT: stablehlo.return %1 : tensor<!quant.uniform<i16:f32, 2.500000e-01>>
// CHECK-NEXT: }) : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<4x!quant.uniform<i16:f32, 2.500000e-01>>
// CHECK-NEXT: return %0 : tensor<4x!quant.uniform<i16:f32, 2.500000e-01>>
// GENERIC-LABEL: sym_name = "select_and_scatter"
// GENERIC: "stablehlo.select_and_scatter"(
func.func @select_and_scatter(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>, %src: tensor<2x!quant.uniform<i8:f32, 0.5>>, %init: tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i16:f32, 0.25>> {
  %0 = "stablehlo.select_and_scatter"(%x, %src, %init) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i16:f32, 0.25>>
  return %0 : tensor<4x!quant.uniform<i16:f32, 0.25>>
}

// CHECK-LABEL: func.func @scatter(
// CHECK-NEXT: %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
// CHECK-NEXT: ^bb0(%arg3: tensor<!quant.uniform<i16:f32, 2.500000e-01>>, %arg4: tensor<!quant.uniform<i16:f32, 2.500000e-01>>):
// CHECK-NEXT: %1 = stablehlo.add %arg3, %arg4 : tensor<!quant.uniform<i16:f32, 2.500000e-01>>
// CHECK-NEXT: stablehlo.return %1 : tensor<!quant.uniform<i16:f32, 2.500000e-01>>
// CHECK-NEXT: }) : (tensor<3x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x1xi64>, tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<3x!quant.uniform<i16:f32, 2.500000e-01>>
// CHECK-NEXT: return %0 : tensor<3x!quant.uniform<i16:f32, 2.500000e-01>>
// GENERIC-LABEL: sym_name = "scatter"
// GENERIC: "stablehlo.scatter"(
func.func @scatter(%x: tensor<3x!quant.uniform<i8:f32, 0.5>>, %idx: tensor<2x1xi64>, %u: tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<3x!quant.uniform<i16:f32, 0.25>> {
  %0 = "stablehlo.scatter"(%x, %idx, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) : (tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<2x1xi64>, tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<3x!quant.uniform<i16:f32, 0.25>>
  return %0 : tensor<3x!quant.uniform<i16:f32, 0.25>>
}

// all_reduce and reduce_scatter with a promoted quantized computation.
// CHECK-LABEL: func.func @collectives(
// CHECK-NEXT: %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1{{\]\]}}> : tensor<1x2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg1: tensor<!quant.uniform<i16:f32, 2.500000e-01>>, %arg2: tensor<!quant.uniform<i16:f32, 2.500000e-01>>):
// CHECK-NEXT: %2 = stablehlo.add %arg1, %arg2 : tensor<!quant.uniform<i16:f32, 2.500000e-01>>
// CHECK-NEXT: stablehlo.return %2 : tensor<!quant.uniform<i16:f32, 2.500000e-01>>
// CHECK-NEXT: }) : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<4x!quant.uniform<i16:f32, 2.500000e-01>>
// CHECK-NEXT: %1 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1{{\]\]}}> : tensor<1x2xi64>, scatter_dimension = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg1: tensor<!quant.uniform<i16:f32, 2.500000e-01>>, %arg2: tensor<!quant.uniform<i16:f32, 2.500000e-01>>):
// CHECK-NEXT: %2 = stablehlo.add %arg1, %arg2 : tensor<!quant.uniform<i16:f32, 2.500000e-01>>
// CHECK-NEXT: stablehlo.return %2 : tensor<!quant.uniform<i16:f32, 2.500000e-01>>
// CHECK-NEXT: }) : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<2x!quant.uniform<i16:f32, 2.500000e-01>>
// CHECK-NEXT: return %0, %1 : tensor<4x!quant.uniform<i16:f32, 2.500000e-01>>, tensor<2x!quant.uniform<i16:f32, 2.500000e-01>>
// GENERIC-LABEL: sym_name = "collectives"
// GENERIC: "stablehlo.all_reduce"(
func.func @collectives(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>) -> (tensor<4x!quant.uniform<i16:f32, 0.25>>, tensor<2x!quant.uniform<i16:f32, 0.25>>) {
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i16:f32, 0.25>>
  %1 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i16:f32, 0.25>>
  return %0, %1 : tensor<4x!quant.uniform<i16:f32, 0.25>>, tensor<2x!quant.uniform<i16:f32, 0.25>>
}

// The dynamic data-movement ops on per-tensor quantized tensors.
// CHECK-LABEL: func.func @dynamic_ops(
// CHECK-NEXT: %0 = stablehlo.dynamic_pad %arg0, %arg1, %arg2, %arg2, %arg2 : (tensor<?x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x!quant.uniform<i8:f32, 5.000000e-01:3>>
// CHECK-NEXT: %1 = stablehlo.real_dynamic_slice %arg0, %arg2, %arg2, %arg2 : (tensor<?x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x!quant.uniform<i8:f32, 5.000000e-01:3>>
// CHECK-NEXT: %2 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg3, dims = [1] : (tensor<?x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<2xi64>) -> tensor<?x?x!quant.uniform<i8:f32, 5.000000e-01:3>>
// CHECK-NEXT: %3 = stablehlo.dynamic_reshape %2, %arg3 : (tensor<?x?x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<2xi64>) -> tensor<?x?x!quant.uniform<i8:f32, 5.000000e-01:3>>
// CHECK-NEXT: return %0, %1, %2, %3 : tensor<?x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<?x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<?x?x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<?x?x!quant.uniform<i8:f32, 5.000000e-01:3>>
// GENERIC-LABEL: sym_name = "dynamic_ops"
// GENERIC: "stablehlo.dynamic_pad"(
func.func @dynamic_ops(%x: tensor<?x!quant.uniform<i8:f32, 0.5:3>>, %v: tensor<!quant.uniform<i8:f32, 0.5:3>>, %p: tensor<1xi64>, %s: tensor<2xi64>) -> (tensor<?x!quant.uniform<i8:f32, 0.5:3>>, tensor<?x!quant.uniform<i8:f32, 0.5:3>>, tensor<?x?x!quant.uniform<i8:f32, 0.5:3>>, tensor<?x?x!quant.uniform<i8:f32, 0.5:3>>) {
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<?x!quant.uniform<i8:f32, 0.5:3>>, tensor<!quant.uniform<i8:f32, 0.5:3>>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x!quant.uniform<i8:f32, 0.5:3>>
  %1 = stablehlo.real_dynamic_slice %x, %p, %p, %p : (tensor<?x!quant.uniform<i8:f32, 0.5:3>>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x!quant.uniform<i8:f32, 0.5:3>>
  %2 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<?x!quant.uniform<i8:f32, 0.5:3>>, tensor<2xi64>) -> tensor<?x?x!quant.uniform<i8:f32, 0.5:3>>
  %3 = stablehlo.dynamic_reshape %2, %s : (tensor<?x?x!quant.uniform<i8:f32, 0.5:3>>, tensor<2xi64>) -> tensor<?x?x!quant.uniform<i8:f32, 0.5:3>>
  return %0, %1, %2, %3 : tensor<?x!quant.uniform<i8:f32, 0.5:3>>, tensor<?x!quant.uniform<i8:f32, 0.5:3>>, tensor<?x?x!quant.uniform<i8:f32, 0.5:3>>, tensor<?x?x!quant.uniform<i8:f32, 0.5:3>>
}

// cholesky and triangular_solve: results with other scales and zero points.
// CHECK-LABEL: func.func @linear_algebra(
// CHECK-NEXT: %0 = stablehlo.cholesky %arg0, lower = true : (tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<2x2x!quant.uniform<i8:f32, 2.500000e-01:1>>
// CHECK-NEXT: %1 = stablehlo.cholesky %arg0 : tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01>>
// CHECK-NEXT: %2 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x1x!quant.uniform<i8:f32, 2.500000e-01:1>>) -> tensor<2x1x!quant.uniform<i8:f32, 2.500000e-01>>
// CHECK-NEXT: return %0, %1, %2 : tensor<2x2x!quant.uniform<i8:f32, 2.500000e-01:1>>, tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x1x!quant.uniform<i8:f32, 2.500000e-01>>
// GENERIC-LABEL: sym_name = "linear_algebra"
// GENERIC: "stablehlo.cholesky"(
func.func @linear_algebra(%a: tensor<2x2x!quant.uniform<i8:f32, 0.5>>, %b: tensor<2x1x!quant.uniform<i8:f32, 0.25:1>>) -> (tensor<2x2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x1x!quant.uniform<i8:f32, 0.25>>) {
  %0 = stablehlo.cholesky %a, lower = true : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.25:1>>
  %1 = stablehlo.cholesky %a : tensor<2x2x!quant.uniform<i8:f32, 0.5>>
  %2 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x1x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<2x1x!quant.uniform<i8:f32, 0.25>>
  return %0, %1, %2 : tensor<2x2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x1x!quant.uniform<i8:f32, 0.25>>
}

// collective_reduce, like all_reduce, may reduce in a wider quantized type
// (is_promotable).
// CHECK-LABEL: func.func @collective_reduce
func.func @collective_reduce(%x: tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01:3>>) {
  // CHECK-NEXT: %0 = "stablehlo.collective_reduce"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> ({
  // CHECK-NEXT: ^bb0(%arg1: tensor<!quant.uniform<i16:f32, 2.500000e-01>>, %arg2: tensor<!quant.uniform<i16:f32, 2.500000e-01>>):
  // CHECK-NEXT:   %1 = stablehlo.add %arg1, %arg2 : tensor<!quant.uniform<i16:f32, 2.500000e-01>>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<!quant.uniform<i16:f32, 2.500000e-01>>
  // CHECK-NEXT: }) : (tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<2x2x!quant.uniform<i16:f32, 2.500000e-01>>
  %0 = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x2x!quant.uniform<i16:f32, 0.25>>
  func.return
}

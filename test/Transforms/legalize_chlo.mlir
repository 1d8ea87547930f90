// RUN: hlokit-opt %s --hlokit-legalize-chlo -split-input-file -verify-diagnostics | FileCheck %s

// The shapes of the rewrites; chlo_special_values.mlir runs the results and
// unittests/Transforms/LegalizeChloTest.cpp measures their accuracy.

// CHECK-LABEL: func.func @broadcast_add_static
func.func @broadcast_add_static(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // CHECK-NEXT: %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %1 = stablehlo.add %0, %arg1 : tensor<3x4xf32>
  // CHECK-NEXT: return %1
  %0 = chlo.broadcast_add %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// A `?` result dimension: its size is computed from get_dimension_size,
// picking the other operand's size where one is 1.
// CHECK-LABEL: func.func @broadcast_multiply_dynamic
func.func @broadcast_multiply_dynamic(%arg0: tensor<?x1xf32>, %arg1: tensor<?xf32>) -> tensor<?x?xf32> {
  // CHECK-DAG: stablehlo.get_dimension_size %arg0, dim = 0
  // CHECK-DAG: stablehlo.get_dimension_size %arg0, dim = 1
  // CHECK-DAG: stablehlo.get_dimension_size %arg1, dim = 0
  // CHECK: stablehlo.select
  // CHECK: %[[SHAPE:.*]] = stablehlo.concatenate
  // CHECK: %[[L:.*]] = stablehlo.dynamic_broadcast_in_dim %arg0, %[[SHAPE]], dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  // CHECK: %[[R:.*]] = stablehlo.dynamic_broadcast_in_dim %arg1, %[[SHAPE]], dims = [1] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  // CHECK: stablehlo.multiply %[[L]], %[[R]] : tensor<?x?xf32>
  // CHECK-NOT: chlo.
  %0 = chlo.broadcast_multiply %arg0, %arg1 : (tensor<?x1xf32>, tensor<?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_compare
func.func @broadcast_compare(%arg0: tensor<3xf32>, %arg1: tensor<f32>) -> tensor<3xi1> {
  // CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3xf32>
  // CHECK: stablehlo.compare  GE, %arg0, %[[B]],  TOTALORDER : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %0 = chlo.broadcast_compare %arg0, %arg1 {comparison_direction = #chlo<comparison_direction GE>, compare_type = #chlo<comparison_type TOTALORDER>} : (tensor<3xf32>, tensor<f32>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @broadcast_zeta
func.func @broadcast_zeta(%arg0: tensor<f64>, %arg1: tensor<2xf64>) -> tensor<2xf64> {
  // broadcast_zeta broadcasts, then zeta itself is legalized.
  // CHECK: stablehlo.broadcast_in_dim %arg0, dims = []
  // CHECK: stablehlo.power
  // CHECK-NOT: chlo.
  %0 = chlo.broadcast_zeta %arg0, %arg1 : (tensor<f64>, tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

// CHECK-LABEL: func.func @square_conj_is_inf
func.func @square_conj_is_inf(%arg0: tensor<2xf32>, %arg1: tensor<2xcomplex<f32>>) -> (tensor<2xf32>, tensor<2xcomplex<f32>>, tensor<2xi1>) {
  // CHECK: %[[SQ:.*]] = stablehlo.multiply %arg0, %arg0 : tensor<2xf32>
  // CHECK: %[[RE:.*]] = stablehlo.real %arg1
  // CHECK: %[[IM:.*]] = stablehlo.imag %arg1
  // CHECK: %[[NEG:.*]] = stablehlo.negate %[[IM]]
  // CHECK: %[[CONJ:.*]] = stablehlo.complex %[[RE]], %[[NEG]]
  // CHECK: %[[ABS:.*]] = stablehlo.abs %arg0
  // CHECK: %[[INF:.*]] = stablehlo.compare  EQ, %[[ABS]], %{{.*}} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  // CHECK: return %[[SQ]], %[[CONJ]], %[[INF]]
  %0 = chlo.square %arg0 : tensor<2xf32> -> tensor<2xf32>
  %1 = chlo.conj %arg1 : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  %2 = chlo.is_inf %arg0 : tensor<2xf32> -> tensor<2xi1>
  return %0, %1, %2 : tensor<2xf32>, tensor<2xcomplex<f32>>, tensor<2xi1>
}

// -----

// CHECK-LABEL: func.func @top_k
func.func @top_k(%arg0: tensor<2x5xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  // CHECK: %[[IOTA:.*]] = stablehlo.iota dim = 1 : tensor<2x5xi32>
  // CHECK: %[[SORT:.*]]:2 = "stablehlo.sort"(%arg0, %[[IOTA]]) <{dimension = 1 : i64, is_stable = true}>
  // CHECK: stablehlo.compare  GT, %{{.*}}, %{{.*}},  TOTALORDER
  // CHECK: stablehlo.slice %[[SORT]]#0 [0:2, 0:3]
  // CHECK: stablehlo.slice %[[SORT]]#1 [0:2, 0:3]
  %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<2x5xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %values, %indices : tensor<2x3xf32>, tensor<2x3xi32>
}

// -----

// CHECK-LABEL: func.func @special_functions_leave_no_chlo
func.func @special_functions_leave_no_chlo(%x: tensor<?xf32>, %h: tensor<3xbf16>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<3xbf16>, tensor<?xf32>, tensor<?xf32>) {
  // CHECK-NOT: chlo.
  // bf16 computes in f64 and converts back.
  // CHECK: stablehlo.convert %arg1 : (tensor<3xbf16>) -> tensor<3xf64>
  // CHECK: stablehlo.convert %{{.*}} : (tensor<3xf64>) -> tensor<3xbf16>
  // CHECK-NOT: chlo.
  %0 = chlo.erf %x : tensor<?xf32> -> tensor<?xf32>
  %1 = chlo.erfc %x : tensor<?xf32> -> tensor<?xf32>
  %2 = chlo.erf_inv %x : tensor<?xf32> -> tensor<?xf32>
  %3 = chlo.lgamma %x : tensor<?xf32> -> tensor<?xf32>
  %4 = chlo.digamma %x : tensor<?xf32> -> tensor<?xf32>
  %5 = chlo.bessel_i1e %x : tensor<?xf32> -> tensor<?xf32>
  %6 = chlo.lgamma %h : tensor<3xbf16> -> tensor<3xbf16>
  %7 = chlo.zeta %x, %x : tensor<?xf32>, tensor<?xf32> -> tensor<?xf32>
  %8 = chlo.polygamma %x, %x : tensor<?xf32>, tensor<?xf32> -> tensor<?xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<3xbf16>, tensor<?xf32>, tensor<?xf32>
}

// -----

// complex<f32> computes on f64 parts; `?` shapes need nothing special.
// CHECK-LABEL: func.func @asin_acos_kernel
func.func @asin_acos_kernel(%z: tensor<?xcomplex<f32>>) -> tensor<?xcomplex<f32>> {
  // CHECK-NOT: chlo.
  // CHECK: %[[RE:.*]] = stablehlo.real %arg0 : (tensor<?xcomplex<f32>>) -> tensor<?xf32>
  // CHECK: stablehlo.convert %[[RE]] : (tensor<?xf32>) -> tensor<?xf64>
  // CHECK: %[[W:.*]] = stablehlo.complex %{{.*}}, %{{.*}} : tensor<?xcomplex<f32>>
  // CHECK-NOT: chlo.
  // CHECK: return %[[W]]
  %0 = chlo._asin_acos_kernel %z : tensor<?xcomplex<f32>> -> tensor<?xcomplex<f32>>
  return %0 : tensor<?xcomplex<f32>>
}

// -----

// CHECK-LABEL: func.func @top_k_dynamic
// CHECK: stablehlo.dynamic_iota %{{.*}}, dim = 1
// CHECK: "stablehlo.sort"
// CHECK: stablehlo.real_dynamic_slice %{{.*}} : (tensor<?x5xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x3xf32>
// CHECK: stablehlo.real_dynamic_slice %{{.*}} : (tensor<?x5xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x3xi32>
func.func @top_k_dynamic(%arg0: tensor<?x5xf32>) -> (tensor<?x3xf32>, tensor<?x3xi32>) {
  %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<?x5xf32> -> (tensor<?x3xf32>, tensor<?x3xi32>)
  return %values, %indices : tensor<?x3xf32>, tensor<?x3xi32>
}

// -----

// CHECK-LABEL: func.func @ragged_dot
// One masked dot_general per group against the rhs slice of the group.
// CHECK-COUNT-2: stablehlo.dot_general
// CHECK: stablehlo.add
// CHECK-NOT: chlo.
func.func @ragged_dot(%lhs : tensor<11x5xf32>, %rhs : tensor<2x5x7xf32>, %group_sizes : tensor<2xi64>) -> tensor<11x7xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<2x5x7xf32>, tensor<2xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// -----

// `?` rows: the group masks compare a dynamic_iota.
// CHECK-LABEL: func.func @ragged_dot_dynamic
// CHECK: stablehlo.dynamic_iota %{{.*}}, dim = 0 : (tensor<2xi32>) -> tensor<?x5xi64>
// CHECK: stablehlo.dynamic_broadcast_in_dim
// CHECK-NOT: chlo.
func.func @ragged_dot_dynamic(%lhs : tensor<?x5xf32>, %rhs : tensor<3x5x7xf32>, %group_sizes : tensor<3xi64>) -> tensor<?x7xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<?x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<?x7xf32>
  func.return %0 : tensor<?x7xf32>
}

// -----

func.func @ragged_dot_dynamic_groups(%lhs : tensor<4x5xf32>, %rhs : tensor<3x5x7xf32>, %group_sizes : tensor<?xi64>) -> tensor<4x7xf32> {
  // expected-error @+1 {{ragged_dot with an unbounded number of groups has no StableHLO legalization: the groups are unrolled}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<4x5xf32>, tensor<3x5x7xf32>, tensor<?xi64>) -> tensor<4x7xf32>
  func.return %0 : tensor<4x7xf32>
}

// -----

// CHECK-LABEL: func.func @scan
// CHECK: stablehlo.while
// CHECK: stablehlo.dynamic_slice
// CHECK: stablehlo.dynamic_update_slice
// CHECK-NOT: chlo.
func.func @scan(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
  %0, %1 = chlo.scan (%arg0) inits (%arg1) dimension = 0 {
  ^bb0(%input0: tensor<3xf32>, %carry0: tensor<3xf32>):
    %2 = stablehlo.add %input0, %carry0 : tensor<3xf32>
    stablehlo.return %2, %2 : tensor<3xf32>, tensor<3xf32>
  } : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  func.return %0 : tensor<2x3xf32>
}

// -----

// A `?` scan size: the trip count is read at run time and the output buffer
// broadcast to it.
// CHECK-LABEL: func.func @scan_dynamic
// CHECK: %[[SIZE:.*]] = stablehlo.get_dimension_size %arg0, dim = 0
// CHECK: stablehlo.dynamic_broadcast_in_dim {{.*}} -> tensor<?x3xf32>
// CHECK: stablehlo.while
// CHECK-NOT: chlo.
func.func @scan_dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<3xf32>) -> tensor<?x3xf32> {
  %0, %1 = chlo.scan (%arg0) inits (%arg1) dimension = 0 {
  ^bb0(%input0: tensor<3xf32>, %carry0: tensor<3xf32>):
    %2 = stablehlo.add %input0, %carry0 : tensor<3xf32>
    stablehlo.return %2, %2 : tensor<3xf32>, tensor<3xf32>
  } : (tensor<?x3xf32>, tensor<3xf32>) -> (tensor<?x3xf32>, tensor<3xf32>)
  func.return %0 : tensor<?x3xf32>
}

// -----

// An output's `?` dimensions besides the scan dimension: its buffer is
// sized from a first run of the body, under an `if` on a non-zero trip
// count.
// CHECK-LABEL: func.func @scan_dynamic_output
// CHECK: stablehlo.if
// CHECK: stablehlo.add
// CHECK: stablehlo.get_dimension_size
// CHECK: stablehlo.dynamic_broadcast_in_dim
// CHECK: stablehlo.while
// CHECK-NOT: chlo.
func.func @scan_dynamic_output(%arg0: tensor<2x?xf32>, %arg1: tensor<?xf32>) -> tensor<2x?xf32> {
  %0, %1 = chlo.scan (%arg0) inits (%arg1) dimension = 0 {
  ^bb0(%input0: tensor<?xf32>, %carry0: tensor<?xf32>):
    %2 = stablehlo.add %input0, %carry0 : tensor<?xf32>
    stablehlo.return %2, %2 : tensor<?xf32>, tensor<?xf32>
  } : (tensor<2x?xf32>, tensor<?xf32>) -> (tensor<2x?xf32>, tensor<?xf32>)
  func.return %0 : tensor<2x?xf32>
}

// Sharding rules of reductions, windows, sort and fft: a reduced dimension
// is a reduction factor of the inputs (init values are scalars); a window's
// dimension is the number of windows, a permutation unless each window is
// one element (blocked in conservative propagation); the sort dimension and
// fft's transformed dimensions need replication.
// RUN: hlokit-opt %s --sdy-populate-op-sharding-rules | FileCheck %s
// RUN: hlokit-opt %s --sdy-populate-op-sharding-rules=conservative-propagation=true | FileCheck %s --check-prefix=CONSERVATIVE

// CHECK-LABEL: func @reduce(
// CHECK: stablehlo.reduce{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([i, k]) {i=4, j=8, k=16} reduction={j}>
// CHECK: stablehlo.add{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
func.func @reduce(%a: tensor<4x8x16xf32>, %init: tensor<f32>) -> tensor<4x16xf32> {
  %0 = stablehlo.reduce(%a init: %init) applies stablehlo.add across dimensions = [1] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// CHECK-LABEL: func @reduce_variadic(
// CHECK: stablehlo.reduce{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j], [], [])->([j], [j]) {i=4, j=8} reduction={i}>
// CHECK: stablehlo.maximum{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
// CHECK: stablehlo.maximum{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
func.func @reduce_variadic(%a: tensor<4x8xf32>, %b: tensor<4x8xi32>, %x: tensor<f32>, %y: tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>) {
  %0:2 = stablehlo.reduce(%a init: %x), (%b init: %y) across dimensions = [0] : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
    reducer(%p: tensor<f32>, %q: tensor<f32>) (%r: tensor<i32>, %s: tensor<i32>) {
      %1 = stablehlo.maximum %p, %q : tensor<f32>
      %2 = stablehlo.maximum %r, %s : tensor<i32>
      stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
    }
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xi32>
}

// CHECK-LABEL: func @reduce_window(
// CHECK: stablehlo.maximum{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
// CHECK: }){{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([i, j]) {i=4, j=8} permutation={j}>
// CONSERVATIVE-LABEL: func @reduce_window(
// CONSERVATIVE: stablehlo.maximum{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
// CONSERVATIVE: }){{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([i, j]) {i=4, j=8} permutation={j} blocked_propagation={j}>
func.func @reduce_window(%a: tensor<4x16xf32>, %init: tensor<f32>) -> tensor<4x8xf32> {
  %0 = "stablehlo.reduce_window"(%a, %init) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %1 = stablehlo.maximum %p, %q : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>} : (tensor<4x16xf32>, tensor<f32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func @reduce_window_padded(
// CHECK: stablehlo.add{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
// CHECK: }){{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([i, j]) {i=6, j=16} permutation={i}>
func.func @reduce_window_padded(%a: tensor<4x16xf32>, %init: tensor<f32>) -> tensor<6x16xf32> {
  %0 = "stablehlo.reduce_window"(%a, %init) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %1 = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 1, 1>, padding = dense<[[1, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x16xf32>, tensor<f32>) -> tensor<6x16xf32>
  return %0 : tensor<6x16xf32>
}

// CHECK-LABEL: func @select_and_scatter(
// CHECK: stablehlo.compare{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
// CHECK: stablehlo.add{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
// CHECK: }){{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [i, j], [])->([i, k]) {i=4, j=8, k=16} need_replication={j} permutation={k}>
// CONSERVATIVE-LABEL: func @select_and_scatter(
// CONSERVATIVE: stablehlo.compare{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
// CONSERVATIVE: stablehlo.add{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
// CONSERVATIVE: }){{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [i, j], [])->([i, k]) {i=4, j=8, k=16} need_replication={j} permutation={k} blocked_propagation={j, k}>
func.func @select_and_scatter(%operand: tensor<4x16xf32>, %source: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4x16xf32> {
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %1 = stablehlo.compare GE, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %1 = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>} : (tensor<4x16xf32>, tensor<4x8xf32>, tensor<f32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// CHECK-LABEL: func @sort(
// CHECK: stablehlo.compare{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
// CHECK: }){{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j], [i, j]) {i=4, j=16} need_replication={j}>
func.func @sort(%a: tensor<4x16xf32>, %b: tensor<4x16xi32>) -> (tensor<4x16xf32>, tensor<4x16xi32>) {
  %0:2 = "stablehlo.sort"(%a, %b) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>, %r: tensor<i32>, %s: tensor<i32>):
    %1 = stablehlo.compare LT, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) {dimension = 1 : i64} : (tensor<4x16xf32>, tensor<4x16xi32>) -> (tensor<4x16xf32>, tensor<4x16xi32>)
  return %0#0, %0#1 : tensor<4x16xf32>, tensor<4x16xi32>
}

// CHECK-LABEL: func @sort_only_dimension(
// CHECK: stablehlo.compare{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
// CHECK: }){{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=16} need_replication={j} blocked_propagation={j}>
func.func @sort_only_dimension(%a: tensor<1x16xf32>) -> tensor<1x16xf32> {
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %1 = stablehlo.compare LT, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) {dimension = -1 : i64} : (tensor<1x16xf32>) -> tensor<1x16xf32>
  return %0 : tensor<1x16xf32>
}

// CHECK-LABEL: func @fft(
// CHECK: stablehlo.fft{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=16} need_replication={j, k}>
func.func @fft(%a: tensor<4x8x16xcomplex<f32>>) -> tensor<4x8x16xcomplex<f32>> {
  %0 = stablehlo.fft %a, type = FFT, length = [8, 16] : (tensor<4x8x16xcomplex<f32>>) -> tensor<4x8x16xcomplex<f32>>
  return %0 : tensor<4x8x16xcomplex<f32>>
}

// CHECK-LABEL: func @rfft(
// CHECK: stablehlo.fft{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=16} need_replication={j} blocked_propagation={j}>
func.func @rfft(%a: tensor<4x16xf32>) -> tensor<4x9xcomplex<f32>> {
  %0 = stablehlo.fft %a, type = RFFT, length = [16] : (tensor<4x16xf32>) -> tensor<4x9xcomplex<f32>>
  return %0 : tensor<4x9xcomplex<f32>>
}

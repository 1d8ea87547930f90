// The ops the spec dropped, each run through hlokit-run (which rewrites them
// with stablehlo-legalize-deprecated-ops) and compared with the spec ops
// written by hand and with known values.
// RUN: hlokit-run %s --entry dot
// RUN: hlokit-run %s --entry broadcast
// RUN: hlokit-run %s --entry einsum
// RUN: hlokit-run %s --entry unary_einsum
// RUN: hlokit-run %s --entry torch_index_select
// RUN: hlokit-run %s --replicas 2 --entry cross_replica_sum
// Read from an artifact written for 0.9.0, where they are vhlo _v1 ops.
// RUN: hlokit-translate --serialize --target=0.9.0 %S/Inputs/legacy_program.mlir -o %t.bc
// RUN: hlokit-run %t.bc | FileCheck %s --check-prefix=ARTIFACT
// ARTIFACT:      tensor<2xi32> {
// ARTIFACT-NEXT:   [321, 654]
// ARTIFACT-NEXT: }
// ARTIFACT-NEXT: tensor<2x2xi32> {
// ARTIFACT-NEXT:   [
// ARTIFACT-NEXT:     [3, 1],
// ARTIFACT-NEXT:     [6, 4]
// ARTIFACT-NEXT:   ]
// ARTIFACT-NEXT: }
// ARTIFACT-NEXT: tensor<2xi32> {
// ARTIFACT-NEXT:   [321, 654]
// ARTIFACT-NEXT: }

func.func @dot() {
  %a = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %b = stablehlo.constant dense<[[1, 0], [0, 1], [1, 1]]> : tensor<3x2xi32>
  %v = stablehlo.constant dense<[1, 10, 100]> : tensor<3xi32>
  %mm = stablehlo.dot %a, %b : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<2x2xi32>
  %mm_ref = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<2x2xi32>
  check.expect_eq %mm, %mm_ref : tensor<2x2xi32>
  check.expect_eq_const %mm, dense<[[4, 5], [10, 11]]> : tensor<2x2xi32>
  %mv = stablehlo.dot %a, %v, precision = [HIGHEST, HIGHEST] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2xi32>
  check.expect_eq_const %mv, dense<[321, 654]> : tensor<2xi32>
  %vm = stablehlo.dot %v, %b : (tensor<3xi32>, tensor<3x2xi32>) -> tensor<2xi32>
  check.expect_eq_const %vm, dense<[101, 110]> : tensor<2xi32>
  %vv = stablehlo.dot %v, %v : (tensor<3xi32>, tensor<3xi32>) -> tensor<i32>
  check.expect_eq_const %vv, dense<10101> : tensor<i32>
  func.return
}

func.func @broadcast() {
  %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = stablehlo.broadcast %x, sizes = [2] : (tensor<3xi32>) -> tensor<2x3xi32>
  %b_ref = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
  check.expect_eq %b, %b_ref : tensor<2x3xi32>
  check.expect_eq_const %b, dense<[[1, 2, 3], [1, 2, 3]]> : tensor<2x3xi32>
  func.return
}

func.func @einsum() {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = stablehlo.constant dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]> : tensor<3x2xf32>
  // A matrix product, then the same transposed.
  %mm = stablehlo.einsum %a, %b, config = "ij,jk->ik" : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %mm, dense<[[4.0, 5.0], [10.0, 11.0]]> : tensor<2x2xf32>
  %mt = stablehlo.einsum %a, %b, config = "ij,jk->ki" : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %mt, dense<[[4.0, 10.0], [5.0, 11.0]]> : tensor<2x2xf32>
  // Batching: i in both and kept; j summed in lhs only; an outer product.
  %c = stablehlo.constant dense<[10.0, 100.0]> : tensor<2xf32>
  %bi = stablehlo.einsum %a, %c, config = "ij,i->i" : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2xf32>
  check.expect_eq_const %bi, dense<[60.0, 1500.0]> : tensor<2xf32>
  %op = stablehlo.einsum %c, %c, config = "i,j->ij" : (tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %op, dense<[[100.0, 1000.0], [1000.0, 10000.0]]> : tensor<2x2xf32>
  // The same by hand: dot_general with a batching dim of the row sums.
  %rows = stablehlo.einsum %a, %c, config = "ij,k->ik" : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %rows_ref = stablehlo.dot_general %sum, %c, contracting_dims = [] x [] : (tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  check.expect_eq %rows, %rows_ref : tensor<2x2xf32>
  func.return
}

func.func @unary_einsum() {
  %a = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %rows = stablehlo.unary_einsum %a, config = "ab->a" : (tensor<2x3xi32>) -> tensor<2xi32>
  check.expect_eq_const %rows, dense<[6, 15]> : tensor<2xi32>
  %t = stablehlo.unary_einsum %a, config = "ab->ba" : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %t_ref = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  check.expect_eq %t, %t_ref : tensor<3x2xi32>
  %all = stablehlo.unary_einsum %a, config = "ab->" : (tensor<2x3xi32>) -> tensor<i32>
  check.expect_eq_const %all, dense<21> : tensor<i32>
  func.return
}

func.func @torch_index_select() {
  %a = stablehlo.constant dense<[[10, 11, 12], [20, 21, 22]]> : tensor<2x3xi32>
  %i = stablehlo.constant dense<[2, 0, 2, 1]> : tensor<4xi32>
  // Columns 2, 0, 2, 1 of every row.
  %cols = "stablehlo.torch_index_select"(%a, %i) {dim = 1 : i64, batch_dims = 0 : i64} : (tensor<2x3xi32>, tensor<4xi32>) -> tensor<2x4xi32>
  check.expect_eq_const %cols, dense<[[12, 10, 12, 11], [22, 20, 22, 21]]> : tensor<2x4xi32>
  // Rows, with a 2-d index.
  %r = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %rows = "stablehlo.torch_index_select"(%a, %r) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x1x3xi32>
  check.expect_eq_const %rows, dense<[[[20, 21, 22]], [[10, 11, 12]]]> : tensor<2x1x3xi32>
  // One batch dim: row b picks its own columns.
  %bi = stablehlo.constant dense<[[0, 0], [2, 1]]> : tensor<2x2xi32>
  %batched = "stablehlo.torch_index_select"(%a, %bi) {dim = 1 : i64, batch_dims = 1 : i64} : (tensor<2x3xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %batched, dense<[[10, 10], [22, 21]]> : tensor<2x2xi32>
  // A middle dim, batched, with a trailing dim after it.
  %x = stablehlo.iota dim = 1 : tensor<2x3x2xi32>
  %xi = stablehlo.constant dense<[[2], [1]]> : tensor<2x1xi32>
  %mid = "stablehlo.torch_index_select"(%x, %xi) {dim = 1 : i64, batch_dims = 1 : i64} : (tensor<2x3x2xi32>, tensor<2x1xi32>) -> tensor<2x1x2xi32>
  check.expect_eq_const %mid, dense<[[[2, 2]], [[1, 1]]]> : tensor<2x1x2xi32>
  func.return
}

func.func @cross_replica_sum() {
  %id = "stablehlo.replica_id"() : () -> tensor<ui32>
  %f = stablehlo.convert %id : (tensor<ui32>) -> tensor<f32>
  %x = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<2xf32>
  %one = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %y = stablehlo.add %x, %one : tensor<2xf32>
  %s = "stablehlo.cross-replica-sum"(%y) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  check.expect_eq_const %s, dense<[3.0, 5.0]> : tensor<2xf32>
  func.return
}

// gather/scatter beyond the batching-dims RFC's examples: clamping, out-of-bounds
// updates, every region path, variadic scatter, dynamic_gather; the program
// is read from stdin.
// RUN: hlokit-run - < %s

func.func @gather_rows_clamped() {
  %table = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %idx = stablehlo.constant dense<[2, -5, 9, 1]> : tensor<4xi32>
  %g = "stablehlo.gather"(%table, %idx) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                          start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 2>
  } : (tensor<3x2xi32>, tensor<4xi32>) -> tensor<4x2xi32>
  check.expect_eq_const %g, dense<[[5, 6], [1, 2], [5, 6], [3, 4]]> : tensor<4x2xi32>
  %sizes = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %d = "stablehlo.dynamic_gather"(%table, %idx, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                          start_index_map = [0], index_vector_dim = 1>
  } : (tensor<3x2xi32>, tensor<4xi32>, tensor<2xi64>) -> tensor<4x2xi32>
  check.expect_eq %d, %g : tensor<4x2xi32>
  func.return
}

// Replace; a window hanging over the end updates only its in-bounds part.
func.func @scatter_replace_partial_window() {
  %input = stablehlo.constant dense<[0, 0, 0, 0, 0]> : tensor<5xi32>
  %idx = stablehlo.constant dense<[[3], [-1]]> : tensor<2x1xi32>
  %upd = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r = "stablehlo.scatter"(%input, %idx, %upd) ({
  ^bb0(%old: tensor<i32>, %new: tensor<i32>):
    stablehlo.return %new : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
                                                      scatter_dims_to_operand_dims = [0],
                                                      index_vector_dim = 1>}
     : (tensor<5xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<5xi32>
  check.expect_eq_const %r, dense<[5, 6, 0, 1, 2]> : tensor<5xi32>
  func.return
}

// A two-op update computation and duplicate indices, applied in order.
func.func @scatter_general_region() {
  %input = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf32>
  %idx = stablehlo.constant dense<[[0], [0], [1]]> : tensor<3x1xi64>
  %upd = stablehlo.constant dense<[2.0, 3.0, 4.0]> : tensor<3xf32>
  %r = "stablehlo.scatter"(%input, %idx, %upd) ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    %m = stablehlo.multiply %old, %new : tensor<f32>
    %s = stablehlo.add %m, %new : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
                                                      scatter_dims_to_operand_dims = [0],
                                                      index_vector_dim = 1>}
     : (tensor<2xf32>, tensor<3x1xi64>, tensor<3xf32>) -> tensor<2xf32>
  // ((1 * 2 + 2) * 3 + 3, 1 * 4 + 4)
  check.expect_eq_const %r, dense<[15.0, 8.0]> : tensor<2xf32>
  func.return
}

// Two inputs updated together: keep the larger value and its tag.
func.func @scatter_variadic() {
  %vals = stablehlo.constant dense<[5, 1]> : tensor<2xi32>
  %tags = stablehlo.constant dense<[0, 0]> : tensor<2xi32>
  %idx = stablehlo.constant dense<[0, 1, 1]> : tensor<3xi32>
  %uv = stablehlo.constant dense<[3, 7, 2]> : tensor<3xi32>
  %ut = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi32>
  %r:2 = "stablehlo.scatter"(%vals, %tags, %idx, %uv, %ut) ({
  ^bb0(%v: tensor<i32>, %t: tensor<i32>, %nv: tensor<i32>, %nt: tensor<i32>):
    %gt = stablehlo.compare GT, %nv, %v : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %bv = stablehlo.select %gt, %nv, %v : tensor<i1>, tensor<i32>
    %bt = stablehlo.select %gt, %nt, %t : tensor<i1>, tensor<i32>
    stablehlo.return %bv, %bt : tensor<i32>, tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
                                                      scatter_dims_to_operand_dims = [0],
                                                      index_vector_dim = 1>}
     : (tensor<2xi32>, tensor<2xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<2xi32>, tensor<2xi32>)
  check.expect_eq_const %r#0, dense<[5, 7]> : tensor<2xi32>
  check.expect_eq_const %r#1, dense<[0, 20]> : tensor<2xi32>
  func.return
}

// chlo.scan run directly and legalized (a while loop): a running sum, its
// reverse, two inputs and carries, and a scan without inputs.
// RUN: hlokit-run %s
// RUN: hlokit-opt --hlokit-legalize-chlo %s | hlokit-run -

func.func @cumsum() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<2xf32>
  %sums, %total = chlo.scan (%x) inits (%zero) dimension = 0 {
  ^bb0(%row: tensor<2xf32>, %acc: tensor<2xf32>):
    %next = stablehlo.add %row, %acc : tensor<2xf32>
    stablehlo.return %next, %next : tensor<2xf32>, tensor<2xf32>
  } : (tensor<3x2xf32>, tensor<2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>)
  check.expect_eq_const %sums, dense<[[1.0, 2.0], [4.0, 6.0], [9.0, 12.0]]> : tensor<3x2xf32>
  check.expect_eq_const %total, dense<[9.0, 12.0]> : tensor<2xf32>
  func.return
}

// is_reverse walks the dimension backwards; outputs stay in index order.
func.func @reverse_along_dim1() {
  %x = stablehlo.constant dense<[[1, 2, 3], [10, 20, 30]]> : tensor<2x3xi32>
  %zero = stablehlo.constant dense<0> : tensor<2xi32>
  %sums, %total = chlo.scan (%x) inits (%zero) dimension = 1 attributes {is_reverse = true} {
  ^bb0(%col: tensor<2xi32>, %acc: tensor<2xi32>):
    %next = stablehlo.add %col, %acc : tensor<2xi32>
    stablehlo.return %next, %next : tensor<2xi32>, tensor<2xi32>
  } : (tensor<2x3xi32>, tensor<2xi32>) -> (tensor<2x3xi32>, tensor<2xi32>)
  check.expect_eq_const %sums, dense<[[6, 5, 3], [60, 50, 30]]> : tensor<2x3xi32>
  check.expect_eq_const %total, dense<[6, 60]> : tensor<2xi32>
  func.return
}

// Two inputs, two carries (running product and running max), and an output
// of another shape than the inputs' slices.
func.func @variadic() {
  %a = stablehlo.constant dense<[2.0, 3.0, 4.0]> : tensor<3xf64>
  %b = stablehlo.constant dense<[5, 1, 7]> : tensor<3xi64>
  %one = stablehlo.constant dense<1.0> : tensor<f64>
  %low = stablehlo.constant dense<0> : tensor<i64>
  %0:4 = chlo.scan (%a, %b) inits (%one, %low) dimension = 0 {
  ^bb0(%x: tensor<f64>, %y: tensor<i64>, %p: tensor<f64>, %m: tensor<i64>):
    %q = stablehlo.multiply %x, %p : tensor<f64>
    %n = stablehlo.maximum %y, %m : tensor<i64>
    %pair = stablehlo.broadcast_in_dim %q, dims = [] : (tensor<f64>) -> tensor<2xf64>
    stablehlo.return %pair, %n, %q, %n : tensor<2xf64>, tensor<i64>, tensor<f64>, tensor<i64>
  } : (tensor<3xf64>, tensor<3xi64>, tensor<f64>, tensor<i64>) -> (tensor<3x2xf64>, tensor<3xi64>, tensor<f64>, tensor<i64>)
  check.expect_eq_const %0#0, dense<[[2.0, 2.0], [6.0, 6.0], [24.0, 24.0]]> : tensor<3x2xf64>
  check.expect_eq_const %0#1, dense<[5, 5, 7]> : tensor<3xi64>
  check.expect_eq_const %0#2, dense<24.0> : tensor<f64>
  check.expect_eq_const %0#3, dense<7> : tensor<i64>
  func.return
}

// Without inputs, scan_dim_size sets the number of steps.
func.func @no_inputs() {
  %one = stablehlo.constant dense<1> : tensor<i32>
  %powers, %last = chlo.scan () inits (%one) dimension = 0 attributes {scan_dim_size = 4 : i64} {
  ^bb0(%p: tensor<i32>):
    %two = stablehlo.constant dense<2> : tensor<i32>
    %q = stablehlo.multiply %p, %two : tensor<i32>
    stablehlo.return %q, %q : tensor<i32>, tensor<i32>
  } : (tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  check.expect_eq_const %powers, dense<[2, 4, 8, 16]> : tensor<4xi32>
  check.expect_eq_const %last, dense<16> : tensor<i32>
  func.return
}

// A `?` (bounded) scan size: a reversed running sum over the first 2 of 3
// rows; the legalization reads the trip count at run time.
func.func @dynamic_scan_size() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %n = stablehlo.constant dense<2> : tensor<i32>
  %d = stablehlo.set_dimension_size %x, %n, dim = 0 : (tensor<3x2xf32>, tensor<i32>) -> tensor<?x2xf32, #stablehlo.bounds<3, ?>>
  %zero = stablehlo.constant dense<0.0> : tensor<2xf32>
  %sums, %total = chlo.scan(%d) inits (%zero) dimension=0 attributes {is_reverse = true} {
  ^bb0(%row: tensor<2xf32>, %acc: tensor<2xf32>):
    %next = stablehlo.add %row, %acc : tensor<2xf32>
    stablehlo.return %next, %next : tensor<2xf32>, tensor<2xf32>
  } : (tensor<?x2xf32, #stablehlo.bounds<3, ?>>, tensor<2xf32>) -> (tensor<?x2xf32, #stablehlo.bounds<3, ?>>, tensor<2xf32>)
  check.expect_eq_const %total, dense<[4.0, 6.0]> : tensor<2xf32>
  %rows = stablehlo.get_dimension_size %sums, dim = 0 : (tensor<?x2xf32, #stablehlo.bounds<3, ?>>) -> tensor<i32>
  check.expect_eq_const %rows, dense<2> : tensor<i32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %first = stablehlo.dynamic_slice %sums, %c, %c, sizes = [2, 2] : (tensor<?x2xf32, #stablehlo.bounds<3, ?>>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  check.expect_eq_const %first, dense<[[4.0, 6.0], [3.0, 4.0]]> : tensor<2x2xf32>
  func.return
}

// Unbounded `?` slices and carries: rows of a tensor<3x?xi32> (sliced with
// real_dynamic_slice) summed into a tensor<?xi32> carry; each step outputs
// its row's total.
func.func @dynamic_slices() {
  %x = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %shape = stablehlo.constant dense<[3, 2]> : tensor<2xi32>
  %d = stablehlo.dynamic_reshape %x, %shape : (tensor<3x2xi32>, tensor<2xi32>) -> tensor<3x?xi32>
  %zeros = stablehlo.constant dense<0> : tensor<2xi32>
  %two = stablehlo.constant dense<2> : tensor<1xi32>
  %init = stablehlo.dynamic_reshape %zeros, %two : (tensor<2xi32>, tensor<1xi32>) -> tensor<?xi32>
  %totals, %acc = chlo.scan(%d) inits (%init) dimension=0 {
  ^bb0(%row: tensor<?xi32>, %carry: tensor<?xi32>):
    %next = stablehlo.add %row, %carry : tensor<?xi32>
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %t = stablehlo.reduce(%row init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?xi32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %t, %next : tensor<i32>, tensor<?xi32>
  } : (tensor<3x?xi32>, tensor<?xi32>) -> (tensor<3xi32>, tensor<?xi32>)
  check.expect_eq_const %totals, dense<[3, 7, 11]> : tensor<3xi32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %sum = stablehlo.dynamic_slice %acc, %c, sizes = [2] : (tensor<?xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %sum, dense<[9, 12]> : tensor<2xi32>
  func.return
}

// Zero iterations of a `?` scan size: the outputs are empty along it.
func.func @zero_iterations() {
  %x = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  %n = stablehlo.constant dense<0> : tensor<i32>
  %d = stablehlo.set_dimension_size %x, %n, dim = 0 : (tensor<2x3xf32>, tensor<i32>) -> tensor<?x3xf32, #stablehlo.bounds<2, ?>>
  %init = stablehlo.constant dense<5.0> : tensor<3xf32>
  %0, %1 = chlo.scan(%d) inits (%init) dimension=0 {
  ^bb0(%row: tensor<3xf32>, %acc: tensor<3xf32>):
    stablehlo.return %row, %acc : tensor<3xf32>, tensor<3xf32>
  } : (tensor<?x3xf32, #stablehlo.bounds<2, ?>>, tensor<3xf32>) -> (tensor<?x3xf32, #stablehlo.bounds<2, ?>>, tensor<3xf32>)
  %rows = stablehlo.get_dimension_size %0, dim = 0 : (tensor<?x3xf32, #stablehlo.bounds<2, ?>>) -> tensor<i32>
  check.expect_eq_const %rows, dense<0> : tensor<i32>
  check.expect_eq_const %1, dense<5.0> : tensor<3xf32>
  func.return
}

// An output with a `?` dimension besides the scan dimension: running sums
// along the columns of a tensor<?x3xi32>. The legalization sizes its
// buffer from a first run of the body, under an `if` on a non-zero trip
// count.
func.func @dynamic_output_rows() {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %d = stablehlo.dynamic_reshape %x, %shape : (tensor<2x3xi32>, tensor<2xi32>) -> tensor<?x3xi32>
  %zeros = stablehlo.constant dense<0> : tensor<2xi32>
  %two = stablehlo.constant dense<2> : tensor<1xi32>
  %init = stablehlo.dynamic_reshape %zeros, %two : (tensor<2xi32>, tensor<1xi32>) -> tensor<?xi32>
  %sums, %acc = chlo.scan(%d) inits (%init) dimension=1 {
  ^bb0(%col: tensor<?xi32>, %carry: tensor<?xi32>):
    %next = stablehlo.add %col, %carry : tensor<?xi32>
    stablehlo.return %next, %next : tensor<?xi32>, tensor<?xi32>
  } : (tensor<?x3xi32>, tensor<?xi32>) -> (tensor<?x3xi32>, tensor<?xi32>)
  %c = stablehlo.constant dense<0> : tensor<i32>
  %all = stablehlo.dynamic_slice %sums, %c, %c, sizes = [2, 3] : (tensor<?x3xi32>, tensor<i32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %all, dense<[[1, 3, 6], [4, 9, 15]]> : tensor<2x3xi32>
  %last = stablehlo.dynamic_slice %acc, %c, sizes = [2] : (tensor<?xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %last, dense<[6, 15]> : tensor<2xi32>
  func.return
}

// Zero iterations with an output's other dimension `?` too: empty along
// both, directly and legalized (the `if` takes its zero branch).
func.func @zero_iterations_dynamic_output() {
  %x = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  %n = stablehlo.constant dense<0> : tensor<i32>
  %d = stablehlo.set_dimension_size %x, %n, dim = 0 : (tensor<2x3xf32>, tensor<i32>) -> tensor<?x3xf32, #stablehlo.bounds<2, ?>>
  %init = stablehlo.constant dense<0.0> : tensor<3xf32>
  %0, %1 = chlo.scan(%d) inits (%init) dimension=0 {
  ^bb0(%row: tensor<3xf32>, %acc: tensor<3xf32>):
    %r = stablehlo.set_dimension_size %row, %n, dim = 0 : (tensor<3xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<3>>
    stablehlo.return %r, %acc : tensor<?xf32, #stablehlo.bounds<3>>, tensor<3xf32>
  } : (tensor<?x3xf32, #stablehlo.bounds<2, ?>>, tensor<3xf32>) -> (tensor<?x?xf32, #stablehlo.bounds<2, 3>>, tensor<3xf32>)
  %rows = stablehlo.get_dimension_size %0, dim = 0 : (tensor<?x?xf32, #stablehlo.bounds<2, 3>>) -> tensor<i32>
  %cols = stablehlo.get_dimension_size %0, dim = 1 : (tensor<?x?xf32, #stablehlo.bounds<2, 3>>) -> tensor<i32>
  check.expect_eq_const %rows, dense<0> : tensor<i32>
  check.expect_eq_const %cols, dense<0> : tensor<i32>
  func.return
}

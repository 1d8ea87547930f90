// Convolution with split feature groups and contracting features, sort,
// padding, windows, gathers and scatters, made local and run on 2 and 4 devices against the
// sequential program.
// RUN: rm -rf %t && split-file %s %t
// RUN: hlokit-opt %t/part1.mlir -sdy-convert-global-to-local -sdy-drop-sharding-and-mesh > %t/local.mlir
// RUN: sed '1d; /^}/,$d' %t/local.mlir > %t/combined.mlir
// RUN: cat %t/part2.mlir >> %t/combined.mlir
// RUN: hlokit-run %t/combined.mlir

//--- part1.mlir

sdy.mesh @mesh2 = <["x"=2]>
sdy.mesh @mesh4 = <["x"=2, "y"=2]>

// 4 devices: feature groups split along "x", input features along "y"
// within them would not be groups: here "y" splits the batch.
func.func @parallel_conv(
    %lhs: tensor<2x5x4xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"y"}, {}, {"x"}]>},
    %rhs: tensor<2x2x4xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}, {}, {"x"}]>})
    -> (tensor<2x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"y"}, {}, {"x"}]>}) {
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{"y"}, {}, {"x"}]>]>} : (tensor<2x5x4xf32>, tensor<2x2x4xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

// 2 devices: contracting features split, partial sums added; then sorted
// along rows, each row padded element by element, and summed in windows
// of one row and two columns.
func.func @parallel_rows(
    %lhs: tensor<1x5x4xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {}, {"x"}]>},
    %rhs: tensor<2x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {"x"}, {}]>})
    -> (tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {}]>}) {
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x4xf32>, tensor<2x4x4xf32>) -> tensor<1x4x4xf32>
  %1 = sdy.all_reduce {"x"} %0 out_sharding=<@mesh2, [{}, {}, {}]> : tensor<1x4x4xf32>
  %2 = stablehlo.reshape %1 : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
  %3 = sdy.all_slice [{"x"}, {}] %2 out_sharding=<@mesh2, [{"x"}, {}]> : tensor<4x4xf32>
  %4 = "stablehlo.sort"(%3) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}, {}]>]>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %cst = stablehlo.constant dense<-1.0> : tensor<f32>
  %5 = stablehlo.pad %4, %cst, low = [0, 0], high = [1, 0], interior = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}, {}]>]>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<8x4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %6 = "stablehlo.reduce_window"(%5, %zero) <{window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}, {}]>]>} : (tensor<8x4xf32>, tensor<f32>) -> tensor<8x2xf32>
  %7 = sdy.all_gather [{"x"}, {}] %6 out_sharding=<@mesh2, [{}, {}]> : tensor<8x2xf32>
  return %7 : tensor<8x2xf32>
}

// 2 devices: every second row, then sums of two rows, of a split
// dimension.
func.func @parallel_strided(
    %arg0: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}]>})
    -> (tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}]>}) {
  %0 = stablehlo.slice %arg0 [1:8:2, 0:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}, {}]>]>} : (tensor<8x2xf32>) -> tensor<4x2xf32>
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = "stablehlo.reduce_window"(%0, %cst) <{window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}, {}]>]>} : (tensor<4x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}

// 4 devices: rows gathered from blocks over "x" and "y" (indices out of
// range clamp as in the global gather), partial rows added up.
func.func @parallel_gather(
    %arg0: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"x", "y"}, {}]>},
    %arg1: tensor<4x1xi32>) -> (tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}, {}]>}) {
  %0 = "stablehlo.gather"(%arg0, %arg1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>} : (tensor<8x2xf32>, tensor<4x1xi32>) -> tensor<4x2xf32>
  %1 = sdy.all_reduce {"x", "y"} %0 out_sharding=<@mesh4, [{}, {}]> : tensor<4x2xf32>
  return %1 : tensor<4x2xf32>
}

// 2 devices: rows overwritten in the device's block (index 9 is out of
// bounds, skipped as in the global scatter).
func.func @parallel_scatter_rows(
    %arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}]>},
    %arg1: tensor<3x1xi32>, %arg2: tensor<3x2xf32>)
    -> (tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {}]>}) {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}, {}]>]>} : (tensor<4x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<4x2xf32>
  %1 = sdy.all_gather [{"x"}, {}] %0 out_sharding=<@mesh2, [{}, {}]> : tensor<4x2xf32>
  return %1 : tensor<4x2xf32>
}

// 4 devices: updates split along "y", added into rows split along "x".
func.func @parallel_scatter_add(
    %arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"x"}, {}]>},
    %arg1: tensor<4x1xi32> {sdy.sharding = #sdy.sharding<@mesh4, [{"y"}, {}]>},
    %arg2: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"y"}, {}]>})
    -> (tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}, {}]>}) {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{"x"}, {}]>]>} : (tensor<4x2xf32>, tensor<4x1xi32>, tensor<4x2xf32>) -> tensor<4x2xf32>
  %1 = sdy.all_reduce {"y"} %0 out_sharding=<@mesh4, [{"x"}, {}]> : tensor<4x2xf32>
  %2 = sdy.all_gather [{"x"}, {}] %1 out_sharding=<@mesh4, [{}, {}]> : tensor<4x2xf32>
  return %2 : tensor<4x2xf32>
}

// 2 devices: a pad whose second block starts inside the padded first
// block of the device.
func.func @parallel_pad(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) -> (tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}]>}) {
  %cst = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %cst, low = [1], high = [2], interior = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : (tensor<4xf32>, tensor<f32>) -> tensor<10xf32>
  %1 = sdy.all_gather [{"x"}] %0 out_sharding=<@mesh2, [{}]> : tensor<10xf32>
  return %1 : tensor<10xf32>
}

// 2 devices: negative edge padding cuts elements; the first device's
// block is padded enough to slice from.
func.func @parallel_pad_negative(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) -> (tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}]>}) {
  %cst = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %cst, low = [-2], high = [-3], interior = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<10xf32>
  %1 = sdy.all_gather [{"x"}] %0 out_sharding=<@mesh2, [{}]> : tensor<10xf32>
  return %1 : tensor<10xf32>
}

// 2 devices: batches split alike on operand and indices gather and
// scatter per device; a one-element window of split rows reads one block.
func.func @parallel_batched(
    %arg0: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}]>},
    %arg1: tensor<2x1xi32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}]>},
    %arg2: tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>})
    -> (tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>},
        tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}]>}) {
  %0 = "stablehlo.gather"(%arg0, %arg1) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>, sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : (tensor<2x4xf32>, tensor<2x1xi32>) -> tensor<2xf32>
  %1 = "stablehlo.scatter"(%arg0, %arg1, %arg2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}, {}]>]>} : (tensor<2x4xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<2x4xf32>
  return %0, %1 : tensor<2xf32>, tensor<2x4xf32>
}

func.func @parallel_window_row(
    %arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}]>},
    %arg1: tensor<3x1xi32>) -> (tensor<3x1x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {}, {}]>}) {
  %0 = "stablehlo.gather"(%arg0, %arg1) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>} : (tensor<4x2xf32>, tensor<3x1xi32>) -> tensor<3x1x2xf32>
  %1 = sdy.all_reduce {"x"} %0 out_sharding=<@mesh2, [{}, {}, {}]> : tensor<3x1x2xf32>
  return %1 : tensor<3x1x2xf32>
}

// 2 devices: a variadic scatter taking the maximum and the minimum of
// updates split along their batch dimension; the device that is not the
// group's leader starts from -inf and the largest integer, the
// all_reduces finish.
func.func @parallel_scatter_maxmin(
    %arg0: tensor<4x2xf32>, %arg1: tensor<4x2xi32>,
    %arg2: tensor<4x1xi32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}]>},
    %arg3: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}]>},
    %arg4: tensor<4x2xi32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}]>})
    -> (tensor<4x2xf32>, tensor<4x2xi32>) {
  %0:2 = "stablehlo.scatter"(%arg0, %arg1, %arg2, %arg3, %arg4) ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
    %m = stablehlo.maximum %a, %c : tensor<f32>
    %n = stablehlo.minimum %b, %d : tensor<i32>
    stablehlo.return %m, %n : tensor<f32>, tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4x2xf32>, tensor<4x2xi32>, tensor<4x1xi32>, tensor<4x2xf32>, tensor<4x2xi32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
  %1 = sdy.all_reduce max {"x"} %0#0 out_sharding=<@mesh2, [{}, {}]> : tensor<4x2xf32>
  %2 = sdy.all_reduce min {"x"} %0#1 out_sharding=<@mesh2, [{}, {}]> : tensor<4x2xi32>
  return %1, %2 : tensor<4x2xf32>, tensor<4x2xi32>
}

// 4 devices: windows of one element along split indexed columns land in
// the block holding them.
func.func @parallel_scatter_window_of_one(
    %arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}, {"x", "y"}]>},
    %arg1: tensor<3x2xi32>, %arg2: tensor<3x1xf32>)
    -> (tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}, {}]>}) {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{}, {"x", "y"}]>]>} : (tensor<4x8xf32>, tensor<3x2xi32>, tensor<3x1xf32>) -> tensor<4x8xf32>
  %1 = sdy.all_gather [{}, {"x", "y"}] %0 out_sharding=<@mesh4, [{}, {}]> : tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

//--- part2.mlir

// The same programs on global values, collectives left out.
func.func @sequential_conv(%lhs: tensor<2x5x4xf32>, %rhs: tensor<2x2x4xf32>) -> tensor<2x4x4xf32> {
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x5x4xf32>, tensor<2x2x4xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

func.func @sequential_rows(%lhs: tensor<1x5x4xf32>, %rhs: tensor<2x4x4xf32>) -> tensor<8x2xf32> {
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x4xf32>, tensor<2x4x4xf32>) -> tensor<1x4x4xf32>
  %2 = stablehlo.reshape %0 : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
  %4 = "stablehlo.sort"(%2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 1 : i64} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %cst = stablehlo.constant dense<-1.0> : tensor<f32>
  %5 = stablehlo.pad %4, %cst, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<8x4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %6 = "stablehlo.reduce_window"(%5, %zero) <{window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<8x2xf32>
  return %6 : tensor<8x2xf32>
}

func.func @main() {
  %i = stablehlo.iota dim = 0 : tensor<2x5x4xf32>
  %j = stablehlo.iota dim = 1 : tensor<2x5x4xf32>
  %k = stablehlo.iota dim = 2 : tensor<2x5x4xf32>
  %ij = stablehlo.multiply %i, %j : tensor<2x5x4xf32>
  %lhs = stablehlo.add %ij, %k : tensor<2x5x4xf32>
  %rhs = stablehlo.constant dense<[[[1.0, 2.0, 0.0, 1.0], [0.0, 1.0, 3.0, 1.0]], [[2.0, 0.0, 1.0, 1.0], [1.0, 1.0, 0.0, 2.0]]]> : tensor<2x2x4xf32>
  %want = func.call @sequential_conv(%lhs, %rhs) : (tensor<2x5x4xf32>, tensor<2x2x4xf32>) -> tensor<2x4x4xf32>
  // Device 2x + y: batch y, features 2x and 2x + 1.
  %l0 = stablehlo.slice %lhs [0:1, 0:5, 0:2] : (tensor<2x5x4xf32>) -> tensor<1x5x2xf32>
  %l1 = stablehlo.slice %lhs [1:2, 0:5, 0:2] : (tensor<2x5x4xf32>) -> tensor<1x5x2xf32>
  %l2 = stablehlo.slice %lhs [0:1, 0:5, 2:4] : (tensor<2x5x4xf32>) -> tensor<1x5x2xf32>
  %l3 = stablehlo.slice %lhs [1:2, 0:5, 2:4] : (tensor<2x5x4xf32>) -> tensor<1x5x2xf32>
  %r0 = stablehlo.slice %rhs [0:2, 0:2, 0:2] : (tensor<2x2x4xf32>) -> tensor<2x2x2xf32>
  %r1 = stablehlo.slice %rhs [0:2, 0:2, 2:4] : (tensor<2x2x4xf32>) -> tensor<2x2x2xf32>
  %c:4 = "interpreter.run_parallel"(%l0, %r0, %l1, %r0, %l2, %r1, %l3, %r1) {
    programs = [[@parallel_conv, @parallel_conv, @parallel_conv, @parallel_conv]]
  } : (tensor<1x5x2xf32>, tensor<2x2x2xf32>, tensor<1x5x2xf32>, tensor<2x2x2xf32>, tensor<1x5x2xf32>, tensor<2x2x2xf32>, tensor<1x5x2xf32>, tensor<2x2x2xf32>) -> (tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x2xf32>)
  %c0 = stablehlo.slice %want [0:1, 0:4, 0:2] : (tensor<2x4x4xf32>) -> tensor<1x4x2xf32>
  %c1 = stablehlo.slice %want [1:2, 0:4, 0:2] : (tensor<2x4x4xf32>) -> tensor<1x4x2xf32>
  %c2 = stablehlo.slice %want [0:1, 0:4, 2:4] : (tensor<2x4x4xf32>) -> tensor<1x4x2xf32>
  %c3 = stablehlo.slice %want [1:2, 0:4, 2:4] : (tensor<2x4x4xf32>) -> tensor<1x4x2xf32>
  "check.expect_eq"(%c#0, %c0) : (tensor<1x4x2xf32>, tensor<1x4x2xf32>) -> ()
  "check.expect_eq"(%c#1, %c1) : (tensor<1x4x2xf32>, tensor<1x4x2xf32>) -> ()
  "check.expect_eq"(%c#2, %c2) : (tensor<1x4x2xf32>, tensor<1x4x2xf32>) -> ()
  "check.expect_eq"(%c#3, %c3) : (tensor<1x4x2xf32>, tensor<1x4x2xf32>) -> ()

  %a = stablehlo.slice %lhs [1:2, 0:5, 0:4] : (tensor<2x5x4xf32>) -> tensor<1x5x4xf32>
  %b = stablehlo.constant dense<[[[1.0, 0.0, 2.0, 1.0], [0.0, 1.0, 1.0, 3.0], [2.0, 1.0, 0.0, 1.0], [1.0, 1.0, 1.0, 1.0]], [[3.0, 0.0, 1.0, 2.0], [0.0, 2.0, 2.0, 0.0], [1.0, 3.0, 0.0, 1.0], [2.0, 2.0, 1.0, 0.0]]]> : tensor<2x4x4xf32>
  %want_rows = func.call @sequential_rows(%a, %b) : (tensor<1x5x4xf32>, tensor<2x4x4xf32>) -> tensor<8x2xf32>
  %a0 = stablehlo.slice %a [0:1, 0:5, 0:2] : (tensor<1x5x4xf32>) -> tensor<1x5x2xf32>
  %a1 = stablehlo.slice %a [0:1, 0:5, 2:4] : (tensor<1x5x4xf32>) -> tensor<1x5x2xf32>
  %b0 = stablehlo.slice %b [0:2, 0:2, 0:4] : (tensor<2x4x4xf32>) -> tensor<2x2x4xf32>
  %b1 = stablehlo.slice %b [0:2, 2:4, 0:4] : (tensor<2x4x4xf32>) -> tensor<2x2x4xf32>
  %r:2 = "interpreter.run_parallel"(%a0, %b0, %a1, %b1) {
    programs = [[@parallel_rows, @parallel_rows]]
  } : (tensor<1x5x2xf32>, tensor<2x2x4xf32>, tensor<1x5x2xf32>, tensor<2x2x4xf32>) -> (tensor<8x2xf32>, tensor<8x2xf32>)
  "check.expect_eq"(%r#0, %want_rows) : (tensor<8x2xf32>, tensor<8x2xf32>) -> ()
  "check.expect_eq"(%r#1, %want_rows) : (tensor<8x2xf32>, tensor<8x2xf32>) -> ()

  // Rows 1, 3 summed and 5, 7 summed: 4 and 12 times the column count.
  %m = stablehlo.iota dim = 0 : tensor<8x2xf32>
  %m0 = stablehlo.slice %m [0:4, 0:2] : (tensor<8x2xf32>) -> tensor<4x2xf32>
  %m1 = stablehlo.slice %m [4:8, 0:2] : (tensor<8x2xf32>) -> tensor<4x2xf32>
  %t:2 = "interpreter.run_parallel"(%m0, %m1) {
    programs = [[@parallel_strided, @parallel_strided]]
  } : (tensor<4x2xf32>, tensor<4x2xf32>) -> (tensor<1x2xf32>, tensor<1x2xf32>)
  "check.expect_eq_const"(%t#0) {value = dense<4.0> : tensor<1x2xf32>} : (tensor<1x2xf32>) -> ()
  "check.expect_eq_const"(%t#1) {value = dense<12.0> : tensor<1x2xf32>} : (tensor<1x2xf32>) -> ()

  // Rows 5, 0 (from -3), 7 (from 12) and 2 of 10 * row + column.
  %rows = stablehlo.iota dim = 0 : tensor<8x2xf32>
  %cols = stablehlo.iota dim = 1 : tensor<8x2xf32>
  %ten = stablehlo.constant dense<10.0> : tensor<8x2xf32>
  %scaled = stablehlo.multiply %rows, %ten : tensor<8x2xf32>
  %table = stablehlo.add %scaled, %cols : tensor<8x2xf32>
  %idx = stablehlo.constant dense<[[5], [-3], [12], [2]]> : tensor<4x1xi32>
  %g0 = stablehlo.slice %table [0:2, 0:2] : (tensor<8x2xf32>) -> tensor<2x2xf32>
  %g1 = stablehlo.slice %table [2:4, 0:2] : (tensor<8x2xf32>) -> tensor<2x2xf32>
  %g2 = stablehlo.slice %table [4:6, 0:2] : (tensor<8x2xf32>) -> tensor<2x2xf32>
  %g3 = stablehlo.slice %table [6:8, 0:2] : (tensor<8x2xf32>) -> tensor<2x2xf32>
  %g:4 = "interpreter.run_parallel"(%g0, %idx, %g1, %idx, %g2, %idx, %g3, %idx) {
    programs = [[@parallel_gather, @parallel_gather, @parallel_gather, @parallel_gather]]
  } : (tensor<2x2xf32>, tensor<4x1xi32>, tensor<2x2xf32>, tensor<4x1xi32>, tensor<2x2xf32>, tensor<4x1xi32>, tensor<2x2xf32>, tensor<4x1xi32>) -> (tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>)
  %want_gather = stablehlo.constant dense<[[50.0, 51.0], [0.0, 1.0], [70.0, 71.0], [20.0, 21.0]]> : tensor<4x2xf32>
  "check.expect_eq"(%g#0, %want_gather) : (tensor<4x2xf32>, tensor<4x2xf32>) -> ()
  "check.expect_eq"(%g#3, %want_gather) : (tensor<4x2xf32>, tensor<4x2xf32>) -> ()

  %ones = stablehlo.constant dense<1.0> : tensor<4x2xf32>
  %o0 = stablehlo.slice %ones [0:2, 0:2] : (tensor<4x2xf32>) -> tensor<2x2xf32>
  %sidx = stablehlo.constant dense<[[3], [9], [0]]> : tensor<3x1xi32>
  %supd = stablehlo.constant dense<[[30.0, 31.0], [90.0, 91.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %sr:2 = "interpreter.run_parallel"(%o0, %sidx, %supd, %o0, %sidx, %supd) {
    programs = [[@parallel_scatter_rows, @parallel_scatter_rows]]
  } : (tensor<2x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>, tensor<2x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>)
  %want_rows_scatter = stablehlo.constant dense<[[5.0, 6.0], [1.0, 1.0], [1.0, 1.0], [30.0, 31.0]]> : tensor<4x2xf32>
  "check.expect_eq"(%sr#0, %want_rows_scatter) : (tensor<4x2xf32>, tensor<4x2xf32>) -> ()
  "check.expect_eq"(%sr#1, %want_rows_scatter) : (tensor<4x2xf32>, tensor<4x2xf32>) -> ()

  // Rows 1, 3, 1, 0 get 10, 20, 30, 40 added.
  %aidx = stablehlo.constant dense<[[1], [3], [1], [0]]> : tensor<4x1xi32>
  %aupd = stablehlo.constant dense<[[10.0, 10.0], [20.0, 20.0], [30.0, 30.0], [40.0, 40.0]]> : tensor<4x2xf32>
  %ai0 = stablehlo.slice %aidx [0:2, 0:1] : (tensor<4x1xi32>) -> tensor<2x1xi32>
  %ai1 = stablehlo.slice %aidx [2:4, 0:1] : (tensor<4x1xi32>) -> tensor<2x1xi32>
  %au0 = stablehlo.slice %aupd [0:2, 0:2] : (tensor<4x2xf32>) -> tensor<2x2xf32>
  %au1 = stablehlo.slice %aupd [2:4, 0:2] : (tensor<4x2xf32>) -> tensor<2x2xf32>
  %sa:4 = "interpreter.run_parallel"(%o0, %ai0, %au0, %o0, %ai1, %au1, %o0, %ai0, %au0, %o0, %ai1, %au1) {
    programs = [[@parallel_scatter_add, @parallel_scatter_add, @parallel_scatter_add, @parallel_scatter_add]]
  } : (tensor<2x2xf32>, tensor<2x1xi32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x1xi32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x1xi32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x1xi32>, tensor<2x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>)
  %want_add = stablehlo.constant dense<[[41.0, 41.0], [41.0, 41.0], [1.0, 1.0], [21.0, 21.0]]> : tensor<4x2xf32>
  "check.expect_eq"(%sa#0, %want_add) : (tensor<4x2xf32>, tensor<4x2xf32>) -> ()
  "check.expect_eq"(%sa#3, %want_add) : (tensor<4x2xf32>, tensor<4x2xf32>) -> ()

  %e = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e0 = stablehlo.slice %e [0:2] : (tensor<4xf32>) -> tensor<2xf32>
  %e1 = stablehlo.slice %e [2:4] : (tensor<4xf32>) -> tensor<2xf32>
  %pd:2 = "interpreter.run_parallel"(%e0, %e1) {
    programs = [[@parallel_pad, @parallel_pad]]
  } : (tensor<2xf32>, tensor<2xf32>) -> (tensor<10xf32>, tensor<10xf32>)
  %want_pad = stablehlo.constant dense<[-1.0, 1.0, -1.0, 2.0, -1.0, 3.0, -1.0, 4.0, -1.0, -1.0]> : tensor<10xf32>
  "check.expect_eq"(%pd#0, %want_pad) : (tensor<10xf32>, tensor<10xf32>) -> ()
  "check.expect_eq"(%pd#1, %want_pad) : (tensor<10xf32>, tensor<10xf32>) -> ()

  %n0 = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %n1 = stablehlo.constant dense<[5.0, 6.0, 7.0, 8.0]> : tensor<4xf32>
  %pn:2 = "interpreter.run_parallel"(%n0, %n1) {
    programs = [[@parallel_pad_negative, @parallel_pad_negative]]
  } : (tensor<4xf32>, tensor<4xf32>) -> (tensor<10xf32>, tensor<10xf32>)
  %want_negative = stablehlo.constant dense<[2.0, -1.0, 3.0, -1.0, 4.0, -1.0, 5.0, -1.0, 6.0, -1.0]> : tensor<10xf32>
  "check.expect_eq"(%pn#0, %want_negative) : (tensor<10xf32>, tensor<10xf32>) -> ()
  "check.expect_eq"(%pn#1, %want_negative) : (tensor<10xf32>, tensor<10xf32>) -> ()

  // Batch 0 reads and writes column 2, batch 1 column 0.
  %bt = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf32>
  %bt0 = stablehlo.slice %bt [0:1, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
  %bt1 = stablehlo.slice %bt [1:2, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
  %bi0 = stablehlo.constant dense<[[2]]> : tensor<1x1xi32>
  %bi1 = stablehlo.constant dense<[[0]]> : tensor<1x1xi32>
  %bu0 = stablehlo.constant dense<[30.0]> : tensor<1xf32>
  %bu1 = stablehlo.constant dense<[50.0]> : tensor<1xf32>
  %bb:4 = "interpreter.run_parallel"(%bt0, %bi0, %bu0, %bt1, %bi1, %bu1) {
    programs = [[@parallel_batched, @parallel_batched]]
  } : (tensor<1x4xf32>, tensor<1x1xi32>, tensor<1xf32>, tensor<1x4xf32>, tensor<1x1xi32>, tensor<1xf32>) -> (tensor<1xf32>, tensor<1x4xf32>, tensor<1xf32>, tensor<1x4xf32>)
  "check.expect_eq_const"(%bb#0) {value = dense<3.0> : tensor<1xf32>} : (tensor<1xf32>) -> ()
  "check.expect_eq_const"(%bb#2) {value = dense<5.0> : tensor<1xf32>} : (tensor<1xf32>) -> ()
  "check.expect_eq_const"(%bb#1) {value = dense<[[1.0, 2.0, 30.0, 4.0]]> : tensor<1x4xf32>} : (tensor<1x4xf32>) -> ()
  "check.expect_eq_const"(%bb#3) {value = dense<[[50.0, 6.0, 7.0, 8.0]]> : tensor<1x4xf32>} : (tensor<1x4xf32>) -> ()

  // Rows 3, 0 (from -1) and 1 as windows of one row.
  %wr = stablehlo.constant dense<[[0.0, 1.0], [10.0, 11.0], [20.0, 21.0], [30.0, 31.0]]> : tensor<4x2xf32>
  %wr0 = stablehlo.slice %wr [0:2, 0:2] : (tensor<4x2xf32>) -> tensor<2x2xf32>
  %wr1 = stablehlo.slice %wr [2:4, 0:2] : (tensor<4x2xf32>) -> tensor<2x2xf32>
  %wi = stablehlo.constant dense<[[3], [-1], [1]]> : tensor<3x1xi32>
  %ww:2 = "interpreter.run_parallel"(%wr0, %wi, %wr1, %wi) {
    programs = [[@parallel_window_row, @parallel_window_row]]
  } : (tensor<2x2xf32>, tensor<3x1xi32>, tensor<2x2xf32>, tensor<3x1xi32>) -> (tensor<3x1x2xf32>, tensor<3x1x2xf32>)
  %want_window = stablehlo.constant dense<[[[30.0, 31.0]], [[0.0, 1.0]], [[10.0, 11.0]]]> : tensor<3x1x2xf32>
  "check.expect_eq"(%ww#0, %want_window) : (tensor<3x1x2xf32>, tensor<3x1x2xf32>) -> ()
  "check.expect_eq"(%ww#1, %want_window) : (tensor<3x1x2xf32>, tensor<3x1x2xf32>) -> ()

  // Rows 0, 2, 2, 3 take the maximum / minimum of their updates.
  %mx = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %mn = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi32>
  %mi = stablehlo.constant dense<[[0], [2], [2], [3]]> : tensor<4x1xi32>
  %mu = stablehlo.constant dense<[[9.0, 0.0], [-1.0, 9.0], [8.0, 7.0], [0.5, 10.0]]> : tensor<4x2xf32>
  %mv = stablehlo.constant dense<[[0, 9], [-4, 9], [2, 3], [8, -8]]> : tensor<4x2xi32>
  %mi0 = stablehlo.slice %mi [0:2, 0:1] : (tensor<4x1xi32>) -> tensor<2x1xi32>
  %mi1 = stablehlo.slice %mi [2:4, 0:1] : (tensor<4x1xi32>) -> tensor<2x1xi32>
  %mu0 = stablehlo.slice %mu [0:2, 0:2] : (tensor<4x2xf32>) -> tensor<2x2xf32>
  %mu1 = stablehlo.slice %mu [2:4, 0:2] : (tensor<4x2xf32>) -> tensor<2x2xf32>
  %mv0 = stablehlo.slice %mv [0:2, 0:2] : (tensor<4x2xi32>) -> tensor<2x2xi32>
  %mv1 = stablehlo.slice %mv [2:4, 0:2] : (tensor<4x2xi32>) -> tensor<2x2xi32>
  %mm:4 = "interpreter.run_parallel"(%mx, %mn, %mi0, %mu0, %mv0, %mx, %mn, %mi1, %mu1, %mv1) {
    programs = [[@parallel_scatter_maxmin, @parallel_scatter_maxmin]]
  } : (tensor<4x2xf32>, tensor<4x2xi32>, tensor<2x1xi32>, tensor<2x2xf32>, tensor<2x2xi32>, tensor<4x2xf32>, tensor<4x2xi32>, tensor<2x1xi32>, tensor<2x2xf32>, tensor<2x2xi32>) -> (tensor<4x2xf32>, tensor<4x2xi32>, tensor<4x2xf32>, tensor<4x2xi32>)
  %want_max:2 = "stablehlo.scatter"(%mx, %mn, %mi, %mu, %mv) ({
  ^bb0(%ma: tensor<f32>, %mb: tensor<i32>, %mc: tensor<f32>, %md: tensor<i32>):
    %mmax = stablehlo.maximum %ma, %mc : tensor<f32>
    %mmin = stablehlo.minimum %mb, %md : tensor<i32>
    stablehlo.return %mmax, %mmin : tensor<f32>, tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4x2xf32>, tensor<4x2xi32>, tensor<4x1xi32>, tensor<4x2xf32>, tensor<4x2xi32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
  "check.expect_eq"(%mm#0, %want_max#0) : (tensor<4x2xf32>, tensor<4x2xf32>) -> ()
  "check.expect_eq"(%mm#1, %want_max#1) : (tensor<4x2xi32>, tensor<4x2xi32>) -> ()
  "check.expect_eq"(%mm#2, %want_max#0) : (tensor<4x2xf32>, tensor<4x2xf32>) -> ()
  "check.expect_eq"(%mm#3, %want_max#1) : (tensor<4x2xi32>, tensor<4x2xi32>) -> ()

  // Columns 1, 6 and 7 (rows 0, 3, 2) get 10, 20, 30 added.
  %wo = stablehlo.constant dense<1.0> : tensor<4x8xf32>
  %woi = stablehlo.constant dense<[[0, 1], [3, 6], [2, 7]]> : tensor<3x2xi32>
  %wou = stablehlo.constant dense<[[10.0], [20.0], [30.0]]> : tensor<3x1xf32>
  %wob = stablehlo.constant dense<1.0> : tensor<4x2xf32>
  %wo4:4 = "interpreter.run_parallel"(%wob, %woi, %wou, %wob, %woi, %wou, %wob, %woi, %wou, %wob, %woi, %wou) {
    programs = [[@parallel_scatter_window_of_one, @parallel_scatter_window_of_one, @parallel_scatter_window_of_one, @parallel_scatter_window_of_one]]
  } : (tensor<4x2xf32>, tensor<3x2xi32>, tensor<3x1xf32>, tensor<4x2xf32>, tensor<3x2xi32>, tensor<3x1xf32>, tensor<4x2xf32>, tensor<3x2xi32>, tensor<3x1xf32>, tensor<4x2xf32>, tensor<3x2xi32>, tensor<3x1xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>)
  %want_wo = "stablehlo.scatter"(%wo, %woi, %wou) ({
  ^bb0(%wa: tensor<f32>, %wb: tensor<f32>):
    %wsum = stablehlo.add %wa, %wb : tensor<f32>
    stablehlo.return %wsum : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>} : (tensor<4x8xf32>, tensor<3x2xi32>, tensor<3x1xf32>) -> tensor<4x8xf32>
  "check.expect_eq"(%wo4#0, %want_wo) : (tensor<4x8xf32>, tensor<4x8xf32>) -> ()
  "check.expect_eq"(%wo4#3, %want_wo) : (tensor<4x8xf32>, tensor<4x8xf32>) -> ()
  return
}

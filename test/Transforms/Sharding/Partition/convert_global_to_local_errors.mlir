// RUN: hlokit-opt %s -sdy-convert-global-to-local -split-input-file -verify-diagnostics

sdy.mesh @mesh = <["x"=4]>

// expected-error @+1 {{dimension 0 of size 6 is not divisible by its 4 shards under sharding #sdy.sharding<@mesh, [{"x"}]>}}
func.func @not_divisible(%arg0: tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<6xf32> {
  return %arg0 : tensor<6xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @custom_call_sharded(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<4xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.custom_call' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.custom_call' op has no local form: operand 0 is sharded and hlokit knows no local form of this op (sharding #sdy.sharding<@mesh, [{"x"}]>)}}
  %0 = stablehlo.custom_call @work(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @reverse_split_dim(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4x2xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.reverse' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.reverse' op has no local form: it reverses along split dimension 0 (sharding #sdy.sharding<@mesh, [{"x"}, {}]>)}}
  %0 = stablehlo.reverse %arg0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @elementwise_mismatch(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<4xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.negate' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.negate' op has no local form: operand dimension 0 is split along ["x"] but result dimension 0 along ["y"]: reshard them alike first}}
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}]>]>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @dot_contracting_mismatch(%arg0: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg1: tensor<4x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.dot_general' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.dot_general' op has no local form: lhs contracting dimension 1 and rhs contracting dimension 0 are split differently}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

// Only the first block has elements of the slice.
func.func @slice_split_dim(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<2xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.slice' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.slice' op has no local form: it slices along split dimension 0 (sharding #sdy.sharding<@mesh, [{"x"}]>)}}
  %0 = stablehlo.slice %arg0 [0:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<4xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

// The second block of the result starts with the first block's last
// element.
func.func @pad_split_dim(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  // expected-error @+2 {{failed to legalize operation 'stablehlo.pad' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.pad' op has no local form: it pads split dimension 0 so that a block needs another device's elements (sharding #sdy.sharding<@mesh, [{"x"}]>)}}
  %0 = stablehlo.pad %arg0, %cst, low = [3], high = [1], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @concatenate_split_dim(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.concatenate' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.concatenate' op dimension 0 is sharded but the concatenation is on this dimension.}}
  %0 = stablehlo.concatenate %arg0, %arg0, dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @transpose_mismatch(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4x4xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.transpose' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.transpose' op has no local form: operand dimension 0 is split along ["x"] but result dimension 1 along []: reshard them alike first}}
  %0 = stablehlo.transpose %arg0, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @return_mismatch(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
  // expected-error @+1 {{'func.return' op returns a value of local type 'tensor<2xf32>' as result 0, whose sharding gives local type 'tensor<4xf32>': reshard it to the result's sharding first}}
  return %arg0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

// expected-error @+1 {{'func.func' op has a value of type 'tensor<?xf32>' that sharding #sdy.sharding<@mesh, [{"x"}]> cannot split: only static tensors of its rank have a local type}}
func.func @dynamic(%arg0: tensor<?xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<?xf32> {
  return %arg0 : tensor<?xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @manual_body_mismatch(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  // expected-error @+1 {{'sdy.manual_computation' op has no local form: result 0 has local type 'tensor<2xf32>' outside the body but 'tensor<1xf32>' inside}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<2xf32>) {
    %1 = sdy.all_slice [{"y"}] %arg1 out_sharding=<@mesh, [{"y"}]> : tensor<2xf32>
    sdy.return %1 : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @sort_split_dim(%arg0: tensor<4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<4xi32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.sort' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.sort' op has no local form: it sorts along split dimension 0 (sharding #sdy.sharding<@mesh, [{"x"}]>)}}
  %0 = "stablehlo.sort"(%arg0) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %1 = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) {dimension = 0 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @fft_split_dim(%arg0: tensor<2x4xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> tensor<2x4xcomplex<f32>> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.fft' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.fft' op has no local form: it transforms along split dimension 1 (sharding #sdy.sharding<@mesh, [{}, {"x"}]>)}}
  %0 = stablehlo.fft %arg0, type = FFT, length = [4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
  return %0 : tensor<2x4xcomplex<f32>>
}

// -----

sdy.mesh @mesh = <["x"=2]>

// Overlapping windows cross blocks.
func.func @reduce_window_split_dim(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<2xf32> {
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  // expected-error @+2 {{failed to legalize operation 'stablehlo.reduce_window' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.reduce_window' op has no local form: its window spans elements along split dimension 0 (sharding #sdy.sharding<@mesh, [{"x"}]>)}}
  %0 = "stablehlo.reduce_window"(%arg0, %cst) <{window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

// A stride that does not divide the blocks.
func.func @reduce_window_stride_not_dividing(%arg0: tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<3xf32> {
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  // expected-error @+2 {{failed to legalize operation 'stablehlo.reduce_window' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.reduce_window' op has no local form: its window spans elements along split dimension 0 (sharding #sdy.sharding<@mesh, [{"x"}]>)}}
  %0 = "stablehlo.reduce_window"(%arg0, %cst) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<6xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @select_and_scatter_split_dim(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}, %arg1: tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<4xf32> {
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  // expected-error @+2 {{failed to legalize operation 'stablehlo.select_and_scatter' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op has no local form: its window spans elements along split dimension 0 (sharding #sdy.sharding<@mesh, [{"x"}]>)}}
  %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %cst) <{window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @conv_spatial_split(%arg0: tensor<1x4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}, {}]>}, %arg1: tensor<2x2x2xf32>) -> tensor<1x3x2xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.convolution' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.convolution' op has no local form: lhs spatial dimension 1 is split (sharding #sdy.sharding<@mesh, [{}, {"x"}, {}]>)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x2xf32>, tensor<2x2x2xf32>) -> tensor<1x3x2xf32>
  return %0 : tensor<1x3x2xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @conv_contracting_mismatch(%arg0: tensor<1x4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"x"}]>}, %arg1: tensor<2x2x2xf32>) -> tensor<1x3x2xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.convolution' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.convolution' op has no local form: lhs input feature dimension and rhs input feature dimension are split differently}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x2xf32>, tensor<2x2x2xf32>) -> tensor<1x3x2xf32>
  return %0 : tensor<1x3x2xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>

func.func @conv_groups_not_divisible(%arg0: tensor<1x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"x"}]>}, %arg1: tensor<2x2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"x"}]>}) -> tensor<1x3x4xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.convolution' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.convolution' op has no local form: its 2 feature groups are not divisible by the 4 shards of dimension 2}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"x"}]>]>} : (tensor<1x4x4xf32>, tensor<2x2x4xf32>) -> tensor<1x3x4xf32>
  return %0 : tensor<1x3x4xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @gather_part_of_split_dim(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg1: tensor<3x1xi32>) -> tensor<3x2xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.gather' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.gather' op has no local form: it gathers part of split dimension 1 (sharding #sdy.sharding<@mesh, [{}, {"x"}]>)}}
  %0 = "stablehlo.gather"(%arg0, %arg1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : (tensor<4x4xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

// Batches split on the operand only.
func.func @gather_split_batching_dim(%arg0: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<2x1xi32>) -> tensor<2xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.gather' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.gather' op has no local form: operand dimension 0 is split along ["x"] but indices dimension 0 along []: reshard them alike first}}
  %0 = "stablehlo.gather"(%arg0, %arg1) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<2x4xf32>, tensor<2x1xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @scatter_split_updates_multiplying(%arg0: tensor<4x2xf32>, %arg1: tensor<2x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg2: tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4x2xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.scatter' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.scatter' op has no local form: its updates are split along batch dimensions and it does not add, or, take the maximum or the minimum of them (sharding #sdy.sharding<@mesh, [{"x"}, {}]>)}}
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4x2xf32>, tensor<2x1xi32>, tensor<2x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @scatter_split_window_indexed(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg1: tensor<1x2xi32>, %arg2: tensor<1x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> tensor<4x4xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.scatter' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.scatter' op has no local form: it scatters windows longer than one element along split indexed dimension 1 (sharding #sdy.sharding<@mesh, [{}, {"x"}]>)}}
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : (tensor<4x4xf32>, tensor<1x2xi32>, tensor<1x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

// Windows start at 0 along unindexed dimension 1 and cover half of it: each
// device's block would take updates meant for the first block only.
func.func @scatter_split_window_partial(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg1: tensor<2x1xi32>, %arg2: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> tensor<4x8xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.scatter' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.scatter' op has no local form: its windows cover part of split unindexed dimension 1 (sharding #sdy.sharding<@mesh, [{}, {"x"}]>)}}
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : (tensor<4x8xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @scatter_split_unindexed_inserted(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<1x1xi32>, %arg2: tensor<1x2xf32>) -> tensor<4x2xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.scatter' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.scatter' op has no local form: it scatters along split dimension 0, an unindexed inserted dimension (sharding #sdy.sharding<@mesh, [{"x"}, {}]>)}}
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<4x2xf32>, tensor<1x1xi32>, tensor<1x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @bitcast_rank_change(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<4x4xi8> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.bitcast_convert' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.bitcast_convert' op has no local form: operand 0 and the result differ in rank (sharding #sdy.sharding<@mesh, [{"x"}]>)}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4x4xi8>
  return %0 : tensor<4x4xi8>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @gather_one_element_split_result(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<3x1xi32>) -> tensor<3x1x2xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.gather' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.gather' op has no local form: result dimension 1, one element of split operand dimension 0, is split (sharding #sdy.sharding<@mesh, [{}, {"x"}, {}]>)}}
  %0 = "stablehlo.gather"(%arg0, %arg1) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}, {}]>]>} : (tensor<4x2xf32>, tensor<3x1xi32>) -> tensor<3x1x2xf32>
  return %0 : tensor<3x1x2xf32>
}

// -----

// 4 feature groups, 2 per device: splitting the kernel input features too
// would cut across groups (the lhs features lay the groups' out in turn).
sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @conv_groups_split_within(%arg0: tensor<1x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"y", "x"}]>}, %arg1: tensor<2x2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}, {"y"}]>}) -> tensor<1x3x4xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.convolution' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.convolution' op has no local form: its rhs input feature dimension 1 is split, but not within feature groups held one per device}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"y"}]>]>} : (tensor<1x4x8xf32>, tensor<2x2x4xf32>) -> tensor<1x3x4xf32>
  %1 = sdy.all_reduce {"x"} %0 out_sharding=<@mesh, [{}, {}, {"y"}]> : tensor<1x3x4xf32>
  %2 = sdy.all_gather [{}, {}, {"y"}] %1 out_sharding=<@mesh, [{}, {}, {}]> : tensor<1x3x4xf32>
  return %2 : tensor<1x3x4xf32>
}

// -----

// 2 batch groups, one per device along y, the result batch split along x
// within them: the lhs batch must be split along y then x.
sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @conv_batch_groups_split_otherwise(%arg0: tensor<4x4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}, {}]>}, %arg1: tensor<2x2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"y"}]>}) -> tensor<2x3x4xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.convolution' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.convolution' op has no local form: its result batch dimension 0 is split, but not within batch groups held one per device}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}, {"y"}]>]>} : (tensor<4x4x2xf32>, tensor<2x2x4xf32>) -> tensor<2x3x4xf32>
  %1 = sdy.all_gather [{"x"}, {}, {"y"}] %0 out_sharding=<@mesh, [{}, {}, {}]> : tensor<2x3x4xf32>
  return %1 : tensor<2x3x4xf32>
}

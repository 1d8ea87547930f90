// RUN: hlokit-opt %s -sdy-pad-for-divisibility -split-input-file -verify-diagnostics

sdy.mesh @mesh = <["x"=4]>

// expected-error @+2 {{'func.func' op argument #0 has a non-divisible sharding. Shardy expects function IO to be divisible.}}
// expected-error @+1 {{'func.func' op failed to legalize operation 'func.func': dimension 0 of size 7 is not divisible by its 4 shards under sharding #sdy.sharding<@mesh, [{"x"}]>}}
func.func @indivisible_argument(%arg0: tensor<7xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<7xf32> {
  return %arg0 : tensor<7xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>

// expected-error @+2 {{'func.func' op result #0 has a non-divisible sharding. Shardy expects function IO to be divisible.}}
// expected-error @+1 {{'func.func' op failed to legalize operation 'func.func': dimension 0 of size 7 is not divisible by its 4 shards under sharding #sdy.sharding<@mesh, [{"x"}]>}}
func.func @indivisible_result(%arg0: tensor<7xf32>) -> (tensor<7xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  %0 = sdy.all_slice [{"x"}] %arg0 out_sharding=<@mesh, [{"x"}]> : tensor<7xf32>
  return %0 : tensor<7xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>

func.func @slice_past_operand(%arg0: tensor<9xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{'stablehlo.slice' op has no padded form: dimension 0 of its result, padded to 8, would read past its operand of size 9}}
  %0 = stablehlo.slice %arg0 [2:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<9xf32>) -> tensor<6xf32>
  %1 = sdy.all_gather [{"x"}] %0 out_sharding=<@mesh, [{}]> : tensor<6xf32>
  return %1 : tensor<6xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>

func.func @broadcast_misfit(%arg0: tensor<7xf32>) -> tensor<7x2xf32> {
  %0 = sdy.all_slice [{"x"}] %arg0 out_sharding=<@mesh, [{"x"}]> : tensor<7xf32>
  // expected-error @+2 {{broadcast_in_dim_c5: operand dimension 0 of size 8 cannot be broadcast to result dimension 0 of size 7}}
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op has no padded form: its padded operands and results do not fit together}}
  %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<7xf32>) -> tensor<7x2xf32>
  return %1 : tensor<7x2xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>

func.func @conv_features_apart(%arg0: tensor<1x2x3xf32>, %arg1: tensor<1x3x1xf32>) -> tensor<1x2x1xf32> {
  %0 = sdy.all_slice [{}, {}, {"x"}] %arg0 out_sharding=<@mesh, [{}, {}, {"x"}]> : tensor<1x2x3xf32>
  // expected-error @+2 {{convolution_c14: kernel input feature size 3 must equal input feature size 4 / feature_group_count 1}}
  // expected-error @+1 {{'stablehlo.convolution' op has no padded form: its padded operands give no result type}}
  %1 = stablehlo.convolution(%0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>} : (tensor<1x2x3xf32>, tensor<1x3x1xf32>) -> tensor<1x2x1xf32>
  return %1 : tensor<1x2x1xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>

// Padding 3 columns to 4 puts padding inside the flattened value.
func.func @reshape_inner_padding(%arg0: tensor<6xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.reshape' op has no padded form: its operand padded to 'tensor<6xi32>' and its result to 'tensor<2x4xi32>' do not both pad only after their last element, by as many elements}}
  %0 = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : (tensor<6xi32>) -> tensor<2x3xi32>
  %1 = sdy.all_gather [{}, {"x"}] %0 out_sharding=<@mesh, [{}, {}]> : tensor<2x3xi32>
  return %1 : tensor<2x3xi32>
}

// -----

sdy.mesh @mesh = <["x"=4]>

// Reversed, the padding would come first.
func.func @reverse_padded(%arg0: tensor<7xf32>) -> tensor<7xf32> {
  %0 = sdy.all_slice [{"x"}] %arg0 out_sharding=<@mesh, [{"x"}]> : tensor<7xf32>
  // expected-error @+1 {{'stablehlo.reverse' op has no padded form: it may read the padding of its padded operands into its elements (make the dimensions it mixes divisible or replicated)}}
  %1 = stablehlo.reverse %0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<7xf32>
  %2 = sdy.all_gather [{"x"}] %1 out_sharding=<@mesh, [{}]> : tensor<7xf32>
  return %2 : tensor<7xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>

// The operand is padded to 8, but the loop's sharding leaves 7 whole.
func.func @while_padded_apart(%arg0: tensor<7xf32>) -> tensor<7xf32> {
  %0 = sdy.all_slice [{"x"}] %arg0 out_sharding=<@mesh, [{"x"}]> : tensor<7xf32>
  // expected-error @+1 {{'stablehlo.while' op has no padded form: operand 0 is padded to 'tensor<8xf32>' but the loop's sharding pads it to 'tensor<7xf32>'}}
  %1 = stablehlo.while(%v = %0) : tensor<7xf32>
  cond {
    %p = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    stablehlo.return %v : tensor<7xf32>
  }
  return %1 : tensor<7xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>

func.func @resource_constant() -> tensor<3xi32> {
  // expected-error @+1 {{'stablehlo.constant' op has no padded form: only a dense constant can be padded to 'tensor<4xi32>'}}
  %0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} dense_resource<blob> : tensor<3xi32>
  %1 = sdy.all_gather [{"x"}] %0 out_sharding=<@mesh, [{}]> : tensor<3xi32>
  return %1 : tensor<3xi32>
}

{-#
  dialect_resources: {
    builtin: {
      blob: "0x04000000010000000200000003000000"
    }
  }
#-}

// -----

// A padded dimension the indices move: clamped starts would reach the
// padding.
sdy.mesh @mesh = <["x"=4]>

func.func @gather_indexed_padded(%arg0: tensor<7x5xf32>, %arg1: tensor<4x1xi32>) -> tensor<4x5xf32> {
  %rows = sdy.all_slice [{"x"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<7x5xf32>
  // expected-error @+1 {{'stablehlo.gather' op has no padded form: operand dimension 0 is padded, and is indexed, sliced in part, or a batching dimension the indices do not pad alike (make it divisible or replicated)}}
  %0 = "stablehlo.gather"(%rows, %arg1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 5>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<7x5xf32>, tensor<4x1xi32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// RUN: hlokit-opt %s -sdy-convert-global-to-local -split-input-file -verify-diagnostics

// A collective's local form does not pad: a local dimension smaller than
// (or not a multiple of) the devices it is cut over has no local form
// (sdy-pad-for-divisibility pads such values first in --hlokit-partition).
sdy.mesh @mesh = <["x"=4]>

func.func @all_slice_too_small(%arg0: tensor<2xf32>) -> (tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  // expected-error @+2 {{failed to legalize operation 'sdy.all_slice' that was explicitly marked illegal}}
  // expected-error @+1 {{'sdy.all_slice' op local dimension 0 of size 2 is not divisible by the 4 devices along ["x"]}}
  %0 = sdy.all_slice [{"x"}] %arg0 out_sharding=<@mesh, [{"x"}]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>

func.func @reduce_scatter_too_small(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
  // expected-error @+2 {{failed to legalize operation 'sdy.reduce_scatter' that was explicitly marked illegal}}
  // expected-error @+1 {{'sdy.reduce_scatter' op local dimension 1 of size 3 is not divisible by the 4 devices along ["x"]}}
  %0 = sdy.reduce_scatter [{}, {"x"}] %arg0 out_sharding=<@mesh, [{}, {"x"}]> : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// The target dimension of the second group holds 1 element per device
// before the move.
func.func @all_to_all_too_small(%arg0: tensor<4x2x4x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {"y"}, {}]>}) -> (tensor<4x2x4x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}, {}, {"y"}]>}) {
  // expected-error @+2 {{failed to legalize operation 'sdy.all_to_all' that was explicitly marked illegal}}
  // expected-error @+1 {{'sdy.all_to_all' op local dimension 3 of size 1 is not divisible by the 2 devices along ["y"]}}
  %0 = sdy.all_to_all [{"x"}: 0->1, {"y"}: 2->3] %arg0 out_sharding=<@mesh, [{}, {"x"}, {}, {"y"}]> : tensor<4x2x4x1xf32>
  return %0 : tensor<4x2x4x1xf32>
}

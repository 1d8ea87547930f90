// RUN: hlokit-opt --split-input-file --verify-diagnostics --stablehlo-legalize-to-vhlo %s

// Without allow-other-dialects, ops of other dialects than sdy and
// attributes without a vhlo form cannot be written.
func.func @other_op(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{failed to legalize operation 'arith.addf' that was explicitly marked illegal: op 'arith.addf' cannot be written to a portable artifact}}
  %0 = arith.addf %x, %x : tensor<f32>
  return %0 : tensor<f32>
}

// -----

// expected-error @+1 {{failed to legalize operation 'func.func' that was explicitly marked illegal: attribute 'test.mixed' ([affine_map<(d0) -> (d0)>]) has no vhlo form}}
func.func @other_attr() attributes {test.mixed = [affine_map<(d0) -> (d0)>]} {
  return
}

// -----

// A type without a vhlo form fails the op whose block takes it, as
// upstream's conversion fails the function (sparse tensors included).
// expected-error @+1 {{failed to legalize operation 'func.func' that was explicitly marked illegal: type 'tensor<16xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>' has no vhlo form}}
func.func @sparse(%x: tensor<16xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>) {
  return
}

// send's and recv's source_target_pairs: the spec's c1..c4 (c4 as far as the
// program knows).
// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @send_c1(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{send_c1: source_target_pairs must have shape [N, 2], got [1, 3]}}
  %0 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

func.func @send_c2(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{send_c2: id 0 appears more than once in the sources}}
  %0 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

func.func @send_i6(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{send_i6: source_target_pairs must be a 2-dimensional tensor, got shape [2]}}
  %0 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[0, 1]> : tensor<2xi64>} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

func.func @recv_c3(%t: !stablehlo.token) -> tensor<2xf32> {
  // expected-error @+1 {{recv_c3: id 1 appears more than once in the targets}}
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#0 : tensor<2xf32>
}

// -----

func.func @recv_c4(%t: !stablehlo.token) -> tensor<2xf32> {
  // expected-error @+1 {{recv_c4: id -1 in source_target_pairs is negative}}
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[-1, 0]]> : tensor<1x2xi64>} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#0 : tensor<2xf32>
}

// -----

// Empty pairs, as upstream writes them, are none.
func.func @send_empty_pairs(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true, source_target_pairs = dense<> : tensor<0xi64>} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @infeed_c1(%t: !stablehlo.token) {
  // expected-error @+1 {{infeed_c1: expected at least one result (the token)}}
  "stablehlo.infeed"(%t) : (!stablehlo.token) -> ()
  func.return
}
// -----
func.func @infeed_c2(%t: !stablehlo.token) {
  // expected-error @+1 {{infeed_c2: result 0 must be a tensor, got '!stablehlo.token'}}
  %0:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (!stablehlo.token, !stablehlo.token)
  func.return
}
// -----
func.func @infeed_c3(%t: !stablehlo.token) {
  // expected-error @+1 {{infeed_c3: the last result must be a token, got 'tensor<2xf32>'}}
  %0 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> tensor<2xf32>
  func.return
}
// -----
func.func @send_c1_host(%t: !stablehlo.token) {
  // expected-error @+1 {{send_c1: with is_host_transfer = true the channel type must be DEVICE_TO_HOST (2), got DEVICE_TO_DEVICE (1)}}
  %0 = "stablehlo.send"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = true} : (!stablehlo.token) -> !stablehlo.token
  func.return
}
// -----
func.func @send_c1_device(%t: !stablehlo.token) {
  // expected-error @+1 {{send_c1: with is_host_transfer = false the channel type must be DEVICE_TO_DEVICE (1), got DEVICE_TO_HOST (2)}}
  %0 = "stablehlo.send"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>} : (!stablehlo.token) -> !stablehlo.token
  func.return
}
// -----
func.func @send_c1_invalid(%t: !stablehlo.token) {
  // expected-error @+1 {{send_c1: with is_host_transfer = false the channel type must be DEVICE_TO_DEVICE (1), got an invalid channel type (7)}}
  %0 = "stablehlo.send"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 7>} : (!stablehlo.token) -> !stablehlo.token
  func.return
}
// -----
func.func @recv_c1(%t: !stablehlo.token) {
  // expected-error @+1 {{recv_c1: with is_host_transfer = true the channel type must be HOST_TO_DEVICE (3), got DEVICE_TO_HOST (2)}}
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  func.return
}
// -----
func.func @recv_c2(%t: !stablehlo.token) {
  // expected-error @+1 {{recv_c2: expected at least one result (the token)}}
  "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (!stablehlo.token) -> ()
  func.return
}
// -----
func.func @recv_c3(%t: !stablehlo.token) {
  // expected-error @+1 {{recv_c3: result 0 must be a tensor, got '!stablehlo.token'}}
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (!stablehlo.token) -> (!stablehlo.token, !stablehlo.token)
  func.return
}
// -----
func.func @recv_c4(%t: !stablehlo.token) {
  // expected-error @+1 {{recv_c4: the last result must be a token, got 'tensor<2xf32>'}}
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (!stablehlo.token) -> (tensor<2xf32>, tensor<2xf32>)
  func.return
}
// -----
func.func @infeed_dynamic(%t: !stablehlo.token) {
  // expected-error @+1 {{result #0 must be variadic of statically shaped tensor}}
  %0:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<?xf32>, !stablehlo.token)
  func.return
}
// -----
func.func @after_all_tensor(%x: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.after_all' op operand #0 must be variadic of token, but got 'tensor<f32>'}}
  %0 = "stablehlo.after_all"(%x) : (tensor<f32>) -> !stablehlo.token
  func.return
}
// -----
func.func @after_all_result(%t: !stablehlo.token) {
  // expected-error @+1 {{'stablehlo.after_all' op result #0 must be token, but got 'tensor<f32>'}}
  %0 = "stablehlo.after_all"(%t) : (!stablehlo.token) -> tensor<f32>
  func.return
}
// -----
func.func @outfeed_no_token(%x: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.outfeed' op operand #1 must be token, but got 'tensor<f32>'}}
  %0 = "stablehlo.outfeed"(%x, %x) : (tensor<f32>, tensor<f32>) -> !stablehlo.token
  func.return
}
// -----
func.func @infeed_layout_count(%t: !stablehlo.token) {
  // expected-error @+1 {{infeed: layout has 1 entries for 2 tensor results}}
  %0:3 = "stablehlo.infeed"(%t) {layout = [[0]]} : (!stablehlo.token) -> (tensor<2xi32>, tensor<i1>, !stablehlo.token)
  func.return
}
// -----
func.func @infeed_layout_token_only(%t: !stablehlo.token) {
  // expected-error @+1 {{infeed: layout has 1 entries for 0 tensor results}}
  %0 = "stablehlo.infeed"(%t) {layout = [[]]} : (!stablehlo.token) -> !stablehlo.token
  func.return
}
// -----
func.func @infeed_layout_not_array(%t: !stablehlo.token) {
  // expected-error @+1 {{infeed: layout entries must be arrays of integers, got 0 : i64}}
  %0:2 = "stablehlo.infeed"(%t) {layout = [0]} : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
  func.return
}
// -----
func.func @infeed_layout_not_integer(%t: !stablehlo.token) {
  // expected-error @+1 {{infeed: layout entries must be arrays of integers, got [0, "x"]}}
  %0:2 = "stablehlo.infeed"(%t) {layout = [[0, "x"]]} : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
  func.return
}

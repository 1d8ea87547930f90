// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// CHECK-LABEL: func.func @tokens
func.func @tokens(%t: !stablehlo.token, %x: tensor<2xf32>) -> !stablehlo.token {
  // CHECK-NEXT: %0 = stablehlo.create_token : !stablehlo.token
  // CHECK-NEXT: %1 = stablehlo.after_all %arg0, %0 : !stablehlo.token
  // CHECK-NEXT: %2 = stablehlo.after_all : !stablehlo.token
  // CHECK-NEXT: %3:2 = "stablehlo.infeed"(%1) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  // CHECK-NEXT: %4 = "stablehlo.infeed"(%3#1) <{infeed_config = "cfg", layout = {{\[}}]}> : (!stablehlo.token) -> !stablehlo.token
  // CHECK-NEXT: %5 = "stablehlo.outfeed"(%3#0, %arg1, %4) <{outfeed_config = ""}> : (tensor<2xf32>, tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  // CHECK-NEXT: %6 = "stablehlo.send"(%arg1, %5) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  // CHECK-NEXT: %7 = "stablehlo.send"(%6) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, is_host_transfer = false}> : (!stablehlo.token) -> !stablehlo.token
  // CHECK-NEXT: %8:2 = "stablehlo.recv"(%7) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  // CHECK-NEXT: %9:3 = "stablehlo.recv"(%8#1) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<i32>, tensor<3xf32>, !stablehlo.token)
  // CHECK-NEXT: %10 = stablehlo.tuple %9#2, %8#0 : tuple<!stablehlo.token, tensor<2xf32>>
  // CHECK-NEXT: %11 = stablehlo.get_tuple_element %10[0] : (tuple<!stablehlo.token, tensor<2xf32>>) -> !stablehlo.token
  // CHECK-NEXT: return %11 : !stablehlo.token
  %0 = stablehlo.create_token : !stablehlo.token
  %1 = stablehlo.after_all %t, %0 : !stablehlo.token
  %2 = "stablehlo.after_all"() : () -> !stablehlo.token
  %3:2 = "stablehlo.infeed"(%1) {infeed_config = ""} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  %4 = "stablehlo.infeed"(%3#1) {infeed_config = "cfg", layout = []} : (!stablehlo.token) -> !stablehlo.token
  %5 = "stablehlo.outfeed"(%3#0, %x, %4) : (tensor<2xf32>, tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  %6 = "stablehlo.send"(%x, %5) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  %7 = "stablehlo.send"(%6) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, is_host_transfer = false} : (!stablehlo.token) -> !stablehlo.token
  %8:2 = "stablehlo.recv"(%7) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  %9:3 = "stablehlo.recv"(%8#1) {channel_handle = #stablehlo.channel_handle<handle = 4, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<i32>, tensor<3xf32>, !stablehlo.token)
  %10 = stablehlo.tuple %9#2, %8#0 : tuple<!stablehlo.token, tensor<2xf32>>
  %11 = stablehlo.get_tuple_element %10[0] : (tuple<!stablehlo.token, tensor<2xf32>>) -> !stablehlo.token
  func.return %11 : !stablehlo.token
}

// infeed's layout (XLA's minor-to-major order) has one entry per tensor
// result; a scalar's entry is not checked against its rank, as in XLA files.
// CHECK-LABEL: func.func @infeed_layout
func.func @infeed_layout(%t: !stablehlo.token) -> tensor<2x3xi32> {
  // CHECK-NEXT: %0:3 = "stablehlo.infeed"(%arg0) <{infeed_config = "q", layout = {{\[\[}}0, 1], [0]]}> : (!stablehlo.token) -> (tensor<2x3xi32>, tensor<i1>, !stablehlo.token)
  %0:3 = "stablehlo.infeed"(%t) {infeed_config = "q", layout = [[0, 1], [0]]} : (!stablehlo.token) -> (tensor<2x3xi32>, tensor<i1>, !stablehlo.token)
  func.return %0#0 : tensor<2x3xi32>
}

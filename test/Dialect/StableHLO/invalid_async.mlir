// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// Upstream's messages (stablehlo/tests/verify_async_ops.mlir).

func.func @not_collective(%x: tensor<4xf32>) {
  // expected-error @+2 {{'stablehlo.async_start' op region must contain a collective or slice operation}}
  // expected-error @+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xf32>):
    %1 = stablehlo.add %a, %a : tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  func.return
}
// -----
func.func @two_ops(%x: tensor<4xi32>) {
  // expected-error @+2 {{'stablehlo.async_start' op region must contain exactly one operation and a return}}
  // expected-error @+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xi32>):
    %1 = stablehlo.slice %a [0:2] : (tensor<4xi32>) -> tensor<2xi32>
    %2 = stablehlo.slice %1 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
    stablehlo.return %2 : tensor<1xi32>
  }) : (tensor<4xi32>) -> !stablehlo.future<tensor<1xi32>>
  func.return
}
// -----
func.func @operand_count(%x: tensor<4xi32>) {
  // expected-error @+2 {{'stablehlo.async_start' op number of operands (1) must match number of region arguments (2)}}
  // expected-error @+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xi32>, %b: tensor<4xi32>):
    %1 = stablehlo.slice %a [0:2] : (tensor<4xi32>) -> tensor<2xi32>
    stablehlo.return %1 : tensor<2xi32>
  }) : (tensor<4xi32>) -> !stablehlo.future<tensor<2xi32>>
  func.return
}
// -----
func.func @operand_type(%x: tensor<4xi32>) {
  // expected-error @+2 {{'stablehlo.async_start' op operand type 'tensor<4xi32>' at index 0 must match region argument type 'tensor<4xf32>'}}
  // expected-error @+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xf32>):
    %1 = stablehlo.slice %a [0:2] : (tensor<4xf32>) -> tensor<2xf32>
    stablehlo.return %1 : tensor<2xf32>
  }) : (tensor<4xi32>) -> !stablehlo.future<tensor<2xf32>>
  func.return
}
// -----
func.func @two_results(%x: tensor<4xi32>) {
  // expected-error @+2 {{'stablehlo.async_start' op region must return exactly one value, but got 2}}
  // expected-error @+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xi32>):
    %1 = stablehlo.slice %a [0:2] : (tensor<4xi32>) -> tensor<2xi32>
    stablehlo.return %1, %1 : tensor<2xi32>, tensor<2xi32>
  }) : (tensor<4xi32>) -> !stablehlo.future<tensor<2xi32>>
  func.return
}
// -----
func.func @result_type(%x: tensor<4xi32>) {
  // expected-error @+2 {{'stablehlo.async_start' op inferred type(s) '!stablehlo.future<tensor<2xi32>>' are incompatible with return type(s) of operation '!stablehlo.future<tensor<3xi32>>'}}
  // expected-error @+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xi32>):
    %1 = stablehlo.slice %a [0:2] : (tensor<4xi32>) -> tensor<2xi32>
    stablehlo.return %1 : tensor<2xi32>
  }) : (tensor<4xi32>) -> !stablehlo.future<tensor<3xi32>>
  func.return
}
// -----
func.func @no_region(%x: tensor<4xi32>) {
  // expected-error @+1 {{requires one region}}
  %0 = "stablehlo.async_start"(%x) : (tensor<4xi32>) -> !stablehlo.future<tensor<4xi32>>
  func.return
}
// -----
func.func @body_error(%x: tensor<8x2xf32>) {
  // expected-error @+3 {{all_gather_c1}}
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<8x2xf32>):
    %1 = "stablehlo.all_gather"(%a) {all_gather_dim = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x2xf32>) -> tensor<8x4xf32>
    "stablehlo.return"(%1) : (tensor<8x4xf32>) -> ()
  }) : (tensor<8x2xf32>) -> !stablehlo.future<tensor<8x4xf32>>
  func.return
}
// -----
func.func @done_result(%f: !stablehlo.future<tensor<4xf32>>) {
  // expected-error @+2 {{'stablehlo.async_done' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xi32>'}}
  // expected-error @+1 {{'stablehlo.async_done' op failed to infer returned types}}
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xi32>
  func.return
}
// -----
func.func @done_two_types(%f: !stablehlo.future<tensor<4xf32>, tensor<4xf32>>) {
  // expected-error @+2 {{'stablehlo.async_done' op future must have exactly one type parameter, but got 2}}
  // expected-error @+1 {{'stablehlo.async_done' op failed to infer returned types}}
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  func.return
}
// -----
// expected-error @+1 {{future element type must be a ranked tensor, but got 'tensor<*xf32>'}}
func.func private @unranked(!stablehlo.future<tensor<*xf32>>)

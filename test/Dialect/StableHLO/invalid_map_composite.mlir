// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @map_c1(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{map_c1: input 1 has shape [3] but the result has [2]}}
  %0 = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @map_c1_result(%a: tensor<2xf32>) {
  // expected-error @+1 {{map_c1: input 0 has shape [2] but the result has [4]}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<4xf32>
  func.return
}
// -----
func.func @map_c2() {
  // expected-error @+1 {{map_c2: expected at least one input}}
  %0 = "stablehlo.map"() ({
    %c = stablehlo.constant dense<1.0> : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {dimensions = array<i64>} : () -> tensor<f32>
  func.return
}
// -----
func.func @map_c3(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{map_c3: dimensions must be [0, ..., 1], got [1, 0]}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return
}
// -----
func.func @map_c3_short(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{map_c3: dimensions must be [0, ..., 1], got [0]}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return
}
// -----
func.func @map_c4_args(%a: tensor<2xf32>) {
  // expected-error @+1 {{map_c4: computation must have type ('tensor<f32>') -> 'tensor<f32>', got '(tensor<i32>) -> tensor<f32>'}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<i32>):
    %c = stablehlo.constant dense<1.0> : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @map_c4_result(%a: tensor<2xf32>) {
  // expected-error @+1 {{map_c4: computation must have type ('tensor<f32>') -> 'tensor<f64>', got '(tensor<f32>) -> tensor<f32>'}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}
// -----
func.func private @impl(%x: tensor<f32>) -> tensor<f32>
func.func @composite_c1(%x: tensor<f32>) {
  // expected-error @+1 {{composite_c1: name must be a namespaced op name like "my_namespace.my_op", got "myop"}}
  %0 = stablehlo.composite "myop" %x {decomposition = @impl} : (tensor<f32>) -> tensor<f32>
  func.return
}
// -----
func.func private @impl(%x: tensor<f32>) -> tensor<f32>
func.func @composite_c1_empty_part(%x: tensor<f32>) {
  // expected-error @+1 {{composite_c1: name must be a namespaced op name like "my_namespace.my_op", got "my."}}
  %0 = stablehlo.composite "my." %x {decomposition = @impl} : (tensor<f32>) -> tensor<f32>
  func.return
}
// -----
func.func private @impl(%x: tensor<f32>) -> tensor<f32>
func.func @composite_c1_digit_namespace(%x: tensor<f32>) {
  // expected-error @+1 {{composite_c1: name must be a namespaced op name like "my_namespace.my_op", got "9ns.op"}}
  %0 = stablehlo.composite "9ns.op" %x {decomposition = @impl} : (tensor<f32>) -> tensor<f32>
  func.return
}
// -----
func.func private @impl(%x: tensor<f32>) -> tensor<f32>
func.func @composite_c1_bad_char(%x: tensor<f32>) {
  // expected-error @+1 {{composite_c1: name must be a namespaced op name like "my_namespace.my_op", got "ns.op-x"}}
  %0 = stablehlo.composite "ns.op-x" %x {decomposition = @impl} : (tensor<f32>) -> tensor<f32>
  func.return
}
// -----
func.func private @impl(%x: tensor<f32>) -> tensor<f32>
func.func @composite_c1_empty_middle(%x: tensor<f32>) {
  // expected-error @+1 {{composite_c1: name must be a namespaced op name like "my_namespace.my_op", got "ns..op"}}
  %0 = stablehlo.composite "ns..op" %x {decomposition = @impl} : (tensor<f32>) -> tensor<f32>
  func.return
}
// -----
func.func @composite_c2(%x: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.composite' op composite_c2: the decomposition @missing is not a function in scope}}
  %0 = stablehlo.composite "my.op" %x {decomposition = @missing} : (tensor<f32>) -> tensor<f32>
  func.return
}
// -----
func.func private @impl(%x: tensor<f32>) -> tensor<f32>
func.func @composite_c3(%x: tensor<f64>) {
  // expected-error @+1 {{composite_c3: the inputs ('tensor<f64>') do not match the decomposition's inputs ('tensor<f32>')}}
  %0 = stablehlo.composite "my.op" %x {decomposition = @impl} : (tensor<f64>) -> tensor<f32>
  func.return
}
// -----
func.func private @impl(%x: tensor<f32>) -> tensor<f32>
func.func @composite_c4(%x: tensor<f32>) {
  // expected-error @+1 {{composite_c4: the results ('tensor<f32>', 'tensor<f32>') do not match the decomposition's results ('tensor<f32>')}}
  %0:2 = stablehlo.composite "my.op" %x {decomposition = @impl} : (tensor<f32>) -> (tensor<f32>, tensor<f32>)
  func.return
}

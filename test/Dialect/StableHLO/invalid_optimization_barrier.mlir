// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @result_type_differs(%a: tensor<4xf32>) {
  // expected-error @+1 {{optimization_barrier_c1: result types ('tensor<4xi32>') differ from the operand types ('tensor<4xf32>')}}
  %0 = "stablehlo.optimization_barrier"(%a) : (tensor<4xf32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @result_count_differs(%a: tensor<4xf32>) {
  // expected-error @+1 {{optimization_barrier_c1: result types ('tensor<4xf32>', 'tensor<4xf32>') differ from the operand types ('tensor<4xf32>')}}
  %0:2 = "stablehlo.optimization_barrier"(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  func.return
}

// -----

func.func @tuple_operand(%a: tuple<tensor<f32>>) {
  // expected-error @+1 {{operand #0 must be variadic of ranked tensor of}}
  %0 = "stablehlo.optimization_barrier"(%a) : (tuple<tensor<f32>>) -> tuple<tensor<f32>>
  func.return
}

// Quantized reduce, reduce_window, select_and_scatter, scatter, all_reduce and
// reduce_scatter: one negative test per constraint on their quantized forms.
// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// reduce: the init values have the inputs' element types, quantization
// parameters included (reduce_c2); the body may take a wider quantized type
// with the same expressed type (reduce_c6, is_promotable) and the results
// have the body's types (reduce_c8).
func.func @reduce_c2(%x: tensor<2x!quant.uniform<i8:f32, 0.5>>, %i: tensor<!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{reduce_c2: element type '!quant.uniform<i8:f32, 5.000000e-01>' of input 0 differs from the init value's '!quant.uniform<i8:f32, 2.500000e-01>'}}
  %0 = "stablehlo.reduce"(%x, %i) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.5>>
    stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.5>>
  }) {dimensions = array<i64: 0>} : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.25>>) -> tensor<!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

func.func @reduce_c6_narrower(%x: tensor<2x!quant.uniform<i16:f32, 0.25>>, %i: tensor<!quant.uniform<i16:f32, 0.25>>) {
  // expected-error @+1 {{reduce_c6: element type '!quant.uniform<i16:f32, 2.500000e-01>' of input 0 is not promotable to the body's '!quant.uniform<i8:f32, 2.500000e-01>'}}
  %0 = "stablehlo.reduce"(%x, %i) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.25>>, %b: tensor<!quant.uniform<i8:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.25>>
  }) {dimensions = array<i64: 0>} : (tensor<2x!quant.uniform<i16:f32, 0.25>>, tensor<!quant.uniform<i16:f32, 0.25>>) -> tensor<!quant.uniform<i8:f32, 0.25>>
  func.return
}

// -----

func.func @reduce_c6_expressed(%x: tensor<2x!quant.uniform<i8:f32, 0.5>>, %i: tensor<!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{reduce_c6: element type '!quant.uniform<i8:f32, 5.000000e-01>' of input 0 is not promotable to the body's '!quant.uniform<i16:f64, 2.500000e-01>'}}
  %0 = "stablehlo.reduce"(%x, %i) ({
  ^bb0(%a: tensor<!quant.uniform<i16:f64, 0.25>>, %b: tensor<!quant.uniform<i16:f64, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f64, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f64, 0.25>>
  }) {dimensions = array<i64: 0>} : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<!quant.uniform<i16:f64, 0.25>>
  func.return
}

// -----

func.func @reduce_c6_float(%x: tensor<2x!quant.uniform<i8:f32, 0.5>>, %i: tensor<!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{reduce_c6: element type '!quant.uniform<i8:f32, 5.000000e-01>' of input 0 is not promotable to the body's 'f32'}}
  %0 = "stablehlo.reduce"(%x, %i) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<f32>
  func.return
}

// -----

func.func @reduce_c8(%x: tensor<2x!quant.uniform<i8:f32, 0.5>>, %i: tensor<!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{reduce_c8: result 0 has element type '!quant.uniform<i16:f32, 5.000000e-01>', expected '!quant.uniform<i16:f32, 2.500000e-01>'}}
  %0 = "stablehlo.reduce"(%x, %i) ({
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) {dimensions = array<i64: 0>} : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<!quant.uniform<i16:f32, 0.5>>
  func.return
}

// -----

// Per-axis quantized inputs are not among the types reduce takes (reduce_i1).
func.func @reduce_i1_per_axis(%x: tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, %i: tensor<!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{operand #0 must be variadic of ranked tensor of}}
  %0 = "stablehlo.reduce"(%x, %i) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.5>>
    stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.5>>
  }) {dimensions = array<i64: 0>} : (tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

func.func @reduce_window_c3(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>, %i: tensor<!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{reduce_window_c3: element type '!quant.uniform<i8:f32, 5.000000e-01>' of input 0 differs from the init value's '!quant.uniform<i8:f32, 2.500000e-01>'}}
  %0 = "stablehlo.reduce_window"(%x, %i) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.5>>
    stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.5>>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.25>>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

func.func @reduce_window_c13(%x: tensor<4x!quant.uniform<i16:f32, 0.25>>, %i: tensor<!quant.uniform<i16:f32, 0.25>>) {
  // expected-error @+1 {{reduce_window_c13: element type '!quant.uniform<i16:f32, 2.500000e-01>' of input 0 is not promotable to the body's '!quant.uniform<i8:f32, 2.500000e-01>'}}
  %0 = "stablehlo.reduce_window"(%x, %i) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.25>>, %b: tensor<!quant.uniform<i8:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.25>>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4x!quant.uniform<i16:f32, 0.25>>, tensor<!quant.uniform<i16:f32, 0.25>>) -> tensor<2x!quant.uniform<i8:f32, 0.25>>
  func.return
}

// -----

func.func @reduce_window_c16(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>, %i: tensor<!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{reduce_window_c16: result 0 has element type '!quant.uniform<i16:f32, 5.000000e-01>', expected '!quant.uniform<i16:f32, 2.500000e-01>'}}
  %0 = "stablehlo.reduce_window"(%x, %i) ({
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i16:f32, 0.5>>
  func.return
}

// -----

func.func @select_and_scatter_c1(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>, %s: tensor<2x!quant.uniform<i8:f32, 0.25>>, %i: tensor<!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{select_and_scatter_c1: source element type '!quant.uniform<i8:f32, 2.500000e-01>' differs from the operand's '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %i) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
    %t = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.5>>
    stablehlo.return %t : tensor<!quant.uniform<i8:f32, 0.5>>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

func.func @select_and_scatter_c3(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>, %s: tensor<2x!quant.uniform<i8:f32, 0.5>>, %i: tensor<!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{select_and_scatter_c3: init value element type '!quant.uniform<i8:f32, 2.500000e-01>' differs from the operand's '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %i) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
    %t = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.5>>
    stablehlo.return %t : tensor<!quant.uniform<i8:f32, 0.5>>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.25>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

func.func @select_and_scatter_c9(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>, %s: tensor<2x!quant.uniform<i8:f32, 0.5>>, %i: tensor<!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{select_and_scatter_c9: select argument 0 has type 'tensor<!quant.uniform<i8:f32, 2.500000e-01>>', expected 'tensor<!quant.uniform<i8:f32, 5.000000e-01>>'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %i) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.25>>, %b: tensor<!quant.uniform<i8:f32, 0.25>>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<!quant.uniform<i8:f32, 0.25>>, tensor<!quant.uniform<i8:f32, 0.25>>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
    %t = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.5>>
    stablehlo.return %t : tensor<!quant.uniform<i8:f32, 0.5>>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

func.func @select_and_scatter_c10(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>, %s: tensor<2x!quant.uniform<i8:f32, 0.5>>, %i: tensor<!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{select_and_scatter_c10: element type '!quant.uniform<i8:f32, 5.000000e-01>' of input 0 is not promotable to the scatter's '!quant.uniform<i16:f64, 2.500000e-01>'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %i) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<!quant.uniform<i16:f64, 0.25>>, %b: tensor<!quant.uniform<i16:f64, 0.25>>):
    %t = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f64, 0.25>>
    stablehlo.return %t : tensor<!quant.uniform<i16:f64, 0.25>>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i16:f64, 0.25>>
  func.return
}

// -----

func.func @select_and_scatter_c12(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>, %s: tensor<2x!quant.uniform<i8:f32, 0.5>>, %i: tensor<!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{select_and_scatter_c12: result 0 has element type '!quant.uniform<i16:f32, 5.000000e-01>', expected '!quant.uniform<i16:f32, 2.500000e-01>'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %i) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
    %t = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
    stablehlo.return %t : tensor<!quant.uniform<i16:f32, 0.25>>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i16:f32, 0.5>>
  func.return
}

// -----

func.func @scatter_c6(%x: tensor<3x!quant.uniform<i8:f32, 0.5>>, %idx: tensor<2x1xi64>, %u: tensor<2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{scatter_c6: element_type(updates[0]) = '!quant.uniform<i8:f32, 2.500000e-01>' but element_type(inputs[0]) = '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = "stablehlo.scatter"(%x, %idx, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.5>>
    stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.5>>
  }) : (tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<2x1xi64>, tensor<2x!quant.uniform<i8:f32, 0.25>>) -> tensor<3x!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

func.func @scatter_c23(%x: tensor<3x!quant.uniform<i16:f32, 0.25>>, %idx: tensor<2x1xi64>, %u: tensor<2x!quant.uniform<i16:f32, 0.25>>) {
  // expected-error @+1 {{scatter_c23: element_type(inputs[0]) = '!quant.uniform<i16:f32, 2.500000e-01>' is not promotable to '!quant.uniform<i8:f32, 2.500000e-01>' of update_computation}}
  %0 = "stablehlo.scatter"(%x, %idx, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.25>>, %b: tensor<!quant.uniform<i8:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.25>>
  }) : (tensor<3x!quant.uniform<i16:f32, 0.25>>, tensor<2x1xi64>, tensor<2x!quant.uniform<i16:f32, 0.25>>) -> tensor<3x!quant.uniform<i8:f32, 0.25>>
  func.return
}

// -----

func.func @scatter_c25(%x: tensor<3x!quant.uniform<i8:f32, 0.5>>, %idx: tensor<2x1xi64>, %u: tensor<2x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{scatter_c25: element_type(results[0]) = '!quant.uniform<i16:f32, 5.000000e-01>' but update_computation uses '!quant.uniform<i16:f32, 2.500000e-01>'}}
  %0 = "stablehlo.scatter"(%x, %idx, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) : (tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<2x1xi64>, tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<3x!quant.uniform<i16:f32, 0.5>>
  func.return
}

// -----

func.func @all_reduce_c5(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{all_reduce_c5: element type '!quant.uniform<i8:f32, 5.000000e-01>' of input 0 is not promotable to the computation's '!quant.uniform<i16:f64, 2.500000e-01>'}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<!quant.uniform<i16:f64, 0.25>>, %b: tensor<!quant.uniform<i16:f64, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f64, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f64, 0.25>>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i16:f64, 0.25>>
  func.return
}

// -----

func.func @all_reduce_c7(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{all_reduce_c7: result element type '!quant.uniform<i16:f32, 5.000000e-01>' differs from the inferred '!quant.uniform<i16:f32, 2.500000e-01>'}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i16:f32, 0.5>>
  func.return
}

// -----

func.func @reduce_scatter_c7(%x: tensor<4x!quant.uniform<i16:f32, 0.25>>) {
  // expected-error @+1 {{reduce_scatter_c7: element type '!quant.uniform<i16:f32, 2.500000e-01>' of input 0 is not promotable to the computation's '!quant.uniform<i8:f32, 2.500000e-01>'}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.25>>, %b: tensor<!quant.uniform<i8:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.25>>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x!quant.uniform<i16:f32, 0.25>>) -> tensor<2x!quant.uniform<i8:f32, 0.25>>
  func.return
}

// -----

func.func @reduce_scatter_c9(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{reduce_scatter_c9: result element type '!quant.uniform<i16:f32, 5.000000e-01>' differs from the inferred '!quant.uniform<i16:f32, 2.500000e-01>'}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i16:f32, 0.5>>
  func.return
}

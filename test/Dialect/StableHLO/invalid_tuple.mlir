// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @tuple_of_other_types(%a: tensor<i32>) {
  // expected-error @+1 {{tuple_c1: result type 'tuple<tensor<f32>>' is not the tuple of the operand types ('tensor<i32>')}}
  %0 = "stablehlo.tuple"(%a) : (tensor<i32>) -> tuple<tensor<f32>>
  func.return
}

// -----

func.func @tuple_with_too_many_elements(%a: tensor<i32>) {
  // expected-error @+1 {{tuple_c1: result type 'tuple<tensor<i32>, tensor<i32>>' is not the tuple of the operand types ('tensor<i32>')}}
  %0 = "stablehlo.tuple"(%a) : (tensor<i32>) -> tuple<tensor<i32>, tensor<i32>>
  func.return
}

// -----

func.func @tuple_pretty_form_needs_tuple_type(%a: tensor<i32>) {
  // expected-error @+1 {{expected a tuple type, got 'tensor<i32>'}}
  %0 = stablehlo.tuple %a : tensor<i32>
  func.return
}

// -----

func.func @tuple_of_non_hlo_value(%a: i32) {
  // expected-error @+1 {{operand #0 must be variadic of}}
  %0 = "stablehlo.tuple"(%a) : (i32) -> tuple<i32>
  func.return
}

// -----

func.func @index_out_of_range(%t: tuple<tensor<i32>>) {
  // expected-error @+1 {{get_tuple_element_c1: index 1 is out of range [0, 1)}}
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<i32>>) -> tensor<i32>
  func.return
}

// -----

func.func @negative_index(%t: tuple<tensor<i32>>) {
  // expected-error @+1 {{get_tuple_element_c1: index -1 is out of range [0, 1)}}
  %0 = "stablehlo.get_tuple_element"(%t) {index = -1 : i32} : (tuple<tensor<i32>>) -> tensor<i32>
  func.return
}

// -----

func.func @result_differs_from_element(%t: tuple<tensor<i32>, tensor<f32>>) {
  // expected-error @+1 {{get_tuple_element_c2: result type 'tensor<i32>' differs from element 1 of the tuple, 'tensor<f32>'}}
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<i32>, tensor<f32>>) -> tensor<i32>
  func.return
}

// -----

func.func @operand_not_a_tuple(%a: tensor<i32>) {
  // expected-error @+1 {{operand #0 must be nested tuple with any combination of}}
  %0 = "stablehlo.get_tuple_element"(%a) {index = 0 : i32} : (tensor<i32>) -> tensor<i32>
  func.return
}

// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// The spec states no constraints for custom_call; these are upstream's
// checks of the metadata.

func.func @layouts_for_operands_only(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{custom_call: layouts must be given for both operands and results or for neither}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @layouts_for_results_only(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{custom_call: layouts must be given for both operands and results or for neither}}
  %0 = stablehlo.custom_call @foo(%a) {result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @operand_layout_count(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{custom_call: 1 operands but 2 operands layouts}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @result_layout_count(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{custom_call: 1 results but 2 results layouts}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @tuple_result_layout_count(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{custom_call: 2 results but 1 results layouts}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xi32>) -> tuple<tensor<2x3xi32>, tensor<2x3xi32>>
  func.return
}

// -----

func.func @token_with_layout(%a: tensor<2x3xi32>, %t: !stablehlo.token) {
  // expected-error @+1 {{custom_call: only ranked tensors can have a non-empty layout, got '!stablehlo.token'}}
  %0 = stablehlo.custom_call @foo(%a, %t) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0]> : tensor<1xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xi32>, !stablehlo.token) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @layout_not_a_permutation(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{custom_call: layout [0, 0] of 'tensor<2x3xi32>' is not a permutation of [0, 2)}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[0, 0]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @layout_of_wrong_length(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{custom_call: layout [0] of 'tensor<2x3xi32>' is not a permutation of [0, 2)}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0]> : tensor<1xindex>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @layout_not_1d(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{custom_call: operand_layouts must hold 1-dimensional layouts, got 'tensor<1x2xindex>'}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[[0, 1]]> : tensor<1x2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @layout_of_non_index_type(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{'operand_layouts' failed to satisfy constraint: array of index elements}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[0, 1]> : tensor<2xi64>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @layout_of_tuple_operand(%t: tuple<tensor<2x3xi32>>) {
  // expected-error @+1 {{custom_call: layouts of tuple values are not supported}}
  %0 = stablehlo.custom_call @foo(%t) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tuple<tensor<2x3xi32>>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @alias_operand_index_out_of_range(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{custom_call: output_operand_alias operand_index 1 is out of range [0, 1)}}
  %0 = stablehlo.custom_call @foo(%a) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @alias_operand_tuple_index_out_of_range(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{custom_call: output_operand_alias operand_tuple_indices [0] do not address a part of 'tensor<2x3xi32>'}}
  %0 = stablehlo.custom_call @foo(%a) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = [0]>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @alias_output_index_into_non_tuple(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{custom_call: output_operand_alias output_tuple_indices [0] do not address a part of the results}}
  %0 = stablehlo.custom_call @foo(%a) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @alias_output_index_out_of_range(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{custom_call: output_operand_alias output_tuple_indices [1] do not address a part of the results}}
  %0 = stablehlo.custom_call @foo(%a) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2x3xi32>) -> tuple<tensor<2x3xi32>>
  func.return
}

// -----

func.func @alias_needs_output_index_with_several_results(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{custom_call: output_operand_alias output_tuple_indices [] do not address a part of the results}}
  %0:2 = stablehlo.custom_call @foo(%a) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>)
  func.return
}

// -----

func.func @alias_of_other_type(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{custom_call: output_operand_alias aliases operand part 'tensor<2x3xi32>' with result part 'tensor<2x4xi32>' of another type}}
  %0 = stablehlo.custom_call @foo(%a) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2x3xi32>) -> tensor<2x4xi32>
  func.return
}

// -----

func.func @alias_missing_field(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{expected ','}}
  %0 = stablehlo.custom_call @foo(%a) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @typed_ffi_with_string_config(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{custom_call: backend_config must be a dictionary for api_version API_VERSION_TYPED_FFI}}
  %0 = stablehlo.custom_call @foo(%a) {api_version = 4 : i32, backend_config = "not a dict"} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @original_api_with_dictionary_config(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{custom_call: backend_config must be a string unless api_version is API_VERSION_TYPED_FFI}}
  %0 = stablehlo.custom_call @foo(%a) {api_version = 1 : i32, backend_config = {foo = 42 : i32}} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @backend_config_of_other_kind(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{'backend_config' failed to satisfy constraint: string attribute or dictionary of named attribute values}}
  %0 = stablehlo.custom_call @foo(%a) {backend_config = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @unknown_api_version(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{attribute 'api_version' failed to satisfy constraint: custom_call api_version}}
  %0 = stablehlo.custom_call @foo(%a) {api_version = 6 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @called_computation_not_a_symbol(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{attribute 'called_computations' failed to satisfy constraint: flat symbol ref array attribute}}
  %0 = stablehlo.custom_call @foo(%a) {called_computations = ["bar"]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @target_not_a_symbol(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{expected valid '@'-identifier for symbol name}}
  %0 = stablehlo.custom_call "foo"(%a) : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @non_hlo_operand(%a: i32) {
  // expected-error @+1 {{operand #0 must be variadic of}}
  %0 = stablehlo.custom_call @foo(%a) : (i32) -> tensor<i32>
  func.return
}

// -----

func.func @unranked_with_layout(%a: tensor<*xi32>) {
  // expected-error @+1 {{custom_call: only ranked tensors can have a non-empty layout, got 'tensor<*xi32>'}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[0]> : tensor<1xindex>], result_layouts = [dense<[0]> : tensor<1xindex>]} : (tensor<*xi32>) -> tensor<2xi32>
  func.return
}

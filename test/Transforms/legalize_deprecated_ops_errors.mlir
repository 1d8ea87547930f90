// RUN: hlokit-opt --stablehlo-legalize-deprecated-ops %s -split-input-file -verify-diagnostics

// What stablehlo-legalize-deprecated-ops cannot rewrite, each a located
// error.

func.func @no_arrow(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'stablehlo.einsum' op cannot rewrite einsum_config "ij,jk": expected '->'}}
  %0 = stablehlo.einsum %a, %b, config = "ij,jk" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @ellipsis(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{cannot rewrite einsum_config "...j,jk->...k": '...' is not supported}}
  %0 = stablehlo.einsum %a, %b, config = "...j,jk->...k" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @diagonal(%a: tensor<3x3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'stablehlo.unary_einsum' op cannot rewrite einsum_config "ii->i": label 'i' repeats in one term}}
  %0 = stablehlo.unary_einsum %a, config = "ii->i" : (tensor<3x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @term_count(%a: tensor<3x3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{cannot rewrite einsum_config "ij,jk->i": expected 1 input terms}}
  %0 = stablehlo.unary_einsum %a, config = "ij,jk->i" : (tensor<3x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @rank(%a: tensor<3x3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{cannot rewrite einsum_config "ijk->i": term 0 has 3 labels for an operand of another rank}}
  %0 = stablehlo.unary_einsum %a, config = "ijk->i" : (tensor<3x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @not_a_letter(%a: tensor<3x3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{cannot rewrite einsum_config "i1->i": expected letters, got '1'}}
  %0 = stablehlo.unary_einsum %a, config = "i1->i" : (tensor<3x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @output_label(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{cannot rewrite einsum_config "ij->iz": output label 'z' is in no input}}
  %0 = stablehlo.unary_einsum %a, config = "ij->iz" : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

func.func @select_dim(%a: tensor<2x3xf32>, %i: tensor<4xi32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'stablehlo.torch_index_select' op needs 0 <= batch_dims <= rank(index) and batch_dims <= dim < rank(operand), got dim = 2, batch_dims = 0}}
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 2 : i64, batch_dims = 0 : i64} : (tensor<2x3xf32>, tensor<4xi32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @select_batch_dims(%a: tensor<2x3xf32>, %i: tensor<2xi32>) -> tensor<2xf32> {
  // expected-error @+1 {{got dim = 0, batch_dims = 1}}
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 0 : i64, batch_dims = 1 : i64} : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @select_dynamic(%a: tensor<2x?xf32>, %i: tensor<4xi32>) -> tensor<4x?xf32> {
  // expected-error @+1 {{'stablehlo.torch_index_select' op needs static sizes for the operand's sliced dimensions}}
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<2x?xf32>, tensor<4xi32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// -----

func.func @declared_type(%a: tensor<2x3xf32>) -> tensor<7xf32> {
  // expected-error @+1 {{'stablehlo.unary_einsum' op computes 'tensor<2xf32>', not the declared 'tensor<7xf32>'}}
  %0 = stablehlo.unary_einsum %a, config = "ab->a" : (tensor<2x3xf32>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}

// -----

func.func @quantized_einsum(%a: tensor<2x3x!quant.uniform<i8:f32, 2.0:15>>) -> tensor<2x!quant.uniform<i8:f32, 2.0:15>> {
  // expected-error @+1 {{cannot rewrite einsum_config "ab->a": quantized einsums are not supported}}
  %0 = stablehlo.unary_einsum %a, config = "ab->a" : (tensor<2x3x!quant.uniform<i8:f32, 2.0:15>>) -> tensor<2x!quant.uniform<i8:f32, 2.0:15>>
  return %0 : tensor<2x!quant.uniform<i8:f32, 2.0:15>>
}

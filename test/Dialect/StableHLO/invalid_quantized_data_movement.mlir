// The quantization constraints of the collectives, the token ops, map, iota
// and dynamic_iota, and the per-axis tensors they refuse.
// RUN: hlokit-opt --strict-spec %s -split-input-file -verify-diagnostics

// all_gather_c6: type(results...) = type(operands...) but for the gathered
// dimension, quantization parameters included.
func.func @all_gather_c6(%x: tensor<2x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{all_gather_c6: result element type '!quant.uniform<i8:f32, 2.500000e-01>' differs from the inferred '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.25>>
  func.return
}

// -----

func.func @all_gather_per_axis(%x: tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) {
  // expected-error @+1 {{operand #0 must be variadic of ranked tensor of}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<4x!quant.uniform<i8:f32:0, {0.5, 0.25, 0.5, 0.25}>>
  func.return
}

// -----

// all_to_all_c9: the results have the operands' types but for the split and
// concatenated dimensions.
func.func @all_to_all_c9(%x: tensor<2x4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{all_to_all_c9: result element type '!quant.uniform<u8:f32, 5.000000e-01>' differs from the inferred '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x2x!quant.uniform<u8:f32, 0.5>>
  func.return
}

// -----

func.func @all_to_all_per_axis(%x: tensor<2x4x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) {
  // expected-error @+1 {{operand #0 must be variadic of ranked tensor of}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<2x4x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  func.return
}

// -----

// collective_permute_c5: type(result) = type(operand).
func.func @collective_permute_c5(%x: tensor<2x!quant.uniform<i8:f32, 0.5:1>>) {
  // expected-error @+1 {{collective_permute_c5: result element type '!quant.uniform<i8:f32, 5.000000e-01:2>' differs from the inferred '!quant.uniform<i8:f32, 5.000000e-01:1>'}}
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:2>>
  func.return
}

// -----

func.func @collective_permute_per_axis(%x: tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  func.return
}

// -----

// collective_broadcast_c3: type(result) = type(operand).
func.func @collective_broadcast_c3(%x: tensor<2x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{collective_broadcast_c3: result element type '!quant.uniform<i8:f16, 5.000000e-01>' differs from the inferred '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i8:f16, 0.5>>
  func.return
}

// -----

func.func @collective_broadcast_per_axis(%x: tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) {
  // expected-error @+1 {{operand #0 must be variadic of ranked tensor of}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  func.return
}

// -----

// collective_reduce_c4: the computation's type is promotable from the
// operands' (the same expressed type, a storage type at least as wide).
func.func @collective_reduce_c4(%x: tensor<4x!quant.uniform<i16:f32, 0.5>>) {
  // expected-error @+1 {{collective_reduce_c4: element type '!quant.uniform<i16:f32, 5.000000e-01>' of input 0 is not promotable to the computation's '!quant.uniform<i8:f32, 2.500000e-01>'}}
  %0 = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.25>>, %b: tensor<!quant.uniform<i8:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.25>>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x!quant.uniform<i16:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.25>>
  func.return
}

// -----

// collective_reduce_c4: the results have the computation's element type.
func.func @collective_reduce_c4_results(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{collective_reduce_c4: result element type '!quant.uniform<i8:f32, 5.000000e-01>' differs from the inferred '!quant.uniform<i16:f32, 2.500000e-01>'}}
  %0 = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

func.func @collective_reduce_per_axis(%x: tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) {
  // expected-error @+1 {{operand #0 must be variadic of ranked tensor of}}
  %0 = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
    stablehlo.return %a : tensor<!quant.uniform<i8:f32, 0.5>>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  func.return
}

// -----

// The token ops check their quantized types against the Types section: a
// per-axis type needs as many scales as its quantization dimension has
// elements (quantized_tensor_type_c13).
func.func @infeed_quantized_tensor_type_c13(%t: !stablehlo.token) {
  // expected-error @+1 {{quantized_tensor_type_c13}}
  %0:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<3x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, !stablehlo.token)
  func.return
}

// -----

func.func @recv_quantized_tensor_type_c12(%t: !stablehlo.token) {
  // expected-error @+1 {{quantized_tensor_type_c12}}
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (!stablehlo.token) -> (tensor<2x!quant.uniform<i8:f32:1, {0.5, 0.25}>>, !stablehlo.token)
  func.return
}

// -----

func.func @send_quantized_tensor_type_c13(%x: tensor<3x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, %t: !stablehlo.token) {
  // expected-error @+1 {{quantized_tensor_type_c13}}
  %0 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<3x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, !stablehlo.token) -> !stablehlo.token
  func.return
}

// -----

func.func @outfeed_quantized_tensor_element_type_c7(%x: tensor<2x!quant.uniform<i8<-10:10>:f32, 0.5:20>>, %t: !stablehlo.token) {
  // expected-error @+1 {{quantized_tensor_element_type_c7}}
  %0 = "stablehlo.outfeed"(%x, %t) : (tensor<2x!quant.uniform<i8<-10:10>:f32, 0.5:20>>, !stablehlo.token) -> !stablehlo.token
  func.return
}

// -----

// map_c4: the computation takes the inputs' element types, quantization
// parameters included, and returns the result's.
func.func @map_c4_input(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{map_c4: computation must have type ('tensor<!quant.uniform<i8:f32, 5.000000e-01>>') -> 'tensor<!quant.uniform<i8:f32, 5.000000e-01>>', got '(tensor<!quant.uniform<i8:f32, 2.500000e-01>>) -> tensor<!quant.uniform<i8:f32, 5.000000e-01>>'}}
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.25>>):
    %r = stablehlo.uniform_quantize %a : (tensor<!quant.uniform<i8:f32, 0.25>>) -> tensor<!quant.uniform<i8:f32, 0.5>>
    stablehlo.return %r : tensor<!quant.uniform<i8:f32, 0.5>>
  }) {dimensions = array<i64: 0>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

func.func @map_c4_result(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{map_c4: computation must have type ('tensor<!quant.uniform<i8:f32, 5.000000e-01>>') -> 'tensor<!quant.uniform<i16:f32, 5.000000e-01>>', got '(tensor<!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<!quant.uniform<i8:f32, 5.000000e-01>>'}}
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>):
    stablehlo.return %a : tensor<!quant.uniform<i8:f32, 0.5>>
  }) {dimensions = array<i64: 0>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i16:f32, 0.5>>
  func.return
}

// -----

func.func @map_per_axis(%x: tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) {
  // expected-error @+1 {{operand #0 must be variadic of ranked tensor of}}
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>):
    stablehlo.return %a : tensor<!quant.uniform<i8:f32, 0.5>>
  }) {dimensions = array<i64: 0>} : (tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

func.func @iota_per_axis() {
  // expected-error @+1 {{result #0 must be statically shaped tensor of}}
  %0 = stablehlo.iota dim = 0 : tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  func.return
}

// -----

func.func @iota_c1(%x: tensor<2x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{iota_c1}}
  %0 = stablehlo.iota dim = 1 : tensor<2x!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

func.func @dynamic_iota_per_axis(%s: tensor<1xi64>) {
  // expected-error @+1 {{result #0 must be ranked tensor of}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  func.return
}

// -----

// composite_c3: the inputs have the decomposition's input types,
// quantization parameters included.
func.func private @impl(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i8:f32, 0.5>> {
  func.return %a : tensor<2x!quant.uniform<i8:f32, 0.5>>
}
func.func @composite_c3(%x: tensor<2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{composite_c3}}
  %0 = stablehlo.composite "my.op" %x {decomposition = @impl} : (tensor<2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  func.return
}

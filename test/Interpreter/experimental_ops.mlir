// StableHLO's experimental ops, which JAX's shape-polymorphic exports write
// as custom calls. `custom_call @stablehlo.dynamic_top_k(%operand, %k)`: the
// k largest elements along the last dimension and their indices (i32), as
// chlo.top_k, with k read at run time.
// RUN: hlokit-run %s --entry main
// RUN: hlokit-run %s --entry reduce_window
// RUN: hlokit-run %s --entry cumsum --input %S/Inputs/top_k_rows.npy | FileCheck %s --check-prefix=CUMSUM
// RUN: not hlokit-run %s --entry bad_window 2>&1 | FileCheck %s --check-prefix=BAD-WINDOW
// RUN: not hlokit-run %s --entry no_body 2>&1 | FileCheck %s --check-prefix=NO-BODY
// RUN: hlokit-run %s --entry rng_bit_generator
// RUN: hlokit-run %s --entry rng_rows --input %S/Inputs/top_k_rows.npy | FileCheck %s --check-prefix=RNG-ROWS
// RUN: not hlokit-run %s --entry negative_shape 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not hlokit-run %s --entry no_algorithm 2>&1 | FileCheck %s --check-prefix=NO-ALGORITHM
// RUN: hlokit-run %s --entry approx_top_k
// RUN: not hlokit-run %s --entry approx_k_too_large 2>&1 | FileCheck %s --check-prefix=APPROX-K
// RUN: not hlokit-run %s --entry not_aggregated 2>&1 | FileCheck %s --check-prefix=NOT-AGGREGATED
// RUN: hlokit-run %s --entry dynamic --input %S/Inputs/top_k_rows.npy | FileCheck %s --check-prefix=DYNAMIC
// RUN: not hlokit-run %s --entry too_large 2>&1 | FileCheck %s --check-prefix=TOO-LARGE
// RUN: not hlokit-run %s --entry wrong_index_type 2>&1 | FileCheck %s --check-prefix=INDEX-TYPE

func.func public @main() {
  %x = stablehlo.constant dense<[[1.0, 5.0, 3.0, 5.0], [4.0, -2.0, 6.0, 0.0]]> : tensor<2x4xf32>
  %k = stablehlo.constant dense<3> : tensor<i64>
  %v, %i = stablehlo.custom_call @stablehlo.dynamic_top_k(%x, %k) {api_version = 2 : i32} : (tensor<2x4xf32>, tensor<i64>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
  check.expect_eq_const %v, dense<[[5.0, 5.0, 3.0], [6.0, 4.0, 0.0]]> : tensor<2x3xf32>
  check.expect_eq_const %i, dense<[[1, 3, 2], [2, 0, 3]]> : tensor<2x3xi32>
  %u = stablehlo.constant dense<[7, 9, 8]> : tensor<3xui8>
  %none = stablehlo.constant dense<0> : tensor<i32>
  %v0, %i0 = stablehlo.custom_call @stablehlo.dynamic_top_k(%u, %none) : (tensor<3xui8>, tensor<i32>) -> (tensor<0xui8>, tensor<0xi32>)
  check.expect_eq_const %i0, dense<> : tensor<0xi32>
  return
}

// k from the operand's own size, as JAX's exports compute it: the two
// largest of each row of a 2x3 input.
// DYNAMIC: tensor<2x2xf32> {
// DYNAMIC-NEXT: [
// DYNAMIC-NEXT: [3.000000e+00, 2.000000e+00],
// DYNAMIC-NEXT: [6.000000e+00, 5.000000e+00]
// DYNAMIC: tensor<2x2xi32> {
// DYNAMIC-NEXT: [
// DYNAMIC-NEXT: [2, 1],
// DYNAMIC-NEXT: [0, 2]
func.func public @dynamic(%x: tensor<2x?xf32>) -> (tensor<2x?xf32>, tensor<2x?xi32>) {
  %n = stablehlo.get_dimension_size %x, dim = 1 : (tensor<2x?xf32>) -> tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %k = stablehlo.subtract %n, %one : tensor<i32>
  %v, %i = stablehlo.custom_call @stablehlo.dynamic_top_k(%x, %k) {api_version = 2 : i32} : (tensor<2x?xf32>, tensor<i32>) -> (tensor<2x?xf32>, tensor<2x?xi32>)
  return %v, %i : tensor<2x?xf32>, tensor<2x?xi32>
}

// TOO-LARGE: top_k: k = 4 does not fit the last dimension
func.func public @too_large() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %k = stablehlo.constant dense<4> : tensor<i32>
  %v, %i = stablehlo.custom_call @stablehlo.dynamic_top_k(%x, %k) : (tensor<3xf32>, tensor<i32>) -> (tensor<?xf32>, tensor<?xi32>)
  return
}

// Indices other than i32 are not upstream's op: the call stays unsupported.
// INDEX-TYPE: custom_call @stablehlo.dynamic_top_k is not supported by the interpreter
func.func public @wrong_index_type() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %k = stablehlo.constant dense<1> : tensor<i32>
  %v, %i = stablehlo.custom_call @stablehlo.dynamic_top_k(%x, %k) : (tensor<3xf32>, tensor<i32>) -> (tensor<1xf32>, tensor<1xi64>)
  return
}

// `custom_call @stablehlo.dynamic_reduce_window(%inputs..., %inits...,
// %window_dimensions, %window_strides, %base_dilations, %window_dilations,
// %padding) {called_computations = [@body]}`: reduce_window with the window
// read from the operands and @body as its body.
func.func private @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %a, %b : tensor<f32>
  return %0 : tensor<f32>
}

func.func private @max_and_min(%a: tensor<f32>, %i: tensor<i32>, %b: tensor<f32>, %j: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
  %0 = stablehlo.maximum %a, %b : tensor<f32>
  %1 = stablehlo.minimum %i, %j : tensor<i32>
  return %0, %1 : tensor<f32>, tensor<i32>
}

func.func public @reduce_window() {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %dims = stablehlo.constant dense<[2, 2]> : tensor<2xi64>
  %ones = stablehlo.constant dense<1> : tensor<2xi64>
  %no_padding = stablehlo.constant dense<0> : tensor<2x2xi64>
  %sum = stablehlo.custom_call @stablehlo.dynamic_reduce_window(%x, %zero, %dims, %ones, %ones, %ones, %no_padding) {api_version = 2 : i32, called_computations = [@add]} : (tensor<2x3xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2x2xi64>) -> tensor<1x2xf32>
  check.expect_eq_const %sum, dense<[[12.0, 16.0]]> : tensor<1x2xf32>
  // Two inputs, stride 2 and a padding of one on the left of dimension 1.
  %i = stablehlo.constant dense<[[7, 8, 9], [1, 2, 3]]> : tensor<2x3xi32>
  %lowest = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %largest = stablehlo.constant dense<2147483647> : tensor<i32>
  %rows = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %strides = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %unit = stablehlo.constant dense<1> : tensor<2xi32>
  %pad = stablehlo.constant dense<[[0, 0], [1, 0]]> : tensor<2x2xi32>
  %m:2 = stablehlo.custom_call @stablehlo.dynamic_reduce_window(%x, %i, %lowest, %largest, %rows, %strides, %unit, %unit, %pad) {called_computations = [@max_and_min]} : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>) -> (tensor<2x2xf32>, tensor<2x2xi32>)
  check.expect_eq_const %m#0, dense<[[1.0, 3.0], [4.0, 6.0]]> : tensor<2x2xf32>
  check.expect_eq_const %m#1, dense<[[7, 8], [1, 2]]> : tensor<2x2xi32>
  return
}

// A cumulative sum whose window comes from the input's size, as JAX's
// shape-polymorphic cumsum writes it.
// CUMSUM: tensor<2x3xf32> {
// CUMSUM-NEXT: [
// CUMSUM-NEXT: [1.000000e+00, 3.000000e+00, 6.000000e+00],
// CUMSUM-NEXT: [6.000000e+00, 1.000000e+01, 1.500000e+01]
func.func public @cumsum(%x: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %n = stablehlo.get_dimension_size %x, dim = 1 : (tensor<2x?xf32>) -> tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<1xi32>
  %nn = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %dims = stablehlo.concatenate %one, %nn, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %ones = stablehlo.constant dense<1> : tensor<2xi32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %low = stablehlo.subtract %n, %c1 : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %low1 = stablehlo.reshape %low : (tensor<i32>) -> tensor<1xi32>
  %zero1 = stablehlo.reshape %zero : (tensor<i32>) -> tensor<1xi32>
  %pad1 = stablehlo.concatenate %low1, %zero1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %pad0 = stablehlo.constant dense<0> : tensor<2xi32>
  %pads = stablehlo.concatenate %pad0, %pad1, dim = 0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>
  %padding = stablehlo.reshape %pads : (tensor<4xi32>) -> tensor<2x2xi32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.custom_call @stablehlo.dynamic_reduce_window(%x, %init, %dims, %ones, %ones, %ones, %padding) {called_computations = [@add]} : (tensor<2x?xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<2x?xf32>
  return %sum : tensor<2x?xf32>
}

// BAD-WINDOW: 'stablehlo.custom_call': stablehlo.dynamic_reduce_window: window_strides has 1 elements; the inputs have rank 2
func.func public @bad_window() {
  %x = stablehlo.constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %two = stablehlo.constant dense<1> : tensor<2xi64>
  %one = stablehlo.constant dense<1> : tensor<1xi64>
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  %0 = stablehlo.custom_call @stablehlo.dynamic_reduce_window(%x, %zero, %two, %one, %two, %two, %pad) {called_computations = [@add]} : (tensor<1x2xf32>, tensor<f32>, tensor<2xi64>, tensor<1xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2x2xi64>) -> tensor<1x2xf32>
  return
}

// Without a body it is not upstream's op: the call stays unsupported.
// NO-BODY: custom_call @stablehlo.dynamic_reduce_window is not supported by the interpreter
func.func public @no_body() {
  %x = stablehlo.constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %two = stablehlo.constant dense<1> : tensor<2xi64>
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  %0 = stablehlo.custom_call @stablehlo.dynamic_reduce_window(%x, %zero, %two, %two, %two, %two, %pad) : (tensor<1x2xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2x2xi64>) -> tensor<1x2xf32>
  return
}

// `custom_call @stablehlo.dynamic_rng_bit_generator(%initial_state,
// %output_shape) {rng_algorithm = ...}`: rng_bit_generator with the output
// shape read from the second operand, so the same bits as the static op.
func.func public @rng_bit_generator() {
  %state = stablehlo.constant dense<[42, 7]> : tensor<2xui64>
  %shape = stablehlo.constant dense<[3, 2]> : tensor<2xi32>
  %d:2 = stablehlo.custom_call @stablehlo.dynamic_rng_bit_generator(%state, %shape) {api_version = 2 : i32, rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>, tensor<2xi32>) -> (tensor<2xui64>, tensor<3x2xui32>)
  %s:2 = stablehlo.rng_bit_generator %state, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x2xui32>)
  check.expect_eq %d#0, %s#0 : tensor<2xui64>
  check.expect_eq %d#1, %s#1 : tensor<3x2xui32>
  %three_fry = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %t:2 = stablehlo.custom_call @stablehlo.dynamic_rng_bit_generator(%three_fry, %shape) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>, tensor<2xi32>) -> (tensor<2xui64>, tensor<3x2xui64>)
  %u:2 = stablehlo.rng_bit_generator %three_fry, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x2xui64>)
  check.expect_eq %t#1, %u#1 : tensor<3x2xui64>
  return
}

// As many rows as the input has columns.
// RNG-ROWS: tensor<3x1xui32>
func.func public @rng_rows(%x: tensor<2x?xf32>) -> tensor<?x1xui32> {
  %n = stablehlo.get_dimension_size %x, dim = 1 : (tensor<2x?xf32>) -> tensor<i32>
  %rows = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %one = stablehlo.constant dense<1> : tensor<1xi32>
  %shape = stablehlo.concatenate %rows, %one, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %state = stablehlo.constant dense<[3, 4]> : tensor<2xui64>
  %r:2 = stablehlo.custom_call @stablehlo.dynamic_rng_bit_generator(%state, %shape) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<2xui64>, tensor<2xi32>) -> (tensor<2xui64>, tensor<?x1xui32>)
  return %r#1 : tensor<?x1xui32>
}

// NEGATIVE: stablehlo.dynamic_rng_bit_generator: the shape has a negative size
func.func public @negative_shape() {
  %state = stablehlo.constant dense<[42, 7]> : tensor<2xui64>
  %shape = stablehlo.constant dense<[-1]> : tensor<1xi64>
  %r:2 = stablehlo.custom_call @stablehlo.dynamic_rng_bit_generator(%state, %shape) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>, tensor<1xi64>) -> (tensor<2xui64>, tensor<?xui32>)
  return
}

// NO-ALGORITHM: custom_call @stablehlo.dynamic_rng_bit_generator is not supported by the interpreter
func.func public @no_algorithm() {
  %state = stablehlo.constant dense<[42, 7]> : tensor<2xui64>
  %shape = stablehlo.constant dense<[2]> : tensor<1xi64>
  %r:2 = stablehlo.custom_call @stablehlo.dynamic_rng_bit_generator(%state, %shape) : (tensor<2xui64>, tensor<1xi64>) -> (tensor<2xui64>, tensor<2xui32>)
  return
}

// `custom_call @stablehlo.dynamic_approx_top_k(%inputs..., %inits..., %k,
// %output_shapes...) {called_computations = [@comparator], mhlo.backend_config
// = {aggregate_to_topk = true, reduction_dim = d, ...}}`: the first k of the
// inputs sorted along d by @comparator (an exact top k, as XLA's CPU
// fallback).
func.func private @greater(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

func.func public @approx_top_k() {
  %x = stablehlo.constant dense<[[3.0, 9.0, 1.0, 7.0], [2.0, 4.0, 8.0, 6.0]]> : tensor<2x4xf32>
  %i = stablehlo.iota dim = 1 : tensor<2x4xi32>
  %lowest = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %none = stablehlo.constant dense<-1> : tensor<i32>
  %k = stablehlo.constant dense<3> : tensor<i32>
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %t:2 = stablehlo.custom_call @stablehlo.dynamic_approx_top_k(%x, %i, %lowest, %none, %k, %shape, %shape) {called_computations = [@greater], indices_of_shape_operands = dense<[5, 6]> : tensor<2xi64>, mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64}} : (tensor<2x4xf32>, tensor<2x4xi32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
  check.expect_eq_const %t#0, dense<[[9.0, 7.0, 3.0], [8.0, 6.0, 4.0]]> : tensor<2x3xf32>
  check.expect_eq_const %t#1, dense<[[1, 3, 0], [2, 3, 1]]> : tensor<2x3xi32>
  return
}

// APPROX-K: stablehlo.dynamic_approx_top_k: k = 5 does not fit dimension 0
func.func public @approx_k_too_large() {
  %x = stablehlo.constant dense<[3.0, 9.0, 1.0, 7.0]> : tensor<4xf32>
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  %lowest = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %none = stablehlo.constant dense<-1> : tensor<i32>
  %k = stablehlo.constant dense<5> : tensor<i32>
  %t:2 = stablehlo.custom_call @stablehlo.dynamic_approx_top_k(%x, %i, %lowest, %none, %k) {called_computations = [@greater], mhlo.backend_config = {aggregate_to_topk = true, reduction_dim = 0 : i64}} : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>, tensor<i32>) -> (tensor<?xf32>, tensor<?xi32>)
  return
}

// Without aggregate_to_topk the result holds candidates, not a top k.
// NOT-AGGREGATED: custom_call @stablehlo.dynamic_approx_top_k is not supported by the interpreter
func.func public @not_aggregated() {
  %x = stablehlo.constant dense<[3.0, 9.0, 1.0, 7.0]> : tensor<4xf32>
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  %lowest = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %none = stablehlo.constant dense<-1> : tensor<i32>
  %k = stablehlo.constant dense<2> : tensor<i32>
  %t:2 = stablehlo.custom_call @stablehlo.dynamic_approx_top_k(%x, %i, %lowest, %none, %k) {called_computations = [@greater], mhlo.backend_config = {aggregate_to_topk = false, reduction_dim = 0 : i64}} : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>, tensor<i32>) -> (tensor<?xf32>, tensor<?xi32>)
  return
}

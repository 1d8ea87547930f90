// `custom_call @stablehlo.dynamic_top_k(%operand, %k)`, StableHLO's
// experimental op that JAX's shape-polymorphic exports use for top_k: the k
// largest elements along the last dimension and their indices (i32), as
// chlo.top_k, with k read at run time.
// RUN: hlokit-run %s --entry main
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

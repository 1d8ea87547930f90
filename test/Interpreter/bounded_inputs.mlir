// A function with bounded or `?` parameters accepts .npy inputs of any size
// that fits; a size above a bound is an error naming the input and dimension.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hlokit-run %s --output-dir %t | FileCheck %s --check-prefix=MAKE
// RUN: hlokit-run %s --entry self_concat_size --input %t/result0.npy | FileCheck %s --check-prefix=THREE
// RUN: hlokit-run %s --entry self_concat_size --input %t/result1.npy | FileCheck %s --check-prefix=SIXTEEN
// RUN: not hlokit-run %s --entry self_concat_size --input %t/result2.npy 2>&1 | FileCheck %s --check-prefix=TOOBIG
// RUN: hlokit-run %s --entry unbounded --input %t/result2.npy | FileCheck %s --check-prefix=UNBOUNDED
// RUN: not hlokit-run %s --entry unbounded --input %t/result3.npy 2>&1 | FileCheck %s --check-prefix=RANK

// MAKE: tensor<3xi32> {
// MAKE: tensor<16xi32> {
// MAKE: tensor<17xi32> {
// MAKE: tensor<2x2xi32> {
func.func @make() -> (tensor<3xi32>, tensor<16xi32>, tensor<17xi32>, tensor<2x2xi32>) {
  %a = stablehlo.constant dense<[5, 6, 7]> : tensor<3xi32>
  %b = stablehlo.iota dim = 0 : tensor<16xi32>
  %c = stablehlo.iota dim = 0 : tensor<17xi32>
  %d = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  return %a, %b, %c, %d : tensor<3xi32>, tensor<16xi32>, tensor<17xi32>, tensor<2x2xi32>
}

// THREE: tensor<i32> {6}
// SIXTEEN: tensor<i32> {32}
// TOOBIG: hlokit-run: error: input 0 ({{.*}}result2.npy): expected tensor<?xi32, #stablehlo.bounds<16>>, got tensor<17xi32>: dimension 0 has runtime size 17 which exceeds its bound 16 in tensor<?xi32, #stablehlo.bounds<16>>
func.func private @self_concat_size(%data: tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>) -> tensor<i32> {
  %concat = "stablehlo.concatenate"(%data, %data) {dimension = 0 : i64}
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>,
       tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>)
      -> tensor<?xi32, #stablehlo.type_extensions<bounds = [32]>>
  %result = stablehlo.get_dimension_size %concat, dim = 0
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [32]>>) -> tensor<i32>
  func.return %result : tensor<i32>
}

// UNBOUNDED: tensor<34xi32> {
// RANK: hlokit-run: error: input 0 ({{.*}}result3.npy): expected tensor<?xi32>, got tensor<2x2xi32>: rank 2 does not match the rank 1 of tensor<?xi32>
func.func private @unbounded(%data: tensor<?xi32>) -> tensor<?xi32> {
  %concat = stablehlo.concatenate %data, %data, dim = 0 : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  func.return %concat : tensor<?xi32>
}

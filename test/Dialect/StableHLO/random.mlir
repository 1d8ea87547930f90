// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// Upstream prints the enum keywords with two spaces after `=`.
// CHECK-LABEL: func.func @rng
func.func @rng(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %p: tensor<i1>, %shape: tensor<2xi64>) {
  // CHECK-NEXT: %c = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  // CHECK-NEXT: %0 = stablehlo.rng %arg0, %arg1, %c, distribution =  UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  // CHECK-NEXT: %1 = stablehlo.rng %arg0, %arg1, %c, distribution =  NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  // CHECK-NEXT: %2 = stablehlo.rng %arg2, %arg2, %arg4, distribution =  UNIFORM : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<5x?xi32>
  // CHECK-NEXT: %3 = stablehlo.rng %arg3, %arg3, %c, distribution =  UNIFORM : (tensor<i1>, tensor<i1>, tensor<2xi64>) -> tensor<3x4xi1>
  %c = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %0 = stablehlo.rng %a, %b, %c, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  %1 = "stablehlo.rng"(%a, %b, %c) <{rng_distribution = #stablehlo<rng_distribution NORMAL>}> : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  %2 = stablehlo.rng %i, %i, %shape, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<5x?xi32>
  %3 = stablehlo.rng %p, %p, %c, distribution = UNIFORM : (tensor<i1>, tensor<i1>, tensor<2xi64>) -> tensor<3x4xi1>
  func.return
}

// CHECK-LABEL: func.func @rng_bit_generator
func.func @rng_bit_generator(%s2: tensor<2xui64>, %s3: tensor<3xui64>) {
  // CHECK-NEXT: %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm =  DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<10x12xui32>)
  // CHECK-NEXT: %output_state_0, %output_1 = stablehlo.rng_bit_generator %arg0, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui64>)
  // CHECK-NEXT: %output_state_2, %output_3 = stablehlo.rng_bit_generator %arg1, algorithm =  PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x2xf32>)
  // CHECK-NEXT: %output_state_4, %output_5 = stablehlo.rng_bit_generator %arg0, algorithm =  PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<7xi8>)
  %0:2 = stablehlo.rng_bit_generator %s2, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<10x12xui32>)
  %1:2 = stablehlo.rng_bit_generator %s2, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui64>)
  %2:2 = "stablehlo.rng_bit_generator"(%s3) <{rng_algorithm = #stablehlo<rng_algorithm PHILOX>}> : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x2xf32>)
  %3:2 = stablehlo.rng_bit_generator %s2, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<7xi8>)
  func.return
}

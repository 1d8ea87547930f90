// RUN: hlokit-translate --serialize --target=0.9.0 %s | hlokit-translate --deserialize | FileCheck %s
// RUN: hlokit-translate --serialize --target=current %s | hlokit-translate --deserialize | FileCheck %s

// Integer lists read back as dense arrays only where the stablehlo op itself
// holds one (broadcast_in_dim's dimensions); discardable attributes of any op
// (jax's `indices_of_shape_operands` on a custom_call, a module's `mhlo.*`)
// keep their elements, as upstream's reader keeps them. A discardable dense
// array is written as elements, as upstream writes it, so it reads back as
// elements too.

// CHECK: module attributes {mhlo.layout = dense<[1, 0]> : tensor<2xi64>}
module attributes {mhlo.layout = dense<[1, 0]> : tensor<2xi64>} {
  // CHECK-LABEL: func.func @main
  func.func @main(%a: tensor<3x4xf32>, %n: tensor<2xi32>) -> tensor<?x4xf32> {
    // CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [0, 1]
    %b = stablehlo.broadcast_in_dim %a, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4xf32>
    // CHECK: stablehlo.custom_call @dynamic_kernel(%{{.*}}, %{{.*}}) {api_version = 2 : i32, flags = dense<[true, false]> : tensor<2xi1>, indices_of_shape_operands = dense<1> : tensor<1xi64>, my.dims = dense<[4, 5]> : tensor<2xi64>, my.flags = dense<true> : tensor<1xi1>}
    %c = stablehlo.custom_call @dynamic_kernel(%b, %n) {api_version = 2 : i32, flags = dense<[true, false]> : tensor<2xi1>, indices_of_shape_operands = dense<1> : tensor<1xi64>, my.dims = array<i64: 4, 5>, my.flags = array<i1: true>} : (tensor<3x4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
    return %c : tensor<?x4xf32>
  }
}

// RUN: hlokit-opt --hlokit-stablehlo-to-vhlo=target=0.9.0 --mlir-print-op-generic %s | FileCheck %s
// RUN: hlokit-translate --serialize --target=0.9.0 %s | hlokit-translate --deserialize | FileCheck %s --check-prefix=BACK
// RUN: hlokit-translate --serialize --target=1.22.0 %s | hlokit-translate --deserialize | FileCheck %s --check-prefix=BACK

// The ops the spec dropped are written as upstream's _v1 ops, at every
// version since 0.9.0, and read back (docs/legacy-ops.md).

// An absent precision_config is written as [DEFAULT, DEFAULT] and dropped
// again on the way back.
// CHECK-DAG: "vhlo.dot_v1"(%{{.*}}, %{{.*}}) <{precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>}>
// CHECK-DAG: "vhlo.dot_v1"(%{{.*}}, %{{.*}}) <{precision_config = #vhlo.array_v1<[#vhlo<precision_v1 HIGH>, #vhlo<precision_v1 DEFAULT>]>}>
// BACK-LABEL: func.func @dot
// BACK: stablehlo.dot %arg0, %arg1 : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
// BACK: stablehlo.dot %arg0, %arg1, precision = [HIGH, DEFAULT] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
func.func @dot(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  %1 = stablehlo.dot %a, %b, precision = [HIGH, DEFAULT] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  %2 = stablehlo.add %0, %1 : tensor<2xf32>
  return %2 : tensor<2xf32>
}

// CHECK-DAG: "vhlo.broadcast_v1"(%{{.*}}) <{broadcast_sizes = #vhlo.tensor_v1<dense<[1, 2]> : tensor<2xi64>>}>
// BACK-LABEL: func.func @broadcast
// BACK: stablehlo.broadcast %arg0, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
func.func @broadcast(%a: tensor<3xi32>) -> tensor<1x2x3xi32> {
  %0 = stablehlo.broadcast %a, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
  return %0 : tensor<1x2x3xi32>
}

// CHECK-DAG: "vhlo.einsum_v1"(%{{.*}}, %{{.*}}) <{einsum_config = #vhlo.string_v1<"ab,bc->ac">}>
// CHECK-DAG: "vhlo.unary_einsum_v1"(%{{.*}}) <{einsum_config = #vhlo.string_v1<"ab->a">}>
// BACK-LABEL: func.func @einsum
// BACK: stablehlo.einsum %arg0, %arg1, config = "ab,bc->ac" : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
// BACK: stablehlo.unary_einsum %arg0, config = "ab->a" : (tensor<4x16xf32>) -> tensor<4xf32>
func.func @einsum(%a: tensor<4x16xf32>, %b: tensor<16x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>) {
  %0 = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
  %1 = stablehlo.unary_einsum %a, config = "ab->a" : (tensor<4x16xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4x4xf32>, tensor<4xf32>
}

// CHECK-DAG: "vhlo.torch_index_select_v1"(%{{.*}}, %{{.*}}) <{batch_dims = #vhlo.integer_v1<1 : i64>, dim = #vhlo.integer_v1<2 : i64>}>
// CHECK-DAG: "vhlo.cross-replica-sum_v1"(%{{.*}}) <{replica_groups = #vhlo.tensor_v1<dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>>}>
// BACK-LABEL: func.func @select_and_sum
// BACK: "stablehlo.torch_index_select"(%arg0, %arg1) <{batch_dims = 1 : i64, dim = 2 : i64}> : (tensor<2x3x4xf32>, tensor<2x5xi32>) -> tensor<2x3x5xf32>
// BACK: "stablehlo.cross-replica-sum"(%0) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
func.func @select_and_sum(%a: tensor<2x3x4xf32>, %i: tensor<2x5xi32>) -> tensor<2x3x5xf32> {
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 2 : i64, batch_dims = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x5xi32>) -> tensor<2x3x5xf32>
  %1 = "stablehlo.cross-replica-sum"(%0) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return %1 : tensor<2x3x5xf32>
}

// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The ops the spec dropped, in upstream's printed forms.

// CHECK-LABEL: func.func @dot
func.func @dot(%a: tensor<1x2xi32>, %b: tensor<2x1xi32>, %v: tensor<2xi32>) -> (tensor<1x1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<i32>) {
  // CHECK-NEXT: %0 = stablehlo.dot %arg0, %arg1 : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
  // GENERIC: "stablehlo.dot"(%{{.*}}, %{{.*}}) : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
  %0 = stablehlo.dot %a, %b : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
  // CHECK-NEXT: %1 = stablehlo.dot %arg0, %arg2, precision = [DEFAULT, HIGHEST] : (tensor<1x2xi32>, tensor<2xi32>) -> tensor<1xi32>
  // GENERIC: "stablehlo.dot"(%{{.*}}, %{{.*}}) <{precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]}> : (tensor<1x2xi32>, tensor<2xi32>) -> tensor<1xi32>
  %1 = stablehlo.dot %a, %v, precision = [DEFAULT, HIGHEST] : (tensor<1x2xi32>, tensor<2xi32>) -> tensor<1xi32>
  // CHECK-NEXT: %2 = stablehlo.dot %arg2, %arg1 : (tensor<2xi32>, tensor<2x1xi32>) -> tensor<1xi32>
  %2 = "stablehlo.dot"(%v, %b) : (tensor<2xi32>, tensor<2x1xi32>) -> tensor<1xi32>
  // CHECK-NEXT: %3 = stablehlo.dot %arg2, %arg2 : (tensor<2xi32>, tensor<2xi32>) -> tensor<i32>
  %3 = stablehlo.dot %v, %v : (tensor<2xi32>, tensor<2xi32>) -> tensor<i32>
  return %0, %1, %2, %3 : tensor<1x1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<i32>
}

// An empty precision list prints as such, as upstream's.
// CHECK-LABEL: func.func @dot_empty_precision
func.func @dot_empty_precision(%v: tensor<3xi64>) -> tensor<i64> {
  // CHECK-NEXT: %0 = stablehlo.dot %arg0, %arg0, precision = [] : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>
  // GENERIC: "stablehlo.dot"(%{{.*}}, %{{.*}}) <{precision_config = []}>
  %0 = "stablehlo.dot"(%v, %v) {precision_config = []} : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>
  return %0 : tensor<i64>
}

// A dynamic dimension is compatible with any size.
// CHECK-LABEL: func.func @dot_dynamic
func.func @dot_dynamic(%a: tensor<?x2xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xf32> {
  // CHECK-NEXT: stablehlo.dot %arg0, %arg1 : (tensor<?x2xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  %0 = stablehlo.dot %a, %b : (tensor<?x2xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// CHECK-LABEL: func.func @broadcast
func.func @broadcast(%a: tensor<3xi32>) -> tensor<1x2x3xi32> {
  // CHECK-NEXT: %0 = stablehlo.broadcast %arg0, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
  // GENERIC: "stablehlo.broadcast"(%{{.*}}) <{broadcast_sizes = array<i64: 1, 2>}> : (tensor<3xi32>) -> tensor<1x2x3xi32>
  %0 = stablehlo.broadcast %a, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
  return %0 : tensor<1x2x3xi32>
}

// CHECK-LABEL: func.func @einsum
func.func @einsum(%a: tensor<4x16xf32>, %b: tensor<16x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>) {
  // CHECK-NEXT: %0 = stablehlo.einsum %arg0, %arg1, config = "ab,bc->ac" : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
  // GENERIC: "stablehlo.einsum"(%{{.*}}, %{{.*}}) <{einsum_config = "ab,bc->ac"}> : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
  %0 = "stablehlo.einsum"(%a, %b) {einsum_config = "ab,bc->ac"} : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
  // CHECK-NEXT: %1 = stablehlo.unary_einsum %arg0, config = "ab->a" : (tensor<4x16xf32>) -> tensor<4xf32>
  // GENERIC: "stablehlo.unary_einsum"(%{{.*}}) <{einsum_config = "ab->a"}> : (tensor<4x16xf32>) -> tensor<4xf32>
  %1 = stablehlo.unary_einsum %a, config = "ab->a" : (tensor<4x16xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4x4xf32>, tensor<4xf32>
}

// Without a pretty form upstream, these two print generically.
// CHECK-LABEL: func.func @torch_index_select
func.func @torch_index_select(%a: tensor<8x128x3072x64xf32>, %i: tensor<8x16x1024xi32>) -> tensor<8x128x16x1024x64xf32> {
  // CHECK-NEXT: %0 = "stablehlo.torch_index_select"(%arg0, %arg1) <{batch_dims = 1 : i64, dim = 2 : i64}> : (tensor<8x128x3072x64xf32>, tensor<8x16x1024xi32>) -> tensor<8x128x16x1024x64xf32>
  // GENERIC: "stablehlo.torch_index_select"(%{{.*}}, %{{.*}}) <{batch_dims = 1 : i64, dim = 2 : i64}>
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 2 : i64, batch_dims = 1 : i64} : (tensor<8x128x3072x64xf32>, tensor<8x16x1024xi32>) -> tensor<8x128x16x1024x64xf32>
  return %0 : tensor<8x128x16x1024x64xf32>
}

// CHECK-LABEL: func.func @cross_replica_sum
func.func @cross_replica_sum(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: %0 = "stablehlo.cross-replica-sum"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  // GENERIC: "stablehlo.cross-replica-sum"(%{{.*}}) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}>
  %0 = "stablehlo.cross-replica-sum"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// As upstream, lhs may be per-tensor quantized and rhs per-axis too.
// CHECK-LABEL: func.func @quantized_dot
func.func @quantized_dot(%a: tensor<2x2x!quant.uniform<i8:f32, 2.0:15>>, %b: tensor<2x2x!quant.uniform<i8<-127:127>:f32:0, {0.5, 0.25}>>) -> tensor<2x2x!quant.uniform<i8:f32, 10.0:50>> {
  // CHECK-NEXT: stablehlo.dot %arg0, %arg1 : (tensor<2x2x!quant.uniform<i8:f32, 2.000000e+00:15>>, tensor<2x2x!quant.uniform<i8<-127:127>:f32:0, {5.000000e-01,2.500000e-01}>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.000000e+01:50>>
  %0 = "stablehlo.dot"(%a, %b) : (tensor<2x2x!quant.uniform<i8:f32, 2.0:15>>, tensor<2x2x!quant.uniform<i8<-127:127>:f32:0, {0.5, 0.25}>>) -> tensor<2x2x!quant.uniform<i8:f32, 10.0:50>>
  return %0 : tensor<2x2x!quant.uniform<i8:f32, 10.0:50>>
}

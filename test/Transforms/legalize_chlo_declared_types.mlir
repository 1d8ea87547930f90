// RUN: hlokit-opt %s --hlokit-legalize-chlo | FileCheck %s
// RUN: hlokit-opt %s --hlokit-legalize-chlo | hlokit-run - --entry main | FileCheck %s --check-prefix=VALUES

// A chlo result may be declared less (or more) static than what its
// lowering infers; the lowering's last op takes the declared type, so the
// result's users (here func.return) see the type they were written for.

// CHECK-LABEL: func.func @erf
// CHECK-NOT: chlo.
// CHECK: %[[R:.*]] = stablehlo.{{[a-z_]+}} {{.*}} -> tensor<?xf32>
// CHECK-NEXT: return %[[R]] : tensor<?xf32>
func.func @erf(%a: tensor<4xf32>) -> tensor<?xf32> {
  %0 = chlo.erf %a : tensor<4xf32> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @top_k
// CHECK: stablehlo.sort
// CHECK: %[[V:.*]] = stablehlo.slice {{.*}} -> tensor<?xf32>
// CHECK: %[[I:.*]] = stablehlo.slice {{.*}} -> tensor<?xi32>
// CHECK-NEXT: return %[[V]], %[[I]] : tensor<?xf32>, tensor<?xi32>
func.func @top_k(%a: tensor<8xf32>) -> (tensor<?xf32>, tensor<?xi32>) {
  %0:2 = chlo.top_k(%a, k = 3) : tensor<8xf32> -> (tensor<?xf32>, tensor<?xi32>)
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xi32>
}

// Dynamic operands, a static declared result.
// CHECK-LABEL: func.func @more_static
// CHECK: %[[S:.*]] = stablehlo.add {{.*}} : tensor<4xf32>
// CHECK-NEXT: return %[[S]] : tensor<4xf32>
func.func @more_static(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<4xf32> {
  %0 = chlo.broadcast_add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @ranks
// CHECK: %[[M:.*]] = stablehlo.multiply {{.*}} : tensor<?x4xf32>
// CHECK-NEXT: return %[[M]] : tensor<?x4xf32>
func.func @ranks(%a: tensor<4xf32>, %b: tensor<3x4xf32>) -> tensor<?x4xf32> {
  %0 = chlo.broadcast_multiply %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// The values are those of the static program.
// VALUES: tensor<3xf32> {
// VALUES-NEXT: [9.000000e+00, 7.000000e+00, 6.000000e+00]
// VALUES: tensor<3xi32> {
// VALUES-NEXT: [4, 3, 7]
// VALUES: tensor<2x4xf32> {
// VALUES-NEXT: [
// VALUES-NEXT: [0.000000e+00, 2.000000e+00, 6.000000e+00, 1.200000e+01],
// VALUES-NEXT: [0.000000e+00, 6.000000e+00, 1.200000e+01, 2.400000e+01]
func.func @main() -> (tensor<?xf32>, tensor<?xi32>, tensor<?x4xf32>) {
  %x = stablehlo.constant dense<[1.0, 3.0, 5.0, 7.0, 9.0, 2.0, 4.0, 6.0]> : tensor<8xf32>
  %t:2 = func.call @top_k(%x) : (tensor<8xf32>) -> (tensor<?xf32>, tensor<?xi32>)
  %a = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = stablehlo.constant dense<[[0.0, 1.0, 2.0, 3.0], [0.0, 3.0, 4.0, 6.0]]> : tensor<2x4xf32>
  %m = chlo.broadcast_multiply %a, %b : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<?x4xf32>
  return %t#0, %t#1, %m : tensor<?xf32>, tensor<?xi32>, tensor<?x4xf32>
}

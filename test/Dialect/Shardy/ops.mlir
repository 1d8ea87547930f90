// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

sdy.mesh @mesh = <["x"=2, "y"=2]>

// CHECK-LABEL: func.func @sharding_constraint
func.func @sharding_constraint(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // CHECK-NEXT: %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x", ?}, {}]> : tensor<4x8xf32>
  // CHECK-NEXT: %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {"y"}p1], replicated={"x"}> : tensor<4x8xf32>
  // CHECK-NEXT: %2 = sdy.sharding_constraint %1 <mesh<["a"=4]>, [{"a":(1)2}, {}]> {note = "kept"} : tensor<4x8xf32>
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x", ?}, {}]> : tensor<4x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {"y"}p1], replicated={"x"}> : tensor<4x8xf32>
  %2 = sdy.sharding_constraint %1 <mesh<["a"=4]>, [{"a":(1)2}, {}]> {note = "kept"} : tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @reshard
func.func @reshard(%arg0: tensor<4x8xf32>, %arg1: tensor<i32>) -> tensor<4x8xf32> {
  // CHECK-NEXT: %0 = sdy.reshard %arg0 <@mesh, [{"y"}, {"x"}]> : tensor<4x8xf32>
  // CHECK-NEXT: %1 = sdy.reshard %arg1 <@mesh, [], unreduced={"y"}> : tensor<i32>
  %0 = sdy.reshard %arg0 <@mesh, [{"y"}, {"x"}]> : tensor<4x8xf32>
  %1 = sdy.reshard %arg1 <@mesh, [], unreduced={"y"}> : tensor<i32>
  return %0 : tensor<4x8xf32>
}

// RUN: hlokit-opt %s -split-input-file -sdy-constant-or-scalar-splitter | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-constant-or-scalar-splitter --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s

// Each non-constant user gets its own copy of the constant sub-computation;
// the constants become sdy.constant and keep their attributes.
// CHECK-LABEL: func @split
func.func @split(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // The copies are made where the original was.
  // CHECK-NEXT: %[[C0:.*]] = sdy.constant {foo} dense<1.000000e+00>
  // CHECK-NEXT: %[[C1:.*]] = sdy.constant {foo} dense<1.000000e+00>
  // CHECK-NEXT: %[[N0:.*]] = stablehlo.negate %[[C0]]
  // CHECK-NEXT: %[[N1:.*]] = stablehlo.negate %[[C1]]
  // CHECK-NEXT: %[[A:.*]] = stablehlo.add %arg0, %[[N0]]
  // CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %[[N1]]
  // CHECK-NEXT: return %[[A]], %[[M]]
  %0 = stablehlo.constant {foo} dense<1.0> : tensor<8xf32>
  %1 = stablehlo.negate %0 : tensor<8xf32>
  %2 = stablehlo.add %arg0, %1 : tensor<8xf32>
  %3 = stablehlo.multiply %arg0, %1 : tensor<8xf32>
  return %2, %3 : tensor<8xf32>, tensor<8xf32>
}

// -----

// A broadcast of a scalar is split, the scalar isn't.
// CHECK-LABEL: func @scalar_expansion
func.func @scalar_expansion(%arg0: tensor<8xf32>, %arg1: tensor<f32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK-NEXT: %[[B0:.*]] = stablehlo.broadcast_in_dim %arg1, dims = []
  // CHECK-NEXT: %[[B1:.*]] = stablehlo.broadcast_in_dim %arg1, dims = []
  // CHECK-NEXT: %[[A:.*]] = stablehlo.add %arg0, %[[B0]]
  // CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %[[B1]]
  %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
  %1 = stablehlo.add %arg0, %0 : tensor<8xf32>
  %2 = stablehlo.multiply %arg0, %0 : tensor<8xf32>
  return %1, %2 : tensor<8xf32>, tensor<8xf32>
}

// -----

// A call of a function of only constant ops is a constant: each user calls
// its own copy, which remembers the original name.
// CHECK-LABEL: func @constant_call
func.func @constant_call() -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK-NEXT: %[[C0:.*]] = call @foo_0()
  // CHECK-NEXT: %[[C1:.*]] = call @foo_1()
  // CHECK-NEXT: %[[A0:.*]] = stablehlo.abs %[[C0]]
  // CHECK-NEXT: %[[A1:.*]] = stablehlo.abs %[[C1]]
  %0 = call @foo() : () -> tensor<8xf32>
  %1 = stablehlo.abs %0 : tensor<8xf32>
  %2 = stablehlo.abs %0 : tensor<8xf32>
  return %1, %2 : tensor<8xf32>, tensor<8xf32>
}
// CHECK-LABEL: func.func private @foo()
func.func private @foo() -> tensor<8xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
// CHECK-LABEL: func.func private @foo_0() -> tensor<8xf32> attributes {sdy.original_func_name = "foo"}
// CHECK-LABEL: func.func private @foo_1() -> tensor<8xf32> attributes {sdy.original_func_name = "foo"}

// -----

// The sharding groups of a copied value are copied with it.
// CHECK-LABEL: func @sharding_group
func.func @sharding_group(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK-NEXT: %[[C0:.*]] = sdy.constant
  // CHECK-NEXT: sdy.sharding_group %[[C0]] group_id=1
  // CHECK-NEXT: %[[C1:.*]] = sdy.constant
  // CHECK-NEXT: sdy.sharding_group %[[C1]] group_id=1
  // CHECK-NEXT: stablehlo.add %arg0, %[[C0]]
  // CHECK-NEXT: stablehlo.subtract %arg0, %[[C1]]
  // CHECK-NEXT: return
  %0 = stablehlo.constant dense<1.0> : tensor<8xf32>
  sdy.sharding_group %0 group_id=1 : tensor<8xf32>
  %1 = stablehlo.add %arg0, %0 : tensor<8xf32>
  %2 = stablehlo.subtract %arg0, %0 : tensor<8xf32>
  return %1, %2 : tensor<8xf32>, tensor<8xf32>
}

// -----

// A function with an op that isn't constant preserving (a custom call) is
// not a constant: its call is shared.
// CHECK-LABEL: func @non_constant_call
func.func @non_constant_call() -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK-NEXT: %[[C:.*]] = call @bar()
  // CHECK-NEXT: stablehlo.abs %[[C]]
  // CHECK-NEXT: stablehlo.abs %[[C]]
  %0 = call @bar() : () -> tensor<8xf32>
  %1 = stablehlo.abs %0 : tensor<8xf32>
  %2 = stablehlo.abs %0 : tensor<8xf32>
  return %1, %2 : tensor<8xf32>, tensor<8xf32>
}
// CHECK-NOT: @bar_0
func.func private @bar() -> tensor<8xf32> {
  %0 = stablehlo.custom_call @foo() : () -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// A quantized constant keeps its type.
// CHECK-LABEL: func @quantized
func.func @quantized() -> (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>) {
  // CHECK-NEXT: sdy.constant() <{value = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  // CHECK-NEXT: sdy.constant() <{value = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  %0 = stablehlo.constant() {value = dense<[1, 2]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  %1 = stablehlo.abs %0 : tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  %2 = stablehlo.negate %0 : tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  return %1, %2 : tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
}

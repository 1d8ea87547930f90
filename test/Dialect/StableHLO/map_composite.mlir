// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// CHECK-LABEL: func.func @map
func.func @map(%a: tensor<2x3xf32>, %b: tensor<2x3xi32>) -> tensor<2x3xf32> {
  // CHECK-NEXT: %0 = "stablehlo.map"(%arg0, %arg1) <{dimensions = array<i64: 0, 1>}> ({
  // CHECK-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<i32>):
  // CHECK-NEXT:   %1 = stablehlo.convert %arg3 : (tensor<i32>) -> tensor<f32>
  // CHECK-NEXT:   %2 = stablehlo.multiply %arg2, %1 : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %2 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  %0 = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<i32>):
    %1 = stablehlo.convert %y : (tensor<i32>) -> tensor<f32>
    %2 = stablehlo.multiply %x, %1 : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

func.func private @impl(%x: tensor<f32>, %t: !stablehlo.token) -> (tensor<f32>, !stablehlo.token) {
  func.return %x, %t : tensor<f32>, !stablehlo.token
}

// CHECK-LABEL: func.func @composite
func.func @composite(%x: tensor<f32>, %t: !stablehlo.token) -> tensor<f32> {
  // CHECK-NEXT: %0:2 = stablehlo.composite "my.op" %arg0, %arg1 {composite_attributes = {n = 2 : i64, s = "x"}, decomposition = @impl} : (tensor<f32>, !stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  // CHECK-NEXT: %1:2 = stablehlo.composite "my.op" %0#0, %0#1 {decomposition = @impl, version = 3 : i32} : (tensor<f32>, !stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  // CHECK-NEXT: %2:2 = stablehlo.composite "a.b.c" %1#0, %1#1 {decomposition = @impl} : (tensor<f32>, !stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  // CHECK-NEXT: %3:2 = stablehlo.composite "_n1._.$" %2#0, %2#1 {decomposition = @impl} : (tensor<f32>, !stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  %0:2 = stablehlo.composite "my.op" %x, %t {composite_attributes = {n = 2 : i64, s = "x"}, decomposition = @impl} : (tensor<f32>, !stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  %1:2 = "stablehlo.composite"(%0#0, %0#1) <{name = "my.op", decomposition = @impl, version = 3 : i32, composite_attributes = {}}> : (tensor<f32>, !stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  %2:2 = stablehlo.composite "a.b.c" %1#0, %1#1 {decomposition = @impl, version = 0 : i32} : (tensor<f32>, !stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  // Parts of letters, digits, `_` and `$`; the namespace starts with a letter or `_`.
  %3:2 = stablehlo.composite "_n1._.$" %2#0, %2#1 {decomposition = @impl} : (tensor<f32>, !stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  func.return %2#0 : tensor<f32>
}

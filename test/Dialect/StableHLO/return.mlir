// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// `stablehlo.return` ends the regions of stablehlo ops; its pretty form lists
// the operands and then their types, and omits both when there are none.

// CHECK-LABEL: func.func @return_one_value
func.func @return_one_value(%pred: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // CHECK:      stablehlo.return %arg1 : tensor<f32>
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   stablehlo.return %arg1 : tensor<f32>
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<f32>
  }, {
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) : (tensor<i1>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @return_several_values
func.func @return_several_values(%pred: tensor<i1>, %a: tensor<f32>, %t: !stablehlo.token, %u: tuple<tensor<i32>>) -> (tensor<f32>, !stablehlo.token) {
  // CHECK:      stablehlo.return %arg1, %arg2 : tensor<f32>, !stablehlo.token
  %0:2 = "stablehlo.if"(%pred) ({
    stablehlo.return %a, %t : tensor<f32>, !stablehlo.token
  }, {
    stablehlo.return %a, %t : tensor<f32>, !stablehlo.token
  }) : (tensor<i1>) -> (tensor<f32>, !stablehlo.token)
  func.return %0#0, %0#1 : tensor<f32>, !stablehlo.token
}

// CHECK-LABEL: func.func @return_nothing
func.func @return_nothing(%pred: tensor<i1>) {
  // CHECK:      "stablehlo.if"(%arg0) ({
  // CHECK-NEXT:   stablehlo.return{{ *$}}
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   stablehlo.return{{ *$}}
  // CHECK-NEXT: }) : (tensor<i1>) -> ()
  "stablehlo.if"(%pred) ({
    stablehlo.return
  }, {
    "stablehlo.return"() : () -> ()
  }) : (tensor<i1>) -> ()
  func.return
}

// As upstream, the op has no parent restriction: upstream's own test files
// end functions with it.
// CHECK-LABEL: func.func @return_as_function_terminator
func.func @return_as_function_terminator(%a: tensor<3xi64>) -> tensor<3xi64> {
  // CHECK-NEXT: stablehlo.return %arg0 : tensor<3xi64>
  "stablehlo.return"(%a) : (tensor<3xi64>) -> ()
}

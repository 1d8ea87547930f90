// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// CHECK-LABEL: func.func @tuple_ops
func.func @tuple_ops(%a: tensor<2xf32>, %b: tensor<i32>, %t: !stablehlo.token) -> tensor<i32> {
  // CHECK-NEXT: %0 = stablehlo.tuple %arg1 : tuple<tensor<i32>>
  // CHECK-NEXT: %1 = stablehlo.tuple %arg0, %0 : tuple<tensor<2xf32>, tuple<tensor<i32>>>
  // CHECK-NEXT: %2 = stablehlo.tuple %arg2, %arg0 : tuple<!stablehlo.token, tensor<2xf32>>
  // CHECK-NEXT: %3 = stablehlo.tuple : tuple<>
  // CHECK-NEXT: %4 = stablehlo.get_tuple_element %1[1] : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tuple<tensor<i32>>
  // CHECK-NEXT: %5 = stablehlo.get_tuple_element %4[0] : (tuple<tensor<i32>>) -> tensor<i32>
  // CHECK-NEXT: %6 = stablehlo.get_tuple_element %2[0] : (tuple<!stablehlo.token, tensor<2xf32>>) -> !stablehlo.token
  // CHECK-NEXT: return %5 : tensor<i32>
  %0 = stablehlo.tuple %b : tuple<tensor<i32>>
  %1 = stablehlo.tuple %a, %0 : tuple<tensor<2xf32>, tuple<tensor<i32>>>
  %2 = stablehlo.tuple %t, %a : tuple<!stablehlo.token, tensor<2xf32>>
  %3 = stablehlo.tuple : tuple<>
  %4 = stablehlo.get_tuple_element %1[1] : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tuple<tensor<i32>>
  %5 = stablehlo.get_tuple_element %4[0] : (tuple<tensor<i32>>) -> tensor<i32>
  %6 = stablehlo.get_tuple_element %2[0] : (tuple<!stablehlo.token, tensor<2xf32>>) -> !stablehlo.token
  func.return %5 : tensor<i32>
}

// Generic input (upstream's spelling of the attribute) prints in pretty form.
// CHECK-LABEL: func.func @tuple_ops_from_generic_form
func.func @tuple_ops_from_generic_form(%a: tensor<i32>) -> tensor<i32> {
  // CHECK-NEXT: %0 = stablehlo.tuple %arg0, %arg0 : tuple<tensor<i32>, tensor<i32>>
  // CHECK-NEXT: %1 = stablehlo.get_tuple_element %0[1] : (tuple<tensor<i32>, tensor<i32>>) -> tensor<i32>
  %0 = "stablehlo.tuple"(%a, %a) : (tensor<i32>, tensor<i32>) -> tuple<tensor<i32>, tensor<i32>>
  %1 = "stablehlo.get_tuple_element"(%0) {index = 1 : i32} : (tuple<tensor<i32>, tensor<i32>>) -> tensor<i32>
  func.return %1 : tensor<i32>
}

// A declared element type may be more specific than the tuple's.
// CHECK-LABEL: func.func @get_tuple_element_refines
func.func @get_tuple_element_refines(%t: tuple<tensor<?xf32>>) -> tensor<4xf32> {
  // CHECK-NEXT: %0 = stablehlo.get_tuple_element %arg0[0] : (tuple<tensor<?xf32>>) -> tensor<4xf32>
  %0 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<?xf32>>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

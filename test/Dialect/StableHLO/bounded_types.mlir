// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// Both spellings parse; the short one is printed.
// CHECK-LABEL: func.func @both_spellings
// CHECK-SAME: (%arg0: tensor<?x5xf32, #stablehlo.bounds<3, ?>>, %arg1: tensor<?x?xi32, #stablehlo.bounds<?, 7>>)
// CHECK-SAME: -> tensor<?x5xf32, #stablehlo.bounds<3, ?>>
func.func @both_spellings(%arg0: tensor<?x5xf32, #stablehlo.bounds<3, ?>>,
                          %arg1: tensor<?x?xi32, #stablehlo.type_extensions<bounds = [?, 7]>>)
    -> tensor<?x5xf32, #stablehlo.type_extensions<bounds = [3, ?]>> {
  return %arg0 : tensor<?x5xf32, #stablehlo.bounds<3, ?>>
}

// A bound of zero is legal; a rank-0 tensor has an empty bound list.
// CHECK-LABEL: func.func @edge_cases
// CHECK-SAME: (%arg0: tensor<?xf32, #stablehlo.bounds<0>>, %arg1: tensor<f32, #stablehlo.bounds<>>)
func.func @edge_cases(%arg0: tensor<?xf32, #stablehlo.bounds<0>>,
                      %arg1: tensor<f32, #stablehlo.bounds<>>) {
  return
}

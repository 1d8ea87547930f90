// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// chlo.scan in the forms of upstream's tests.

// CHECK-LABEL: func.func @scan
// CHECK: %outputs, %carries = chlo.scan(%arg0) inits (%arg1) dimension=0 {
// CHECK-NEXT: ^bb0(%arg2: tensor<3xf32>, %arg3: tensor<3xf32>):
// CHECK-NEXT: %0 = stablehlo.add %arg2, %arg3 : tensor<3xf32>
// CHECK-NEXT: stablehlo.return %0, %0 : tensor<3xf32>, tensor<3xf32>
// CHECK-NEXT: } : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
func.func @scan(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
  %0, %1 = chlo.scan (%arg0) inits (%arg1) dimension = 0 attributes {} {
  ^bb0(%input0: tensor<3xf32>, %carry0: tensor<3xf32>):
    %2 = stablehlo.add %input0, %carry0 : tensor<3xf32>
    stablehlo.return %2, %2 : tensor<3xf32>, tensor<3xf32>
  } : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  func.return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @scan_attributes
// CHECK: chlo.scan(%arg0) inits (%arg1) dimension=1 attributes {is_associative = true, is_reverse = true, scan_dim_size = 3 : i64}
func.func @scan_attributes(%arg0: tensor<2x3xf32>, %arg1: tensor<2xf32>) -> tensor<2x3xf32> {
  %0, %1 = chlo.scan (%arg0) inits (%arg1) dimension = 1 attributes { scan_dim_size = 3 : i64, is_reverse = true, is_associative = true } {
  ^bb0(%input0: tensor<2xf32>, %carry0: tensor<2xf32>):
    %2 = stablehlo.add %input0, %carry0 : tensor<2xf32>
    stablehlo.return %2, %2 : tensor<2xf32>, tensor<2xf32>
  } : (tensor<2x3xf32>, tensor<2xf32>) -> (tensor<2x3xf32>, tensor<2xf32>)
  func.return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @scan_variadic
// CHECK: %outputs:2, %carries:2 = chlo.scan(%arg0, %arg2) inits (%arg1, %arg3) dimension=0 {
func.func @scan_variadic(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2x3xi32>, %arg3: tensor<3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %0:4 = chlo.scan(%arg0, %arg2) inits (%arg1, %arg3) dimension = 0 {
  ^bb0(%arg4: tensor<3xf32>, %arg5: tensor<3xi32>, %arg6: tensor<3xf32>, %arg7: tensor<3xi32>):
    %1 = stablehlo.add %arg4, %arg6 : tensor<3xf32>
    %2 = stablehlo.add %arg5, %arg7 : tensor<3xi32>
    stablehlo.return %1, %2, %1, %2 : tensor<3xf32>, tensor<3xi32>, tensor<3xf32>, tensor<3xi32>
  } : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<3xf32>, tensor<3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>, tensor<3xf32>, tensor<3xi32>)
  func.return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi32>
}

// CHECK-LABEL: func.func @scan_bounded
// CHECK: } : (tensor<?x?xf32, #stablehlo.bounds<2, 3>>, tensor<?xf32, #stablehlo.bounds<3>>) -> (tensor<?x?xf32, #stablehlo.bounds<2, 3>>, tensor<?xf32, #stablehlo.bounds<3>>)
func.func @scan_bounded(%arg0: tensor<?x?xf32, #stablehlo.type_extensions<bounds = [2, 3]>>, %arg1: tensor<?xf32, #stablehlo.type_extensions<bounds = [3]>>) -> (tensor<?x?xf32, #stablehlo.type_extensions<bounds = [2, 3]>>, tensor<?xf32, #stablehlo.type_extensions<bounds = [3]>>) {
  %0, %1 = chlo.scan (%arg0) inits (%arg1) dimension = 0 {
  ^bb0(%input0: tensor<?xf32, #stablehlo.type_extensions<bounds = [3]>>, %carry0: tensor<?xf32, #stablehlo.type_extensions<bounds = [3]>>):
    %2 = stablehlo.add %input0, %carry0 : tensor<?xf32, #stablehlo.type_extensions<bounds = [3]>>
    stablehlo.return %2, %2 : tensor<?xf32, #stablehlo.type_extensions<bounds = [3]>>, tensor<?xf32, #stablehlo.type_extensions<bounds = [3]>>
  } : (tensor<?x?xf32, #stablehlo.type_extensions<bounds = [2, 3]>>, tensor<?xf32, #stablehlo.type_extensions<bounds = [3]>>) -> (tensor<?x?xf32, #stablehlo.type_extensions<bounds = [2, 3]>>, tensor<?xf32, #stablehlo.type_extensions<bounds = [3]>>)
  func.return %0, %1 : tensor<?x?xf32, #stablehlo.type_extensions<bounds = [2, 3]>>, tensor<?xf32, #stablehlo.type_extensions<bounds = [3]>>
}

// As upstream's tests write it: `dimension=0`, two inputs, one output of
// another shape than the inputs' slices. The generic form holds the operand
// and result segments (inputs, inits; outputs, carries) as upstream's.
// GENERIC-LABEL: sym_name = "scan_upstream_spelling"
// GENERIC: "chlo.scan"(%{{.*}}, %{{.*}}, %{{.*}}) <{dimension = 0 : i64, operandSegmentSizes = array<i32: 2, 1>, resultSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-LABEL: func.func @scan_upstream_spelling
// CHECK: %outputs, %carries = chlo.scan(%arg0, %arg1) inits (%arg2) dimension=0 {
// CHECK: } : (tensor<5x2xf64>, tensor<5x3xf64>, tensor<4xf64>) -> (tensor<5xf64>, tensor<4xf64>)
func.func @scan_upstream_spelling(%arg0: tensor<5x2xf64>, %arg1: tensor<5x3xf64>, %arg2: tensor<4xf64>) -> (tensor<5xf64>, tensor<4xf64>) {
  %0:2 = chlo.scan(%arg0, %arg1) inits(%arg2) dimension=0 {
  ^bb0(%b0: tensor<2xf64>, %b1: tensor<3xf64>, %b2: tensor<4xf64>):
    %2 = stablehlo.constant dense<0.0> : tensor<f64>
    %1 = stablehlo.add %b2, %b2 : tensor<4xf64>
    stablehlo.return %2, %1 : tensor<f64>, tensor<4xf64>
  } : (tensor<5x2xf64>, tensor<5x3xf64>, tensor<4xf64>) -> (tensor<5xf64>, tensor<4xf64>)
  return %0#0, %0#1 : tensor<5xf64>, tensor<4xf64>
}

// Every element type the spec lists round-trips in pretty and generic form:
// constants, an elementwise op, convert and bitcast_convert.
// RUN: hlokit-opt %s | FileCheck %s --strict-whitespace
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s --strict-whitespace
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s --strict-whitespace

// CHECK-LABEL: func.func @i2
func.func @i2(%arg0: tensor<2xi2>) -> (tensor<2xi2>, tensor<2xf32>, tensor<2xui2>) {
  // CHECK-NEXT: %c = stablehlo.constant dense<[-2, 1]> : tensor<2xi2>
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %c : tensor<2xi2>
  // CHECK-NEXT: %1 = stablehlo.convert %0 : (tensor<2xi2>) -> tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.bitcast_convert %0 : (tensor<2xi2>) -> tensor<2xui2>
  // CHECK-NEXT: return %0, %1, %2
  %c = stablehlo.constant dense<[-2, 1]> : tensor<2xi2>
  %0 = stablehlo.add %arg0, %c : tensor<2xi2>
  %1 = stablehlo.convert %0 : (tensor<2xi2>) -> tensor<2xf32>
  %2 = stablehlo.bitcast_convert %0 : (tensor<2xi2>) -> tensor<2xui2>
  return %0, %1, %2 : tensor<2xi2>, tensor<2xf32>, tensor<2xui2>
}

// CHECK-LABEL: func.func @ui2
func.func @ui2(%arg0: tensor<2xui2>) -> (tensor<2xui2>, tensor<2xf32>, tensor<2xi2>) {
  // CHECK-NEXT: %c = stablehlo.constant dense<[0, 3]> : tensor<2xui2>
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %c : tensor<2xui2>
  // CHECK-NEXT: %1 = stablehlo.convert %0 : (tensor<2xui2>) -> tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.bitcast_convert %0 : (tensor<2xui2>) -> tensor<2xi2>
  // CHECK-NEXT: return %0, %1, %2
  %c = stablehlo.constant dense<[0, 3]> : tensor<2xui2>
  %0 = stablehlo.add %arg0, %c : tensor<2xui2>
  %1 = stablehlo.convert %0 : (tensor<2xui2>) -> tensor<2xf32>
  %2 = stablehlo.bitcast_convert %0 : (tensor<2xui2>) -> tensor<2xi2>
  return %0, %1, %2 : tensor<2xui2>, tensor<2xf32>, tensor<2xi2>
}

// CHECK-LABEL: func.func @f4E2M1FN
func.func @f4E2M1FN(%arg0: tensor<2xf4E2M1FN>) -> (tensor<2xf4E2M1FN>, tensor<2xf32>, tensor<2xi4>) {
  // CHECK-NEXT: %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf4E2M1FN>
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %cst : tensor<2xf4E2M1FN>
  // CHECK-NEXT: %1 = stablehlo.convert %0 : (tensor<2xf4E2M1FN>) -> tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.bitcast_convert %0 : (tensor<2xf4E2M1FN>) -> tensor<2xi4>
  // CHECK-NEXT: return %0, %1, %2
  %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf4E2M1FN>
  %0 = stablehlo.add %arg0, %cst : tensor<2xf4E2M1FN>
  %1 = stablehlo.convert %0 : (tensor<2xf4E2M1FN>) -> tensor<2xf32>
  %2 = stablehlo.bitcast_convert %0 : (tensor<2xf4E2M1FN>) -> tensor<2xi4>
  return %0, %1, %2 : tensor<2xf4E2M1FN>, tensor<2xf32>, tensor<2xi4>
}

// CHECK-LABEL: func.func @f6E2M3FN
func.func @f6E2M3FN(%arg0: tensor<2xf6E2M3FN>) -> (tensor<2xf6E2M3FN>, tensor<2xf32>, tensor<2xf6E3M2FN>) {
  // CHECK-NEXT: %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf6E2M3FN>
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %cst : tensor<2xf6E2M3FN>
  // CHECK-NEXT: %1 = stablehlo.convert %0 : (tensor<2xf6E2M3FN>) -> tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.bitcast_convert %0 : (tensor<2xf6E2M3FN>) -> tensor<2xf6E3M2FN>
  // CHECK-NEXT: return %0, %1, %2
  %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf6E2M3FN>
  %0 = stablehlo.add %arg0, %cst : tensor<2xf6E2M3FN>
  %1 = stablehlo.convert %0 : (tensor<2xf6E2M3FN>) -> tensor<2xf32>
  %2 = stablehlo.bitcast_convert %0 : (tensor<2xf6E2M3FN>) -> tensor<2xf6E3M2FN>
  return %0, %1, %2 : tensor<2xf6E2M3FN>, tensor<2xf32>, tensor<2xf6E3M2FN>
}

// CHECK-LABEL: func.func @f6E3M2FN
func.func @f6E3M2FN(%arg0: tensor<2xf6E3M2FN>) -> (tensor<2xf6E3M2FN>, tensor<2xf32>, tensor<2xf6E2M3FN>) {
  // CHECK-NEXT: %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf6E3M2FN>
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %cst : tensor<2xf6E3M2FN>
  // CHECK-NEXT: %1 = stablehlo.convert %0 : (tensor<2xf6E3M2FN>) -> tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.bitcast_convert %0 : (tensor<2xf6E3M2FN>) -> tensor<2xf6E2M3FN>
  // CHECK-NEXT: return %0, %1, %2
  %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf6E3M2FN>
  %0 = stablehlo.add %arg0, %cst : tensor<2xf6E3M2FN>
  %1 = stablehlo.convert %0 : (tensor<2xf6E3M2FN>) -> tensor<2xf32>
  %2 = stablehlo.bitcast_convert %0 : (tensor<2xf6E3M2FN>) -> tensor<2xf6E2M3FN>
  return %0, %1, %2 : tensor<2xf6E3M2FN>, tensor<2xf32>, tensor<2xf6E2M3FN>
}

// CHECK-LABEL: func.func @f8E3M4
func.func @f8E3M4(%arg0: tensor<2xf8E3M4>) -> (tensor<2xf8E3M4>, tensor<2xf32>, tensor<2xui8>) {
  // CHECK-NEXT: %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf8E3M4>
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %cst : tensor<2xf8E3M4>
  // CHECK-NEXT: %1 = stablehlo.convert %0 : (tensor<2xf8E3M4>) -> tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.bitcast_convert %0 : (tensor<2xf8E3M4>) -> tensor<2xui8>
  // CHECK-NEXT: return %0, %1, %2
  %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf8E3M4>
  %0 = stablehlo.add %arg0, %cst : tensor<2xf8E3M4>
  %1 = stablehlo.convert %0 : (tensor<2xf8E3M4>) -> tensor<2xf32>
  %2 = stablehlo.bitcast_convert %0 : (tensor<2xf8E3M4>) -> tensor<2xui8>
  return %0, %1, %2 : tensor<2xf8E3M4>, tensor<2xf32>, tensor<2xui8>
}

// CHECK-LABEL: func.func @f8E4M3
func.func @f8E4M3(%arg0: tensor<2xf8E4M3>) -> (tensor<2xf8E4M3>, tensor<2xf32>, tensor<2xui8>) {
  // CHECK-NEXT: %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf8E4M3>
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %cst : tensor<2xf8E4M3>
  // CHECK-NEXT: %1 = stablehlo.convert %0 : (tensor<2xf8E4M3>) -> tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.bitcast_convert %0 : (tensor<2xf8E4M3>) -> tensor<2xui8>
  // CHECK-NEXT: return %0, %1, %2
  %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf8E4M3>
  %0 = stablehlo.add %arg0, %cst : tensor<2xf8E4M3>
  %1 = stablehlo.convert %0 : (tensor<2xf8E4M3>) -> tensor<2xf32>
  %2 = stablehlo.bitcast_convert %0 : (tensor<2xf8E4M3>) -> tensor<2xui8>
  return %0, %1, %2 : tensor<2xf8E4M3>, tensor<2xf32>, tensor<2xui8>
}

// CHECK-LABEL: func.func @f8E4M3FN
func.func @f8E4M3FN(%arg0: tensor<2xf8E4M3FN>) -> (tensor<2xf8E4M3FN>, tensor<2xf32>, tensor<2xui8>) {
  // CHECK-NEXT: %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %cst : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %1 = stablehlo.convert %0 : (tensor<2xf8E4M3FN>) -> tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.bitcast_convert %0 : (tensor<2xf8E4M3FN>) -> tensor<2xui8>
  // CHECK-NEXT: return %0, %1, %2
  %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf8E4M3FN>
  %0 = stablehlo.add %arg0, %cst : tensor<2xf8E4M3FN>
  %1 = stablehlo.convert %0 : (tensor<2xf8E4M3FN>) -> tensor<2xf32>
  %2 = stablehlo.bitcast_convert %0 : (tensor<2xf8E4M3FN>) -> tensor<2xui8>
  return %0, %1, %2 : tensor<2xf8E4M3FN>, tensor<2xf32>, tensor<2xui8>
}

// CHECK-LABEL: func.func @f8E4M3FNUZ
func.func @f8E4M3FNUZ(%arg0: tensor<2xf8E4M3FNUZ>) -> (tensor<2xf8E4M3FNUZ>, tensor<2xf32>, tensor<2xui8>) {
  // CHECK-NEXT: %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf8E4M3FNUZ>
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %cst : tensor<2xf8E4M3FNUZ>
  // CHECK-NEXT: %1 = stablehlo.convert %0 : (tensor<2xf8E4M3FNUZ>) -> tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.bitcast_convert %0 : (tensor<2xf8E4M3FNUZ>) -> tensor<2xui8>
  // CHECK-NEXT: return %0, %1, %2
  %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf8E4M3FNUZ>
  %0 = stablehlo.add %arg0, %cst : tensor<2xf8E4M3FNUZ>
  %1 = stablehlo.convert %0 : (tensor<2xf8E4M3FNUZ>) -> tensor<2xf32>
  %2 = stablehlo.bitcast_convert %0 : (tensor<2xf8E4M3FNUZ>) -> tensor<2xui8>
  return %0, %1, %2 : tensor<2xf8E4M3FNUZ>, tensor<2xf32>, tensor<2xui8>
}

// CHECK-LABEL: func.func @f8E4M3B11FNUZ
func.func @f8E4M3B11FNUZ(%arg0: tensor<2xf8E4M3B11FNUZ>) -> (tensor<2xf8E4M3B11FNUZ>, tensor<2xf32>, tensor<2xui8>) {
  // CHECK-NEXT: %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf8E4M3B11FNUZ>
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %cst : tensor<2xf8E4M3B11FNUZ>
  // CHECK-NEXT: %1 = stablehlo.convert %0 : (tensor<2xf8E4M3B11FNUZ>) -> tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.bitcast_convert %0 : (tensor<2xf8E4M3B11FNUZ>) -> tensor<2xui8>
  // CHECK-NEXT: return %0, %1, %2
  %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf8E4M3B11FNUZ>
  %0 = stablehlo.add %arg0, %cst : tensor<2xf8E4M3B11FNUZ>
  %1 = stablehlo.convert %0 : (tensor<2xf8E4M3B11FNUZ>) -> tensor<2xf32>
  %2 = stablehlo.bitcast_convert %0 : (tensor<2xf8E4M3B11FNUZ>) -> tensor<2xui8>
  return %0, %1, %2 : tensor<2xf8E4M3B11FNUZ>, tensor<2xf32>, tensor<2xui8>
}

// CHECK-LABEL: func.func @f8E5M2
func.func @f8E5M2(%arg0: tensor<2xf8E5M2>) -> (tensor<2xf8E5M2>, tensor<2xf32>, tensor<2xui8>) {
  // CHECK-NEXT: %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf8E5M2>
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %cst : tensor<2xf8E5M2>
  // CHECK-NEXT: %1 = stablehlo.convert %0 : (tensor<2xf8E5M2>) -> tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.bitcast_convert %0 : (tensor<2xf8E5M2>) -> tensor<2xui8>
  // CHECK-NEXT: return %0, %1, %2
  %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf8E5M2>
  %0 = stablehlo.add %arg0, %cst : tensor<2xf8E5M2>
  %1 = stablehlo.convert %0 : (tensor<2xf8E5M2>) -> tensor<2xf32>
  %2 = stablehlo.bitcast_convert %0 : (tensor<2xf8E5M2>) -> tensor<2xui8>
  return %0, %1, %2 : tensor<2xf8E5M2>, tensor<2xf32>, tensor<2xui8>
}

// CHECK-LABEL: func.func @f8E5M2FNUZ
func.func @f8E5M2FNUZ(%arg0: tensor<2xf8E5M2FNUZ>) -> (tensor<2xf8E5M2FNUZ>, tensor<2xf32>, tensor<2xui8>) {
  // CHECK-NEXT: %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf8E5M2FNUZ>
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %cst : tensor<2xf8E5M2FNUZ>
  // CHECK-NEXT: %1 = stablehlo.convert %0 : (tensor<2xf8E5M2FNUZ>) -> tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.bitcast_convert %0 : (tensor<2xf8E5M2FNUZ>) -> tensor<2xui8>
  // CHECK-NEXT: return %0, %1, %2
  %cst = stablehlo.constant dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf8E5M2FNUZ>
  %0 = stablehlo.add %arg0, %cst : tensor<2xf8E5M2FNUZ>
  %1 = stablehlo.convert %0 : (tensor<2xf8E5M2FNUZ>) -> tensor<2xf32>
  %2 = stablehlo.bitcast_convert %0 : (tensor<2xf8E5M2FNUZ>) -> tensor<2xui8>
  return %0, %1, %2 : tensor<2xf8E5M2FNUZ>, tensor<2xf32>, tensor<2xui8>
}

// CHECK-LABEL: func.func @f8E8M0FNU
func.func @f8E8M0FNU(%arg0: tensor<2xf8E8M0FNU>) -> (tensor<2xf8E8M0FNU>, tensor<2xf32>, tensor<2xui8>) {
  // CHECK-NEXT: %cst = stablehlo.constant dense<[1.000000e+00, 5.000000e-01]> : tensor<2xf8E8M0FNU>
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %cst : tensor<2xf8E8M0FNU>
  // CHECK-NEXT: %1 = stablehlo.convert %0 : (tensor<2xf8E8M0FNU>) -> tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.bitcast_convert %0 : (tensor<2xf8E8M0FNU>) -> tensor<2xui8>
  // CHECK-NEXT: return %0, %1, %2
  %cst = stablehlo.constant dense<[1.000000e+00, 5.000000e-01]> : tensor<2xf8E8M0FNU>
  %0 = stablehlo.add %arg0, %cst : tensor<2xf8E8M0FNU>
  %1 = stablehlo.convert %0 : (tensor<2xf8E8M0FNU>) -> tensor<2xf32>
  %2 = stablehlo.bitcast_convert %0 : (tensor<2xf8E8M0FNU>) -> tensor<2xui8>
  return %0, %1, %2 : tensor<2xf8E8M0FNU>, tensor<2xf32>, tensor<2xui8>
}

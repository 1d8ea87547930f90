// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// Round trips of the dynamic op family (conv: dynamic_conv.mlir). Each op is
// also given once in generic form, which prints in pretty form.

// CHECK-LABEL: func.func @set_dimension_size
func.func @set_dimension_size(%data: tensor<4xi32>, %batch_size: tensor<i32>,
                              %bounded: tensor<?x3xf32, #stablehlo.bounds<8, ?>>)
    -> (tensor<?xi32, #stablehlo.bounds<4>>, tensor<4xi32>, tensor<?x3xf32, #stablehlo.bounds<8, ?>>) {
  // CHECK-NEXT: %0 = stablehlo.set_dimension_size %arg0, %arg1, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %0 = stablehlo.set_dimension_size %data, %batch_size, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>>
  // A constant size equal to the bound gives a static dimension.
  // CHECK-NEXT: %c = stablehlo.constant dense<4> : tensor<i32>
  // CHECK-NEXT: %1 = stablehlo.set_dimension_size %arg0, %c, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %c = stablehlo.constant dense<4> : tensor<i32>
  %1 = stablehlo.set_dimension_size %data, %c, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  // A bounded dimension keeps its bound; the old spelling parses.
  // CHECK-NEXT: %2 = stablehlo.set_dimension_size %arg2, %arg1, dim = 0 : (tensor<?x3xf32, #stablehlo.bounds<8, ?>>, tensor<i32>) -> tensor<?x3xf32, #stablehlo.bounds<8, ?>>
  %2 = "stablehlo.set_dimension_size"(%bounded, %batch_size) {dimension = 0 : i64}
      : (tensor<?x3xf32, #stablehlo.bounds<8, ?>>, tensor<i32>) -> tensor<?x3xf32, #stablehlo.type_extensions<bounds = [8, ?]>>
  return %0, %1, %2 : tensor<?xi32, #stablehlo.bounds<4>>, tensor<4xi32>, tensor<?x3xf32, #stablehlo.bounds<8, ?>>
}

// CHECK-LABEL: func.func @real_dynamic_slice
func.func @real_dynamic_slice(%data: tensor<7xf32>, %start: tensor<1xi32>, %limit: tensor<1xi32>,
                              %x: tensor<256x?xf32>, %i: tensor<2xindex>, %d: tensor<?xi64>)
    -> (tensor<?xf32>, tensor<?xf32, #stablehlo.bounds<7>>, tensor<3xf32>, tensor<256x?xf32>, tensor<?x?xf32>) {
  // CHECK-NEXT: %c = stablehlo.constant dense<1> : tensor<1xi32>
  // CHECK-NEXT: %0 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg2, %c : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  %strides = stablehlo.constant dense<1> : tensor<1xi32>
  %0 = stablehlo.real_dynamic_slice %data, %start, %limit, %strides : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  // The result may declare the bound that inference derives.
  // CHECK-NEXT: %1 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg2, %c : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32, #stablehlo.bounds<7>>
  %1 = stablehlo.real_dynamic_slice %data, %start, %limit, %strides : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32, #stablehlo.bounds<7>>
  // Constant indices give a static result.
  // CHECK-NEXT: %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
  // CHECK-NEXT: %c_1 = stablehlo.constant dense<7> : tensor<1xi32>
  // CHECK-NEXT: %c_2 = stablehlo.constant dense<2> : tensor<1xi32>
  // CHECK-NEXT: %2 = stablehlo.real_dynamic_slice %arg0, %c_0, %c_1, %c_2 : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xf32>
  %s = stablehlo.constant dense<1> : tensor<1xi32>
  %l = stablehlo.constant dense<7> : tensor<1xi32>
  %st = stablehlo.constant dense<2> : tensor<1xi32>
  %2 = stablehlo.real_dynamic_slice %data, %s, %l, %st : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xf32>
  // CHECK-NEXT: %3 = stablehlo.real_dynamic_slice %arg3, %arg4, %arg4, %arg4 : (tensor<256x?xf32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<256x?xf32>
  %3 = "stablehlo.real_dynamic_slice"(%x, %i, %i, %i) : (tensor<256x?xf32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<256x?xf32>
  // Index operands may have a dynamic length, as upstream.
  // CHECK-NEXT: %4 = stablehlo.real_dynamic_slice %arg3, %arg5, %arg5, %arg5 : (tensor<256x?xf32>, tensor<?xi64>, tensor<?xi64>, tensor<?xi64>) -> tensor<?x?xf32>
  %4 = stablehlo.real_dynamic_slice %x, %d, %d, %d : (tensor<256x?xf32>, tensor<?xi64>, tensor<?xi64>, tensor<?xi64>) -> tensor<?x?xf32>
  return %0, %1, %2, %3, %4 : tensor<?xf32>, tensor<?xf32, #stablehlo.bounds<7>>, tensor<3xf32>, tensor<256x?xf32>, tensor<?x?xf32>
}

// CHECK-LABEL: func.func @dynamic_pad
func.func @dynamic_pad(%x: tensor<?x?xf32>, %v: tensor<f32>, %p: tensor<2xindex>,
                       %b: tensor<?xf32, #stablehlo.bounds<3>>, %q: tensor<?xi32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?xf32, #stablehlo.bounds<8>>) {
  // CHECK-NEXT: %0 = stablehlo.dynamic_pad %arg0, %arg1, %arg2, %arg2, %arg2 : (tensor<?x?xf32>, tensor<f32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?x?xf32>
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<?x?xf32>, tensor<f32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?x?xf32>
  // CHECK-NEXT: %1 = stablehlo.dynamic_pad %arg0, %arg1, %arg4, %arg4, %arg4 : (tensor<?x?xf32>, tensor<f32>, tensor<?xi32>, tensor<?xi32>, tensor<?xi32>) -> tensor<?x?xf32>
  %1 = stablehlo.dynamic_pad %x, %v, %q, %q, %q : (tensor<?x?xf32>, tensor<f32>, tensor<?xi32>, tensor<?xi32>, tensor<?xi32>) -> tensor<?x?xf32>
  // Constant paddings map the bound 3 to 1 + 3 + 2 * 1 + 2 = 8.
  // CHECK-NEXT: %c = stablehlo.constant dense<1> : tensor<1xi64>
  // CHECK-NEXT: %c_0 = stablehlo.constant dense<2> : tensor<1xi64>
  // CHECK-NEXT: %2 = stablehlo.dynamic_pad %arg3, %arg1, %c, %c_0, %c : (tensor<?xf32, #stablehlo.bounds<3>>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32, #stablehlo.bounds<8>>
  %one = stablehlo.constant dense<1> : tensor<1xi64>
  %two = stablehlo.constant dense<2> : tensor<1xi64>
  %2 = "stablehlo.dynamic_pad"(%b, %v, %one, %two, %one)
      : (tensor<?xf32, #stablehlo.bounds<3>>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32, #stablehlo.bounds<8>>
  return %0, %1, %2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?xf32, #stablehlo.bounds<8>>
}

// CHECK-LABEL: func.func @dynamic_broadcast_in_dim
func.func @dynamic_broadcast_in_dim(%x: tensor<?xf32>, %shape: tensor<2xi64>, %y: tensor<1x3xi32>,
                                    %s3: tensor<3xindex>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<2x3x2xi32>) {
  // CHECK-NEXT: %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  // CHECK-NEXT: %1 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [0] {known_expanding_dimensions = array<i64>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %1 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [0] {known_expanding_dimensions = array<i64>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  // CHECK-NEXT: %2 = stablehlo.dynamic_broadcast_in_dim %arg2, %arg3, dims = [2, 1] {known_expanding_dimensions = array<i64: 0>} : (tensor<1x3xi32>, tensor<3xindex>) -> tensor<2x3x2xi32>
  %2 = "stablehlo.dynamic_broadcast_in_dim"(%y, %s3) {
    broadcast_dimensions = array<i64: 2, 1>,
    known_expanding_dimensions = array<i64: 0>
  } : (tensor<1x3xi32>, tensor<3xindex>) -> tensor<2x3x2xi32>
  return %0, %1, %2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<2x3x2xi32>
}

// CHECK-LABEL: func.func @dynamic_iota
func.func @dynamic_iota(%shape: tensor<1xindex>, %shape2: tensor<2xi64>)
    -> (tensor<?xf32>, tensor<4x5xi64>, tensor<?x5xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.dynamic_iota %arg0, dim = 0 : (tensor<1xindex>) -> tensor<?xf32>
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xindex>) -> tensor<?xf32>
  // CHECK-NEXT: %c = stablehlo.constant dense<[4, 5]> : tensor<2xi64>
  // CHECK-NEXT: %1 = stablehlo.dynamic_iota %c, dim = 1 : (tensor<2xi64>) -> tensor<4x5xi64>
  %c = stablehlo.constant dense<[4, 5]> : tensor<2xi64>
  %1 = stablehlo.dynamic_iota %c, dim = 1 : (tensor<2xi64>) -> tensor<4x5xi64>
  // CHECK-NEXT: %2 = stablehlo.dynamic_iota %arg1, dim = 0 : (tensor<2xi64>) -> tensor<?x5xcomplex<f32>>
  %2 = "stablehlo.dynamic_iota"(%shape2) {iota_dimension = 0 : i64} : (tensor<2xi64>) -> tensor<?x5xcomplex<f32>>
  return %0, %1, %2 : tensor<?xf32>, tensor<4x5xi64>, tensor<?x5xcomplex<f32>>
}

// CHECK-LABEL: func.func @dynamic_reshape
func.func @dynamic_reshape(%x: tensor<?xf32>, %shape: tensor<2xindex>, %y: tensor<6xi8>)
    -> (tensor<?x?xf32>, tensor<2x3xi8>, tensor<?x3xi8>) {
  // CHECK-NEXT: %0 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %0 = stablehlo.dynamic_reshape %x, %shape : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  // CHECK-NEXT: %c = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  // CHECK-NEXT: %1 = stablehlo.dynamic_reshape %arg2, %c : (tensor<6xi8>, tensor<2xi32>) -> tensor<2x3xi8>
  %c = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %1 = stablehlo.dynamic_reshape %y, %c : (tensor<6xi8>, tensor<2xi32>) -> tensor<2x3xi8>
  // CHECK-NEXT: %2 = stablehlo.dynamic_reshape %arg2, %arg1 : (tensor<6xi8>, tensor<2xindex>) -> tensor<?x3xi8>
  %2 = "stablehlo.dynamic_reshape"(%y, %shape) : (tensor<6xi8>, tensor<2xindex>) -> tensor<?x3xi8>
  return %0, %1, %2 : tensor<?x?xf32>, tensor<2x3xi8>, tensor<?x3xi8>
}

// Buffers (memrefs; not in the spec, VHLO's buffer_v1 from 1.20.0 on) in
// functions, custom_call, while, tuples and return, as upstream carries them.
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-translate --serialize --target=current %s | hlokit-translate --deserialize | FileCheck %s
// RUN: hlokit-opt --stablehlo-legalize-to-vhlo --mlir-print-op-generic %s | FileCheck %s --check-prefix=VHLO
// RUN: not hlokit-run --entry pin %s 2>&1 | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @identity(%arg0: memref<2xf32>) -> memref<2xf32>
// VHLO: ^bb0(%[[ARG:.*]]: !vhlo.buffer_v1<2x!vhlo.f32_v1>):
// VHLO-NEXT: "vhlo.return_v1"(%[[ARG]]) : (!vhlo.buffer_v1<2x!vhlo.f32_v1>) -> ()
func.func @identity(%arg0: memref<2xf32>) -> memref<2xf32> {
  return %arg0 : memref<2xf32>
}

// CHECK-LABEL: func.func @pin
// CHECK: stablehlo.custom_call @Pin(%{{.*}}) {api_version = 4 : i32} : (tensor<2xf32>) -> memref<2xf32>
// CHECK: stablehlo.custom_call @Unpin(%{{.*}}) {api_version = 4 : i32} : (memref<2xf32>) -> tensor<2xf32>
// VHLO: "vhlo.custom_call_v2"(%{{.*}}) <{{.*}}call_target_name = #vhlo.string_v1<"Pin">{{.*}} : (!vhlo.tensor_v1<2x!vhlo.f32_v1>) -> !vhlo.buffer_v1<2x!vhlo.f32_v1>
// EXEC: error: {{.*}}Pin
func.func @pin() -> tensor<2xf32> {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = stablehlo.custom_call @Pin(%x) {api_version = 4 : i32} : (tensor<2xf32>) -> memref<2xf32>
  %1 = stablehlo.custom_call @Unpin(%0) {api_version = 4 : i32} : (memref<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}

// CHECK-LABEL: func.func @tuples
// CHECK: stablehlo.tuple %{{.*}}, %{{.*}} : tuple<memref<2xf32>, tensor<f32>>
// CHECK: stablehlo.get_tuple_element %{{.*}}[0] : (tuple<memref<2xf32>, tensor<f32>>) -> memref<2xf32>
func.func @tuples(%b: memref<2xf32>, %t: tensor<f32>) -> memref<2xf32> {
  %0 = stablehlo.tuple %b, %t : tuple<memref<2xf32>, tensor<f32>>
  %1 = stablehlo.get_tuple_element %0[0] : (tuple<memref<2xf32>, tensor<f32>>) -> memref<2xf32>
  return %1 : memref<2xf32>
}

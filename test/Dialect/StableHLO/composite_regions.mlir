// composite's regions (not in the spec; upstream carries them from 1.14.0 on,
// in composite_v2): printed, parsed, kept in portable artifacts, refused for
// older targets (test/Interpreter/composite_regions.mlir runs one).
// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s
// RUN: hlokit-translate --serialize --target=1.14.0 %s | hlokit-translate --deserialize | FileCheck %s
// RUN: hlokit-opt --stablehlo-legalize-to-vhlo --mlir-print-op-generic %s | FileCheck %s --check-prefix=VHLO
// RUN: not hlokit-translate --serialize --target=1.13.0 %s 2>&1 | FileCheck %s --check-prefix=OLD

// CHECK-LABEL: func.func @main
// CHECK: stablehlo.composite "my.identity" %{{.*}} ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>):
// CHECK-NEXT:   stablehlo.return %[[A]] : tensor<f32>
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%[[B:.*]]: tensor<f32>):
// CHECK-NEXT:   stablehlo.return %[[B]] : tensor<f32>
// CHECK-NEXT: }) {decomposition = @double, version = 1 : i32} : (tensor<f32>) -> tensor<f32>
// VHLO: "vhlo.composite_v2"(%{{.*}}) <{composite_attributes = #vhlo.dict_v1<{}>, decomposition = #vhlo.string_v1<"double">, name = #vhlo.string_v1<"my.identity">, version = #vhlo.integer_v1<1 : i32>}> ({
// VHLO-NEXT: ^bb0(%[[ARG:.*]]: !vhlo.tensor_v1<!vhlo.f32_v1>):
// VHLO-NEXT:   "vhlo.return_v1"(%[[ARG]]) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
// VHLO-NEXT: }, {
// OLD: error: {{.*}}composite
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.composite"(%x) ({
    ^bb0(%a: tensor<f32>):
      "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }, {
    ^bb0(%b: tensor<f32>):
      "stablehlo.return"(%b) : (tensor<f32>) -> ()
  }) {name = "my.identity", decomposition = @double, version = 1 : i32} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

func.func private @double(%x: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %x, %x : tensor<f32>
  return %0 : tensor<f32>
}

// RUN: hlokit-opt %s -sdy-export-pipeline='enable-insert-explicit-collectives=true remove-all-gather-reduce-scatter-for-cmv1=true inline-meshes=false' | FileCheck %s
// RUN: hlokit-opt %s -sdy-export-pipeline='enable-insert-explicit-collectives=true inline-meshes=false' | FileCheck %s --check-prefix=KEPT
// RUN: hlokit-opt %s -sdy-export-pipeline='remove-all-gather-reduce-scatter-for-cmv1=true inline-meshes=false' | FileCheck %s --check-prefix=NOCOLL
// RUN: not hlokit-opt %s -sdy-export-pipeline='remove-all-gather-reduce-scatter-for-cmv1=maybe' 2>&1 | FileCheck %s --check-prefix=BADOPT

// BADOPT: for the --remove-all-gather-reduce-scatter-for-cmv1 option: 'maybe' is invalid value for boolean argument

sdy.mesh @mesh = <["x"=2, "y"=2]>

// The pipeline gathers the dot's first operand; the CMV1 option takes the
// gather back out, and only with explicit collectives.
// CHECK-LABEL: func @main
// CHECK-NEXT: %[[DOT:.*]] = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>}
// CHECK-NEXT: %[[A2A:.*]] = sdy.all_to_all [{"x"}: 1->0] %[[DOT]]
// CHECK-NEXT: return %[[A2A]]
// KEPT-LABEL: func @main
// KEPT-NEXT: %[[AG:.*]] = sdy.all_gather [{"x"}, {}] %arg0
// KEPT-NEXT: stablehlo.dot %[[AG]], %arg1
// NOCOLL-LABEL: func @main
// NOCOLL-NEXT: stablehlo.dot %arg0, %arg1
// NOCOLL-NEXT: return
func.func @main(
    %arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
    %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>})
    -> (tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// The dot's partial sums are all-reduced then sliced (fused into a
// reduce-scatter); the CMV1 option makes the dot scattered instead.
// CHECK-LABEL: func @scattered
// CHECK-NEXT: %[[DOT:.*]] = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {"x"}]>]>}
// CHECK-NEXT: return %[[DOT]]
// KEPT-LABEL: func @scattered
// KEPT-NEXT: %[[DOT:.*]] = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>}
// KEPT-NEXT: sdy.reduce_scatter [{"y"}, {}] %[[DOT]]
// NOCOLL-LABEL: func @scattered
// NOCOLL-NEXT: stablehlo.dot %arg0, %arg1
// NOCOLL-NEXT: return
func.func @scattered(
    %arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>},
    %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>})
    -> (tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}) {
  %0 = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

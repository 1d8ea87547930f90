// RUN: hlokit-opt %s -sdy-export-pipeline='enable-per-instruction-partitioning=true per-instruction-partitioning-filter=dot inline-meshes=false' | FileCheck %s
// RUN: hlokit-opt %s -sdy-export-pipeline='enable-per-instruction-partitioning=true per-instruction-partitioning-filter=selectLow=1 partition-count=4 inline-meshes=false' | FileCheck %s --check-prefix=RANGE
// RUN: not hlokit-opt %s -sdy-export-pipeline='partition-count=abc' 2>&1 | FileCheck %s --check-prefix=BADOPT

// BADOPT: for the --partition-count option: 'abc' value invalid for long argument!

sdy.mesh @mesh = <["x"=2, "y"=2]>

// The full explicit reshards come first (the dot's operand replicated, its
// result resharded back); then the picked ops are partitioned alone and
// the reshards stay, not made collectives.
// CHECK-LABEL: func @main
// CHECK-NEXT: %[[R:.*]] = sdy.reshard %arg0 <@mesh, [{}, {}]>
// CHECK-NEXT: %[[MC:.*]] = sdy.manual_computation(%[[R]], %arg1)
// CHECK-SAME:   manual_axes={"x"} (%arg2: tensor<8x16xf32>, %arg3: tensor<16x16xf32>) {
// CHECK-NEXT:   stablehlo.dot %arg2, %arg3 : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
// CHECK:      %[[BACK:.*]] = sdy.reshard %[[MC]] <@mesh, [{"x"}, {}]>
// CHECK-NEXT: stablehlo.negate %[[BACK]] {sdy.sharding
// Candidates 1 to 3: the dot, the reshard after it and the negate.
// RANGE-LABEL: func @main
// RANGE-NEXT: sdy.reshard %arg0
// RANGE-COUNT-3: sdy.manual_computation
// RANGE-NOT: sdy.manual_computation
func.func @main(
    %arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
    %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>})
    -> (tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %1 = stablehlo.negate %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<8x32xf32>
  return %1 : tensor<8x32xf32>
}

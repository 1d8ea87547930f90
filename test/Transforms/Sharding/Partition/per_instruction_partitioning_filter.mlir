// RUN: hlokit-opt %s -sdy-per-instruction-partitioning | FileCheck %s --check-prefix=ALL
// RUN: hlokit-opt %s -sdy-per-instruction-partitioning="filter='selectLow=1, selectHigh=2'" | FileCheck %s --check-prefix=RANGE
// RUN: hlokit-opt %s -sdy-per-instruction-partitioning="filter='selectHigh=2, selectLow=1'" | FileCheck %s --check-prefix=RANGE
// RUN: hlokit-opt %s -sdy-per-instruction-partitioning='filter="selectLow=1, multiply"' | FileCheck %s --check-prefix=BOTH
// RUN: hlokit-opt %s -sdy-per-instruction-partitioning="filter=selectHigh=0" | FileCheck %s --check-prefix=FIRST
// RUN: not hlokit-opt %s -sdy-per-instruction-partitioning="enable-halo-exchange=maybe" 2>&1 | FileCheck %s --check-prefix=BADOPT

// BADOPT: for the --enable-halo-exchange option: 'maybe' is invalid value for boolean argument

sdy.mesh @mesh = <["x"=2]>

// Candidates, numbered: 0 add, 1 multiply, 2 subtract, 3 multiply (the
// constant is not sharded). Each picked op becomes a manual computation.
// ALL-LABEL: func @numbered
// ALL-COUNT-4: sdy.manual_computation
// ALL-NOT: sdy.manual_computation
// RANGE-LABEL: func @numbered
// RANGE-NEXT: stablehlo.constant
// RANGE-NEXT: stablehlo.add
// RANGE-NEXT: sdy.manual_computation
// RANGE-NEXT: stablehlo.multiply
// RANGE: sdy.manual_computation
// RANGE-NEXT: stablehlo.subtract
// RANGE: stablehlo.multiply {{.*}}sdy.sharding
// BOTH-LABEL: func @numbered
// BOTH-NEXT: stablehlo.constant
// BOTH-NEXT: stablehlo.add
// BOTH-NEXT: sdy.manual_computation
// BOTH-NEXT: stablehlo.multiply
// BOTH: stablehlo.subtract {{.*}}sdy.sharding
// BOTH-NEXT: sdy.manual_computation
// BOTH-NEXT: stablehlo.multiply
// FIRST-LABEL: func @numbered
// FIRST-NEXT: %[[CST:.*]] = stablehlo.constant
// FIRST-NEXT: sdy.manual_computation(%arg0, %[[CST]]) in_shardings=[<@mesh, [{"x"}]>, <@mesh, [{}]>]
// FIRST: stablehlo.add %arg1
// FIRST-NEXT: sdy.return
// FIRST-NEXT: }
// FIRST-NEXT: stablehlo.multiply {{.*}}sdy.sharding
// FIRST-NOT: sdy.manual_computation
func.func @numbered(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<8xf32>
  %0 = stablehlo.add %arg0, %c {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<8xf32>
  %1 = stablehlo.multiply %0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<8xf32>
  %2 = stablehlo.subtract %1, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<8xf32>
  %3 = stablehlo.multiply %2, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<8xf32>
  return %3 : tensor<8xf32>
}

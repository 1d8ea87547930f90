// RUN: hlokit-opt %s -split-input-file -sdy-propagate-to-func-results | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-propagate-to-func-results --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// The main function's results are left alone.
// CHECK-LABEL: func @main(%arg0: tensor<8xf32>) -> tensor<8xf32>
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0:3 = call @foo(%arg0) : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>)
  %1 = stablehlo.abs %0#0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// Another function's results take the shardings of what it returns; a
// result whose value has none loses its own.
// CHECK-LABEL: func private @foo(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}]>})
// CHECK-SAME:    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}]>}, tensor<8xf32>, tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>})
func.func private @foo(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}]>})
    -> (tensor<8xf32>, tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}, tensor<8xf32>) {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>} : tensor<8xf32>
  %1 = stablehlo.abs %arg0 : tensor<8xf32>
  return %arg0, %1, %0 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

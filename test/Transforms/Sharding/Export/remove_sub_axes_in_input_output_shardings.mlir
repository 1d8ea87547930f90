// RUN: hlokit-opt %s -split-input-file -sdy-remove-sub-axes-in-input-output-shardings | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-remove-sub-axes-in-input-output-shardings --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s

sdy.mesh @mesh = <["x"=4, "y"=2]>

// Open dimensions lose their first sub-axis and what follows it; closed
// dimensions, replicated axes and priorities stay.
// CHECK-LABEL: func @main(
// CHECK-SAME:    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", ?}p1, {"x":(2)2}]>}
// CHECK-SAME:    %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}], replicated={"y"}>}
// CHECK-SAME:    %arg2: tensor<8xf32>)
// CHECK-SAME:    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", ?}]>})
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x":(1)2, ?}p1, {"x":(2)2}]>},
                %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, ?}], replicated={"y"}>},
                %arg2: tensor<8xf32>)
    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x":(2)2, ?}]>}) {
  // CHECK-NEXT: stablehlo.add {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x":(1)2, ?}]>]>}
  %0 = stablehlo.add %arg1, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x":(1)2, ?}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>

// Only the main function changes.
// CHECK-LABEL: func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}]>})
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, ?}]>}) -> tensor<8xf32> {
  %0 = call @other(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// CHECK-LABEL: func private @other(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, ?}]>})
func.func private @other(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, ?}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}

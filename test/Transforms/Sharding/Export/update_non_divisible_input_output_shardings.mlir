// RUN: hlokit-opt %s -sdy-update-non-divisible-input-output-shardings | FileCheck %s
// RUN: hlokit-opt %s -sdy-update-non-divisible-input-output-shardings --mlir-print-op-generic | hlokit-opt | FileCheck %s

sdy.mesh @mesh = <["x"=4, "y"=2]>
sdy.mesh @mesh_8_3 = <["x"=8, "y"=3]>
sdy.mesh @mesh3d = <["a"=4, "b"=4, "c"=4]>

// A dividing dimension stays as it is (priority and openness too); one that
// isn't keeps the sub-axis of the gcd size and drops its priority;
// replicated and unreduced axes stay.
// CHECK-LABEL: func @arguments_and_results(
// CHECK-SAME:    %arg0: tensor<2x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {}]>}
// CHECK-SAME:    %arg1: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}p1, {"y"}]>}
// CHECK-SAME:    %arg2: tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}], replicated={"y"}>}
// CHECK-SAME:    -> (tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh_8_3, [{"x":(1)2}]>}
// CHECK-SAME:        tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh_8_3, [{"y", "x":(1)2}]>}
func.func @arguments_and_results(
    %arg0: tensor<2x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}p0, {"y"}]>},
    %arg1: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}p1, {"y"}]>},
    %arg2: tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}], replicated={"y"}>})
    -> (tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh_8_3, [{"x", "y"}]>},
        tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh_8_3, [{"y", "x"}]>}) {
  // Other ops keep their shardings.
  // CHECK: stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh_8_3, [{"x"}]>]>}
  %0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh_8_3, [{"x"}]>]>} dense<1.0> : tensor<6xf32>
  return %0, %0 : tensor<6xf32>, tensor<6xf32>
}

// Call results.
// CHECK-LABEL: func @call
func.func @call(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // CHECK-NEXT: call @callee(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x":(1)2}, {"y"}]>]>}
  %0 = call @callee(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func private @callee(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {
  return %arg0 : tensor<2x2xf32>
}

// A manual computation's in shardings keep their manual axes, the free ones
// must divide the local size (24/4 = 6: "b" only half); its out shardings
// are taken as they are against the global shape.
// CHECK-LABEL: func @manual_computation
func.func @manual_computation(%arg0: tensor<24xf32>, %arg1: tensor<48xf32>) -> (tensor<24xf32>, tensor<48xf32>) {
  // CHECK-NEXT: sdy.manual_computation(%arg0, %arg1)
  // CHECK-SAME:   in_shardings=[<@mesh3d, [{"a", "b":(1)2}]>, <@mesh3d, [{"a", "b"}]>]
  // CHECK-SAME:   out_shardings=[<@mesh3d, [{"a", "b":(1)2}]>, <@mesh3d, [{"a", "b"}]>]
  %0:2 = sdy.manual_computation(%arg0, %arg1)
    in_shardings=[<@mesh3d, [{"a", "b", "c"}]>, <@mesh3d, [{"a", "b", "c"}]>]
    out_shardings=[<@mesh3d, [{"a", "b", "c"}]>, <@mesh3d, [{"a", "b", "c"}]>]
    manual_axes={"a"} (%arg2: tensor<6xf32>, %arg3: tensor<12xf32>) {
    sdy.return %arg2, %arg3 : tensor<6xf32>, tensor<12xf32>
  } : (tensor<24xf32>, tensor<48xf32>) -> (tensor<24xf32>, tensor<48xf32>)
  return %0#0, %0#1 : tensor<24xf32>, tensor<48xf32>
}

// RUN: hlokit-opt %s -split-input-file -sdy-manual-axes-cleanup | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-manual-axes-cleanup --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s

sdy.mesh @mesh = <["c"=2, "a"=2, "b"=2]>

// The manual axes are sorted in mesh order and each sharding names them
// all, the missing ones as replicated (sorted among the existing ones).
// CHECK-LABEL: func @cleanup
func.func @cleanup(%arg0: tensor<8x8xf32>, %arg1: tensor<8xf32>) -> tensor<8x8xf32> {
  // CHECK-NEXT: sdy.manual_computation(%arg0, %arg1)
  // CHECK-SAME{LITERAL}: in_shardings=[<@mesh, [{"c"}, {}], replicated={"a", "b"}>, <@mesh, [{"a"}], replicated={"c"}>]
  // CHECK-SAME{LITERAL}: out_shardings=[<@mesh, [{"a"}, {?}], replicated={"c"}>]
  // CHECK-SAME{LITERAL}: manual_axes={"c", "a"}
  %0 = sdy.manual_computation(%arg0, %arg1)
      in_shardings=[<@mesh, [{"c"}, {}], replicated={"b"}>, <@mesh, [{"a"}], replicated={"c"}>]
      out_shardings=[<@mesh, [{"a"}, {?}]>] manual_axes={"a", "c"}
      (%arg2: tensor<4x8xf32>, %arg3: tensor<4xf32>) {
    sdy.return %arg2 : tensor<4x8xf32>
  } : (tensor<8x8xf32>, tensor<8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>

// Without inputs or outputs, an empty body is fine.
// CHECK-LABEL: func @no_inputs_or_outputs
func.func @no_inputs_or_outputs() {
  // CHECK-NEXT: sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={"a"}
  sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={"a"} () {
    sdy.return
  } : () -> ()
  return
}

// -----

sdy.mesh @mesh = <["a"=1, "b"=2]>

// A manual axis of size one the sharding names is used.
// CHECK-LABEL: func @size_one_manual_axis
func.func @size_one_manual_axis(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT{LITERAL}: sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", "b"}]>] out_shardings=[<@mesh, [{"b"}], replicated={"a"}>] manual_axes={"a", "b"}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", "b"}]>] out_shardings=[<@mesh, [{"b"}]>] manual_axes={"a", "b"} (%arg1: tensor<4xf32>) {
    sdy.return %arg1 : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

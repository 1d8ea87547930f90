// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s > %t.once && hlokit-opt %t.once > %t.twice && diff %t.once %t.twice
// RUN: hlokit-opt %s -inline | FileCheck %s --check-prefix=INLINE

// A module as JAX writes it: the attributes on the module, the arguments and
// the results are discardable attributes of other dialects (mhlo, jax), which
// need no registration and are kept unchanged. The main function calls a
// private function, and a loop calls another.

// CHECK-LABEL: module @jit_f attributes {jax.uses_shape_polymorphism = false, mhlo.frontend_attributes = {xla.sdy.meshes = "{}"}, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
// CHECK-NEXT:    func.func public @main(%arg0: tensor<4xf32> {mhlo.layout_mode = "default", mhlo.sharding = "{replicated}"}, %arg1: tensor<i64> {mhlo.layout_mode = "default"}) -> (tensor<4xf32> {jax.result_info = "result[0]", mhlo.layout_mode = "default"}, tensor<i64> {jax.result_info = "result[1]", mhlo.layout_mode = "default"}) {
// CHECK-NEXT:      %0 = call @inner(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:      %1:2 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %0) : tensor<i64>, tensor<4xf32>
// CHECK-NEXT:       cond {
// CHECK-NEXT:        %2 = func.call @keep_going(%iterArg) : (tensor<i64>) -> tensor<i1>
// CHECK-NEXT:        stablehlo.return %2 : tensor<i1>
// CHECK-NEXT:      } do {
// CHECK-NEXT:        %2 = func.call @inner(%iterArg_0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:        stablehlo.return %iterArg, %2 : tensor<i64>, tensor<4xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      return %1#1, %1#0 : tensor<4xf32>, tensor<i64>
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func private @inner(%arg0: tensor<4xf32> {mhlo.layout_mode = "default"}) -> (tensor<4xf32> {mhlo.layout_mode = "default"}) {
// CHECK-NEXT:      %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:      return %0 : tensor<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func private @keep_going(%arg0: tensor<i64>) -> tensor<i1> {
// CHECK-NEXT:      %c = stablehlo.constant dense<true> : tensor<i1>
// CHECK-NEXT:      return %c : tensor<i1>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
module @jit_f attributes {jax.uses_shape_polymorphism = false, mhlo.frontend_attributes = {xla.sdy.meshes = "{}"}, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32> {mhlo.layout_mode = "default", mhlo.sharding = "{replicated}"}, %arg1: tensor<i64> {mhlo.layout_mode = "default"}) -> (tensor<4xf32> {jax.result_info = "result[0]", mhlo.layout_mode = "default"}, tensor<i64> {jax.result_info = "result[1]", mhlo.layout_mode = "default"}) {
    %0 = call @inner(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %1:2 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %0) : tensor<i64>, tensor<4xf32>
     cond {
      %2 = func.call @keep_going(%iterArg) : (tensor<i64>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @inner(%iterArg_0) : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %iterArg, %2 : tensor<i64>, tensor<4xf32>
    }
    return %1#1, %1#0 : tensor<4xf32>, tensor<i64>
  }
  func.func private @inner(%arg0: tensor<4xf32> {mhlo.layout_mode = "default"}) -> (tensor<4xf32> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @keep_going(%arg0: tensor<i64>) -> tensor<i1> {
    %c = stablehlo.constant dense<true> : tensor<i1>
    return %c : tensor<i1>
  }
}

// The inliner inlines the private functions, also into the loop's regions,
// and then drops them.
// INLINE-LABEL: module @jit_f
// INLINE:         func.func public @main(
// INLINE-NEXT:      %c = stablehlo.constant dense<true> : tensor<i1>
// INLINE-NEXT:      %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
// INLINE-NEXT:      %1:2 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %0) : tensor<i64>, tensor<4xf32>
// INLINE-NEXT:       cond {
// INLINE-NEXT:        stablehlo.return %c : tensor<i1>
// INLINE-NEXT:      } do {
// INLINE-NEXT:        %2 = stablehlo.custom_call @Sharding(%iterArg_0) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
// INLINE-NEXT:        stablehlo.return %iterArg, %2 : tensor<i64>, tensor<4xf32>
// INLINE-NEXT:      }
// INLINE-NEXT:      return %1#1, %1#0 : tensor<4xf32>, tensor<i64>
// INLINE-NEXT:    }
// INLINE-NOT:     func.func

// RUN: hlokit-opt %s -sdy-propagation-pipeline='debug-sharding-origins=true debug-propagation-edge-sharding=true' | FileCheck %s
// RUN: hlokit-opt %s -sdy-propagation-pipeline='debug-sharding-origins=true debug-propagation-edge-sharding=true' -mlir-print-ir-after=sdy-sink-data-flow-edges 2>&1 | FileCheck %s --check-prefix=SUNK

sdy.mesh @mesh = <["a"=2, "b"=2]>

// The pipeline records the debug info through propagation and sinks it with
// the data-flow edges; the export drops it at its end. The names of
// manual computations stay, as in Shardy.
// SUNK-LABEL: IR Dump After SinkDataFlowEdgesPass
// SUNK: stablehlo.abs %arg1 {sdy.propagation_edges = {{.*}}, sdy.sharding_origins = [{a = "mc_0_input: 0"}]
// SUNK: } {sdy.block_arg_propagation_edges = [{{.*}}], sdy.block_arg_sharding_origins = [{a = "self"}], sdy.result_propagation_edges = [{{.*}}], sdy.result_sharding_origins = [{a = "mc_0_input: 0"}], sdy.sharding_origin_name = "mc_0"}
// CHECK-NOT: propagation_edges
// CHECK-NOT: sharding_origins
// CHECK: } {sdy.sharding_origin_name = "mc_0"}
// CHECK-NOT: propagation_edges
// CHECK-NOT: sharding_origins
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", ?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>] manual_axes={} (%arg1: tensor<8x8xf32>) {
    %1 = stablehlo.abs %arg1 : tensor<8x8xf32>
    sdy.return %1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

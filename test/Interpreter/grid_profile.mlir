// hlokit-run --profile on a grid prints a table per process, each headed
// by its flattened id: the time each spent in its collectives and the
// bytes of their results (docs/interpreter.md, "Profiling and tracing").
// RUN: hlokit-run %s --replicas 2 --profile 2>&1 >/dev/null | FileCheck %s
// A global program's devices are profiled the same way.
// RUN: hlokit-run %s --entry global --partitions 2 --args="[dense<1.0> : tensor<4x2xf32>]" --profile 2>&1 >/dev/null | FileCheck %s --check-prefix=GLOBAL
// --profile=json: an object per process; --trace: one timeline with a
// Perfetto process per grid process.
// RUN: hlokit-run %s --replicas 2 --profile=json --profile-output=%t.profile.json --trace %t.trace.json > /dev/null
// RUN: python3 %S/Inputs/check_grid_reports.py profile %t.profile.json | FileCheck %s --check-prefix=JSON
// RUN: python3 %S/Inputs/check_grid_reports.py trace %t.trace.json | FileCheck %s --check-prefix=TRACE
// RUN: hlokit-run %s --entry global --partitions 2 --args="[dense<1.0> : tensor<4x2xf32>]" --trace %t.global.json > /dev/null
// RUN: python3 %S/Inputs/check_grid_reports.py trace %t.global.json | FileCheck %s --check-prefix=GLOBAL-TRACE

// CHECK:      process 0
// CHECK:      by op kind
// CHECK:      stablehlo.all_reduce 1 {{.*}} 32
// CHECK:      process 1
// CHECK:      by op kind
// CHECK:      stablehlo.all_reduce 1 {{.*}} 32
// CHECK-NOT:  process 2

// GLOBAL:     process 0
// GLOBAL:     stablehlo.all_reduce 1 {{.*}} 4

// JSON:      process (0, 0) id 0
// JSON-NEXT: stablehlo.all_reduce calls=1 bytes=32
// JSON-NEXT: stablehlo.constant calls=1 bytes=32
// JSON-NEXT: process (1, 0) id 1
// JSON-NEXT: stablehlo.all_reduce calls=1 bytes=32
// JSON-NEXT: stablehlo.constant calls=1 bytes=32
// JSON-NOT:  process

// TRACE:      process (0, 0)
// TRACE-NEXT: 0 @main
// TRACE-NEXT: 1 stablehlo.constant tensor<4xi64> 32
// TRACE-NEXT: 1 stablehlo.all_reduce tensor<4xi64> 32
// TRACE-NEXT: process (1, 0)
// TRACE-NEXT: 0 @main
// TRACE-NEXT: 1 stablehlo.constant tensor<4xi64> 32
// TRACE-NEXT: 1 stablehlo.all_reduce tensor<4xi64> 32

// GLOBAL-TRACE:      process (0, 0)
// GLOBAL-TRACE:      1 stablehlo.all_reduce tensor<f32> 4
// GLOBAL-TRACE:      process (0, 1)
// GLOBAL-TRACE:      1 stablehlo.all_reduce tensor<f32> 4
// GLOBAL:     process 1
// GLOBAL:     stablehlo.all_reduce 1 {{.*}} 4

func.func @main() -> tensor<4xi64> {
  %x = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}

sdy.mesh @mesh = <["x"=2]>

// A sum over a split dimension: each device's partial sum, then an
// all_reduce of the scalar.
func.func @global(%x: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<f32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

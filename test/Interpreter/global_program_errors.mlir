// Global runs (hlokit-run on a program with shardings in its signature,
// docs/sharding.md "Running") with bad input: each is an error before
// anything runs (exit status 2), but for replicated results that differ.
// A grid that is not the mesh's devices.
// RUN: not hlokit-run %s --entry twice --partitions 4 --args="[dense<1.0> : tensor<4x2xf32>]" 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not hlokit-run %s --entry inlined --partitions 2 --args="[dense<1.0> : tensor<4xf32>]" 2>&1 | FileCheck %s --check-prefix=INLINED
// RUN: not hlokit-run %s --entry twice --replicas 2 --partitions 2 --args="[dense<1.0> : tensor<4x2xf32>]" 2>&1 | FileCheck %s --check-prefix=BOTH
// An input whose shape is not the global argument's.
// RUN: not hlokit-run %s --entry twice --partitions 2 --args="[dense<1.0> : tensor<2x2xf32>]" 2>&1 | FileCheck %s --check-prefix=SHAPE
// A dynamic shape, which Shardy's propagation refuses.
// RUN: not hlokit-run %s --entry dynamic --partitions 2 --args="[dense<1.0> : tensor<4xf32>]" 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// A result left unreduced.
// A replicated value returned as an unreduced result: Shardy's unreduced
// axes check refuses it when the program is partitioned.
// RUN: not hlokit-run %s --entry made_partial --partitions 2 --args="[dense<1.0> : tensor<4xf32>]" 2>&1 | FileCheck %s --check-prefix=MADE
// MADE: error: 'func.return' op has unreduced axes mismatch for 'x' at return value 0 without a blessed operation (e.g., sdy.reshard). This is an invalid transition from unreduced to reduced.
// MADE: hlokit-run: error: cannot partition the program
// RUN: not hlokit-run %s --entry partial --partitions 2 --args="[dense<1.0> : tensor<4x8xf32>, dense<1.0> : tensor<8xf32>]" 2>&1 | FileCheck %s --check-prefix=UNREDUCED
// A replicated result the devices computed differently (each its own
// partition id) is a run-time error (exit status 3).
// RUN: not hlokit-run %s --entry differ --partitions 2 --args="[dense<1.0> : tensor<4xf32>]" 2>&1 | FileCheck %s --check-prefix=DIFFER
// RUN: hlokit-run %s --entry differ --partitions 2 --args="[dense<1.0> : tensor<4xf32>]" 2>/dev/null; test $? -eq 3
// The exit status is that of bad input.
// RUN: hlokit-run %s --entry twice --partitions 4 --args="[dense<1.0> : tensor<4x2xf32>]" 2>/dev/null; test $? -eq 2

// DIFFER: hlokit-run: error: result 1 of @differ: devices 0 and 1 hold the same block of it but computed different values
// SIZE: hlokit-run: error: the mesh @mesh has 2 devices but the grid has 4 process(es) (1 replica(s) x 4 partition(s)); a program with shardings runs each device as one process: run it on 2 partitions
// INLINED: hlokit-run: error: the mesh #sdy.mesh<["x"=4]> has 4 devices but the grid has 2 process(es) (1 replica(s) x 2 partition(s)); a program with shardings runs each device as one process: run it on 4 partitions
// BOTH: hlokit-run: error: a program with shardings runs on replicas or on partitions, not on both (the grid has 4 process(es) (2 replica(s) x 2 partition(s)))
// SHAPE: hlokit-run: error: --args argument 0: expected tensor<4x2xf32>, got tensor<2x2xf32>: dimension 0 has size 2 but tensor<4x2xf32> requires 4
// DYNAMIC: global_program_errors.mlir:[[# @LINE + 5]]:8: error: Shardy propagation only supports ranked tensors with a static shape. type: 'tensor<?xf32>'
// DYNAMIC: hlokit-run: error: cannot partition the program (--hlokit-partition failed)
// UNREDUCED: hlokit-run: error: result 0 of @partial is unreduced (a partial value on each device), which a global run does not put together

func.func @dynamic(%x: tensor<?xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<?xf32> {
  %y = stablehlo.add %x, %x : tensor<?xf32>
  return %y : tensor<?xf32>
}

sdy.mesh @mesh = <["x"=2]>

func.func @twice(%x: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4x2xf32> {
  %y = stablehlo.add %x, %x : tensor<4x2xf32>
  return %y : tensor<4x2xf32>
}

func.func @made_partial(%x: tensor<4xf32>) -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={"x"}>}) {
  return %x : tensor<4xf32>
}

// A product over a split contracting dimension, left as partial sums.
func.func @partial(%a: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %b: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={"x"}>}) {
  %y = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}], unreduced={"x"}>]>} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

func.func @inlined(%x: tensor<4xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=4]>, [{"x"}]>}) -> tensor<4xf32> {
  %y = stablehlo.add %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

func.func @differ(%x: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> (tensor<4xf32>, tensor<ui32>) {
  %y = stablehlo.add %x, %x : tensor<4xf32>
  %p = stablehlo.partition_id : tensor<ui32>
  return %y, %p : tensor<4xf32>, tensor<ui32>
}

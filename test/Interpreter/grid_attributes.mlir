// The grid comes from the module's mhlo.num_replicas and mhlo.num_partitions
// (as JAX writes them) when --replicas and --partitions are absent; a flag
// that agrees with them is fine, one that contradicts them is an error, and
// so is a value that is not a positive 32-bit integer.
// RUN: hlokit-run %s | FileCheck %s
// RUN: hlokit-run --replicas 1 --partitions 2 %s | FileCheck %s
// RUN: not hlokit-run --partitions 4 %s 2>&1 | FileCheck %s --check-prefix=PARTITIONS
// RUN: not hlokit-run --replicas 2 %s 2>&1 | FileCheck %s --check-prefix=REPLICAS
// RUN: not hlokit-run --split-input-file %S/Inputs/bad_grid_attributes.mlir 2>&1 | FileCheck %S/Inputs/bad_grid_attributes.mlir

// CHECK:      process (0, 0):
// CHECK-NEXT: tensor<ui32> {0}
// CHECK-NEXT: process (0, 1):
// CHECK-NEXT: tensor<ui32> {1}
// PARTITIONS: hlokit-run: error: --partitions 4 contradicts the module's mhlo.num_partitions = 2
// REPLICAS: hlokit-run: error: --replicas 2 contradicts the module's mhlo.num_replicas = 1
module attributes {mhlo.num_replicas = 1 : i32, mhlo.num_partitions = 2 : i32} {
  func.func @main() -> tensor<ui32> {
    %p = stablehlo.partition_id : tensor<ui32>
    return %p : tensor<ui32>
  }
}

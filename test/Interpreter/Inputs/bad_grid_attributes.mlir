// Grid attributes hlokit-run refuses (grid_attributes.mlir runs this file).

// CHECK: hlokit-run: error: the module's mhlo.num_partitions must be a positive 32-bit integer
module attributes {mhlo.num_partitions = 0 : i32} {
  func.func @main() {
    return
  }
}

// -----

// CHECK: hlokit-run: error: the module's mhlo.num_replicas must be a positive 32-bit integer
module attributes {mhlo.num_replicas = "two"} {
  func.func @main() {
    return
  }
}

// -----

// CHECK: hlokit-run: error: the module's mhlo.num_partitions must be a positive 32-bit integer
module attributes {mhlo.num_partitions = 4294967296 : i64} {
  func.func @main() {
    return
  }
}

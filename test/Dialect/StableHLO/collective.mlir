// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// CHECK-LABEL: func.func @ids
func.func @ids() -> (tensor<ui32>, tensor<ui32>) {
  // CHECK-NEXT: %0 = stablehlo.replica_id : tensor<ui32>
  // CHECK-NEXT: %1 = stablehlo.partition_id : tensor<ui32>
  %0 = stablehlo.replica_id : tensor<ui32>
  %1 = "stablehlo.partition_id"() : () -> tensor<ui32>
  func.return %0, %1 : tensor<ui32>, tensor<ui32>
}

// CHECK-LABEL: func.func @all_reduce
func.func @all_reduce(%x: tensor<4xi32>, %y: tensor<2x?xi32>) -> (tensor<4xi32>, tensor<2x?xi32>) {
  // CHECK-NEXT: %0:2 = "stablehlo.all_reduce"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
  // CHECK-NEXT: ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
  // CHECK-NEXT:   %1 = stablehlo.maximum %arg2, %arg3 : tensor<i32>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<i32>
  // CHECK-NEXT: }) : (tensor<4xi32>, tensor<2x?xi32>) -> (tensor<4xi32>, tensor<2x?xi32>)
  %0:2 = "stablehlo.all_reduce"(%x, %y) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %1 = stablehlo.maximum %a, %b : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      use_global_device_ids} : (tensor<4xi32>, tensor<2x?xi32>) -> (tensor<4xi32>, tensor<2x?xi32>)
  func.return %0#0, %0#1 : tensor<4xi32>, tensor<2x?xi32>
}

// Rows padded with -1 (groups of different sizes) and a promoted accumulator.
// CHECK-LABEL: func.func @all_reduce_padded_promoted
func.func @all_reduce_padded_promoted(%x: tensor<4xf16>) -> tensor<4xf32> {
  // CHECK: "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1, 2], [3, -1, -1]]> : tensor<2x3xi64>}>
  // CHECK: }) : (tensor<4xf16>) -> tensor<4xf32>
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2], [3, -1, -1]]> : tensor<2x3xi64>} : (tensor<4xf16>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @all_gather
func.func @all_gather(%x: tensor<2x2xf32>, %y: tensor<3xi8>) -> (tensor<2x4xf32>, tensor<6xi8>) {
  // CHECK-NEXT: %0:2 = "stablehlo.all_gather"(%arg0, %arg1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<2x2xf32>, tensor<3xi8>) -> (tensor<4x2xf32>, tensor<6xi8>)
  %0:2 = "stablehlo.all_gather"(%x, %y) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<2x2xf32>, tensor<3xi8>) -> (tensor<4x2xf32>, tensor<6xi8>)
  // CHECK-NEXT: %1 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x4xf32>
  %1 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xf32>) -> tensor<2x4xf32>
  func.return %1, %0#1 : tensor<2x4xf32>, tensor<6xi8>
}

// CHECK-LABEL: func.func @reduce_scatter
func.func @reduce_scatter(%x: tensor<2x4xf32>) -> tensor<2x2xf32> {
  // CHECK-NEXT: %0 = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
  // CHECK-NEXT: ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
  // CHECK-NEXT:   %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (tensor<2x4xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// CHECK-LABEL: func.func @all_to_all
func.func @all_to_all(%x: tensor<2x4xi64>, %y: tensor<4x2xf32>) -> (tensor<4x2xi64>, tensor<8x1xf32>) {
  // CHECK-NEXT: %0:2 = "stablehlo.all_to_all"(%arg0, %arg1) <{concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xi64>, tensor<4x2xf32>) -> (tensor<4x2xi64>, tensor<8x1xf32>)
  %0:2 = "stablehlo.all_to_all"(%x, %y) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>, tensor<4x2xf32>) -> (tensor<4x2xi64>, tensor<8x1xf32>)
  // Same split and concat dimension: the shape is kept.
  // CHECK-NEXT: %1 = "stablehlo.all_to_all"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<{{\[\[}}1, 0]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xi64>) -> tensor<2x4xi64>
  %1 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  func.return %0#0, %0#1 : tensor<4x2xi64>, tensor<8x1xf32>
}

// CHECK-LABEL: func.func @permute_broadcast
func.func @permute_broadcast(%x: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  // CHECK-NEXT: %0 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, source_target_pairs = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  // CHECK-NEXT: %1 = "stablehlo.collective_broadcast"(%0) <{replica_groups = dense<{{\[\[}}2, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = "stablehlo.collective_broadcast"(%0) {replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %0, %1 : tensor<2x2xf32>, tensor<2x2xf32>
}

// cross_replica_and_partition (a channel, no use_global_device_ids): each row
// of replica ids spans every partition, so the gathered size is known only on
// the grid; here only that it is the operand's times a multiple of the row.
// CHECK-LABEL: func.func @all_gather_across_partitions
func.func @all_gather_across_partitions(%x: tensor<2xf32>, %z: tensor<3x0xf32>) -> tensor<8xf32> {
  // CHECK: "stablehlo.all_gather"(%arg0) {{.*}} : (tensor<2xf32>) -> tensor<8xf32>
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2xf32>) -> tensor<8xf32>
  // CHECK: "stablehlo.all_gather"(%arg1) {{.*}} : (tensor<3x0xf32>) -> tensor<3x0xf32>
  %1 = "stablehlo.all_gather"(%z) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<3x0xf32>) -> tensor<3x0xf32>
  func.return %0 : tensor<8xf32>
}

// CHECK-LABEL: func.func @reduce_scatter_across_partitions
func.func @reduce_scatter_across_partitions(%x: tensor<12xf32>) -> tensor<2xf32> {
  // CHECK: "stablehlo.reduce_scatter"(%arg0) {{.*}}replica_groups = dense<{{\[\[}}0, 1, 2]]>
  // CHECK: }) : (tensor<12xf32>) -> tensor<2xf32>
  %0 = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<12xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// collective_reduce has all_reduce's operands, attributes and inference.
// CHECK-LABEL: func.func @collective_reduce
func.func @collective_reduce(%x: tensor<4xi32>, %y: tensor<2x?xf32>) -> (tensor<4xi32>, tensor<2x?xf32>) {
  // CHECK-NEXT: %0 = "stablehlo.collective_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> ({
  // CHECK-NEXT: ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
  // CHECK-NEXT:   %2 = stablehlo.add %arg2, %arg3 : tensor<i32>
  // CHECK-NEXT:   stablehlo.return %2 : tensor<i32>
  // CHECK-NEXT: }) : (tensor<4xi32>) -> tensor<4xi32>
  %0 = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<4xi32>) -> tensor<4xi32>
  // CHECK: %1:2 = "stablehlo.collective_reduce"(%arg1, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
  // CHECK: }) : (tensor<2x?xf32>, tensor<2x?xf32>) -> (tensor<2x?xf32>, tensor<2x?xf32>)
  %1:2 = "stablehlo.collective_reduce"(%y, %y) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %m = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %m : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<2x?xf32>, tensor<2x?xf32>) -> (tensor<2x?xf32>, tensor<2x?xf32>)
  func.return %0, %1#1 : tensor<4xi32>, tensor<2x?xf32>
}

// collective_broadcast: variadic operands, and has_dynamic_root with the
// root as the last operand (one group index per data operand).
// CHECK-LABEL: func.func @collective_broadcast_variadic
func.func @collective_broadcast_variadic(%x: tensor<1x2xi64>, %y: tensor<3xf32>, %root: tensor<2xi32>) -> (tensor<1x2xi64>, tensor<3xf32>) {
  // CHECK-NEXT: %0:2 = "stablehlo.collective_broadcast"(%arg0, %arg1) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<1x2xi64>, tensor<3xf32>) -> (tensor<1x2xi64>, tensor<3xf32>)
  %0:2 = "stablehlo.collective_broadcast"(%x, %y) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x2xi64>, tensor<3xf32>) -> (tensor<1x2xi64>, tensor<3xf32>)
  // CHECK-NEXT: %1:2 = "stablehlo.collective_broadcast"(%arg0, %arg1, %arg2) <{has_dynamic_root, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<1x2xi64>, tensor<3xf32>, tensor<2xi32>) -> (tensor<1x2xi64>, tensor<3xf32>)
  %1:2 = "stablehlo.collective_broadcast"(%x, %y, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<1x2xi64>, tensor<3xf32>, tensor<2xi32>) -> (tensor<1x2xi64>, tensor<3xf32>)
  func.return %0#0, %1#1 : tensor<1x2xi64>, tensor<3xf32>
}

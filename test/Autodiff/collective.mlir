// RUN: hlokit-opt %s -split-input-file --hlokit-vjp=func=f | FileCheck %s --check-prefix=VJP
// RUN: hlokit-opt %s -split-input-file --hlokit-jvp=func=f | FileCheck %s --check-prefix=JVP

// all_reduce with add: both derivatives are the same sum over the same groups.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
// VJP: %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
// VJP-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
// VJP-NEXT:   %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
// VJP-NEXT:   stablehlo.return %2 : tensor<f32>
// VJP-NEXT: }) : (tensor<4xf32>) -> tensor<4xf32>
// VJP-NEXT: return %0, %1 : tensor<4xf32>, tensor<4xf32>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
// JVP: %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
// JVP: return %0, %1 : tensor<4xf32>, tensor<4xf32>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A variadic all_reduce (one two-argument computation for every operand):
// one transposed all_reduce per cotangent.
// VJP-LABEL: func.func @f_vjp
// VJP: %[[CT0:.*]] = "stablehlo.all_reduce"(%arg2) <{replica_groups = dense<{{\[\[}}0], [1]]> : tensor<2x1xi64>}> ({
// VJP: }) : (tensor<2xf32>) -> tensor<2xf32>
// VJP: %[[CT1:.*]] = "stablehlo.all_reduce"(%arg3) <{replica_groups = dense<{{\[\[}}0], [1]]> : tensor<2x1xi64>}> ({
// VJP: }) : (tensor<3xf32>) -> tensor<3xf32>
// VJP: return %0#0, %0#1, %[[CT0]], %[[CT1]]
func.func @f(%x: tensor<2xf32>, %y: tensor<3xf32>) -> (tensor<2xf32>, tensor<3xf32>) {
  %0:2 = "stablehlo.all_reduce"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %b, %a : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>} : (tensor<2xf32>, tensor<3xf32>) -> (tensor<2xf32>, tensor<3xf32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<3xf32>
}

// -----

// all_gather <-> reduce_scatter (add) over the same groups.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<2x3xf32>, %arg1: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<2x3xf32>) {
// VJP: %1 = "stablehlo.reduce_scatter"(%arg1) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64}> ({
// VJP-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
// VJP-NEXT:   %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
// VJP-NEXT:   stablehlo.return %2 : tensor<f32>
// VJP-NEXT: }) : (tensor<4x3xf32>) -> tensor<2x3xf32>
// VJP-NEXT: return %0, %1 : tensor<4x3xf32>, tensor<2x3xf32>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>) {
// JVP: %1 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<2x3xf32>) -> tensor<4x3xf32>
func.func @f(%x: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// reduce_scatter (add) <-> all_gather; a promoted cotangent is converted back.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<4x3xf16>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<4x3xf16>) {
// VJP: %1 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, replica_groups = dense<{{\[\[}}1, 0]]> : tensor<1x2xi64>}> : (tensor<2x3xf32>) -> tensor<4x3xf32>
// VJP-NEXT: %2 = stablehlo.convert %1 : (tensor<4x3xf32>) -> tensor<4x3xf16>
// VJP-NEXT: return %0, %2 : tensor<2x3xf32>, tensor<4x3xf16>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<4x3xf16>, %arg1: tensor<4x3xf16>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
// JVP: %1 = "stablehlo.reduce_scatter"(%arg1)
func.func @f(%x: tensor<4x3xf16>) -> tensor<2x3xf32> {
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %b, %a : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<4x3xf16>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// all_to_all <-> all_to_all with split and concat dimensions swapped.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xi32>, %arg2: tensor<4x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>, tensor<2x4xf32>) {
// VJP: %1 = "stablehlo.all_to_all"(%arg2) <{concat_dimension = 1 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4x2xf32>) -> tensor<2x4xf32>
// VJP-NEXT: return %0#0, %0#1, %1
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xi32>, %arg2: tensor<2x4xf32>)
// JVP: %1:2 = "stablehlo.all_to_all"(%arg2, %arg1) <{concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}>
// JVP-NEXT: return %0#0, %0#1, %1#0
func.func @f(%x: tensor<2x4xf32>, %y: tensor<2x4xi32>) -> (tensor<4x2xf32>, tensor<4x2xi32>) {
  %0:2 = "stablehlo.all_to_all"(%x, %y) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>, tensor<2x4xi32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
  return %0#0, %0#1 : tensor<4x2xf32>, tensor<4x2xi32>
}

// -----

// collective_permute <-> collective_permute with every pair reversed.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
// VJP: %1 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<{{\[\[}}1, 0], [2, 1]]> : tensor<2x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
// JVP: %1 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// collective_broadcast: the group's first member collects every member's
// cotangent, one collective_permute per position in the groups, summed in
// group order; the JVP is the same broadcast.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
// VJP: %1 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<{{\[\[}}2, 2], [0, 0]]> : tensor<2x2xi64>}>
// VJP-NEXT: %2 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<{{\[\[}}1, 2], [3, 0]]> : tensor<2x2xi64>}>
// VJP-NEXT: %3 = stablehlo.add %1, %2 : tensor<2xf32>
// VJP-NEXT: return %0, %3
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
// JVP: %1 = "stablehlo.collective_broadcast"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<{{\[\[}}2, 1], [0, 3]]> : tensor<2x2xi64>}>
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[2, 1], [0, 3]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// replica_id carries no derivative and is left alone.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
// VJP: return %{{.*}}, %arg1 : tensor<f32>, tensor<f32>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
// JVP: return %{{.*}}, %arg1 : tensor<f32>, tensor<f32>
func.func @f(%x: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  return %x : tensor<f32>
}

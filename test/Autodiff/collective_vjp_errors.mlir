// RUN: hlokit-opt %s -split-input-file --hlokit-vjp=func=f -verify-diagnostics

// Without replica groups the group size, and so the transposed result's
// type, is unknown.
func.func @f(%x: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{autodiff: no rule for 'stablehlo.all_gather' whose group size the program does not know (empty replica_groups, or groups across replicas and partitions)}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<> : tensor<0x0xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{autodiff: no rule for 'stablehlo.reduce_scatter' whose group size the program does not know (empty replica_groups, or groups across replicas and partitions)}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<> : tensor<0x0xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// A channel without use_global_device_ids: the groups span every partition,
// so each row of replica ids stands for an unknown number of processes.
func.func @f(%x: tensor<2xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{autodiff: no rule for 'stablehlo.all_gather' whose group size the program does not know (empty replica_groups, or groups across replicas and partitions)}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// collective_broadcast without groups means every process, a number the
// program does not know.
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{autodiff: no rule for 'stablehlo.collective_broadcast' with empty replica_groups (every process, a number the program does not know)}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<> : tensor<0x0xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// A root chosen at run time: the cotangents' destination is unknown.
func.func @f(%x: tensor<2xf32>, %root: tensor<1xi32>) -> tensor<2xf32> {
  // expected-error @+1 {{autodiff: no rule for 'stablehlo.collective_broadcast' with has_dynamic_root (the root is only known at run time)}}
  %0 = "stablehlo.collective_broadcast"(%x, %root) {has_dynamic_root, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>, tensor<1xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

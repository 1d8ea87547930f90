// RUN: hlokit-opt --strict-spec %s -split-input-file -verify-diagnostics

func.func @all_gather_i3(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_gather_i3: replica_groups must be a 2-dimensional tensor, got shape [2]}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[0, 1]> : tensor<2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  func.return
}
// -----
func.func @all_gather_c1(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_gather_c1: all_gather_dim 1 is out of range [0, 1) for operand 0 of type 'tensor<2xf32>'}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  func.return
}
// -----
func.func @all_gather_c1_negative(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_gather_c1: all_gather_dim -1 is out of range [0, 1)}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = -1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  func.return
}
// -----
func.func @all_gather_c2(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_gather_c2: id 0 appears more than once in replica_groups}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  func.return
}
// -----
func.func @all_gather_c3(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_gather_c3: with use_global_device_ids replica_groups must name every process, got none}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<> : tensor<0x0xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<2xf32>) -> tensor<?xf32>
  func.return
}
// -----
func.func @all_gather_c4(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_gather_c4: id 2 in replica_groups is out of range [0, 2) (the number of ids in replica_groups)}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  func.return
}
// -----
func.func @all_gather_c5(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_gather_c5: use_global_device_ids requires channel_id > 0, got 0}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<2xf32>) -> tensor<4xf32>
  func.return
}
// -----
func.func @all_gather_c6_shape(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_gather_c6: result type 'tensor<2xf32>' is incompatible with the inferred 'tensor<4xf32>'}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @all_gather_c6_element_type(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_gather_c6: result element type 'f64' differs from the inferred 'f32'}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<4xf64>
  func.return
}
// -----
func.func @all_gather_c6_count(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_gather_c6: expected 1 results (one per operand), got 2}}
  %0:2 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  func.return
}
// -----
func.func @all_reduce_i2(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_reduce_i2: replica_groups must be a 2-dimensional tensor, got shape [1, 1, 2]}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[[0, 1]]]> : tensor<1x1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @all_reduce_c1_max_id(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_reduce_c1: id 9223372036854775807 appears more than once in replica_groups}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[9223372036854775807, 9223372036854775807]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @all_reduce_c1_min_id(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_reduce_c1: id -9223372036854775808 appears more than once in replica_groups}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[-9223372036854775808, -9223372036854775808]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @all_reduce_c1(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_reduce_c1: id 1 appears more than once in replica_groups}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1], [1, -1]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @all_reduce_c2(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_reduce_c2: with use_global_device_ids replica_groups must name every process, got none}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<-1> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @all_reduce_c3(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_reduce_c3: id -2 in replica_groups is out of range [0, 2)}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, -2]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @all_reduce_c4(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_reduce_c4: use_global_device_ids requires channel_id > 0, got -3}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = -3, type = 1>, use_global_device_ids} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @all_reduce_c5_arguments(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_reduce_c5: computation takes 1 arguments, expected 2}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @all_reduce_c5_not_promotable(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_reduce_c5: element type 'f32' of input 0 is not promotable to the computation's 'f16'}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    %1 = stablehlo.add %a, %b : tensor<f16>
    stablehlo.return %1 : tensor<f16>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf16>
  func.return
}
// -----
func.func @all_reduce_c5_variadic_arguments(%x: tensor<2xf32>, %y: tensor<3xf32>) {
  // One computation of two arguments serves every operand.
  // expected-error @+1 {{all_reduce_c5: computation takes 4 arguments, expected 2}}
  %0:2 = "stablehlo.all_reduce"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):
    %1 = stablehlo.add %a, %c : tensor<f32>
    %2 = stablehlo.add %b, %d : tensor<f32>
    stablehlo.return %1, %2 : tensor<f32>, tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>, tensor<3xf32>) -> (tensor<2xf32>, tensor<3xf32>)
  func.return
}
// -----
func.func @all_reduce_c5_variadic_not_promotable(%x: tensor<2xf32>, %y: tensor<3xi32>) {
  // expected-error @+1 {{all_reduce_c5: element type 'i32' of input 1 is not promotable to the computation's 'f32'}}
  %0:2 = "stablehlo.all_reduce"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>, tensor<3xi32>) -> (tensor<2xf32>, tensor<3xf32>)
  func.return
}
// -----
func.func @all_reduce_c6(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_reduce_c6: result type 'tensor<3xf32>' is incompatible with the inferred 'tensor<2xf32>'}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}
// -----
func.func @all_reduce_c7(%x: tensor<2xf16>) {
  // expected-error @+1 {{all_reduce_c7: result element type 'f16' differs from the inferred 'f32'}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf16>) -> tensor<2xf16>
  func.return
}
// -----
func.func @reduce_scatter_i3(%x: tensor<4xf32>) {
  // expected-error @+1 {{reduce_scatter_i3: replica_groups must be a 2-dimensional tensor, got shape [2]}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[0, 1]> : tensor<2xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @reduce_scatter_c1(%x: tensor<3xf32>) {
  // expected-error @+1 {{reduce_scatter_c1: dimension 0 of operand 0 has size 3, not a multiple of the group size 2}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3xf32>) -> tensor<1xf32>
  func.return
}
// -----
func.func @reduce_scatter_c2(%x: tensor<4xf32>) {
  // expected-error @+1 {{reduce_scatter_c2: scatter_dimension 1 is out of range [0, 1) for operand 0 of type 'tensor<4xf32>'}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @reduce_scatter_c3(%x: tensor<4xf32>) {
  // expected-error @+1 {{reduce_scatter_c3: id 1 appears more than once in replica_groups}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @reduce_scatter_c4(%x: tensor<4xf32>) {
  // expected-error @+1 {{reduce_scatter_c4: with use_global_device_ids replica_groups must name every process, got none}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<> : tensor<1x0xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<4xf32>) -> tensor<?xf32>
  func.return
}
// -----
func.func @reduce_scatter_c5(%x: tensor<4xf32>) {
  // expected-error @+1 {{reduce_scatter_c5: id 7 in replica_groups is out of range [0, 2)}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 7]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @reduce_scatter_c6(%x: tensor<4xf32>) {
  // expected-error @+1 {{reduce_scatter_c6: use_global_device_ids requires channel_id > 0, got 0}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<4xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @reduce_scatter_c7(%x: tensor<4xf32>) {
  // expected-error @+1 {{reduce_scatter_c7: computation returns 2 values, expected 1}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a, %b : tensor<f32>, tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @reduce_scatter_c8(%x: tensor<4xf32>) {
  // expected-error @+1 {{reduce_scatter_c8: result type 'tensor<4xf32>' is incompatible with the inferred 'tensor<2xf32>'}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  func.return
}
// -----
func.func @reduce_scatter_c9(%x: tensor<4xf32>) {
  // expected-error @+1 {{reduce_scatter_c9: result element type 'f16' differs from the inferred 'f32'}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<2xf16>
  func.return
}
// -----
func.func @all_to_all_c1(%x: tensor<2x4xf32>) {
  // expected-error @+1 {{all_to_all_c1: split_dimension 2 is out of range [0, 2) for operand 0 of type 'tensor<2x4xf32>'}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 2 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return
}
// -----
func.func @all_to_all_c2(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{all_to_all_c2: dimension 1 of operand 0 has size 3, not a multiple of split_count 2}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3xf32>) -> tensor<4x1xf32>
  func.return
}
// -----
func.func @all_to_all_c3(%x: tensor<2x4xf32>) {
  // expected-error @+1 {{all_to_all_c3: concat_dimension -1 is out of range [0, 2) for operand 0 of type 'tensor<2x4xf32>'}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = -1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return
}
// -----
func.func @all_to_all_c4(%x: tensor<2x4xf32>) {
  // expected-error @+1 {{all_to_all_c4: split_count must be positive, got 0}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return
}
// -----
func.func @all_to_all_i5(%x: tensor<2x4xf32>) {
  // expected-error @+1 {{all_to_all_i5: replica_groups must be a 2-dimensional tensor, got shape [2]}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[0, 1]> : tensor<2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return
}
// -----
func.func @all_to_all_c5(%x: tensor<2x4xf32>) {
  // expected-error @+1 {{all_to_all_c5: id 0 appears more than once in replica_groups}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return
}
// -----
func.func @all_to_all_c7(%x: tensor<2x4xf32>) {
  // expected-error @+1 {{all_to_all_c7: id 3 in replica_groups is out of range [0, 2)}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 3]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return
}
// -----
func.func @all_to_all_c8(%x: tensor<2x4xf32>) {
  // expected-error @+1 {{all_to_all_c8: replica groups have size 1, expected split_count 2}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return
}
// -----
func.func @all_to_all_c9(%x: tensor<2x4xf32>) {
  // expected-error @+1 {{all_to_all_c9: result type 'tensor<2x4xf32>' is incompatible with the inferred 'tensor<4x2xf32>'}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  func.return
}
// -----
func.func @all_to_all_c9_count(%x: tensor<2x4xf32>) {
  // expected-error @+1 {{all_to_all_c9: expected 1 results (one per operand), got 0}}
  "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> ()
  func.return
}
// -----
func.func @collective_permute_i2(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_permute_i2: source_target_pairs must be a 2-dimensional tensor, got shape [2]}}
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[0, 1]> : tensor<2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_permute_c1(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_permute_c1: source_target_pairs must have shape [N, 2], got [1, 3]}}
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_permute_c2(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_permute_c2: id 0 appears more than once in the sources}}
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_permute_c3(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_permute_c3: id 1 appears more than once in the targets}}
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_permute_c4(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_permute_c4: id -1 in source_target_pairs is negative}}
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, -1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_permute_c5(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_permute_c5: result element type 'i32' differs from the inferred 'f32'}}
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xi32>
  func.return
}
// -----
func.func @collective_broadcast_i2(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_broadcast_i2: replica_groups must be a 2-dimensional tensor, got shape [2]}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[0, 1]> : tensor<2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_broadcast_c1(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_broadcast_c1: id 1 appears more than once in replica_groups}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_broadcast_c2(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_broadcast_c2: id -5 in replica_groups is negative}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[0, -5]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_broadcast_c3(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_broadcast_c3: result type 'tensor<3xf32>' is incompatible with the inferred 'tensor<2xf32>'}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}
// -----
func.func @collective_reduce_i2(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_reduce_i2: replica_groups must be a 2-dimensional tensor, got shape [2]}}
  %0 = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[0, 1]> : tensor<2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_reduce_c1(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_reduce_c1: id 1 appears more than once in replica_groups}}
  %0 = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_reduce_c2(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_reduce_c2: with use_global_device_ids replica_groups must name every process, got none}}
  %0 = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<-1> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_reduce_c2_range(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_reduce_c2: id 2 in replica_groups is out of range [0, 2)}}
  %0 = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_reduce_i3(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_reduce_i3: use_global_device_ids requires channel_id > 0, got 0}}
  %0 = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_reduce_c4(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_reduce_c4: element type 'f32' of input 0 is not promotable to the computation's 'f16'}}
  %0 = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<f16>, %b: tensor<f16>):
      %s = stablehlo.add %a, %b : tensor<f16>
      stablehlo.return %s : tensor<f16>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf16>
  func.return
}
// -----
func.func @collective_reduce_c3(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_reduce_c3: result type 'tensor<3xf32>' is incompatible with the inferred 'tensor<2xf32>'}}
  %0 = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}
// -----
func.func @collective_reduce_c4_element(%x: tensor<2xf16>) {
  // expected-error @+1 {{collective_reduce_c4: result element type 'f16' differs from the inferred 'f32'}}
  %0 = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf16>) -> tensor<2xf16>
  func.return
}
// -----
func.func @collective_reduce_c3_count(%x: tensor<2xf32>) {
  // expected-error @+1 {{collective_reduce_c3: expected 1 results (one per operand), got 2}}
  %0:2 = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  func.return
}
// -----
func.func @collective_reduce_c3_root(%x: tensor<2xf32>, %root: tensor<2xi32>) {
  // expected-error @+1 {{collective_reduce_c3: the root operand has 2 elements, expected 1 (one per data operand)}}
  %0 = "stablehlo.collective_reduce"(%x, %root) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_reduce_c3_root_type(%x: tensor<2xf32>, %root: tensor<1xf32>) {
  // expected-error @+1 {{collective_reduce_c3: with has_dynamic_root the last operand must be a 1-dimensional tensor of integer type, got 'tensor<1xf32>'}}
  %0 = "stablehlo.collective_reduce"(%x, %root) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<1xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_reduce_i1_root_only(%root: tensor<1xi32>) {
  // expected-error @+1 {{collective_reduce_i1: expected at least one operand to reduce besides the root}}
  "stablehlo.collective_reduce"(%root) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<1xi32>) -> ()
  func.return
}
// -----
func.func @collective_broadcast_i1() {
  // expected-error @+1 {{collective_broadcast_i1: expected at least one operand to broadcast}}
  %0 = "stablehlo.collective_broadcast"() {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : () -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_broadcast_i1_root_only(%root: tensor<1xi32>) {
  // expected-error @+1 {{collective_broadcast_i1: expected at least one operand to broadcast besides the root}}
  %0 = "stablehlo.collective_broadcast"(%root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<1xi32>) -> tensor<1xi32>
  func.return
}
// -----
func.func @collective_broadcast_c3_count(%x: tensor<2xf32>, %y: tensor<3xf32>) {
  // expected-error @+1 {{collective_broadcast_c3: expected 2 results (one per operand), got 1}}
  %0 = "stablehlo.collective_broadcast"(%x, %y) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_broadcast_c4_root_type(%x: tensor<2xf32>, %root: tensor<1xf32>) {
  // expected-error @+1 {{collective_broadcast_c4: with has_dynamic_root the last operand must be a 1-dimensional tensor of integer type, got 'tensor<1xf32>'}}
  %0 = "stablehlo.collective_broadcast"(%x, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<1xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_broadcast_c4_root_rank(%x: tensor<2xf32>, %root: tensor<i32>) {
  // expected-error @+1 {{collective_broadcast_c4: with has_dynamic_root the last operand must be a 1-dimensional tensor of integer type, got 'tensor<i32>'}}
  %0 = "stablehlo.collective_broadcast"(%x, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<i32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @collective_broadcast_c4_root_size(%x: tensor<2xf32>, %y: tensor<2xf32>, %root: tensor<1xi32>) {
  // expected-error @+1 {{collective_broadcast_c4: the root operand has 1 elements, expected 2 (one per data operand)}}
  %0:2 = "stablehlo.collective_broadcast"(%x, %y, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<2xf32>, tensor<1xi32>) -> (tensor<2xf32>, tensor<2xf32>)
  func.return
}
// -----
func.func @replica_id_type() {
  // expected-error @+1 {{'stablehlo.replica_id' op result #0 must be 0D tensor of 32-bit unsigned integer values, but got 'tensor<i32>'}}
  %0 = stablehlo.replica_id : tensor<i32>
  func.return
}

// -----

// Across partitions the group is a row of replica ids times num_partitions:
// 5 is not 2 times a multiple of the row length 2.
func.func @all_gather_c6_across_partitions(%x: tensor<3x2xf32>) {
  // expected-error @+1 {{all_gather_c6: dimension 1 of the result has size 5, not the operand's 2 times a multiple of the 2 replicas per group (cross_replica_and_partition)}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<3x2xf32>) -> tensor<3x5xf32>
  func.return
}

// -----

func.func @all_gather_c6_empty_operand_across_partitions(%x: tensor<0xf32>) {
  // expected-error @+1 {{all_gather_c6: dimension 0 of the result has size 4, not the operand's 0 times a multiple of the 2 replicas per group (cross_replica_and_partition)}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<0xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @reduce_scatter_c8_across_partitions(%x: tensor<12xf32>) {
  // expected-error @+1 {{reduce_scatter_c8: dimension 0 of the operand has size 12, not the result's 5 times a multiple of the 3 replicas per group (cross_replica_and_partition)}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<12xf32>) -> tensor<5xf32>
  func.return
}

// Mesh-axes replica groups on a mesh named by a symbol: the groups come from
// the `stablehlo.mesh` dictionary of the op the symbol names (Shardy's
// --sdy-lift-inlined-meshes writes one on every sdy.mesh), its device_ids
// included. Process d contributes d.
// RUN: hlokit-run --split-input-file %s

// x=2, y=2 in order: the groups along y are [0, 1] and [2, 3].
module @in_order {
  sdy.mesh @mesh = <["x"=2, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}}
  func.func private @f() -> tensor<2xi64> {
    %r = stablehlo.replica_id : tensor<ui32>
    %c = stablehlo.convert %r : (tensor<ui32>) -> tensor<i64>
    %x = stablehlo.reshape %c : (tensor<i64>) -> tensor<1xi64>
    %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y">]>} : (tensor<1xi64>) -> tensor<2xi64>
    return %0 : tensor<2xi64>
  }
  func.func @main() {
    %results:4 = "interpreter.run_parallel"() {programs = [[@f], [@f], [@f], [@f]]} : () -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
    check.expect_eq_const %results#0, dense<[0, 1]> : tensor<2xi64>
    check.expect_eq_const %results#1, dense<[0, 1]> : tensor<2xi64>
    check.expect_eq_const %results#2, dense<[2, 3]> : tensor<2xi64>
    check.expect_eq_const %results#3, dense<[2, 3]> : tensor<2xi64>
    func.return
  }
}

// -----

// The same mesh with devices [3, 2, 1, 0]: mesh position (0, 0) is device
// 3, so the groups along y are [3, 2] and [1, 0].
module @device_ids {
  sdy.mesh @mesh = <["x"=2, "y"=2], device_ids=[3, 2, 1, 0]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}], device_ids = dense<[3, 2, 1, 0]> : tensor<4xi64>}}
  func.func private @f() -> tensor<2xi64> {
    %r = stablehlo.replica_id : tensor<ui32>
    %c = stablehlo.convert %r : (tensor<ui32>) -> tensor<i64>
    %x = stablehlo.reshape %c : (tensor<i64>) -> tensor<1xi64>
    %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y">]>} : (tensor<1xi64>) -> tensor<2xi64>
    return %0 : tensor<2xi64>
  }
  func.func @main() {
    %results:4 = "interpreter.run_parallel"() {programs = [[@f], [@f], [@f], [@f]]} : () -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
    check.expect_eq_const %results#0, dense<[1, 0]> : tensor<2xi64>
    check.expect_eq_const %results#1, dense<[1, 0]> : tensor<2xi64>
    check.expect_eq_const %results#2, dense<[3, 2]> : tensor<2xi64>
    check.expect_eq_const %results#3, dense<[3, 2]> : tensor<2xi64>
    func.return
  }
}

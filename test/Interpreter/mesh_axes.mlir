// Collectives whose replica_groups are mesh axes, on 8 replicas: the mesh
// x=2, y=4 numbers device x * 4 + y, and y splits as (1)2 (major) and (2)2
// (minor). Process d contributes d, or rows derived from it.
// RUN: hlokit-run --split-input-file %s

// The axes [y:(2)2, x] group the devices with equal y:(1)2 and order them
// y:(2)2 major, x minor: [0, 4, 1, 5] and [2, 6, 3, 7].
module @all_gather_order {
  func.func private @f() -> tensor<4xi64> {
    %r = stablehlo.replica_id : tensor<ui32>
    %c = stablehlo.convert %r : (tensor<ui32>) -> tensor<i64>
    %x = stablehlo.reshape %c : (tensor<i64>) -> tensor<1xi64>
    %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (2)2>, #stablehlo.axis_ref<name = "x">]>} : (tensor<1xi64>) -> tensor<4xi64>
    return %0 : tensor<4xi64>
  }
  func.func @main() {
    %results:8 = "interpreter.run_parallel"() {programs = [[@f], [@f], [@f], [@f], [@f], [@f], [@f], [@f]]} : () -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>)
    check.expect_eq_const %results#0, dense<[0, 4, 1, 5]> : tensor<4xi64>
    check.expect_eq_const %results#1, dense<[0, 4, 1, 5]> : tensor<4xi64>
    check.expect_eq_const %results#2, dense<[2, 6, 3, 7]> : tensor<4xi64>
    check.expect_eq_const %results#3, dense<[2, 6, 3, 7]> : tensor<4xi64>
    check.expect_eq_const %results#4, dense<[0, 4, 1, 5]> : tensor<4xi64>
    check.expect_eq_const %results#5, dense<[0, 4, 1, 5]> : tensor<4xi64>
    check.expect_eq_const %results#6, dense<[2, 6, 3, 7]> : tensor<4xi64>
    check.expect_eq_const %results#7, dense<[2, 6, 3, 7]> : tensor<4xi64>
    func.return
  }
}

// -----

// all_reduce over y:(1)2 sums d and d xor 2: groups [0, 2], [1, 3], [4, 6],
// [5, 7].
module @all_reduce_sub_axis {
  func.func private @f(%x : tensor<1xi64>) -> tensor<1xi64> {
    %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %1 = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %1 : tensor<i64>
    }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>]>} : (tensor<1xi64>) -> tensor<1xi64>
    return %0 : tensor<1xi64>
  }
  func.func @main() {
    %p0 = stablehlo.constant dense<[1]> : tensor<1xi64>
    %p1 = stablehlo.constant dense<[2]> : tensor<1xi64>
    %p2 = stablehlo.constant dense<[4]> : tensor<1xi64>
    %p3 = stablehlo.constant dense<[8]> : tensor<1xi64>
    %p4 = stablehlo.constant dense<[16]> : tensor<1xi64>
    %p5 = stablehlo.constant dense<[32]> : tensor<1xi64>
    %p6 = stablehlo.constant dense<[64]> : tensor<1xi64>
    %p7 = stablehlo.constant dense<[128]> : tensor<1xi64>
    %results:8 = "interpreter.run_parallel"(%p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7) {programs = [[@f], [@f], [@f], [@f], [@f], [@f], [@f], [@f]]} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
    check.expect_eq_const %results#0, dense<[5]> : tensor<1xi64>
    check.expect_eq_const %results#1, dense<[10]> : tensor<1xi64>
    check.expect_eq_const %results#2, dense<[5]> : tensor<1xi64>
    check.expect_eq_const %results#3, dense<[10]> : tensor<1xi64>
    check.expect_eq_const %results#4, dense<[80]> : tensor<1xi64>
    check.expect_eq_const %results#5, dense<[160]> : tensor<1xi64>
    check.expect_eq_const %results#6, dense<[80]> : tensor<1xi64>
    check.expect_eq_const %results#7, dense<[160]> : tensor<1xi64>
    func.return
  }
}

// -----

// reduce_scatter over x: groups [d, d + 4]; the first member gets part 0.
module @reduce_scatter_x {
  func.func private @f() -> tensor<1xi64> {
    %r = stablehlo.replica_id : tensor<ui32>
    %c = stablehlo.convert %r : (tensor<ui32>) -> tensor<i64>
    %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %i = stablehlo.iota dim = 0 : tensor<2xi64>
    %ten = stablehlo.constant dense<10> : tensor<2xi64>
    %t = stablehlo.multiply %i, %ten : tensor<2xi64>
    %x = stablehlo.add %b, %t : tensor<2xi64>
    %0 = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<i64>, %e: tensor<i64>):
      %1 = stablehlo.add %a, %e : tensor<i64>
      stablehlo.return %1 : tensor<i64>
    }) {scatter_dimension = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2xi64>) -> tensor<1xi64>
    return %0 : tensor<1xi64>
  }
  func.func @main() {
    %results:8 = "interpreter.run_parallel"() {programs = [[@f], [@f], [@f], [@f], [@f], [@f], [@f], [@f]]} : () -> (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
    check.expect_eq_const %results#0, dense<[4]> : tensor<1xi64>
    check.expect_eq_const %results#1, dense<[6]> : tensor<1xi64>
    check.expect_eq_const %results#2, dense<[8]> : tensor<1xi64>
    check.expect_eq_const %results#3, dense<[10]> : tensor<1xi64>
    check.expect_eq_const %results#4, dense<[24]> : tensor<1xi64>
    check.expect_eq_const %results#5, dense<[26]> : tensor<1xi64>
    check.expect_eq_const %results#6, dense<[28]> : tensor<1xi64>
    check.expect_eq_const %results#7, dense<[30]> : tensor<1xi64>
    func.return
  }
}

// -----

// all_to_all over y:(2)2: groups [0, 1], [2, 3], ...; member i gets part i
// of each.
module @all_to_all_sub_axis {
  func.func private @f() -> tensor<2xi64> {
    %r = stablehlo.replica_id : tensor<ui32>
    %c = stablehlo.convert %r : (tensor<ui32>) -> tensor<i64>
    %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %i = stablehlo.iota dim = 0 : tensor<2xi64>
    %ten = stablehlo.constant dense<10> : tensor<2xi64>
    %t = stablehlo.multiply %i, %ten : tensor<2xi64>
    %x = stablehlo.add %b, %t : tensor<2xi64>
    %0 = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (2)2>]>} : (tensor<2xi64>) -> tensor<2xi64>
    return %0 : tensor<2xi64>
  }
  func.func @main() {
    %results:8 = "interpreter.run_parallel"() {programs = [[@f], [@f], [@f], [@f], [@f], [@f], [@f], [@f]]} : () -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
    check.expect_eq_const %results#0, dense<[0, 1]> : tensor<2xi64>
    check.expect_eq_const %results#1, dense<[10, 11]> : tensor<2xi64>
    check.expect_eq_const %results#2, dense<[2, 3]> : tensor<2xi64>
    check.expect_eq_const %results#3, dense<[12, 13]> : tensor<2xi64>
    check.expect_eq_const %results#4, dense<[4, 5]> : tensor<2xi64>
    check.expect_eq_const %results#5, dense<[14, 15]> : tensor<2xi64>
    check.expect_eq_const %results#6, dense<[6, 7]> : tensor<2xi64>
    check.expect_eq_const %results#7, dense<[16, 17]> : tensor<2xi64>
    func.return
  }
}

// -----

// collective_broadcast over y: the first of [0..3] and of [4..7].
module @collective_broadcast_y {
  func.func private @f() -> tensor<ui32> {
    %r = stablehlo.replica_id : tensor<ui32>
    %0 = "stablehlo.collective_broadcast"(%r) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y">]>} : (tensor<ui32>) -> tensor<ui32>
    return %0 : tensor<ui32>
  }
  func.func @main() {
    %results:8 = "interpreter.run_parallel"() {programs = [[@f], [@f], [@f], [@f], [@f], [@f], [@f], [@f]]} : () -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %results#0, dense<0> : tensor<ui32>
    check.expect_eq_const %results#3, dense<0> : tensor<ui32>
    check.expect_eq_const %results#4, dense<4> : tensor<ui32>
    check.expect_eq_const %results#7, dense<4> : tensor<ui32>
    func.return
  }
}

// -----

// A mesh ordering its devices: device_ids [3, 2, 1, 0] puts device 3 at
// x=0, y=0; the axes [y] group [3, 2] and [1, 0], in that order.
module @all_gather_device_ids {
  func.func private @f() -> tensor<2xi64> {
    %r = stablehlo.replica_id : tensor<ui32>
    %c = stablehlo.convert %r : (tensor<ui32>) -> tensor<i64>
    %x = stablehlo.reshape %c : (tensor<i64>) -> tensor<1xi64>
    %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>, <name = "y", size = 2>], device_ids=dense<[3, 2, 1, 0]> : tensor<4xi64>>, axes = [#stablehlo.axis_ref<name = "y">]>} : (tensor<1xi64>) -> tensor<2xi64>
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

// sdy.manual_computation on the process grid: each process is one device of
// the mesh (device id d is the process with flattened id d), takes its shard
// of each operand, runs the body, and the results are put together from
// every device's shards. Each chunk sets its grid with mhlo.num_partitions
// (and mhlo.num_replicas); the bodies add 100 * partition_id to their shard
// so the results show which device held which block.
// A failed check fails the run (exit status 1).
// RUN: hlokit-run --split-input-file %s | FileCheck %s

// One axis: device d holds block d.
// CHECK: [0, 1, 102, 103, 204, 205, 306, 307]
module @one_axis attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func @main() -> tensor<8xi32> {
    %x = stablehlo.iota dim = 0 : tensor<8xi32>
    %y = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%l: tensor<2xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %pi = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
      %c = stablehlo.constant dense<100> : tensor<i32>
      %m = stablehlo.multiply %pi, %c : tensor<i32>
      %b = stablehlo.broadcast_in_dim %m, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %r = stablehlo.add %l, %b : tensor<2xi32>
      sdy.return %r : tensor<2xi32>
    } : (tensor<8xi32>) -> tensor<8xi32>
    check.expect_eq_const %y, dense<[0, 1, 102, 103, 204, 205, 306, 307]> : tensor<8xi32>
    return %y : tensor<8xi32>
  }
}

// -----

// Two axes on two dimensions: the device at (a, b) is 2a + b and holds block
// (a, b); both axes on dimension 0 ("a" major): block 2a + b of the rows.
module @two_axes attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=2]>
  func.func @main() {
    %x = stablehlo.constant dense<0> : tensor<4x4xi32>
    %y = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"a"}, {"b"}]>] out_shardings=[<@mesh, [{"a"}, {"b"}]>] manual_axes={"a", "b"} (%l: tensor<2x2xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %pi = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
      %c = stablehlo.constant dense<100> : tensor<i32>
      %m = stablehlo.multiply %pi, %c : tensor<i32>
      %b = stablehlo.broadcast_in_dim %m, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
      %r = stablehlo.add %l, %b : tensor<2x2xi32>
      sdy.return %r : tensor<2x2xi32>
    } : (tensor<4x4xi32>) -> tensor<4x4xi32>
    check.expect_eq_const %y, dense<[[0, 0, 100, 100], [0, 0, 100, 100], [200, 200, 300, 300], [200, 200, 300, 300]]> : tensor<4x4xi32>
    %z0 = stablehlo.iota dim = 0 : tensor<8x2xi32>
    %z = sdy.manual_computation(%z0) in_shardings=[<@mesh, [{"a", "b"}, {}]>] out_shardings=[<@mesh, [{"a", "b"}, {}]>] manual_axes={"a", "b"} (%l: tensor<2x2xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %pi = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
      %c = stablehlo.constant dense<100> : tensor<i32>
      %m = stablehlo.multiply %pi, %c : tensor<i32>
      %b = stablehlo.broadcast_in_dim %m, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
      %r = stablehlo.add %l, %b : tensor<2x2xi32>
      sdy.return %r : tensor<2x2xi32>
    } : (tensor<8x2xi32>) -> tensor<8x2xi32>
    check.expect_eq_const %z, dense<[[0, 0], [1, 1], [102, 102], [103, 103], [204, 204], [205, 205], [306, 306], [307, 307]]> : tensor<8x2xi32>
    return
  }
}

// -----

// device_ids: the device at row-major coordinates c is device_ids[linear(c)],
// so block (0, 0) is held by device 3 and block (1, 1) by device 0; on one
// axis with [1, 0, 3, 2] the pairs of blocks swap.
module @device_order attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>
  sdy.mesh @swapped = <["x"=4], device_ids=[1, 0, 3, 2]>
  func.func @main() {
    %x = stablehlo.constant dense<0> : tensor<2x2xi32>
    %y = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"a"}, {"b"}]>] out_shardings=[<@mesh, [{"a"}, {"b"}]>] manual_axes={"a", "b"} (%l: tensor<1x1xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %pi = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
      %r = stablehlo.reshape %pi : (tensor<i32>) -> tensor<1x1xi32>
      sdy.return %r : tensor<1x1xi32>
    } : (tensor<2x2xi32>) -> tensor<2x2xi32>
    check.expect_eq_const %y, dense<[[3, 2], [1, 0]]> : tensor<2x2xi32>
    %s0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %s = sdy.manual_computation(%s0) in_shardings=[<@swapped, [{"x"}]>] out_shardings=[<@swapped, [{"x"}]>] manual_axes={"x"} (%l: tensor<1xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %pi = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
      %c = stablehlo.constant dense<100> : tensor<i32>
      %m = stablehlo.multiply %pi, %c : tensor<i32>
      %b = stablehlo.broadcast_in_dim %m, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %r = stablehlo.add %l, %b : tensor<1xi32>
      sdy.return %r : tensor<1xi32>
    } : (tensor<4xi32>) -> tensor<4xi32>
    check.expect_eq_const %s, dense<[100, 1, 302, 203]> : tensor<4xi32>
    return
  }
}

// -----

// Replicated values: an operand whose in sharding names no manual axis is
// whole on every device; a result whose out sharding names none must be the
// same on every device (here an all_reduce made it so), and then is that
// value. Several operands and results.
module @replicated attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() {
    %x = stablehlo.iota dim = 0 : tensor<4xi32>
    %w = stablehlo.constant dense<[10, 20]> : tensor<2xi32>
    %s, %t = sdy.manual_computation(%x, %w) in_shardings=[<@mesh, [{"x"}]>, <@mesh, [{}]>] out_shardings=[<@mesh, [{}]>, <@mesh, [{"x"}]>] manual_axes={"x"} (%l: tensor<2xi32>, %lw: tensor<2xi32>) {
      %sum = "stablehlo.all_reduce"(%l) ({
        ^bb0(%a: tensor<i32>, %b: tensor<i32>):
          %r = stablehlo.add %a, %b : tensor<i32>
          stablehlo.return %r : tensor<i32>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
          channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
          use_global_device_ids} : (tensor<2xi32>) -> tensor<2xi32>
      %u = stablehlo.add %l, %lw : tensor<2xi32>
      sdy.return %sum, %u : tensor<2xi32>, tensor<2xi32>
    } : (tensor<4xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<4xi32>)
    check.expect_eq_const %s, dense<[2, 4]> : tensor<2xi32>
    check.expect_eq_const %t, dense<[10, 21, 12, 23]> : tensor<4xi32>
    return
  }
}

// -----

// Sub-axes of a manual axis: "x":(2)2 is the minor half of "x", so devices
// 0 and 2 hold block 0 and devices 1 and 3 block 1 of the operand. A result
// on "x":(1)2 (the major half) is replicated along the minor half: devices 0
// and 1 hold block 0 and agree.
module @sub_axes attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func @main() {
    %x = stablehlo.iota dim = 0 : tensor<4xi32>
    %y, %z = sdy.manual_computation(%x, %x) in_shardings=[<@mesh, [{"x":(2)2}]>, <@mesh, [{"x":(1)2}]>] out_shardings=[<@mesh, [{"x"}]>, <@mesh, [{"x":(1)2}]>] manual_axes={"x"} (%l: tensor<2xi32>, %k: tensor<2xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %pi = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
      %c = stablehlo.constant dense<100> : tensor<i32>
      %m = stablehlo.multiply %pi, %c : tensor<i32>
      %b = stablehlo.broadcast_in_dim %m, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %r = stablehlo.add %l, %b : tensor<2xi32>
      sdy.return %r, %k : tensor<2xi32>, tensor<2xi32>
    } : (tensor<4xi32>, tensor<4xi32>) -> (tensor<8xi32>, tensor<4xi32>)
    check.expect_eq_const %y, dense<[0, 1, 102, 103, 200, 201, 302, 303]> : tensor<8xi32>
    check.expect_eq_const %z, dense<[0, 1, 2, 3]> : tensor<4xi32>
    return
  }
}

// -----

// A free axis: manual on "a" only, so the body sees the "b" dimension whole
// and the devices that differ only in "b" compute the same; its collectives
// group the devices along "a" (device ids 2a + b: [[0, 2], [1, 3]]).
module @free_axis attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=2]>
  func.func @main() {
    %x = stablehlo.iota dim = 0 : tensor<4x2xi32>
    %y, %s = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"a"}, {"b"}]>] out_shardings=[<@mesh, [{"a"}, {"b"}]>, <@mesh, [{}, {"b"}]>] manual_axes={"a"} (%l: tensor<2x2xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %two = stablehlo.constant dense<2> : tensor<ui32>
      %a = stablehlo.divide %p, %two : tensor<ui32>
      %ai = stablehlo.convert %a : (tensor<ui32>) -> tensor<i32>
      %c = stablehlo.constant dense<100> : tensor<i32>
      %m = stablehlo.multiply %ai, %c : tensor<i32>
      %b = stablehlo.broadcast_in_dim %m, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
      %r = stablehlo.add %l, %b : tensor<2x2xi32>
      %sum = "stablehlo.all_reduce"(%l) ({
        ^bb0(%u: tensor<i32>, %v: tensor<i32>):
          %w = stablehlo.add %u, %v : tensor<i32>
          stablehlo.return %w : tensor<i32>
      }) {replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>,
          channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
          use_global_device_ids} : (tensor<2x2xi32>) -> tensor<2x2xi32>
      sdy.return %r, %sum : tensor<2x2xi32>, tensor<2x2xi32>
    } : (tensor<4x2xi32>) -> (tensor<4x2xi32>, tensor<2x2xi32>)
    check.expect_eq_const %y, dense<[[0, 0], [1, 1], [102, 102], [103, 103]]> : tensor<4x2xi32>
    check.expect_eq_const %s, dense<[[2, 2], [4, 4]]> : tensor<2x2xi32>
    return
  }
}

// -----

// Nested: manual on "a", then inside on "b". The inner computation's devices
// are those that differ only in "b"; block 2a + b ends up where the
// one-axis mesh puts it.
module @nested attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=2]>
  func.func @main() {
    %x = stablehlo.iota dim = 0 : tensor<8xi32>
    %y = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%l: tensor<4xi32>) {
      %i = sdy.manual_computation(%l) in_shardings=[<@mesh, [{"b"}]>] out_shardings=[<@mesh, [{"b"}]>] manual_axes={"b"} (%k: tensor<2xi32>) {
        %p = stablehlo.partition_id : tensor<ui32>
        %pi = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
        %c = stablehlo.constant dense<100> : tensor<i32>
        %m = stablehlo.multiply %pi, %c : tensor<i32>
        %b = stablehlo.broadcast_in_dim %m, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %r = stablehlo.add %k, %b : tensor<2xi32>
        sdy.return %r : tensor<2xi32>
      } : (tensor<4xi32>) -> tensor<4xi32>
      sdy.return %i : tensor<4xi32>
    } : (tensor<8xi32>) -> tensor<8xi32>
    check.expect_eq_const %y, dense<[0, 1, 102, 103, 204, 205, 306, 307]> : tensor<8xi32>
    return
  }
}

// -----

// Two manual computations with global-view code between them, which every
// process computes whole; the second reads the first's result replicated.
// No manual axes: the body runs on the whole values.
module @sequence attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() {
    %x = stablehlo.iota dim = 0 : tensor<4xi32>
    %y = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%l: tensor<2xi32>) {
      %r = stablehlo.multiply %l, %l : tensor<2xi32>
      sdy.return %r : tensor<2xi32>
    } : (tensor<4xi32>) -> tensor<4xi32>
    %rev = stablehlo.reverse %y, dims = [0] : tensor<4xi32>
    %z = sdy.manual_computation(%rev) in_shardings=[<@mesh, [{}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%l: tensor<4xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %pi = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
      %c = stablehlo.constant dense<100> : tensor<i32>
      %m = stablehlo.multiply %pi, %c : tensor<i32>
      %b = stablehlo.broadcast_in_dim %m, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %r = stablehlo.add %l, %b : tensor<4xi32>
      sdy.return %r : tensor<4xi32>
    } : (tensor<4xi32>) -> tensor<8xi32>
    check.expect_eq_const %z, dense<[9, 4, 1, 0, 109, 104, 101, 100]> : tensor<8xi32>
    %w = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={} (%l: tensor<4xi32>) {
      %r = stablehlo.add %l, %l : tensor<4xi32>
      sdy.return %r : tensor<4xi32>
    } : (tensor<4xi32>) -> tensor<4xi32>
    check.expect_eq_const %w, dense<[0, 2, 4, 6]> : tensor<4xi32>
    return
  }
}

// -----

// Replicas and partitions: device id d is the process with flattened id
// d = replica_id * num_partitions + partition_id, so device 2 is process
// (1, 0). A use_global_device_ids all_reduce names device ids; a
// collective_permute with a channel handle (cross_partition) names partition
// ids within each replica: [[0, 1], [1, 0]] swaps devices 0 and 1, and 2
// and 3.
module @replicas_and_partitions attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func @main() {
    %x = stablehlo.constant dense<0> : tensor<4xi32>
    %ids, %sum, %swapped = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>, <@mesh, [{"x"}]>, <@mesh, [{"x"}]>] manual_axes={"x"} (%l: tensor<1xi32>) {
      %r = stablehlo.replica_id : tensor<ui32>
      %p = stablehlo.partition_id : tensor<ui32>
      %ri = stablehlo.convert %r : (tensor<ui32>) -> tensor<i32>
      %pi = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
      %ten = stablehlo.constant dense<10> : tensor<i32>
      %r10 = stablehlo.multiply %ri, %ten : tensor<i32>
      %rp = stablehlo.add %r10, %pi : tensor<i32>
      %id = stablehlo.reshape %rp : (tensor<i32>) -> tensor<1xi32>
      %two = stablehlo.constant dense<2> : tensor<i32>
      %r2 = stablehlo.multiply %ri, %two : tensor<i32>
      %flat = stablehlo.add %r2, %pi : tensor<i32>
      %d = stablehlo.reshape %flat : (tensor<i32>) -> tensor<1xi32>
      %s = "stablehlo.all_reduce"(%d) ({
        ^bb0(%u: tensor<i32>, %v: tensor<i32>):
          %w = stablehlo.add %u, %v : tensor<i32>
          stablehlo.return %w : tensor<i32>
      }) {replica_groups = dense<[[0, 3], [1, 2]]> : tensor<2x2xi64>,
          channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
          use_global_device_ids} : (tensor<1xi32>) -> tensor<1xi32>
      %q = "stablehlo.collective_permute"(%d) {
          source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>,
          channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (tensor<1xi32>) -> tensor<1xi32>
      sdy.return %id, %s, %q : tensor<1xi32>, tensor<1xi32>, tensor<1xi32>
    } : (tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>)
    check.expect_eq_const %ids, dense<[0, 1, 10, 11]> : tensor<4xi32>
    check.expect_eq_const %sum, dense<[3, 3, 3, 3]> : tensor<4xi32>
    check.expect_eq_const %swapped, dense<[1, 0, 3, 2]> : tensor<4xi32>
    return
  }
}

// -----

// A dynamic dimension is split at run time, and a result whose local type
// is dynamic is put together from the devices' runtime shapes.
module @dynamic attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() {
    %n = stablehlo.constant dense<6> : tensor<1xi32>
    %x = stablehlo.dynamic_iota %n, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
    %y = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%l: tensor<?xi32>) {
      %r = stablehlo.add %l, %l : tensor<?xi32>
      sdy.return %r : tensor<?xi32>
    } : (tensor<?xi32>) -> tensor<?xi32>
    %e = stablehlo.constant dense<[0, 2, 4, 6, 8, 10]> : tensor<6xi32>
    check.expect_eq %y, %e : tensor<?xi32>, tensor<6xi32>
    return
  }
}

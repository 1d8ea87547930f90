// The collectives on a 2 x 2 grid, every op and every way of forming process
// groups. Process (r, p) starts from x = 10 * (2r + p) + [0, 1, 2, 3]:
//   (0, 0): [0, 1, 2, 3]     (0, 1): [10, 11, 12, 13]
//   (1, 0): [20, 21, 22, 23] (1, 1): [30, 31, 32, 33]
// Results the same in every process are checked inside them; the others by
// the per-process output.
// RUN: hlokit-run %s --replicas 2 --partitions 2 --entry ids | FileCheck %s --check-prefix=IDS
// RUN: hlokit-run %s --replicas 2 --partitions 2 --entry all_reduce_modes | FileCheck %s --check-prefix=REDUCE
// RUN: hlokit-run %s --replicas 2 --partitions 2 --entry all_reduce_order
// RUN: hlokit-run %s --replicas 2 --partitions 2 --entry all_gather | FileCheck %s --check-prefix=GATHER
// RUN: hlokit-run %s --replicas 2 --partitions 2 --entry reduce_scatter | FileCheck %s --check-prefix=SCATTER
// RUN: hlokit-run %s --replicas 2 --partitions 2 --entry all_to_all | FileCheck %s --check-prefix=TOALL
// RUN: hlokit-run %s --replicas 2 --partitions 2 --entry collective_permute | FileCheck %s --check-prefix=PERMUTE
// RUN: hlokit-run %s --replicas 2 --partitions 2 --entry collective_broadcast | FileCheck %s --check-prefix=BCAST
// RUN: hlokit-run %s --replicas 3 --entry ragged_groups
// RUN: hlokit-run %s --replicas 2 --partitions 2 --entry all_gather_across_partitions

// IDS:      process (0, 0):
// IDS-NEXT: tensor<ui32> {0}
// IDS-NEXT: tensor<ui32> {0}
// IDS-NEXT: process (0, 1):
// IDS-NEXT: tensor<ui32> {0}
// IDS-NEXT: tensor<ui32> {1}
// IDS-NEXT: process (1, 0):
// IDS-NEXT: tensor<ui32> {1}
// IDS-NEXT: tensor<ui32> {0}
// IDS-NEXT: process (1, 1):
// IDS-NEXT: tensor<ui32> {1}
// IDS-NEXT: tensor<ui32> {1}
func.func @ids() -> (tensor<ui32>, tensor<ui32>) {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %p = "stablehlo.partition_id"() : () -> tensor<ui32>
  return %r, %p : tensor<ui32>, tensor<ui32>
}

func.func private @x() -> tensor<4xi64> {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %p = "stablehlo.partition_id"() : () -> tensor<ui32>
  %two = stablehlo.constant dense<2> : tensor<ui32>
  %r2 = stablehlo.multiply %r, %two : tensor<ui32>
  %flat = stablehlo.add %r2, %p : tensor<ui32>
  %f = stablehlo.convert %flat : (tensor<ui32>) -> tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %base = stablehlo.multiply %f, %ten : tensor<i64>
  %b = stablehlo.broadcast_in_dim %base, dims = [] : (tensor<i64>) -> tensor<4xi64>
  %iota = stablehlo.iota dim = 0 : tensor<4xi64>
  %x = stablehlo.add %b, %iota : tensor<4xi64>
  return %x : tensor<4xi64>
}

// cross_replica (no channel): the replicas of each partition;
// cross_replica_and_partition (a channel): all four processes;
// flattened_ids: processes {0, 1} and {2, 3}.
// REDUCE:      process (0, 0):
// REDUCE:      [20, 22, 24, 26]
// REDUCE:      [10, 12, 14, 16]
// REDUCE:      process (0, 1):
// REDUCE:      [40, 42, 44, 46]
// REDUCE:      [10, 12, 14, 16]
// REDUCE:      process (1, 0):
// REDUCE:      [20, 22, 24, 26]
// REDUCE:      [50, 52, 54, 56]
// REDUCE:      process (1, 1):
// REDUCE:      [40, 42, 44, 46]
// REDUCE:      [50, 52, 54, 56]
func.func @all_reduce_modes() -> (tensor<4xi64>, tensor<4xi64>) {
  %x = func.call @x() : () -> tensor<4xi64>
  %cross_replica = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
  %all = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xi64>) -> tensor<4xi64>
  check.expect_eq_const %all, dense<[60, 64, 68, 72]> : tensor<4xi64>
  %flattened = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      use_global_device_ids} : (tensor<4xi64>) -> tensor<4xi64>
  return %cross_replica, %flattened : tensor<4xi64>, tensor<4xi64>
}

// The reduction runs in group order, (((x00 - x10) - x01) - x11) for the
// cross_replica_and_partition group [(0, 0), (1, 0), (0, 1), (1, 1)], through
// the general region path; an f32 maximum runs as a direct loop.
func.func @all_reduce_order() {
  %x = func.call @x() : () -> tensor<4xi64>
  %xf = stablehlo.convert %x : (tensor<4xi64>) -> tensor<4xf32>
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.subtract %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xi64>) -> tensor<4xi64>
  check.expect_eq_const %r, dense<[-60, -62, -64, -66]> : tensor<4xi64>
  %m = "stablehlo.all_reduce"(%xf) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (tensor<4xf32>) -> tensor<4xf32>
  %expected = stablehlo.constant dense<[10.0, 11.0, 12.0, 13.0]> : tensor<4xf32>
  %pm = "stablehlo.partition_id"() : () -> tensor<ui32>
  %rm = "stablehlo.replica_id"() : () -> tensor<ui32>
  // Groups {replica 0} and {replica 1}, each across both partitions.
  %rf = stablehlo.convert %rm : (tensor<ui32>) -> tensor<f32>
  %twenty = stablehlo.constant dense<20.0> : tensor<f32>
  %shift = stablehlo.multiply %rf, %twenty : tensor<f32>
  %sb = stablehlo.broadcast_in_dim %shift, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %e = stablehlo.add %expected, %sb : tensor<4xf32>
  check.expect_eq %m, %e : tensor<4xf32>
  return
}

// Groups in the order the attribute lists them: [(1, p), (0, p)].
// GATHER:      process (0, 0):
// GATHER:      [20, 21, 22, 23, 0, 1, 2, 3]
// GATHER:      process (0, 1):
// GATHER:      [30, 31, 32, 33, 10, 11, 12, 13]
// GATHER:      process (1, 0):
// GATHER:      [20, 21, 22, 23, 0, 1, 2, 3]
// GATHER:      process (1, 1):
// GATHER:      [30, 31, 32, 33, 10, 11, 12, 13]
func.func @all_gather() -> tensor<8xi64> {
  %x = func.call @x() : () -> tensor<4xi64>
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
      replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<8xi64>
  return %g : tensor<8xi64>
}

// cross_replica_and_partition (a channel, no use_global_device_ids): the row
// [1, 0] of replica ids spans both partitions, the group is
// [(1, 0), (0, 0), (1, 1), (0, 1)], and the result is 4 x 4 long.
func.func @all_gather_across_partitions() {
  %x = func.call @x() : () -> tensor<4xi64>
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
      replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xi64>) -> tensor<16xi64>
  check.expect_eq_const %g, dense<[20, 21, 22, 23, 0, 1, 2, 3, 30, 31, 32, 33, 10, 11, 12, 13]> : tensor<16xi64>
  return
}

// The sum [60, 64, 68, 72] is split in the order of the flattened ids
// [0, 2, 1, 3], that is [(0, 0), (1, 0), (0, 1), (1, 1)].
// SCATTER:      process (0, 0):
// SCATTER-NEXT: tensor<1xi64> {
// SCATTER-NEXT: [60]
// SCATTER:      process (0, 1):
// SCATTER-NEXT: tensor<1xi64> {
// SCATTER-NEXT: [68]
// SCATTER:      process (1, 0):
// SCATTER-NEXT: tensor<1xi64> {
// SCATTER-NEXT: [64]
// SCATTER:      process (1, 1):
// SCATTER-NEXT: tensor<1xi64> {
// SCATTER-NEXT: [72]
func.func @reduce_scatter() -> tensor<1xi64> {
  %x = func.call @x() : () -> tensor<4xi64>
  %s = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 2, 1, 3]]> : tensor<1x4xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      use_global_device_ids} : (tensor<4xi64>) -> tensor<1xi64>
  return %s : tensor<1xi64>
}

// cross_partition (a channel) then cross_replica (none).
// TOALL:      process (0, 0):
// TOALL:      [0, 1, 10, 11]
// TOALL:      [0, 1, 20, 21]
// TOALL:      process (0, 1):
// TOALL:      [2, 3, 12, 13]
// TOALL:      [10, 11, 30, 31]
// TOALL:      process (1, 0):
// TOALL:      [20, 21, 30, 31]
// TOALL:      [2, 3, 22, 23]
// TOALL:      process (1, 1):
// TOALL:      [22, 23, 32, 33]
// TOALL:      [12, 13, 32, 33]
func.func @all_to_all() -> (tensor<4xi64>, tensor<4xi64>) {
  %x = func.call @x() : () -> tensor<4xi64>
  %a = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 0 : i64,
      split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xi64>) -> tensor<4xi64>
  %b = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 0 : i64,
      split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
  return %a, %b : tensor<4xi64>, tensor<4xi64>
}

// cross_replica [[0, 1]]: replica 1 receives, replica 0 gets zeros;
// cross_partition [[0, 1], [1, 0]]: the partitions swap.
// PERMUTE:      process (0, 0):
// PERMUTE:      [0, 0, 0, 0]
// PERMUTE:      [10, 11, 12, 13]
// PERMUTE:      process (0, 1):
// PERMUTE:      [0, 0, 0, 0]
// PERMUTE:      [0, 1, 2, 3]
// PERMUTE:      process (1, 0):
// PERMUTE:      [0, 1, 2, 3]
// PERMUTE:      [30, 31, 32, 33]
// PERMUTE:      process (1, 1):
// PERMUTE:      [10, 11, 12, 13]
// PERMUTE:      [20, 21, 22, 23]
func.func @collective_permute() -> (tensor<4xi64>, tensor<4xi64>) {
  %x = func.call @x() : () -> tensor<4xi64>
  %a = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
  %b = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xi64>) -> tensor<4xi64>
  return %a, %b : tensor<4xi64>, tensor<4xi64>
}

// cross_replica [[1, 0]]: replica 1's value everywhere; cross_partition
// [[1]]: partition 1 keeps its value, partition 0 is in no group and gets
// zeros.
// BCAST:      process (0, 0):
// BCAST:      [20, 21, 22, 23]
// BCAST:      [0, 0, 0, 0]
// BCAST:      process (0, 1):
// BCAST:      [30, 31, 32, 33]
// BCAST:      [10, 11, 12, 13]
// BCAST:      process (1, 0):
// BCAST:      [20, 21, 22, 23]
// BCAST:      [0, 0, 0, 0]
// BCAST:      process (1, 1):
// BCAST:      [30, 31, 32, 33]
// BCAST:      [30, 31, 32, 33]
func.func @collective_broadcast() -> (tensor<4xi64>, tensor<4xi64>) {
  %x = func.call @x() : () -> tensor<4xi64>
  %a = "stablehlo.collective_broadcast"(%x) {
      replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
  %b = "stablehlo.collective_broadcast"(%x) {
      replica_groups = dense<[[1]]> : tensor<1x1xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xi64>) -> tensor<4xi64>
  return %a, %b : tensor<4xi64>, tensor<4xi64>
}

// -1 pads a shorter group: {0, 1} and {2} on three replicas.
func.func @ragged_groups() {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %x = stablehlo.convert %r : (tensor<ui32>) -> tensor<i64>
  %s = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %t = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %t : tensor<i64>
  }) {replica_groups = dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>} : (tensor<i64>) -> tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<ui32>
  %two = stablehlo.constant dense<2> : tensor<ui32>
  %is2 = stablehlo.compare EQ, %r, %two : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %c2 = stablehlo.constant dense<2> : tensor<i64>
  %e = stablehlo.select %is2, %c2, %c1 : tensor<i1>, tensor<i64>
  check.expect_eq %s, %e : tensor<i64>
  return
}

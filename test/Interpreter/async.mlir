// async_start runs its body's op and the future holds the value until
// async_done returns it, on 1, 2 and 4 processes (partitions, one replica).
// RUN: hlokit-run %s --entry slice
// RUN: hlokit-run %s --entry sum | FileCheck %s --check-prefix=ONE
// RUN: hlokit-run %s --partitions 2 --entry sum | FileCheck %s --check-prefix=TWO
// RUN: hlokit-run %s --partitions 4 --entry sum | FileCheck %s --check-prefix=FOUR
// RUN: hlokit-run %s --partitions 2 --entry permute

// A slice needs no other process; a future's value can wait.
func.func @slice() {
  %x = stablehlo.iota dim = 0 : tensor<4xi32>
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xi32>):
    %1 = stablehlo.slice %a [1:3] : (tensor<4xi32>) -> tensor<2xi32>
    stablehlo.return %1 : tensor<2xi32>
  }) : (tensor<4xi32>) -> !stablehlo.future<tensor<2xi32>>
  %y = stablehlo.add %x, %x : tensor<4xi32>
  %2 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<2xi32>>) -> tensor<2xi32>
  check.expect_eq_const %2, dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const %y, dense<[0, 2, 4, 6]> : tensor<4xi32>
  return
}

// Every partition adds its id over all partitions (channel 1, flattened
// ids): 0, 0 + 1, 0 + 1 + 2 + 3.
// ONE: tensor<i64> {0}
// TWO-COUNT-2: tensor<i64> {1}
// TWO-NOT: tensor
// FOUR-COUNT-4: tensor<i64> {6}
// FOUR-NOT: tensor
func.func @sum() -> tensor<i64> {
  %p = stablehlo.partition_id : tensor<ui32>
  %x = stablehlo.convert %p : (tensor<ui32>) -> tensor<i64>
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<i64>):
    %1 = "stablehlo.all_reduce"(%a) ({
    ^bb0(%l: tensor<i64>, %r: tensor<i64>):
      %s = stablehlo.add %l, %r : tensor<i64>
      stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<i64>) -> tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) : (tensor<i64>) -> !stablehlo.future<tensor<i64>>
  %2 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<i64>>) -> tensor<i64>
  return %2 : tensor<i64>
}

// Two futures in flight at once, done in the other order: partitions swap
// values.
func.func @permute() {
  %p = stablehlo.partition_id : tensor<ui32>
  %x = stablehlo.convert %p : (tensor<ui32>) -> tensor<i64>
  %f = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<i64>):
    %1 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (tensor<i64>) -> tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) : (tensor<i64>) -> !stablehlo.future<tensor<i64>>
  %g = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<i64>):
    %1 = stablehlo.dynamic_slice %a, sizes = [] : (tensor<i64>) -> tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) : (tensor<i64>) -> !stablehlo.future<tensor<i64>>
  %own = "stablehlo.async_done"(%g) : (!stablehlo.future<tensor<i64>>) -> tensor<i64>
  %other = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<i64>>) -> tensor<i64>
  %sum = stablehlo.add %own, %other : tensor<i64>
  check.expect_eq_const %sum, dense<1> : tensor<i64>
  return
}

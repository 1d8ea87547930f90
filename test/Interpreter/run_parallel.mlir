// interpreter.run_parallel in the style of upstream's interpreter tests:
// programs[r][p] runs as process (r, p); operands and results are the
// processes' in row-major order. Checks run in @main.
// RUN: hlokit-run --split-input-file %s

module @all_reduce_cross_replica_and_partition {
  func.func @all_reduce(%operand : tensor<4xi64>) -> tensor<4xi64> {
    %result = "stablehlo.all_reduce"(%operand) ({
      ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
        %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
        stablehlo.return %0 : tensor<i64>
    }) {
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>
    } : (tensor<4xi64>) -> tensor<4xi64>
    return %result : tensor<4xi64>
  }
  func.func @main() {
    %inputs0 = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
    %inputs1 = stablehlo.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
    %results:2 = "interpreter.run_parallel"(%inputs0, %inputs1) {
      programs=[[@all_reduce], [@all_reduce]]
    } : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    check.expect_eq_const %results#0, dense<[6, 8, 10, 12]> : tensor<4xi64>
    check.expect_eq_const %results#1, dense<[6, 8, 10, 12]> : tensor<4xi64>
    func.return
  }
}

// -----

// Different programs per process: send in replica 0, recv in replica 1.
module @send_recv {
  func.func @send(%operand : tensor<2x2xi64>, %token : !stablehlo.token) -> !stablehlo.token {
    %result = "stablehlo.send"(%operand, %token) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>,
      is_host_transfer = true
    } : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
    return %result : !stablehlo.token
  }
  func.func @recv(%token : !stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token) {
    %results0, %results1 = "stablehlo.recv"(%token) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>,
      is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
    return %results0, %results1 : tensor<2x2xi64>, !stablehlo.token
  }
  func.func @main() {
    %0 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    %1 = stablehlo.after_all : !stablehlo.token
    %2:3 = "interpreter.run_parallel"(%0, %1, %1) {
      programs=[[@send], [@recv]]
    } : (tensor<2x2xi64>, !stablehlo.token, !stablehlo.token) ->
        (!stablehlo.token, tensor<2x2xi64>, !stablehlo.token)
    check.expect_eq_const %2#1, dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    func.return
  }
}

// -----

// A 1 x 2 grid: partition ids, and the infeed queue every process reads.
module @infeed_and_partitions {
  func.func @ids(%token : !stablehlo.token) -> (tensor<ui32>, tensor<2xi64>) {
    %p = "stablehlo.partition_id"() : () -> tensor<ui32>
    %v:2 = "stablehlo.infeed"(%token) : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
    return %p, %v#0 : tensor<ui32>, tensor<2xi64>
  }
  func.func private @queue() -> tensor<2xi64> {
    %q = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
    return %q : tensor<2xi64>
  }
  func.func @main() {
    %t = stablehlo.after_all : !stablehlo.token
    %r:4 = "interpreter.run_parallel"(%t, %t) {
      infeed = [@queue], programs = [[@ids, @ids]]
    } : (!stablehlo.token, !stablehlo.token) -> (tensor<ui32>, tensor<2xi64>, tensor<ui32>, tensor<2xi64>)
    check.expect_eq_const %r#0, dense<0> : tensor<ui32>
    check.expect_eq_const %r#1, dense<[7, 8]> : tensor<2xi64>
    check.expect_eq_const %r#2, dense<1> : tensor<ui32>
    check.expect_eq_const %r#3, dense<[7, 8]> : tensor<2xi64>
    func.return
  }
}

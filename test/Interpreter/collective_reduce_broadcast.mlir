// collective_reduce (the group's first process, or with has_dynamic_root the
// one the root operand names, gets the reduction, the others zeros) and
// collective_broadcast with several operands and a
// dynamic root, run with interpreter.run_parallel; checks run in @main.
// RUN: hlokit-run --split-input-file %s

// Three replicas in one group whose root is replica 2.
module @reduce_cross_replica {
  func.func @reduce(%x: tensor<3xi64>) -> tensor<3xi64> {
    %r = "stablehlo.collective_reduce"(%x) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.add %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>} : (tensor<3xi64>) -> tensor<3xi64>
    return %r : tensor<3xi64>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
    %x1 = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi64>
    %x2 = stablehlo.constant dense<[100, 200, 300]> : tensor<3xi64>
    %r:3 = "interpreter.run_parallel"(%x0, %x1, %x2) {
      programs = [[@reduce], [@reduce], [@reduce]]
    } : (tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> (tensor<3xi64>, tensor<3xi64>, tensor<3xi64>)
    check.expect_eq_const %r#0, dense<0> : tensor<3xi64>
    check.expect_eq_const %r#1, dense<0> : tensor<3xi64>
    check.expect_eq_const %r#2, dense<[111, 222, 333]> : tensor<3xi64>
    func.return
  }
}

// -----

// The spec's example of has_dynamic_root: root [3] of the group [0, 1, 2, 3].
module @reduce_dynamic_root {
  func.func @reduce(%x: tensor<1x2xi64>, %root: tensor<1xi32>) -> tensor<1x2xi64> {
    %r = "stablehlo.collective_reduce"(%x, %root) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.add %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, has_dynamic_root} : (tensor<1x2xi64>, tensor<1xi32>) -> tensor<1x2xi64>
    return %r : tensor<1x2xi64>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi64>
    %x1 = stablehlo.constant dense<[[3, 4]]> : tensor<1x2xi64>
    %x2 = stablehlo.constant dense<[[5, 6]]> : tensor<1x2xi64>
    %x3 = stablehlo.constant dense<[[7, 8]]> : tensor<1x2xi64>
    %root = stablehlo.constant dense<[3]> : tensor<1xi32>
    %r:4 = "interpreter.run_parallel"(%x0, %root, %x1, %root, %x2, %root, %x3, %root) {
      programs = [[@reduce], [@reduce], [@reduce], [@reduce]]
    } : (tensor<1x2xi64>, tensor<1xi32>, tensor<1x2xi64>, tensor<1xi32>, tensor<1x2xi64>, tensor<1xi32>, tensor<1x2xi64>, tensor<1xi32>) -> (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>)
    check.expect_eq_const %r#0, dense<0> : tensor<1x2xi64>
    check.expect_eq_const %r#1, dense<0> : tensor<1x2xi64>
    check.expect_eq_const %r#2, dense<0> : tensor<1x2xi64>
    check.expect_eq_const %r#3, dense<[[16, 20]]> : tensor<1x2xi64>
    func.return
  }
}

// -----

// A root per data operand, as indices into the group [2, 0, 1]: operand 0
// goes to index 1 (replica 0), operand 1 to index 0 (replica 2).
module @reduce_dynamic_roots_per_operand {
  func.func @reduce(%x: tensor<2xf32>, %y: tensor<f32>, %root: tensor<2xi32>) -> (tensor<2xf32>, tensor<f32>) {
    %r:2 = "stablehlo.collective_reduce"(%x, %y, %root) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<f32>, tensor<2xi32>) -> (tensor<2xf32>, tensor<f32>)
    return %r#0, %r#1 : tensor<2xf32>, tensor<f32>
  }
  func.func @main() {
    %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %y = stablehlo.constant dense<0.5> : tensor<f32>
    %root = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
    %r:6 = "interpreter.run_parallel"(%x, %y, %root, %x, %y, %root, %x, %y, %root) {
      programs = [[@reduce], [@reduce], [@reduce]]
    } : (tensor<2xf32>, tensor<f32>, tensor<2xi32>, tensor<2xf32>, tensor<f32>, tensor<2xi32>, tensor<2xf32>, tensor<f32>, tensor<2xi32>) -> (tensor<2xf32>, tensor<f32>, tensor<2xf32>, tensor<f32>, tensor<2xf32>, tensor<f32>)
    check.expect_eq_const %r#0, dense<[3.0, 6.0]> : tensor<2xf32>
    check.expect_eq_const %r#1, dense<0.0> : tensor<f32>
    check.expect_eq_const %r#2, dense<0.0> : tensor<2xf32>
    check.expect_eq_const %r#3, dense<0.0> : tensor<f32>
    check.expect_eq_const %r#4, dense<0.0> : tensor<2xf32>
    check.expect_eq_const %r#5, dense<1.5> : tensor<f32>
    func.return
  }
}

// -----

// Two operands of different shapes, maximum as the computation, two groups
// rooted at replicas 1 and 3.
module @reduce_variadic_two_groups {
  func.func @reduce(%x: tensor<2xf32>, %y: tensor<f32>) -> (tensor<2xf32>, tensor<f32>) {
    %r:2 = "stablehlo.collective_reduce"(%x, %y) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %m = stablehlo.maximum %a, %b : tensor<f32>
        stablehlo.return %m : tensor<f32>
    }) {replica_groups = dense<[[1, 0], [3, 2]]> : tensor<2x2xi64>} : (tensor<2xf32>, tensor<f32>) -> (tensor<2xf32>, tensor<f32>)
    return %r#0, %r#1 : tensor<2xf32>, tensor<f32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[1.0, 8.0]> : tensor<2xf32>
    %x1 = stablehlo.constant dense<[4.0, 2.0]> : tensor<2xf32>
    %x2 = stablehlo.constant dense<[-1.0, -5.0]> : tensor<2xf32>
    %x3 = stablehlo.constant dense<[-3.0, 0.5]> : tensor<2xf32>
    %y0 = stablehlo.constant dense<1.5> : tensor<f32>
    %y1 = stablehlo.constant dense<-2.0> : tensor<f32>
    %r:8 = "interpreter.run_parallel"(%x0, %y0, %x1, %y1, %x2, %y0, %x3, %y1) {
      programs = [[@reduce], [@reduce], [@reduce], [@reduce]]
    } : (tensor<2xf32>, tensor<f32>, tensor<2xf32>, tensor<f32>, tensor<2xf32>, tensor<f32>, tensor<2xf32>, tensor<f32>)
      -> (tensor<2xf32>, tensor<f32>, tensor<2xf32>, tensor<f32>, tensor<2xf32>, tensor<f32>, tensor<2xf32>, tensor<f32>)
    check.expect_eq_const %r#0, dense<0.0> : tensor<2xf32>
    check.expect_eq_const %r#1, dense<0.0> : tensor<f32>
    check.expect_eq_const %r#2, dense<[4.0, 8.0]> : tensor<2xf32>
    check.expect_eq_const %r#3, dense<1.5> : tensor<f32>
    check.expect_eq_const %r#4, dense<0.0> : tensor<2xf32>
    check.expect_eq_const %r#5, dense<0.0> : tensor<f32>
    check.expect_eq_const %r#6, dense<[-1.0, 0.5]> : tensor<2xf32>
    check.expect_eq_const %r#7, dense<1.5> : tensor<f32>
    func.return
  }
}

// -----

// A channel without use_global_device_ids: cross_replica_and_partition, so
// [[1, 0]] is one group of every partition of replicas 1 and 0, in the order
// (1, 0), (0, 0), (1, 1), (0, 1): rooted at process (1, 0).
module @reduce_cross_replica_and_partition {
  func.func @reduce(%x: tensor<i64>) -> tensor<i64> {
    %r = "stablehlo.collective_reduce"(%x) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.multiply %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<i64>) -> tensor<i64>
    return %r : tensor<i64>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<2> : tensor<i64>
    %x1 = stablehlo.constant dense<3> : tensor<i64>
    %x2 = stablehlo.constant dense<5> : tensor<i64>
    %x3 = stablehlo.constant dense<7> : tensor<i64>
    %r:4 = "interpreter.run_parallel"(%x0, %x1, %x2, %x3) {
      programs = [[@reduce, @reduce], [@reduce, @reduce]]
    } : (tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>)
    check.expect_eq_const %r#0, dense<0> : tensor<i64>
    check.expect_eq_const %r#1, dense<0> : tensor<i64>
    check.expect_eq_const %r#2, dense<210> : tensor<i64>
    check.expect_eq_const %r#3, dense<0> : tensor<i64>
    func.return
  }
}

// -----

// use_global_device_ids: flattened ids, groups [3, 0] and [1, 2].
module @reduce_flattened_ids {
  func.func @reduce(%x: tensor<i32>) -> tensor<i32> {
    %r = "stablehlo.collective_reduce"(%x) ({
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %s = stablehlo.subtract %a, %b : tensor<i32>
        stablehlo.return %s : tensor<i32>
    }) {replica_groups = dense<[[3, 0], [1, 2]]> : tensor<2x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
        use_global_device_ids} : (tensor<i32>) -> tensor<i32>
    return %r : tensor<i32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<1> : tensor<i32>
    %x1 = stablehlo.constant dense<10> : tensor<i32>
    %x2 = stablehlo.constant dense<100> : tensor<i32>
    %x3 = stablehlo.constant dense<1000> : tensor<i32>
    %r:4 = "interpreter.run_parallel"(%x0, %x1, %x2, %x3) {
      programs = [[@reduce, @reduce], [@reduce, @reduce]]
    } : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>)
    // Folded in group order: x3 - x0 at process 3, x1 - x2 at process 1.
    check.expect_eq_const %r#0, dense<0> : tensor<i32>
    check.expect_eq_const %r#1, dense<-90> : tensor<i32>
    check.expect_eq_const %r#2, dense<0> : tensor<i32>
    check.expect_eq_const %r#3, dense<999> : tensor<i32>
    func.return
  }
}

// -----

// Two operands, each from the process its root index names: operand 0 from
// group index 1 (replica 0), operand 1 from group index 2 (replica 1).
module @broadcast_dynamic_root_variadic {
  func.func @broadcast(%x: tensor<2xi64>, %y: tensor<f32>, %root: tensor<2xui8>) -> (tensor<2xi64>, tensor<f32>) {
    %r:2 = "stablehlo.collective_broadcast"(%x, %y, %root) {
      replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>,
      has_dynamic_root
    } : (tensor<2xi64>, tensor<f32>, tensor<2xui8>) -> (tensor<2xi64>, tensor<f32>)
    return %r#0, %r#1 : tensor<2xi64>, tensor<f32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %x1 = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
    %x2 = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
    %y0 = stablehlo.constant dense<0.5> : tensor<f32>
    %y1 = stablehlo.constant dense<1.5> : tensor<f32>
    %y2 = stablehlo.constant dense<2.5> : tensor<f32>
    %root = stablehlo.constant dense<[1, 2]> : tensor<2xui8>
    %r:6 = "interpreter.run_parallel"(%x0, %y0, %root, %x1, %y1, %root, %x2, %y2, %root) {
      programs = [[@broadcast], [@broadcast], [@broadcast]]
    } : (tensor<2xi64>, tensor<f32>, tensor<2xui8>, tensor<2xi64>, tensor<f32>, tensor<2xui8>, tensor<2xi64>, tensor<f32>, tensor<2xui8>)
      -> (tensor<2xi64>, tensor<f32>, tensor<2xi64>, tensor<f32>, tensor<2xi64>, tensor<f32>)
    check.expect_eq_const %r#0, dense<[1, 2]> : tensor<2xi64>
    check.expect_eq_const %r#1, dense<1.5> : tensor<f32>
    check.expect_eq_const %r#2, dense<[1, 2]> : tensor<2xi64>
    check.expect_eq_const %r#3, dense<1.5> : tensor<f32>
    check.expect_eq_const %r#4, dense<[1, 2]> : tensor<2xi64>
    check.expect_eq_const %r#5, dense<1.5> : tensor<f32>
    func.return
  }
}

// -----

// Several operands without a dynamic root: each from the group's first
// process; replica 2 is in no group and gets zeros for both.
module @broadcast_variadic_outside {
  func.func @broadcast(%x: tensor<2xi64>, %y: tensor<f32>) -> (tensor<2xi64>, tensor<f32>) {
    %r:2 = "stablehlo.collective_broadcast"(%x, %y) {
      replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>
    } : (tensor<2xi64>, tensor<f32>) -> (tensor<2xi64>, tensor<f32>)
    return %r#0, %r#1 : tensor<2xi64>, tensor<f32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %x1 = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
    %x2 = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
    %y0 = stablehlo.constant dense<0.5> : tensor<f32>
    %y1 = stablehlo.constant dense<1.5> : tensor<f32>
    %y2 = stablehlo.constant dense<2.5> : tensor<f32>
    %r:6 = "interpreter.run_parallel"(%x0, %y0, %x1, %y1, %x2, %y2) {
      programs = [[@broadcast], [@broadcast], [@broadcast]]
    } : (tensor<2xi64>, tensor<f32>, tensor<2xi64>, tensor<f32>, tensor<2xi64>, tensor<f32>)
      -> (tensor<2xi64>, tensor<f32>, tensor<2xi64>, tensor<f32>, tensor<2xi64>, tensor<f32>)
    check.expect_eq_const %r#0, dense<[3, 4]> : tensor<2xi64>
    check.expect_eq_const %r#1, dense<1.5> : tensor<f32>
    check.expect_eq_const %r#2, dense<[3, 4]> : tensor<2xi64>
    check.expect_eq_const %r#3, dense<1.5> : tensor<f32>
    check.expect_eq_const %r#4, dense<0> : tensor<2xi64>
    check.expect_eq_const %r#5, dense<0.0> : tensor<f32>
    func.return
  }
}

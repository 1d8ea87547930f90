// func.call, while, if, case, tuples and optimization_barrier.
// RUN: hlokit-run %s

func.func private @square(%x: tensor<i64>) -> tensor<i64> {
  %y = stablehlo.multiply %x, %x : tensor<i64>
  return %y : tensor<i64>
}

// Sum of squares of 1..10 with a while loop calling @square.
func.func @while_and_call() {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %r:2 = "stablehlo.while"(%one, %zero) ({
  ^bb0(%i: tensor<i64>, %acc: tensor<i64>):
    %le = stablehlo.compare LE, %i, %ten : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %le : tensor<i1>
  }, {
  ^bb0(%i: tensor<i64>, %acc: tensor<i64>):
    %sq = func.call @square(%i) : (tensor<i64>) -> tensor<i64>
    %next = stablehlo.add %acc, %sq : tensor<i64>
    %inc = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %inc, %next : tensor<i64>, tensor<i64>
  }) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  check.expect_eq_const %r#0, dense<11> : tensor<i64>
  check.expect_eq_const %r#1, dense<385> : tensor<i64>
  func.return
}

// Branches use values from the enclosing function.
func.func @if_and_case() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %f = stablehlo.constant dense<false> : tensor<i1>
  %r1 = "stablehlo.if"(%t) ({
    stablehlo.return %a : tensor<2xi32>
  }, {
    stablehlo.return %b : tensor<2xi32>
  }) : (tensor<i1>) -> tensor<2xi32>
  check.expect_eq_const %r1, dense<[1, 2]> : tensor<2xi32>
  %r2 = "stablehlo.if"(%f) ({
    stablehlo.return %a : tensor<2xi32>
  }, {
    %s = stablehlo.add %a, %b : tensor<2xi32>
    stablehlo.return %s : tensor<2xi32>
  }) : (tensor<i1>) -> tensor<2xi32>
  check.expect_eq_const %r2, dense<[4, 6]> : tensor<2xi32>
  %i1 = stablehlo.constant dense<1> : tensor<i32>
  %c1 = "stablehlo.case"(%i1) ({
    stablehlo.return %a : tensor<2xi32>
  }, {
    stablehlo.return %b : tensor<2xi32>
  }, {
    %s = stablehlo.add %a, %a : tensor<2xi32>
    stablehlo.return %s : tensor<2xi32>
  }) : (tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %c1, dense<[3, 4]> : tensor<2xi32>
  // Out-of-range indices run the last branch.
  %i9 = stablehlo.constant dense<-9> : tensor<i32>
  %c9 = "stablehlo.case"(%i9) ({
    stablehlo.return %a : tensor<2xi32>
  }, {
    %s = stablehlo.add %a, %a : tensor<2xi32>
    stablehlo.return %s : tensor<2xi32>
  }) : (tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %c9, dense<[2, 4]> : tensor<2xi32>
  func.return
}

func.func @tuples_and_barrier() {
  %a = stablehlo.constant dense<1.5> : tensor<f32>
  %b = stablehlo.constant dense<[7, 8]> : tensor<2xi8>
  %t = stablehlo.tuple %a, %b : tuple<tensor<f32>, tensor<2xi8>>
  %e = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<2xi8>>) -> tensor<2xi8>
  check.expect_eq_const %e, dense<[7, 8]> : tensor<2xi8>
  %o:2 = stablehlo.optimization_barrier %a, %b : tensor<f32>, tensor<2xi8>
  check.expect_eq_const %o#0, dense<1.5> : tensor<f32>
  func.return
}

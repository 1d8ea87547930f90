// map runs its computation per element; composite runs its decomposition.
// RUN: hlokit-run %s

func.func @map() {
  %a = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[1, 0], [2, -1]]> : tensor<2x2xi32>
  %0 = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<i32>):
    %c = stablehlo.convert %y : (tensor<i32>) -> tensor<f32>
    %m = stablehlo.multiply %x, %c : tensor<f32>
    %p = stablehlo.compare GT, %m, %x : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  check.expect_eq_const %0, dense<[[false, false], [true, false]]> : tensor<2x2xi1>
  // A 0-d map and an empty one.
  %s = stablehlo.constant dense<5> : tensor<i64>
  %1 = "stablehlo.map"(%s) ({
  ^bb0(%x: tensor<i64>):
    %n = stablehlo.negate %x : tensor<i64>
    stablehlo.return %n : tensor<i64>
  }) {dimensions = array<i64>} : (tensor<i64>) -> tensor<i64>
  check.expect_eq_const %1, dense<-5> : tensor<i64>
  %e = stablehlo.constant dense<> : tensor<0xf32>
  %2 = "stablehlo.map"(%e) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<0xf32>) -> tensor<0xf32>
  check.expect_eq_const %2, dense<> : tensor<0xf32>
  func.return
}

func.func private @softplus_impl(%x: tensor<3xf32>, %beta: tensor<f32>) -> tensor<3xf32> {
  %b = stablehlo.broadcast_in_dim %beta, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %bx = stablehlo.multiply %x, %b : tensor<3xf32>
  %e = stablehlo.exponential %bx : tensor<3xf32>
  %l = stablehlo.log_plus_one %e : tensor<3xf32>
  %r = stablehlo.divide %l, %b : tensor<3xf32>
  func.return %r : tensor<3xf32>
}

func.func @composite() {
  %x = stablehlo.constant dense<[0.0, 1.0, -1.0]> : tensor<3xf32>
  %beta = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = stablehlo.composite "my.softplus" %x, %beta {composite_attributes = {threshold = 20.0 : f32}, decomposition = @softplus_impl, version = 1 : i32} : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  check.expect_almost_eq_const %0, dense<[0.693147182, 1.31326163, 0.313261688]> : tensor<3xf32>
  func.return
}

// RUN: hlokit-opt %s -split-input-file --hlokit-vjp=func=f | FileCheck %s --check-prefix=VJP
// RUN: hlokit-opt %s -split-input-file --hlokit-jvp=func=f | FileCheck %s --check-prefix=JVP

// reduce with add: the cotangent is broadcast back; the init value gets its
// sum.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<2x3xf64>, %arg1: tensor<f64>, %arg2: tensor<2xf64>) -> (tensor<2xf64>, tensor<2x3xf64>, tensor<f64>) {
// VJP-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
// VJP-NEXT: %1 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
// VJP-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
// VJP-NEXT: %2 = stablehlo.reduce(%arg2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<f64>
// VJP-NEXT: return %0, %1, %2 : tensor<2xf64>, tensor<2x3xf64>, tensor<f64>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<2x3xf64>, %arg1: tensor<f64>, %arg2: tensor<2x3xf64>, %arg3: tensor<f64>) -> (tensor<2xf64>, tensor<2xf64>) {
// JVP-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
// JVP-NEXT: %1 = stablehlo.reduce(%arg2 init: %arg3) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
// JVP-NEXT: return %0, %1 : tensor<2xf64>, tensor<2xf64>
func.func @f(%x: tensor<2x3xf64>, %init: tensor<f64>) -> tensor<2xf64> {
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

// reduce with maximum: the cotangent is split evenly between the elements
// (init value included) equal to the result.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<2x3xf64>, %arg1: tensor<f64>, %arg2: tensor<3xf64>) -> (tensor<3xf64>, tensor<2x3xf64>, tensor<f64>) {
// VJP-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [0] : (tensor<2x3xf64>, tensor<f64>) -> tensor<3xf64>
// VJP-NEXT: %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<3xf64>) -> tensor<2x3xf64>
// VJP-NEXT: %2 = stablehlo.compare  EQ, %arg0, %1 : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
// VJP-NEXT: %3 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<3xf64>
// VJP-NEXT: %4 = stablehlo.compare  EQ, %3, %0 : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
// VJP-NEXT: %5 = stablehlo.convert %4 : (tensor<3xi1>) -> tensor<3xf64>
// VJP-NEXT: %6 = stablehlo.convert %2 : (tensor<2x3xi1>) -> tensor<2x3xf64>
// VJP-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
// VJP-NEXT: %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf64>, tensor<f64>) -> tensor<3xf64>
// VJP-NEXT: %8 = stablehlo.add %7, %5 : tensor<3xf64>
// VJP-NEXT: %9 = stablehlo.divide %arg2, %8 : tensor<3xf64>
// VJP-NEXT: %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xf64>) -> tensor<2x3xf64>
// VJP-NEXT: %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
// VJP-NEXT: %11 = stablehlo.select %2, %10, %cst_0 : tensor<2x3xi1>, tensor<2x3xf64>
// VJP-NEXT: %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<3xf64>
// VJP-NEXT: %12 = stablehlo.select %4, %9, %cst_1 : tensor<3xi1>, tensor<3xf64>
// VJP-NEXT: %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
// VJP-NEXT: %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
// VJP-NEXT: return %0, %11, %13 : tensor<3xf64>, tensor<2x3xf64>, tensor<f64>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<2x3xf64>, %arg1: tensor<f64>, %arg2: tensor<2x3xf64>, %arg3: tensor<f64>) -> (tensor<3xf64>, tensor<3xf64>) {
// JVP-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [0] : (tensor<2x3xf64>, tensor<f64>) -> tensor<3xf64>
// JVP-NEXT: %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<3xf64>) -> tensor<2x3xf64>
// JVP-NEXT: %2 = stablehlo.compare  EQ, %arg0, %1 : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
// JVP-NEXT: %3 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<3xf64>
// JVP-NEXT: %4 = stablehlo.compare  EQ, %3, %0 : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
// JVP-NEXT: %5 = stablehlo.convert %4 : (tensor<3xi1>) -> tensor<3xf64>
// JVP-NEXT: %6 = stablehlo.convert %2 : (tensor<2x3xi1>) -> tensor<2x3xf64>
// JVP-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
// JVP-NEXT: %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf64>, tensor<f64>) -> tensor<3xf64>
// JVP-NEXT: %8 = stablehlo.add %7, %5 : tensor<3xf64>
// JVP-NEXT: %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf64>
// JVP-NEXT: %9 = stablehlo.select %2, %arg2, %cst_0 : tensor<2x3xi1>, tensor<2x3xf64>
// JVP-NEXT: %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
// JVP-NEXT: %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf64>, tensor<f64>) -> tensor<3xf64>
// JVP-NEXT: %11 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f64>) -> tensor<3xf64>
// JVP-NEXT: %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<3xf64>
// JVP-NEXT: %12 = stablehlo.select %4, %11, %cst_2 : tensor<3xi1>, tensor<3xf64>
// JVP-NEXT: %13 = stablehlo.add %10, %12 : tensor<3xf64>
// JVP-NEXT: %14 = stablehlo.divide %13, %8 : tensor<3xf64>
// JVP-NEXT: return %0, %14 : tensor<3xf64>, tensor<3xf64>
func.func @f(%x: tensor<2x3xf64>, %init: tensor<f64>) -> tensor<3xf64> {
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [0] : (tensor<2x3xf64>, tensor<f64>) -> tensor<3xf64>
  return %0 : tensor<3xf64>
}

// -----

// dot_general: each side contracts the cotangent with the other side over
// that side's free dimensions, putting the other side first when that gives
// its own order (no transpose), else the cotangent, then transposes.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<2x3x4xf64>, %arg1: tensor<2x5x3xf64>, %arg2: tensor<2x4x5xf64>) -> (tensor<2x4x5xf64>, tensor<2x3x4xf64>, tensor<2x5x3xf64>) {
// VJP-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [1] x [2] : (tensor<2x3x4xf64>, tensor<2x5x3xf64>) -> tensor<2x4x5xf64>
// VJP-NEXT: %1 = stablehlo.dot_general %arg1, %arg2, batching_dims = [0] x [0], contracting_dims = [1] x [2] : (tensor<2x5x3xf64>, tensor<2x4x5xf64>) -> tensor<2x3x4xf64>
// VJP-NEXT: %2 = stablehlo.dot_general %arg2, %arg0, batching_dims = [0] x [0], contracting_dims = [1] x [2] : (tensor<2x4x5xf64>, tensor<2x3x4xf64>) -> tensor<2x5x3xf64>
// VJP-NEXT: return %0, %1, %2 : tensor<2x4x5xf64>, tensor<2x3x4xf64>, tensor<2x5x3xf64>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<2x3x4xf64>, %arg1: tensor<2x5x3xf64>, %arg2: tensor<2x3x4xf64>, %arg3: tensor<2x5x3xf64>) -> (tensor<2x4x5xf64>, tensor<2x4x5xf64>) {
// JVP-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [1] x [2] : (tensor<2x3x4xf64>, tensor<2x5x3xf64>) -> tensor<2x4x5xf64>
// JVP-NEXT: %1 = stablehlo.dot_general %arg2, %arg1, batching_dims = [0] x [0], contracting_dims = [1] x [2] : (tensor<2x3x4xf64>, tensor<2x5x3xf64>) -> tensor<2x4x5xf64>
// JVP-NEXT: %2 = stablehlo.dot_general %arg0, %arg3, batching_dims = [0] x [0], contracting_dims = [1] x [2] : (tensor<2x3x4xf64>, tensor<2x5x3xf64>) -> tensor<2x4x5xf64>
// JVP-NEXT: %3 = stablehlo.add %1, %2 : tensor<2x4x5xf64>
// JVP-NEXT: return %0, %3 : tensor<2x4x5xf64>, tensor<2x4x5xf64>
func.func @f(%a: tensor<2x3x4xf64>, %b: tensor<2x5x3xf64>) -> tensor<2x4x5xf64> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [1] x [2] : (tensor<2x3x4xf64>, tensor<2x5x3xf64>) -> tensor<2x4x5xf64>
  return %0 : tensor<2x4x5xf64>
}

// -----

// reduce_window with add: the cotangent is spread by the stride and padded
// by window - 1, windows are summed with stride 1, and the input's part is
// sliced out of the padded positions.
// VJP-LABEL: func.func @f_vjp
// VJP-SAME: (%{{.*}}: tensor<5xf64>, %{{.*}}: tensor<f64>, %[[CT:[a-z0-9_]+]]: tensor<2xf64>)
// VJP: %[[SPREAD:[a-z0-9_]+]] = stablehlo.pad %[[CT]], %{{.*}}, low = [1], high = [3], interior = [2] : (tensor<2xf64>, tensor<f64>) -> tensor<8xf64>
// VJP: %[[SUM:[a-z0-9_]+]] = "stablehlo.reduce_window"(%[[SPREAD]], %{{.*}}) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 1>}>
// VJP: %[[GX:[a-z0-9_]+]] = stablehlo.slice %[[SUM]] [1:6] : (tensor<7xf64>) -> tensor<5xf64>
// VJP: return %{{.*}}, %[[GX]], %{{.*}} :
// JVP-LABEL: func.func @f_jvp
// JVP-SAME: (%{{.*}}: tensor<5xf64>, %{{.*}}: tensor<f64>, %[[TX:[a-z0-9_]+]]: tensor<5xf64>, %[[TI:[a-z0-9_]+]]: tensor<f64>)
// JVP: %[[T:[a-z0-9_]+]] = "stablehlo.reduce_window"(%[[TX]], %[[TI]])
// JVP: return %{{.*}}, %[[T]] :
func.func @f(%x: tensor<5xf64>, %init: tensor<f64>) -> tensor<2xf64> {
  %0 = "stablehlo.reduce_window"(%x, %init) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 3>, padding = dense<[[1, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) : (tensor<5xf64>, tensor<f64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

// reduce_window with maximum: the init value takes the cotangent of the
// windows it wins; select_and_scatter routes the rest. The JVP reduces
// (value, tangent) pairs.
// VJP-LABEL: func.func @f_vjp
// VJP-SAME: (%[[X:[a-z0-9_]+]]: tensor<4xf64>, %[[I:[a-z0-9_]+]]: tensor<f64>, %[[CT:[a-z0-9_]+]]: tensor<2xf64>)
// VJP: %[[R:[a-z0-9_]+]] = "stablehlo.reduce_window"(%[[X]], %[[I]])
// VJP: %[[IB:[a-z0-9_]+]] = stablehlo.broadcast_in_dim %[[I]], dims = [] : (tensor<f64>) -> tensor<2xf64>
// VJP-NEXT: %[[WINS:[a-z0-9_]+]] = stablehlo.compare EQ, %[[R]], %[[IB]]
// VJP: %[[REST:[a-z0-9_]+]] = stablehlo.select %[[WINS]], %{{.*}}, %[[CT]]
// VJP: %[[GX:[a-z0-9_]+]] = "stablehlo.select_and_scatter"(%[[X]], %[[REST]], %{{.*}}) <{padding = dense<0> : tensor<1x2xi64>, window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
// VJP: stablehlo.compare GE
// VJP: stablehlo.add
// VJP: return %{{.*}}, %[[GX]], %{{.*}} :
// JVP-LABEL: func.func @f_jvp
// JVP-SAME: (%[[X:[a-z0-9_]+]]: tensor<4xf64>, %[[I:[a-z0-9_]+]]: tensor<f64>, %[[TX:[a-z0-9_]+]]: tensor<4xf64>, %[[TI:[a-z0-9_]+]]: tensor<f64>)
// JVP: %[[P:[a-z0-9_]+]]:2 = "stablehlo.reduce_window"(%[[X]], %[[TX]], %[[I]], %[[TI]])
// JVP: stablehlo.compare GE
// JVP: return %{{.*}}, %[[P]]#1 :
func.func @f(%x: tensor<4xf64>, %init: tensor<f64>) -> tensor<2xf64> {
  %0 = "stablehlo.reduce_window"(%x, %init) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.maximum %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) : (tensor<4xf64>, tensor<f64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

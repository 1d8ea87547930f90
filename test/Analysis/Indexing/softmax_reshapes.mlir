// RUN: hlokit-opt %s --hlokit-print-indexing -o /dev/null | FileCheck %s

// XLA's FusionOpWithSoftmax test, its bitcasts written as reshapes: the
// reshapes cancel out and p0 is read at the output index and along the
// reduced dim, exactly as in XLA (XLA's indexing analysis, "Softmax").

// CHECK-LABEL: func @softmax_with_reshapes
// CHECK: result 0 -> argument 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1, d2)[s0] -> (d0, d1, s0), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124], s0 in [0, 124]
// CHECK-NOT: argument
func.func @softmax_with_reshapes(%p0: tensor<2x65x125xf32>) -> tensor<2x65x125xf32> {
  %bitcast0 = stablehlo.reshape %p0 : (tensor<2x65x125xf32>) -> tensor<65x2x125xf32>
  %neg_inf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %reduce0 = stablehlo.reduce(%p0 init: %neg_inf) across dimensions = [2] : (tensor<2x65x125xf32>, tensor<f32>) -> tensor<2x65xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }
  %bitcast1 = stablehlo.reshape %reduce0 : (tensor<2x65xf32>) -> tensor<130xf32>
  %bcast1 = stablehlo.broadcast_in_dim %bitcast1, dims = [0] : (tensor<130xf32>) -> tensor<130x125xf32>
  %bitcast2 = stablehlo.reshape %bcast1 : (tensor<130x125xf32>) -> tensor<65x2x125xf32>
  %subtract0 = stablehlo.subtract %bitcast0, %bitcast2 : tensor<65x2x125xf32>
  %exponential0 = stablehlo.exponential %subtract0 : tensor<65x2x125xf32>
  %bitcast3 = stablehlo.reshape %p0 : (tensor<2x65x125xf32>) -> tensor<65x2x125xf32>
  %reduce1 = stablehlo.reduce(%p0 init: %neg_inf) across dimensions = [2] : (tensor<2x65x125xf32>, tensor<f32>) -> tensor<2x65xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }
  %bitcast4 = stablehlo.reshape %reduce1 : (tensor<2x65xf32>) -> tensor<130xf32>
  %bcast2 = stablehlo.broadcast_in_dim %bitcast4, dims = [0] : (tensor<130xf32>) -> tensor<130x125xf32>
  %bitcast5 = stablehlo.reshape %bcast2 : (tensor<130x125xf32>) -> tensor<65x2x125xf32>
  %subtract1 = stablehlo.subtract %bitcast3, %bitcast5 : tensor<65x2x125xf32>
  %exponential1 = stablehlo.exponential %subtract1 : tensor<65x2x125xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %reduce2 = stablehlo.reduce(%exponential1 init: %zero) across dimensions = [2] : (tensor<65x2x125xf32>, tensor<f32>) -> tensor<65x2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  %bitcast6 = stablehlo.reshape %reduce2 : (tensor<65x2xf32>) -> tensor<130xf32>
  %bcast3 = stablehlo.broadcast_in_dim %bitcast6, dims = [0] : (tensor<130xf32>) -> tensor<130x125xf32>
  %bitcast7 = stablehlo.reshape %bcast3 : (tensor<130x125xf32>) -> tensor<65x2x125xf32>
  %divide = stablehlo.divide %exponential0, %bitcast7 : tensor<65x2x125xf32>
  %bitcast8 = stablehlo.reshape %divide : (tensor<65x2x125xf32>) -> tensor<2x65x125xf32>
  return %bitcast8 : tensor<2x65x125xf32>
}

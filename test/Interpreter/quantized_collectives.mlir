// Quantized all_reduce and reduce_scatter on two replicas. Replica r holds
// the values [10, 20, 30, 40] + 10r as i8 storage at scale 0.5 ([20, 40, 60,
// 80] + 20r). The computation takes i16 at scale 0.25, so each operand is
// first requantized to it (the spec's to_destination_type) and the add runs
// as dequantize_op_quantize there: the sums 30, 50, 70, 90 are 120, 200,
// 280, 360; the operands' i8 type could not hold the last two (140, 180).
// RUN: hlokit-run %s --replicas 2 --entry all_reduce
// RUN: hlokit-run %s --replicas 2 --entry reduce_scatter | FileCheck %s

func.func private @x() -> tensor<4x!quant.uniform<i8:f32, 0.5>> {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %rf = stablehlo.convert %r : (tensor<ui32>) -> tensor<f32>
  %ten = stablehlo.constant dense<10.0> : tensor<f32>
  %shift = stablehlo.multiply %rf, %ten : tensor<f32>
  %b = stablehlo.broadcast_in_dim %shift, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %base = stablehlo.constant dense<[10.0, 20.0, 30.0, 40.0]> : tensor<4xf32>
  %xf = stablehlo.add %base, %b : tensor<4xf32>
  %x = stablehlo.uniform_quantize %xf : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  return %x : tensor<4x!quant.uniform<i8:f32, 0.5>>
}

func.func @all_reduce() {
  %x = func.call @x() : () -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
      %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
      stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i16:f32, 0.25>>
  "check.expect_eq_const"(%0) <{value = dense<[120, 200, 280, 360]> : tensor<4xi16>}> : (tensor<4x!quant.uniform<i16:f32, 0.25>>) -> ()
  return
}

// CHECK:      process (0, 0):
// CHECK-NEXT: tensor<2x!quant.uniform<i16:f32, 2.500000e-01>> {
// CHECK-NEXT:   [120, 200]
// CHECK:      process (1, 0):
// CHECK-NEXT: tensor<2x!quant.uniform<i16:f32, 2.500000e-01>> {
// CHECK-NEXT:   [280, 360]
func.func @reduce_scatter() -> tensor<2x!quant.uniform<i16:f32, 0.25>> {
  %x = func.call @x() : () -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  %0 = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
      %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
      stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i16:f32, 0.25>>
  return %0 : tensor<2x!quant.uniform<i16:f32, 0.25>>
}

// Quantized collectives on two replicas, and send/recv. Replica r holds the
// values [10, 20, 30, 40] + 10r in i8 at scale 0.5 (the storage integers
// [20, 40, 60, 80] + 20r). The computation takes i16 at scale 0.25, so each operand is
// first requantized to it (the spec's to_destination_type) and the add runs
// as dequantize_op_quantize there: the sums 30, 50, 70, 90 are 120, 200,
// 280, 360; the operands' i8 type could not hold the last two (140, 180).
// RUN: hlokit-run %s --replicas 2 --entry all_reduce
// RUN: hlokit-run %s --replicas 2 --entry reduce_scatter | FileCheck %s
// RUN: hlokit-run %s --replicas 2 --entry all_gather
// RUN: hlokit-run %s --replicas 2 --entry all_to_all | FileCheck %s --check-prefix=A2A
// RUN: hlokit-run %s --replicas 2 --entry collective_permute | FileCheck %s --check-prefix=PERMUTE
// RUN: hlokit-run %s --replicas 2 --entry collective_broadcast | FileCheck %s --check-prefix=BROADCAST
// RUN: hlokit-run %s --replicas 2 --entry collective_reduce | FileCheck %s --check-prefix=REDUCE
// RUN: hlokit-run %s --entry send_recv

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

// The data-movement collectives move storage integers: all_gather
// concatenates every replica's.
func.func @all_gather() {
  %x = func.call @x() : () -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<8x!quant.uniform<i8:f32, 0.5>>
  "check.expect_eq_const"(%0) <{value = dense<[20, 40, 60, 80, 40, 60, 80, 100]> : tensor<8xi8>}> : (tensor<8x!quant.uniform<i8:f32, 0.5>>) -> ()
  return
}

// A2A:      process (0, 0):
// A2A-NEXT: tensor<4x!quant.uniform<i8:f32, 5.000000e-01>> {
// A2A-NEXT:   [20, 40, 40, 60]
// A2A:      process (1, 0):
// A2A-NEXT: tensor<4x!quant.uniform<i8:f32, 5.000000e-01>> {
// A2A-NEXT:   [60, 80, 80, 100]
func.func @all_to_all() -> tensor<4x!quant.uniform<i8:f32, 0.5>> {
  %x = func.call @x() : () -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.5>>
}

// Replica r holds [1.0, 2.0] + r at scale 0.5 and zero point 3: the storage
// integers [5, 7] + 2r.
func.func private @z() -> tensor<2x!quant.uniform<i8:f32, 0.5:3>> {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %rf = stablehlo.convert %r : (tensor<ui32>) -> tensor<f32>
  %rb = stablehlo.broadcast_in_dim %rf, dims = [] : (tensor<f32>) -> tensor<2xf32>
  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %xf = stablehlo.add %c, %rb : tensor<2xf32>
  %x = stablehlo.uniform_quantize %xf : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  return %x : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
}

// A process that receives nothing gets quantize(0): the zero point, 3.
// PERMUTE:      process (0, 0):
// PERMUTE-NEXT: tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>> {
// PERMUTE-NEXT:   [3, 3]
// PERMUTE:      process (1, 0):
// PERMUTE-NEXT: tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>> {
// PERMUTE-NEXT:   [5, 7]
func.func @collective_permute() -> tensor<2x!quant.uniform<i8:f32, 0.5:3>> {
  %x = func.call @z() : () -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  return %0 : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
}

// BROADCAST:      process (0, 0):
// BROADCAST-NEXT: tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>> {
// BROADCAST-NEXT:   [3, 3]
// BROADCAST:      process (1, 0):
// BROADCAST-NEXT: tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>> {
// BROADCAST-NEXT:   [7, 9]
func.func @collective_broadcast() -> tensor<2x!quant.uniform<i8:f32, 0.5:3>> {
  %x = func.call @z() : () -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[1]]> : tensor<1x1xi64>} : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  return %0 : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
}

// collective_reduce reduces as all_reduce does, in the computation's type
// (zero point 5: the sums 30, 50, 70, 90 are 125, 205, 285, 365); the
// group's other process gets quantize(0), the zero point 5.
// REDUCE:      process (0, 0):
// REDUCE-NEXT: tensor<4x!quant.uniform<i16:f32, 2.500000e-01:5>> {
// REDUCE-NEXT:   [125, 205, 285, 365]
// REDUCE:      process (1, 0):
// REDUCE-NEXT: tensor<4x!quant.uniform<i16:f32, 2.500000e-01:5>> {
// REDUCE-NEXT:   [5, 5, 5, 5]
func.func @collective_reduce() -> tensor<4x!quant.uniform<i16:f32, 0.25:5>> {
  %x = func.call @x() : () -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  %0 = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25:5>>, %b: tensor<!quant.uniform<i16:f32, 0.25:5>>):
      %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25:5>>
      stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25:5>>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i16:f32, 0.25:5>>
  return %0 : tensor<4x!quant.uniform<i16:f32, 0.25:5>>
}

// send and recv carry storage integers, per-tensor and per-axis (one
// process sends to itself).
func.func @send_recv() {
  %x = func.call @z() : () -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  %p = stablehlo.constant() {value = dense<[[1, -2], [3, 4]]> : tensor<2x2xi8>} : () -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5, 0.25:1}>>
  %t = stablehlo.create_token : !stablehlo.token
  %s = "stablehlo.send"(%x, %p, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x2x!quant.uniform<i8:f32:1, {0.5, 0.25:1}>>, !stablehlo.token) -> !stablehlo.token
  %v:3 = "stablehlo.recv"(%s) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (!stablehlo.token) -> (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x2x!quant.uniform<i8:f32:1, {0.5, 0.25:1}>>, !stablehlo.token)
  "check.expect_eq"(%v#0, %x) : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> ()
  "check.expect_eq_const"(%v#1) <{value = dense<[[1, -2], [3, 4]]> : tensor<2x2xi8>}> : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5, 0.25:1}>>) -> ()
  return
}

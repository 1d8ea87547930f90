// Every op hlokit writes to portable artifacts, with its attributes at
// non-default values where it has any. round_trip.mlir serializes it for
// several target versions and checks the text read back is unchanged.

func.func @unary(%f: tensor<2xf32>, %i: tensor<2xi32>, %c: tensor<2xcomplex<f32>>) -> tensor<2xf32> {
  %0 = stablehlo.abs %f : tensor<2xf32>
  %1 = stablehlo.cbrt %0 : tensor<2xf32>
  %2 = stablehlo.ceil %1 : tensor<2xf32>
  %3 = stablehlo.cosine %2 : tensor<2xf32>
  %4 = stablehlo.exponential %3 : tensor<2xf32>
  %5 = stablehlo.exponential_minus_one %4 : tensor<2xf32>
  %6 = stablehlo.floor %5 : tensor<2xf32>
  %7 = stablehlo.log %6 : tensor<2xf32>
  %8 = stablehlo.log_plus_one %7 : tensor<2xf32>
  %9 = stablehlo.logistic %8 : tensor<2xf32>
  %10 = stablehlo.negate %9 : tensor<2xf32>
  %11 = stablehlo.round_nearest_afz %10 : tensor<2xf32>
  %12 = stablehlo.round_nearest_even %11 : tensor<2xf32>
  %13 = stablehlo.rsqrt %12 : tensor<2xf32>
  %14 = stablehlo.sign %13 : tensor<2xf32>
  %15 = stablehlo.sine %14 : tensor<2xf32>
  %16 = stablehlo.sqrt %15 : tensor<2xf32>
  %17 = stablehlo.tanh %16 : tensor<2xf32>
  %18 = stablehlo.count_leading_zeros %i : tensor<2xi32>
  %19 = stablehlo.not %18 : tensor<2xi32>
  %20 = stablehlo.popcnt %19 : tensor<2xi32>
  %21 = stablehlo.is_finite %17 : (tensor<2xf32>) -> tensor<2xi1>
  %22 = stablehlo.real %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %23 = stablehlo.imag %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %24 = stablehlo.convert %20 : (tensor<2xi32>) -> tensor<2xf32>
  %25 = stablehlo.bitcast_convert %24 : (tensor<2xf32>) -> tensor<2xi32>
  %26 = stablehlo.reduce_precision %17, format = e5m10 : tensor<2xf32>
  %27 = stablehlo.select %21, %26, %22 : tensor<2xi1>, tensor<2xf32>
  return %27 : tensor<2xf32>
}

func.func @binary(%a: tensor<2xf32>, %b: tensor<2xf32>, %i: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.add %a, %b : tensor<2xf32>
  %1 = stablehlo.atan2 %0, %b : tensor<2xf32>
  %2 = stablehlo.divide %1, %b : tensor<2xf32>
  %3 = stablehlo.maximum %2, %b : tensor<2xf32>
  %4 = stablehlo.minimum %3, %b : tensor<2xf32>
  %5 = stablehlo.multiply %4, %b : tensor<2xf32>
  %6 = stablehlo.power %5, %b : tensor<2xf32>
  %7 = stablehlo.remainder %6, %b : tensor<2xf32>
  %8 = stablehlo.subtract %7, %b : tensor<2xf32>
  %9 = stablehlo.clamp %a, %8, %b : tensor<2xf32>
  %10 = stablehlo.complex %9, %b : tensor<2xcomplex<f32>>
  %11 = stablehlo.and %i, %i : tensor<2xi32>
  %12 = stablehlo.or %11, %i : tensor<2xi32>
  %13 = stablehlo.xor %12, %i : tensor<2xi32>
  %14 = stablehlo.shift_left %13, %i : tensor<2xi32>
  %15 = stablehlo.shift_right_arithmetic %14, %i : tensor<2xi32>
  %16 = stablehlo.shift_right_logical %15, %i : tensor<2xi32>
  %17 = stablehlo.compare GT, %a, %b, TOTALORDER : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %18 = stablehlo.compare EQ, %i, %16 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %19 = stablehlo.and %17, %18 : tensor<2xi1>
  %20 = stablehlo.select %19, %16, %i : tensor<2xi1>, tensor<2xi32>
  return %20 : tensor<2xi32>
}

func.func @shape(%a: tensor<2x3xf32>, %i: tensor<i32>) -> tensor<3x2xf32> {
  %0 = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %1 = stablehlo.iota dim = 1 : tensor<2x3xf32>
  %2 = stablehlo.broadcast_in_dim %i, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
  %3 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %4 = stablehlo.reshape %1 : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %5 = stablehlo.concatenate %3, %4, dim = 0 : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<6x2xf32>
  %6 = stablehlo.slice %5 [1:4, 0:2] : (tensor<6x2xf32>) -> tensor<3x2xf32>
  %7 = stablehlo.reverse %6, dims = [0] : tensor<3x2xf32>
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %8 = stablehlo.pad %7, %cst, low = [0, 1], high = [1, 0], interior = [0, 0] : (tensor<3x2xf32>, tensor<f32>) -> tensor<4x3xf32>
  %9 = stablehlo.dynamic_slice %8, %i, %i, sizes = [3, 2] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
  %10 = stablehlo.dynamic_update_slice %9, %6, %i, %i : (tensor<3x2xf32>, tensor<3x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
  %11 = stablehlo.get_dimension_size %10, dim = 0 : (tensor<3x2xf32>) -> tensor<i32>
  return %10 : tensor<3x2xf32>
}

func.func @regions(%a: tensor<4xf32>, %p: tensor<i1>, %n: tensor<i32>) -> tensor<f32> {
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %init) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %1 = "stablehlo.if"(%p) ({
    stablehlo.return %0 : tensor<f32>
  }, {
    stablehlo.return %init : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %2 = "stablehlo.case"(%n) ({
    stablehlo.return %1 : tensor<f32>
  }, {
    stablehlo.return %0 : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  %3:2 = stablehlo.while(%iter = %n, %acc = %2) : tensor<i32>, tensor<f32>
    cond {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %iter, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %iter, %one : tensor<i32>
    stablehlo.return %next, %acc : tensor<i32>, tensor<f32>
  }
  %4 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %lt = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xf32>) -> tensor<4xf32>
  %5 = "stablehlo.map"(%4, %a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %m = stablehlo.multiply %x, %y : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %6:2 = stablehlo.optimization_barrier %5, %3#1 : tensor<4xf32>, tensor<f32>
  %7 = call @callee(%6#1) : (tensor<f32>) -> tensor<f32>
  return %7 : tensor<f32>
}

func.func private @callee(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}

func.func @tuples(%a: tensor<f32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.tuple %a, %b : tuple<tensor<f32>, tensor<2xi32>>
  %1 = stablehlo.get_tuple_element %0[1] : (tuple<tensor<f32>, tensor<2xi32>>) -> tensor<2xi32>
  return %1 : tensor<2xi32>
}

func.func @linalg(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %m: tensor<3x3xf32>, %c: tensor<4xcomplex<f32>>) -> tensor<2x3x5xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGH, HIGHEST] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %1 = stablehlo.cholesky %m, lower = true : tensor<3x3xf32>
  %2 = "stablehlo.triangular_solve"(%m, %1) {left_side = true, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  %3 = stablehlo.fft %c, type = IFFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<2x3x5xf32>
}

func.func @batch_norm(%x: tensor<2x3xf32>, %s: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1:3 = "stablehlo.batch_norm_training"(%0, %s, %s) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  %2:3 = "stablehlo.batch_norm_grad"(%x, %s, %1#1, %1#2, %1#0) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %2#0 : tensor<2x3xf32>
}

func.func @random(%lo: tensor<f32>, %hi: tensor<f32>, %state: tensor<2xui64>) -> tensor<3xf32> {
  %shape = stablehlo.constant dense<3> : tensor<1xi64>
  %0 = stablehlo.rng %lo, %hi, %shape, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<3xf32>
  %1:2 = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>)
  return %0 : tensor<3xf32>
}

func.func @dynamic(%a: tensor<?xf32>, %shape: tensor<2xindex>, %n: tensor<i32>) -> tensor<?x?xf32> {
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %shape, dims = [1] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %1 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xindex>) -> tensor<?x?xf32>
  %2 = stablehlo.dynamic_reshape %1, %shape : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %start = stablehlo.constant dense<1> : tensor<1xi64>
  %3 = stablehlo.real_dynamic_slice %a, %start, %start, %start : (tensor<?xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  %s = stablehlo.constant dense<1.0> : tensor<4xf32>
  %4 = stablehlo.set_dimension_size %s, %n, dim = 0 : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<4>>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %5 = stablehlo.dynamic_pad %a, %zero, %start, %start, %start : (tensor<?xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return %2 : tensor<?x?xf32>
}

func.func @quantized(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.uniform_quantize %a : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
  %1 = stablehlo.uniform_dequantize %0 : (tensor<4x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @token(%a: tensor<f32>) -> !stablehlo.token {
  %0 = stablehlo.create_token : !stablehlo.token
  %1 = stablehlo.after_all %0, %0 : !stablehlo.token
  return %1 : !stablehlo.token
}

func.func @bounded(%a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  return %a : tensor<?xf32, #stablehlo.bounds<4>>
}

func.func @attributes(%a: tensor<2xf32> {test.arg = "x"}) -> (tensor<2xf32> {test.res = [1 : i32, 2.5 : f64]}) attributes {test.dict = {b = true, u = 3 : ui8}} {
  return %a : tensor<2xf32>
}

func.func @gather_scatter(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>, %sizes: tensor<2xi64>) -> tensor<3x4xf32> {
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>, indices_are_sorted = true} : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  %1 = "stablehlo.dynamic_gather"(%a, %i, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x4xf32>
  %2 = "stablehlo.scatter"(%a, %i, %0) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %sum = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return %2 : tensor<3x4xf32>
}

func.func @convolution(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 1], [2, 0]], lhs_dilate = [2, 2], rhs_dilate = [1, 2], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  %1 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return %1 : tensor<1x2x2x1xf32>
}

func.func @windows(%a: tensor<4x6xf32>, %init: tensor<f32>, %src: tensor<2x3xf32>) -> tensor<4x6xf32> {
  %0 = "stablehlo.reduce_window"(%a, %init) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %m = stablehlo.maximum %x, %y : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, base_dilations = array<i64: 1, 2>, window_dilations = array<i64: 2, 1>, padding = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x6xf32>
  %1 = "stablehlo.reduce_window"(%a, %init) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  %2 = "stablehlo.select_and_scatter"(%a, %src, %init) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %ge = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, padding = dense<[[0, 0], [0, 1]]> : tensor<2x2xi64>} : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %2 : tensor<4x6xf32>
}

func.func @custom_calls(%a: tensor<2x4x4xf32>, %n: tensor<i32>, %t: tuple<tensor<2xf32>, tensor<i32>>) -> tensor<2x4x4xf32> {
  %0:2 = stablehlo.custom_call @target(%a, %n) {
    api_version = 2 : i32,
    backend_config = "opaque",
    has_side_effect = true,
    called_computations = [@callee],
    operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<> : tensor<0xindex>],
    result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>],
    output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>]
  } : (tensor<2x4x4xf32>, tensor<i32>) -> (tensor<2x4x4xf32>, tensor<2xi32>)
  %1 = stablehlo.custom_call @foo(%t) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 0, operand_tuple_indices = [0]>]} : (tuple<tensor<2xf32>, tensor<i32>>) -> tuple<tensor<i32>, tensor<2xf32>>
  %2 = stablehlo.custom_call @plain(%a) : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  return %2 : tensor<2x4x4xf32>
}

// The ops the spec dropped that upstream's VHLO still carries.
func.func @legacy_ops(%a: tensor<2x3xf32>, %v: tensor<3xf32>, %i: tensor<2x4xi32>) -> tensor<2xf32> {
  %0 = stablehlo.dot %a, %v, precision = [HIGHEST, DEFAULT] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  %1 = stablehlo.broadcast %v, sizes = [2] : (tensor<3xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.einsum %a, %1, config = "ij,ij->i" : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
  %3 = stablehlo.unary_einsum %a, config = "ij->i" : (tensor<2x3xf32>) -> tensor<2xf32>
  %4 = "stablehlo.torch_index_select"(%a, %i) {dim = 1 : i64, batch_dims = 1 : i64} : (tensor<2x3xf32>, tensor<2x4xi32>) -> tensor<2x4xf32>
  %5 = "stablehlo.cross-replica-sum"(%0) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  %6 = stablehlo.add %2, %3 : tensor<2xf32>
  %7 = stablehlo.add %5, %6 : tensor<2xf32>
  return %7 : tensor<2xf32>
}

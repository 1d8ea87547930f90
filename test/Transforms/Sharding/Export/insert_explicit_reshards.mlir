// RUN: hlokit-opt %s -sdy-insert-explicit-reshards=enable-full-version=true | FileCheck %s
// RUN: hlokit-opt %s -sdy-insert-explicit-reshards=enable-full-version=true --mlir-print-op-generic | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s -sdy-insert-explicit-reshards | FileCheck %s --check-prefix=DEFAULT

sdy.mesh @mesh = <["x"=4, "y"=2]>

// An operand without the result's sharding is resharded to it.
// CHECK-LABEL: func @add
// DEFAULT-LABEL: func @add
func.func @add(%arg0: tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<4x32xf32>)
    -> (tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  // CHECK-NEXT: %[[R:.*]] = sdy.reshard %arg1 <@mesh, [{"x"}, {}]>
  // CHECK-NEXT: %[[ADD:.*]] = stablehlo.add %arg0, %[[R]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}
  // CHECK-NEXT: return %[[ADD]]
  // Without the full version nothing changes here.
  // DEFAULT-NEXT: stablehlo.add %arg0, %arg1
  %0 = stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<4x32xf32>
  return %0 : tensor<4x32xf32>
}

// The bigger sharding wins a unary op; the result is resharded back for
// its users, and the returned value to the function's result sharding.
// CHECK-LABEL: func @negate_input_sharding_is_larger
func.func @negate_input_sharding_is_larger(%arg0: tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) {
  // CHECK-NEXT: %[[NEG:.*]] = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}
  // CHECK-NEXT: %[[R:.*]] = sdy.reshard %[[NEG]] <@mesh, [{"y"}, {}]>
  // CHECK-NEXT: return %[[R]]
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} : tensor<4x32xf32>
  return %0 : tensor<4x32xf32>
}

// A sharded contracting dimension: the result is all-reduced along it.
// CHECK-LABEL: func @dot_contracting_dim_sharded
func.func @dot_contracting_dim_sharded(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>},
    %arg1: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
  // CHECK-NEXT: %[[DOT:.*]] = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>}
  // CHECK-NEXT: %[[AR:.*]] = sdy.all_reduce {"x"} %[[DOT]] out_sharding=<@mesh, [{}, {}]>
  // CHECK-NEXT: return %[[AR]]
  %0 = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// A reduce over a sharded dimension combines its partial results by its
// body: max and min all-reduces for maximum and minimum, and for `or` and
// `and` of i1.
// CHECK-LABEL: func @sharded_max_and_or
func.func @sharded_max_and_or(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>},
                              %arg1: tensor<4x8xi1> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>})
    -> (tensor<4xf32>, tensor<4xi1>) {
  %low = stablehlo.constant dense<-1.0e30> : tensor<f32>
  // CHECK: %[[MAX:.*]] = stablehlo.reduce
  // CHECK: sdy.all_reduce max {"x"} %[[MAX]] out_sharding=<@mesh, [{}]>
  %0 = stablehlo.reduce(%arg0 init: %low) applies stablehlo.maximum across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %false = stablehlo.constant dense<false> : tensor<i1>
  // CHECK: %[[ANY:.*]] = stablehlo.reduce
  // CHECK: sdy.all_reduce max {"x"} %[[ANY]] out_sharding=<@mesh, [{}]>
  %1 = stablehlo.reduce(%arg1 init: %false) applies stablehlo.or across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<4x8xi1>, tensor<i1>) -> tensor<4xi1>
  return %0, %1 : tensor<4xf32>, tensor<4xi1>
}

// Unreduced axes the op's result doesn't keep are all-reduced first.
// CHECK-LABEL: func @unreduced_operand
func.func @unreduced_operand(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={"x"}>})
    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
  // CHECK-NEXT: %[[AR:.*]] = sdy.all_reduce {"x"} %arg0 out_sharding=<@mesh, [{}]>
  // CHECK-NEXT: %[[NEG:.*]] = stablehlo.negate %[[AR]]
  // CHECK-NEXT: return %[[NEG]]
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// An op without shardings is left alone; the value flowing into a data-flow
// edge is resharded to its owner's sharding right after its definition; a
// returned sharded value goes to a result without sharding replicated.
// CHECK-LABEL: func @data_flow_op
func.func @data_flow_op(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: %[[ADD:.*]] = stablehlo.add %arg0, %arg1 : tensor<8xf32>
  // CHECK-NEXT: %[[R0:.*]] = sdy.reshard %[[ADD]] <@mesh, [{"x"}]>
  // CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier {{.*}} %[[R0]]
  // CHECK-NEXT: %[[R1:.*]] = sdy.reshard %[[B]] <@mesh, [{}]>
  // CHECK-NEXT: return %[[R1]]
  %0 = stablehlo.add %arg0, %arg1 : tensor<8xf32>
  %1 = stablehlo.optimization_barrier {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} %0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// Without the full version a dot whose result conflicts with its operands
// in one factor, sharded there along the contracting axes, computes the
// operands' sharding and reshards its result back.
// DEFAULT-LABEL: func @dot_result_conflict
func.func @dot_result_conflict(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>},
    %arg1: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x16xf32> {
  // DEFAULT-NEXT: %[[DOT:.*]] = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>}
  // DEFAULT-NEXT: %[[R:.*]] = sdy.reshard %[[DOT]] <@mesh, [{"x"}, {}]>
  // DEFAULT-NEXT: return %[[R]]
  %0 = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// A reshard that makes sharded axes unreduced, and one that makes
// replicated axes unreduced, become the unreduced collectives.
// CHECK-LABEL: func @to_unreduced
// DEFAULT-LABEL: func @to_unreduced
func.func @to_unreduced(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}], unreduced={"x", "y"}>}) {
  // DEFAULT-NEXT: %[[S:.*]] = sdy.sharded_to_unreduced [{"x"}, {}] %arg0 out_sharding=<@mesh, [{}, {}], unreduced={"x"}>
  // DEFAULT-NEXT: %[[R:.*]] = sdy.replicated_to_unreduced {"y"} %[[S]] out_sharding=<@mesh, [{}, {}], unreduced={"x", "y"}>
  // DEFAULT-NEXT: return %[[R]]
  // CHECK-NEXT: sdy.sharded_to_unreduced [{"x"}, {}] %arg0
  // CHECK-NEXT: sdy.replicated_to_unreduced {"y"}
  %0 = sdy.reshard %arg0 <@mesh, [{}, {}], unreduced={"x"}> : tensor<8x8xf32>
  %1 = sdy.reshard %0 <@mesh, [{}, {}], unreduced={"x", "y"}> : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// A call's operands are resharded to its callee's argument shardings (an
// argument without one: fully open), in both versions, right after they
// are defined (block arguments: at the block's start, so in reverse order).
// CHECK-LABEL: func @call
// DEFAULT-LABEL: func @call
func.func @call(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>}, %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>}) -> tensor<8xf32> {
  // CHECK-NEXT: %[[R1:.*]] = sdy.reshard %arg1 <@mesh, [{?}]>
  // CHECK-NEXT: %[[R:.*]] = sdy.reshard %arg0 <@mesh, [{"x"}]>
  // CHECK-NEXT: call @callee(%[[R]], %[[R1]])
  // DEFAULT-NEXT: %[[R1:.*]] = sdy.reshard %arg1 <@mesh, [{?}]>
  // DEFAULT-NEXT: %[[R:.*]] = sdy.reshard %arg0 <@mesh, [{"x"}]>
  // DEFAULT-NEXT: call @callee(%[[R]], %[[R1]])
  %0 = call @callee(%arg0, %arg1) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func private @callee(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}, %arg1: tensor<8xf32>) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}

// A dot of dynamically shaped values isn't changed (its sizes are unknown).
// DEFAULT-LABEL: func @dynamic_dot
func.func @dynamic_dot(%arg0: tensor<?x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>},
    %arg1: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<?x16xf32> {
  // DEFAULT-NEXT: %[[DOT:.*]] = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}
  // DEFAULT-NEXT: return %[[DOT]]
  %0 = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<?x32xf32>, tensor<32x16xf32>) -> tensor<?x16xf32>
  return %0 : tensor<?x16xf32>
}

// A convolution whose windows' count covers the lhs (8 windows of 4 taps):
// no factor of its rule maps the kernel's taps (a factor of size 1 does), so
// the kernel split along them would leave partial sums no all_reduce adds
// up; it is gathered.
// CHECK-LABEL: func @conv_kernel_taps_unmapped
// CHECK-NEXT: %[[K:.*]] = sdy.reshard %arg1 <@mesh, [{}, {}, {}]> : tensor<4x1x1xf32>
// CHECK-NEXT: stablehlo.convolution(%arg0, %[[K]])
// CHECK-NOT: sdy.all_reduce
// DEFAULT-LABEL: func @conv_kernel_taps_unmapped
func.func @conv_kernel_taps_unmapped(%arg0: tensor<1x8x1xf32>, %arg1: tensor<4x1x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}, {}]>}) -> tensor<1x8x1xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 2]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<4x1x1xf32>) -> tensor<1x8x1xf32>
  return %0 : tensor<1x8x1xf32>
}

// One window whose result dimension is split: the factor of size 1 that
// maps it only the result has (no operand follows it), so the convolution
// computes it whole and the result is resharded after.
// CHECK-LABEL: func @conv_one_window_result_split
// CHECK-NEXT: %[[CONV:.*]] = stablehlo.convolution(%arg0, %arg1) {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>
// CHECK-NEXT: sdy.reshard %[[CONV]] <@mesh, [{}, {"x"}, {}]>
// DEFAULT-LABEL: func @conv_one_window_result_split
func.func @conv_one_window_result_split(%arg0: tensor<1x2x1xf32>, %arg1: tensor<1x1x1xf32>) -> (tensor<1x1x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}, {}]>}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}, {}]>]>} : (tensor<1x2x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  return %0 : tensor<1x1x1xf32>
}

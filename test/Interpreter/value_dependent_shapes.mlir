// Result shapes known only at run time: dynamic_gather's from the values of
// slice_sizes (checked against the operands then, as the verifier checks
// constants), bitcast_convert's and map's from their operands' runtime
// shapes, and JAX's sharding custom_calls' and composite's from what they
// pass on, as shape-polymorphic JAX exports use them.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hlokit-run %s --entry make --output-dir %t
// RUN: hlokit-run %s --entry gather_constant_sizes
// RUN: hlokit-run %s --entry gather_sizes --input %t/result0.npy | FileCheck %s --check-prefix=SIZES
// RUN: not hlokit-run %s --entry gather_sizes --input %t/result1.npy 2>&1 | FileCheck %s --check-prefix=TOO-LARGE
// RUN: not hlokit-run %s --entry gather_sizes --input %t/result2.npy 2>&1 | FileCheck %s --check-prefix=COLLAPSED
// RUN: hlokit-run %s --entry bitcast --input %t/result3.npy | FileCheck %s --check-prefix=BITCAST
// RUN: hlokit-run %s --entry map --input %t/result3.npy | FileCheck %s --check-prefix=MAP
// RUN: hlokit-run %s --entry pass_on --input %t/result3.npy | FileCheck %s --check-prefix=PASS-ON

func.func public @make() -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<3xi32>) {
  %fits = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %too_large = stablehlo.constant dense<[1, 5]> : tensor<2xi32>
  %collapsed = stablehlo.constant dense<[2, 2]> : tensor<2xi32>
  %bits = stablehlo.constant dense<[1065353216, -1082130432, 258]> : tensor<3xi32>
  return %fits, %too_large, %collapsed, %bits : tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<3xi32>
}

func.func public @gather_constant_sizes() {
  %operand = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %indices = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi64>
  %sizes = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %r = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<2x3xf32>, tensor<2x1xi64>, tensor<2xi32>) -> tensor<?x2xf32>
  %expected = stablehlo.constant dense<[[4.0, 5.0], [1.0, 2.0]]> : tensor<2x2xf32>
  check.expect_eq %r, %expected : tensor<?x2xf32>, tensor<2x2xf32>
  return
}

// SIZES: tensor<2x2xf32> {
// SIZES-NEXT: [
// SIZES-NEXT: [5.000000e+00, 6.000000e+00],
// SIZES-NEXT: [2.000000e+00, 3.000000e+00]
// TOO-LARGE: error: {{.*}}value_dependent_shapes.mlir:[[@LINE+7]]:8: 'stablehlo.dynamic_gather': slice_sizes [1, 5] are invalid for the operands' runtime shapes: dynamic_gather_c21: slice_sizes[1] = 5 is not in [0, 3] (dim(operand, 1))
// TOO-LARGE-NOT: tensor<
// COLLAPSED: error: {{.*}}: 'stablehlo.dynamic_gather': slice_sizes [2, 2] are invalid for the operands' runtime shapes: dynamic_gather_c9: slice_sizes[0] = 2 must be <= 1 for a collapsed slice dimension
// COLLAPSED-NOT: tensor<
func.func public @gather_sizes(%sizes: tensor<2xi32>) -> tensor<2x?xf32> {
  %operand = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %indices = stablehlo.constant dense<[[1, 1], [0, 1]]> : tensor<2x2xi64>
  %r = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>} : (tensor<2x3xf32>, tensor<2x2xi64>, tensor<2xi32>) -> tensor<2x?xf32>
  return %r : tensor<2x?xf32>
}

// 1065353216 and -1082130432 are the bits of 1.0 and -1.0; 258 = 0x102.
// BITCAST: tensor<3xf32> {
// BITCAST-NEXT: [1.000000e+00, -1.000000e+00, 3.615350e-43]
// BITCAST: tensor<3x2xi16> {
// BITCAST-NEXT: [
// BITCAST-NEXT: [0, 16256],
// BITCAST-NEXT: [0, -16512],
// BITCAST-NEXT: [258, 0]
// BITCAST: tensor<3xi32> {
// BITCAST-NEXT: [1065353216, -1082130432, 258]
func.func public @bitcast(%x: tensor<?xi32>) -> (tensor<?xf32>, tensor<?x2xi16>, tensor<?xi32>) {
  %f = stablehlo.bitcast_convert %x : (tensor<?xi32>) -> tensor<?xf32>
  %halves = stablehlo.bitcast_convert %x : (tensor<?xi32>) -> tensor<?x2xi16>
  %whole = stablehlo.bitcast_convert %halves : (tensor<?x2xi16>) -> tensor<?xi32>
  return %f, %halves, %whole : tensor<?xf32>, tensor<?x2xi16>, tensor<?xi32>
}

// MAP: tensor<3xi32> {
// MAP-NEXT: [2130706432, 2130706432, 516]
func.func public @map(%x: tensor<?xi32>) -> tensor<?xi32> {
  %r = "stablehlo.map"(%x, %x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return %r : tensor<?xi32>
}

// PASS-ON: tensor<3xi32> {
// PASS-ON-NEXT: [1065353216, -1082130432, 258]
// PASS-ON: tensor<3xi32> {
// PASS-ON-NEXT: [2130706432, 2130706432, 516]
func.func public @pass_on(%x: tensor<?xi32>) -> (tensor<?xi32>, tensor<?xi32>) {
  %s = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{replicated}"} : (tensor<?xi32>) -> tensor<?xi32>
  %d = stablehlo.composite "hlokit.double" %x {decomposition = @double} : (tensor<?xi32>) -> tensor<?xi32>
  return %s, %d : tensor<?xi32>, tensor<?xi32>
}

func.func private @double(%x: tensor<?xi32>) -> tensor<?xi32> {
  %r = stablehlo.add %x, %x : tensor<?xi32>
  return %r : tensor<?xi32>
}

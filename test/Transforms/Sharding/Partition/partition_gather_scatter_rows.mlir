// Gathers and a scatter on an operand split along the rows they index (the
// gather's reduction dimensions): --hlokit-partition keeps the operand split,
// each device gathers from its block (indices clamped into the global
// operand, less its first row; rows outside it give zeros for the
// all_reduce) or scatters into it (indices less its first row). hlokit-run
// on 2 and 4 devices from the global inputs prints the one-process run's
// values; indices out of bounds are clamped as the global gather clamps them.
// RUN: sed 's/@points4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s
// RUN: hlokit-run %s --entry rows2 --args=@%S/Inputs/gather_rows_args.txt | FileCheck %s --check-prefix=ROWS
// RUN: hlokit-run %s --entry rows2 --args=@%S/Inputs/gather_rows_args.txt --partitions 2 | FileCheck %s --check-prefix=ROWS
// RUN: hlokit-run %s --entry points4 --args=@%S/Inputs/gather_points_args.txt | FileCheck %s --check-prefix=POINTS
// RUN: hlokit-run %s --entry points4 --args=@%S/Inputs/gather_points_args.txt --partitions 4 | FileCheck %s --check-prefix=POINTS
// RUN: hlokit-run %s --entry scatter2 --args=@%S/Inputs/scatter_rows_args.txt | FileCheck %s --check-prefix=SCATTER
// RUN: hlokit-run %s --entry scatter2 --args=@%S/Inputs/scatter_rows_args.txt --partitions 2 | FileCheck %s --check-prefix=SCATTER

// The pipeline prints the functions in reverse.
// CHECK-LABEL: func.func @scatter2
// CHECK-SAME: (%arg0: tensor<4x3xf32>, %arg1: tensor<5x1xi32>, %arg2: tensor<5x3xf32>) -> tensor<4x3xf32>
// CHECK: stablehlo.subtract
// CHECK: "stablehlo.scatter"
// CHECK: }) : (tensor<4x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<4x3xf32>
// CHECK-NOT: stablehlo.all_
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%arg0: tensor<4x2xf32>, %arg1: tensor<5x2xi32>) -> tensor<5xf32>
// CHECK: stablehlo.concatenate
// CHECK: "stablehlo.gather"{{.*}} : (tensor<4x2xf32>, tensor<5x2xi32>) -> tensor<5xf32>
// CHECK: stablehlo.reduce
// CHECK: "stablehlo.all_reduce"{{.*}}replica_groups = dense<{{\[\[}}0, 1, 2, 3]]>
// CHECK-LABEL: func.func @rows2
// CHECK-SAME: (%arg0: tensor<4x3xf32>, %arg1: tensor<5x1xi32>) -> tensor<5x3xf32>
// CHECK: stablehlo.clamp
// CHECK: "stablehlo.gather"{{.*}} : (tensor<4x3xf32>, tensor<5x1xi32>) -> tensor<5x3xf32>
// CHECK: stablehlo.select
// CHECK: "stablehlo.all_reduce"

sdy.mesh @mesh2 = <["x"=2]>
sdy.mesh @mesh4 = <["x"=2, "y"=2]>

// ROWS:      tensor<5x3xf32> {
// ROWS-NEXT:   [
// ROWS-NEXT:     [0.000000e+00, 1.000000e+00, 2.000000e+00],
// ROWS-NEXT:     [6.000000e+00, 7.000000e+00, 8.000000e+00],
// ROWS-NEXT:     [1.500000e+01, 1.600000e+01, 1.700000e+01],
// ROWS-NEXT:     [2.100000e+01, 2.200000e+01, 2.300000e+01],
// ROWS-NEXT:     [2.100000e+01, 2.200000e+01, 2.300000e+01]
// ROWS-NEXT:   ]
// ROWS-NEXT: }
func.func @rows2(%arg0: tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}]>}, %arg1: tensor<5x1xi32>) -> (tensor<5x3xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {}]>}) {
  %0 = "stablehlo.gather"(%arg0, %arg1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<8x3xf32>, tensor<5x1xi32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// Both dimensions split, both indexed: a point is kept by the one device
// holding it.
// POINTS:      tensor<5xf32> {
// POINTS-NEXT:   [3.000000e+00, 9.000000e+00, 2.200000e+01, 3.100000e+01, 1.600000e+01]
// POINTS-NEXT: }
func.func @points4(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"x"}, {"y"}]>}, %arg1: tensor<5x2xi32>) -> (tensor<5xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}]>}) {
  %0 = "stablehlo.gather"(%arg0, %arg1) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<8x4xf32>, tensor<5x2xi32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// Row 2 gets two updates.
// SCATTER:      tensor<8x3xf32> {
// SCATTER-NEXT:   [
// SCATTER-NEXT:     [0.000000e+00, 1.000000e+00, 2.000000e+00],
// SCATTER-NEXT:     [4.000000e+00, 5.000000e+00, 6.000000e+00],
// SCATTER-NEXT:     [1.300000e+01, 1.400000e+01, 1.500000e+01],
// SCATTER-NEXT:     [9.000000e+00, 1.000000e+01, 1.100000e+01],
// SCATTER-NEXT:     [1.200000e+01, 1.300000e+01, 1.400000e+01],
// SCATTER-NEXT:     [1.800000e+01, 1.900000e+01, 2.000000e+01],
// SCATTER-NEXT:     [1.800000e+01, 1.900000e+01, 2.000000e+01],
// SCATTER-NEXT:     [2.500000e+01, 2.600000e+01, 2.700000e+01]
// SCATTER-NEXT:   ]
// SCATTER-NEXT: }
func.func @scatter2(%arg0: tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}]>}, %arg1: tensor<5x1xi32>, %arg2: tensor<5x3xf32>) -> (tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}]>}) {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<8x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<8x3xf32>
  return %0 : tensor<8x3xf32>
}

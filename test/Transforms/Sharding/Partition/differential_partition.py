#!/usr/bin/env python3
"""Every op family partitioned: the global program run on 2 and 4 devices
must print what the program without shardings prints.

Each case is a function over small-integer f32 (or i32) tensors, so every
result is exact whatever order a sharded reduction sums in, and the outputs
must agree character for character. Each case runs with the shardings of
each of its variants on the arguments (meshes of 2 and 4 devices, sub-axes,
non-divisible dimensions): `hlokit-run --partitions N` partitions it
(propagation, reshards, padding, global to local) and assembles the global
results.

Variants listed in KNOWN_GAPS must fail to partition with the message
given there (so that one that starts to work is noticed and moved out);
every other variant must match. With --mpirun, each variant on 2 devices
also runs as `mpirun -n 2 hlokit-run --mpi --partitions 2`, one rank per
device, and must print the same.

  differential_partition.py --hlokit-run PATH [--mpirun PATH] [--only NAME]
      [--keep DIR]
"""
import argparse
import os
import subprocess
import sys
import tempfile

M2 = ('<["x"=2]>', 2)
M4 = ('<["x"=2, "y"=2]>', 4)
M4X = ('<["x"=4]>', 4)


def ttype(shape, elem="f32"):
    return "tensor<" + "x".join(map(str, shape)) + ("x" if shape else "") + elem + ">"


def literal(shape, seed):
    """A dense f32 literal of small integers, different per seed."""
    n = 1
    for s in shape:
        n *= s
    return literal_from([f"{((i * 7 + seed * 13) % 11) - 5}.0"
                         for i in range(n)], shape, "f32")


# name: (argument shapes [(shape, elem)], result type, body, variants)
# A variant is (mesh, [argument dim shardings]). The body's `%a0`.. are
# the arguments and must end with `return`.
CASES = {}


def case(name, args, result, body, variants):
    CASES[name] = (args, result, body, variants)


F = "f32"
case("elementwise", [((8, 6), F), ((8, 6), F)], "tensor<8x6xf32>", """
    %0 = stablehlo.multiply %a0, %a1 : tensor<8x6xf32>
    %1 = stablehlo.add %0, %a0 : tensor<8x6xf32>
    %2 = stablehlo.maximum %1, %a1 : tensor<8x6xf32>
    return %2 : tensor<8x6xf32>""",
     [(M2, ['[{"x"}, {}]', '[{"x"}, {}]']),
      (M4, ['[{"x"}, {"y"}]', '[{}, {"y"}]']),
      (M4X, ['[{}, {"x"}]', '[{"x"}, {}]']),
      (M4X, ['[{"x":(1)2}, {"x":(2)2}]', '[{"x":(1)2}, {}]'])])
case("elementwise_indivisible", [((7, 5), F)], "tensor<7x5xf32>", """
    %0 = stablehlo.multiply %a0, %a0 : tensor<7x5xf32>
    %1 = stablehlo.negate %0 : tensor<7x5xf32>
    return %1 : tensor<7x5xf32>""",
     [(M2, ['[{"x"}, {}]']), (M4, ['[{"x"}, {"y"}]']), (M4X, ['[{"x"}, {}]'])])
case("broadcast", [((6,), F), ((4, 6), F)], "tensor<4x6xf32>", """
    %0 = stablehlo.broadcast_in_dim %a0, dims = [1] : (tensor<6xf32>) -> tensor<4x6xf32>
    %1 = stablehlo.add %0, %a1 : tensor<4x6xf32>
    return %1 : tensor<4x6xf32>""",
     [(M2, ['[{"x"}]', '[{}, {}]']), (M4, ['[{"y"}]', '[{"x"}, {}]']),
      (M4X, ['[{}]', '[{"x"}, {}]'])])
case("reduce", [((8, 6), F)], "tensor<6xf32>", """
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = stablehlo.reduce(%a0 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<8x6xf32>, tensor<f32>) -> tensor<6xf32>
    return %0 : tensor<6xf32>""",
     [(M2, ['[{"x"}, {}]']), (M4, ['[{"x"}, {"y"}]']), (M4X, ['[{"x"}, {}]']),
      (M4X, ['[{"x":(1)2}, {"x":(2)2}]'])])
case("reduce_max_indivisible", [((7, 6), F)], "tensor<7xf32>", """
    %z = stablehlo.constant dense<-100.0> : tensor<f32>
    %0 = stablehlo.reduce(%a0 init: %z) applies stablehlo.maximum across dimensions = [1] : (tensor<7x6xf32>, tensor<f32>) -> tensor<7xf32>
    return %0 : tensor<7xf32>""",
     [(M2, ['[{"x"}, {}]']), (M4, ['[{"y"}, {"x"}]']), (M4X, ['[{}, {"x"}]'])])
case("reduce_max_negative", [((5, 7), F)], "tensor<5xf32>", """
    %abs = stablehlo.abs %a0 : tensor<5x7xf32>
    %one = stablehlo.constant dense<1.0> : tensor<5x7xf32>
    %n = stablehlo.negate %abs : tensor<5x7xf32>
    %m = stablehlo.subtract %n, %one : tensor<5x7xf32>
    %z = stablehlo.constant dense<-100.0> : tensor<f32>
    %0 = stablehlo.reduce(%m init: %z) applies stablehlo.maximum across dimensions = [1] : (tensor<5x7xf32>, tensor<f32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>""",
     [(M2, ['[{}, {"x"}]']), (M4, ['[{"x"}, {"y"}]']), (M4X, ['[{}, {"x"}]'])])
case("reduce_min_or", [((6, 5), F)], "tensor<6xi1>", """
    %z = stablehlo.constant dense<100.0> : tensor<f32>
    %0 = stablehlo.reduce(%a0 init: %z) applies stablehlo.minimum across dimensions = [1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %t = stablehlo.constant dense<2.0> : tensor<6x5xf32>
    %c = stablehlo.compare GT, %a0, %t : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xi1>
    %f = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%c init: %f) applies stablehlo.or across dimensions = [1] : (tensor<6x5xi1>, tensor<i1>) -> tensor<6xi1>
    %t2 = stablehlo.constant dense<-4.0> : tensor<6xf32>
    %c2 = stablehlo.compare GT, %0, %t2 : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %2 = stablehlo.and %1, %c2 : tensor<6xi1>
    return %2 : tensor<6xi1>""",
     [(M2, ['[{}, {"x"}]']), (M4, ['[{"y"}, {"x"}]']), (M4X, ['[{}, {"x"}]'])])
case("reduce_variadic", [((6, 8), F)], "tensor<6xf32>", """
    %lo = stablehlo.constant dense<-100.0> : tensor<f32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %r:2 = stablehlo.reduce(%a0 init: %lo), (%a0 init: %z) across dimensions = [1] : (tensor<6x8xf32>, tensor<6x8xf32>, tensor<f32>, tensor<f32>) -> (tensor<6xf32>, tensor<6xf32>)
     reducer(%x: tensor<f32>, %y: tensor<f32>) (%u: tensor<f32>, %v: tensor<f32>) {
      %m = stablehlo.maximum %x, %y : tensor<f32>
      %s = stablehlo.add %v, %u : tensor<f32>
      stablehlo.return %m, %s : tensor<f32>, tensor<f32>
    }
    %0 = stablehlo.multiply %r#0, %r#1 : tensor<6xf32>
    return %0 : tensor<6xf32>""",
     [(M2, ['[{}, {"x"}]']), (M4, ['[{"y"}, {"x"}]']), (M4X, ['[{}, {"x"}]'])])
case("dot_general", [((4, 8, 6), F), ((4, 6, 10), F)], "tensor<4x8x10xf32>", """
    %0 = stablehlo.dot_general %a0, %a1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x6xf32>, tensor<4x6x10xf32>) -> tensor<4x8x10xf32>
    return %0 : tensor<4x8x10xf32>""",
     [(M2, ['[{"x"}, {}, {}]', '[{"x"}, {}, {}]']),
      (M2, ['[{}, {}, {"x"}]', '[{}, {"x"}, {}]']),
      (M2, ['[{}, {"x"}, {}]', '[{}, {}, {}]']),
      (M4, ['[{"x"}, {"y"}, {}]', '[{}, {}, {"y"}]']),
      (M4, ['[{}, {"x"}, {"y"}]', '[{}, {"y"}, {}]']),
      (M4X, ['[{}, {}, {"x"}]', '[{}, {"x"}, {}]'])])
case("dot_indivisible", [((5, 7), F), ((7, 3), F)], "tensor<5x3xf32>", """
    %0 = stablehlo.dot_general %a0, %a1, contracting_dims = [1] x [0] : (tensor<5x7xf32>, tensor<7x3xf32>) -> tensor<5x3xf32>
    return %0 : tensor<5x3xf32>""",
     [(M2, ['[{"x"}, {}]', '[{}, {}]']), (M2, ['[{}, {"x"}]', '[{"x"}, {}]']),
      (M4, ['[{"x"}, {"y"}]', '[{"y"}, {}]'])])
case("transpose_reshape", [((4, 6), F)], "tensor<3x8xf32>", """
    %0 = stablehlo.transpose %a0, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<6x4xf32>) -> tensor<3x8xf32>
    return %1 : tensor<3x8xf32>""",
     [(M2, ['[{"x"}, {}]']), (M2, ['[{}, {"x"}]']), (M4, ['[{"x"}, {"y"}]']),
      (M4X, ['[{"x"}, {}]'])])
case("slice_pad_reverse", [((8, 6), F)], "tensor<9x6xf32>", """
    %0 = stablehlo.slice %a0 [1:7, 0:6] : (tensor<8x6xf32>) -> tensor<6x6xf32>
    %c = stablehlo.constant dense<9.0> : tensor<f32>
    %1 = stablehlo.pad %0, %c, low = [1, 0], high = [2, 0], interior = [0, 0] : (tensor<6x6xf32>, tensor<f32>) -> tensor<9x6xf32>
    %2 = stablehlo.reverse %1, dims = [0] : tensor<9x6xf32>
    return %2 : tensor<9x6xf32>""",
     [(M2, ['[{"x"}, {}]']), (M2, ['[{}, {"x"}]']), (M4, ['[{"x"}, {"y"}]']),
      (M4X, ['[{"x"}, {}]'])])
# Fewer result rows than devices: the slice's padded result is padded again
# for the all_slice to 4 devices, its split dimension gathered first.
case("slice_fewer_rows", [((2, 6), F)], "tensor<1x6xf32>", """
    %0 = stablehlo.slice %a0 [0:1, 0:6] : (tensor<2x6xf32>) -> tensor<1x6xf32>
    %1 = stablehlo.negate %0 : tensor<1x6xf32>
    return %1 : tensor<1x6xf32>""",
     [(M4X, ['[{"x"}, {}]']), (M2, ['[{"x"}, {}]'])])
case("concatenate", [((4, 6), F), ((6, 6), F)], "tensor<10x6xf32>", """
    %0 = stablehlo.concatenate %a0, %a1, dim = 0 : (tensor<4x6xf32>, tensor<6x6xf32>) -> tensor<10x6xf32>
    return %0 : tensor<10x6xf32>""",
     [(M2, ['[{}, {"x"}]', '[{}, {"x"}]']), (M2, ['[{"x"}, {}]', '[{"x"}, {}]']),
      (M4, ['[{"x"}, {"y"}]', '[{}, {"y"}]'])])
case("iota_compare_select", [((8, 4), F)], "tensor<8x4xf32>", """
    %i = stablehlo.iota dim = 0 : tensor<8x4xf32>
    %c = stablehlo.compare GT, %a0, %i : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xi1>
    %0 = stablehlo.select %c, %a0, %i : tensor<8x4xi1>, tensor<8x4xf32>
    return %0 : tensor<8x4xf32>""",
     [(M2, ['[{"x"}, {}]']), (M4, ['[{"x"}, {"y"}]']), (M4X, ['[{"x"}, {}]'])])
case("dynamic_slice", [((8, 6), F)], "tensor<3x6xf32>", """
    %i = stablehlo.constant dense<4> : tensor<i32>
    %j = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %a0, %i, %j, sizes = [3, 6] : (tensor<8x6xf32>, tensor<i32>, tensor<i32>) -> tensor<3x6xf32>
    return %0 : tensor<3x6xf32>""",
     [(M2, ['[{"x"}, {}]']), (M2, ['[{}, {"x"}]']), (M4, ['[{"x"}, {"y"}]'])])
case("dynamic_update_slice", [((8, 6), F), ((2, 6), F)], "tensor<8x6xf32>", """
    %i = stablehlo.constant dense<5> : tensor<i32>
    %j = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_update_slice %a0, %a1, %i, %j : (tensor<8x6xf32>, tensor<2x6xf32>, tensor<i32>, tensor<i32>) -> tensor<8x6xf32>
    return %0 : tensor<8x6xf32>""",
     [(M2, ['[{"x"}, {}]', '[{}, {}]']), (M2, ['[{}, {"x"}]', '[{}, {"x"}]']),
      (M4, ['[{"x"}, {"y"}]', '[{}, {}]'])])
case("dynamic_update_straddle", [((8, 6), F), ((3, 6), F), ((), "i32")], "tensor<8x6xf32>", """
    %j = stablehlo.constant dense<0> : tensor<i32>
    %three = stablehlo.constant dense<2> : tensor<i32>
    %i = stablehlo.add %a2, %three : tensor<i32>
    %0 = stablehlo.dynamic_update_slice %a0, %a1, %i, %j : (tensor<8x6xf32>, tensor<3x6xf32>, tensor<i32>, tensor<i32>) -> tensor<8x6xf32>
    %seven = stablehlo.constant dense<7> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %0, %a1, %seven, %j : (tensor<8x6xf32>, tensor<3x6xf32>, tensor<i32>, tensor<i32>) -> tensor<8x6xf32>
    return %1 : tensor<8x6xf32>""",
     [(M2, ['[{"x"}, {}]', '[{}, {}]', '[]']),
      (M4, ['[{"x"}, {"y"}]', '[{}, {"y"}]', '[]']),
      (M4X, ['[{"x"}, {}]', '[{}, {}]', '[]'])])
case("gather_batched", [((4, 6, 3), F), ((4, 2, 1), "i32")], "tensor<4x2x3xf32>", """
    %0 = "stablehlo.gather"(%a0, %a1) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>} : (tensor<4x6x3xf32>, tensor<4x2x1xi32>) -> tensor<4x2x3xf32>
    return %0 : tensor<4x2x3xf32>""",
     [(M2, ['[{"x"}, {}, {}]', '[{"x"}, {}, {}]']),
      (M2, ['[{}, {"x"}, {}]', '[{}, {}, {}]']),
      (M4, ['[{"x"}, {}, {"y"}]', '[{"x"}, {}, {}]']),
      (M4X, ['[{"x"}, {}, {}]', '[{"x"}, {}, {}]'])])
case("gather_offset_padded", [((7, 5), F), ((4, 1), "i32")], "tensor<4x5xf32>", """
    %0 = "stablehlo.gather"(%a0, %a1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 5>} : (tensor<7x5xf32>, tensor<4x1xi32>) -> tensor<4x5xf32>
    return %0 : tensor<4x5xf32>""",
     [(M2, ['[{}, {"x"}]', '[{}, {}]']), (M4X, ['[{}, {"x"}]', '[{"x"}, {}]']),
      (M2, ['[{"x"}, {}]', '[{}, {}]'])])
case("scatter_add", [((6, 4), F), ((3, 1), "i32"), ((3, 4), F)], "tensor<6x4xf32>", """
    %0 = "stablehlo.scatter"(%a0, %a1, %a2) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<6x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<6x4xf32>
    return %0 : tensor<6x4xf32>""",
     [(M2, ['[{}, {"x"}]', '[{}, {}]', '[{}, {"x"}]']),
      (M2, ['[{"x"}, {}]', '[{}, {}]', '[{}, {}]']),
      (M4, ['[{"x"}, {"y"}]', '[{}, {}]', '[{}, {"y"}]'])])
case("reduce_window", [((8, 6), F)], "tensor<7x3xf32>", """
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%a0, %z) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 2>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8x6xf32>, tensor<f32>) -> tensor<7x3xf32>
    return %0 : tensor<7x3xf32>""",
     [(M2, ['[{}, {"x"}]']), (M2, ['[{"x"}, {}]']), (M4, ['[{"x"}, {"y"}]'])])
case("convolution", [((4, 8, 3), F), ((3, 3, 2), F)], "tensor<4x6x2xf32>", """
    %0 = stablehlo.convolution(%a0, %a1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x8x3xf32>, tensor<3x3x2xf32>) -> tensor<4x6x2xf32>
    return %0 : tensor<4x6x2xf32>""",
     [(M2, ['[{"x"}, {}, {}]', '[{}, {}, {}]']),
      (M2, ['[{}, {}, {}]', '[{}, {}, {"x"}]']),
      (M2, ['[{}, {"x"}, {}]', '[{}, {}, {}]']),
      (M4, ['[{"x"}, {}, {}]', '[{}, {}, {"y"}]'])])
case("sort", [((4, 6), F)], "tensor<4x6xf32>", """
    %0 = "stablehlo.sort"(%a0) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %c = stablehlo.compare LT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) {dimension = 1 : i64} : (tensor<4x6xf32>) -> tensor<4x6xf32>
    return %0 : tensor<4x6xf32>""",
     [(M2, ['[{"x"}, {}]']), (M2, ['[{}, {"x"}]']), (M4, ['[{"x"}, {"y"}]'])])
case("cumsum", [((4, 8), F)], "tensor<4x8xf32>", """
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%a0, %z) <{window_dimensions = array<i64: 1, 8>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>""",
     [(M2, ['[{"x"}, {}]']), (M2, ['[{}, {"x"}]'])])
case("while", [((8, 4), F)], "tensor<8x4xf32>", """
    %z = stablehlo.constant dense<0> : tensor<i32>
    %r:2 = stablehlo.while(%i = %z, %v = %a0) : tensor<i32>, tensor<8x4xf32>
     cond {
      %n = stablehlo.constant dense<3> : tensor<i32>
      %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      %w = stablehlo.add %v, %v : tensor<8x4xf32>
      stablehlo.return %j, %w : tensor<i32>, tensor<8x4xf32>
    }
    return %r#1 : tensor<8x4xf32>""",
     [(M2, ['[{"x"}, {}]']), (M4, ['[{"x"}, {"y"}]'])])
case("fft", [((4, 8), F)], "tensor<4x5xcomplex<f32>>", """
    %0 = stablehlo.fft %a0, type = RFFT, length = [8] : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
    return %0 : tensor<4x5xcomplex<f32>>""",
     [(M2, ['[{"x"}, {}]']), (M4X, ['[{"x"}, {}]'])])
case("select_and_scatter", [((4, 6), F), ((2, 3), F)], "tensor<4x6xf32>", """
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = "stablehlo.select_and_scatter"(%a0, %a1, %z) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %c = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
    return %0 : tensor<4x6xf32>""",
     [(M2, ['[{"x"}, {}]', '[{"x"}, {}]']), (M2, ['[{}, {"x"}]', '[{}, {}]'])])


# (case, variant index): what partitioning says today.
KNOWN_GAPS = {
}

case("conv_spatial", [((2, 9, 2), F), ((3, 2, 2), F)], "tensor<2x4x2xf32>", """
    %0 = stablehlo.convolution(%a0, %a1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[1, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x9x2xf32>, tensor<3x2x2xf32>) -> tensor<2x4x2xf32>
    return %0 : tensor<2x4x2xf32>""",
     [(M2, ['[{}, {"x"}, {}]', '[{}, {}, {}]']),
      (M4, ['[{"x"}, {"y"}, {}]', '[{}, {}, {}]']),
      (M2, ['[{}, {}, {"x"}]', '[{}, {"x"}, {}]'])])
case("conv_groups", [((2, 5, 4), F), ((2, 2, 4), F)], "tensor<2x4x4xf32>", """
    %0 = stablehlo.convolution(%a0, %a1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x5x4xf32>, tensor<2x2x4xf32>) -> tensor<2x4x4xf32>
    return %0 : tensor<2x4x4xf32>""",
     [(M2, ['[{}, {}, {"x"}]', '[{}, {}, {"x"}]']),
      (M4, ['[{"y"}, {}, {"x"}]', '[{}, {}, {"x"}]'])])
case("reduce_window_padded", [((9, 4), F)], "tensor<5x4xf32>", """
    %z = stablehlo.constant dense<-50.0> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%a0, %z) <{window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[1, 1], [0, 0]]> : tensor<2x2xi64>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.maximum %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<9x4xf32>, tensor<f32>) -> tensor<5x4xf32>
    return %0 : tensor<5x4xf32>""",
     [(M2, ['[{"x"}, {}]']), (M4, ['[{"x"}, {"y"}]']), (M4X, ['[{"x"}, {}]'])])
case("gather_rows", [((10, 4), F), ((5, 1), "i32")], "tensor<5x4xf32>", """
    %0 = "stablehlo.gather"(%a0, %a1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<10x4xf32>, tensor<5x1xi32>) -> tensor<5x4xf32>
    return %0 : tensor<5x4xf32>""",
     [(M2, ['[{"x"}, {}]', '[{}, {}]']), (M2, ['[{}, {"x"}]', '[{}, {}]']),
      (M2, ['[{}, {}]', '[{"x"}, {}]']), (M4, ['[{"x"}, {"y"}]', '[{}, {}]']),
      (M4X, ['[{"x"}, {}]', '[{"x"}, {}]'])])
case("sort_pairs", [((4, 6), F), ((4, 6), F)], "tensor<4x6xf32>", """
    %0:2 = "stablehlo.sort"(%a0, %a1) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>, %u: tensor<f32>, %v: tensor<f32>):
      %c = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) {dimension = 1 : i64, is_stable = true} : (tensor<4x6xf32>, tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>)
    %1 = stablehlo.add %0#0, %0#1 : tensor<4x6xf32>
    return %1 : tensor<4x6xf32>""",
     [(M2, ['[{"x"}, {}]', '[{"x"}, {}]']), (M2, ['[{}, {"x"}]', '[{}, {}]']),
      (M4, ['[{"x"}, {"y"}]', '[{"y"}, {}]'])])
case("concat_indivisible", [((3, 4), F), ((4, 4), F)], "tensor<7x4xf32>", """
    %0 = stablehlo.concatenate %a0, %a1, dim = 0 : (tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<7x4xf32>
    %1 = stablehlo.negate %0 : tensor<7x4xf32>
    return %1 : tensor<7x4xf32>""",
     [(M2, ['[{"x"}, {}]', '[{"x"}, {}]']), (M4, ['[{"x"}, {"y"}]', '[{"x"}, {"y"}]'])])
case("transpose_3d", [((4, 6, 2), F)], "tensor<2x4x6xf32>", """
    %0 = stablehlo.transpose %a0, dims = [2, 0, 1] : (tensor<4x6x2xf32>) -> tensor<2x4x6xf32>
    return %0 : tensor<2x4x6xf32>""",
     [(M2, ['[{"x"}, {}, {}]']), (M4, ['[{"x"}, {"y"}, {}]']),
      (M4X, ['[{}, {"x"}, {}]']), (M4, ['[{}, {}, {"x"}]'])])
case("pad_interior", [((4, 3), F)], "tensor<9x3xf32>", """
    %c = stablehlo.constant dense<7.0> : tensor<f32>
    %0 = stablehlo.pad %a0, %c, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<9x3xf32>
    return %0 : tensor<9x3xf32>""",
     [(M2, ['[{"x"}, {}]']), (M4, ['[{"x"}, {"y"}]'])])
case("case_branches", [((8, 4), F), ((), "i32")], "tensor<8x4xf32>", """
    %0 = "stablehlo.case"(%a1) ({
      %n = stablehlo.negate %a0 : tensor<8x4xf32>
      stablehlo.return %n : tensor<8x4xf32>
    }, {
      %m = stablehlo.multiply %a0, %a0 : tensor<8x4xf32>
      stablehlo.return %m : tensor<8x4xf32>
    }) : (tensor<i32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>""",
     [(M2, ['[{"x"}, {}]', '[]']), (M4, ['[{"x"}, {"y"}]', '[]'])])
case("while_reduce", [((8, 4), F)], "tensor<4xf32>", """
    %z = stablehlo.constant dense<0> : tensor<i32>
    %zero = stablehlo.constant dense<0.0> : tensor<4xf32>
    %r:2 = stablehlo.while(%i = %z, %acc = %zero) : tensor<i32>, tensor<4xf32>
     cond {
      %n = stablehlo.constant dense<2> : tensor<i32>
      %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      %f = stablehlo.constant dense<0.0> : tensor<f32>
      %s = stablehlo.reduce(%a0 init: %f) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
      %w = stablehlo.add %acc, %s : tensor<4xf32>
      stablehlo.return %j, %w : tensor<i32>, tensor<4xf32>
    }
    return %r#1 : tensor<4xf32>""",
     [(M2, ['[{"x"}, {}]']), (M4, ['[{"x"}, {"y"}]'])])
case("convert_clamp_compare", [((6, 4), F)], "tensor<6x4xi32>", """
    %lo = stablehlo.constant dense<-2.0> : tensor<f32>
    %hi = stablehlo.constant dense<3.0> : tensor<f32>
    %0 = stablehlo.clamp %lo, %a0, %hi : (tensor<f32>, tensor<6x4xf32>, tensor<f32>) -> tensor<6x4xf32>
    %1 = stablehlo.convert %0 : (tensor<6x4xf32>) -> tensor<6x4xi32>
    %2 = stablehlo.iota dim = 1 : tensor<6x4xi32>
    %3 = stablehlo.multiply %1, %2 : tensor<6x4xi32>
    return %3 : tensor<6x4xi32>""",
     [(M2, ['[{"x"}, {}]']), (M4, ['[{"x"}, {"y"}]']), (M4X, ['[{}, {"x"}]'])])
case("triangular_solve", [((2, 3, 3), F), ((2, 3, 2), F)], "tensor<2x3x2xf32>", """
    %0 = "stablehlo.triangular_solve"(%a0, %a1) {left_side = true, lower = true, unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
    return %0 : tensor<2x3x2xf32>""",
     [(M2, ['[{"x"}, {}, {}]', '[{"x"}, {}, {}]']),
      (M2, ['[{}, {}, {}]', '[{}, {}, {"x"}]'])])
case("cholesky_solve_right", [((2, 3, 3), F), ((2, 4, 3), F)], "tensor<2x4x3xf32>", """
    %0 = "stablehlo.triangular_solve"(%a0, %a1) {left_side = false, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %m = stablehlo.constant dense<[[[4.0, 2.0], [2.0, 5.0]], [[9.0, 3.0], [3.0, 5.0]]]> : tensor<2x2x2xf32>
    %c = "stablehlo.cholesky"(%m) {lower = true} : (tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %s = stablehlo.slice %c [0:2, 0:1, 0:1] : (tensor<2x2x2xf32>) -> tensor<2x1x1xf32>
    %r = stablehlo.reshape %s : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %b = stablehlo.broadcast_in_dim %r, dims = [0] : (tensor<2xf32>) -> tensor<2x4x3xf32>
    %1 = stablehlo.multiply %0, %b : tensor<2x4x3xf32>
    return %1 : tensor<2x4x3xf32>""",
     [(M2, ['[{"x"}, {}, {}]', '[{"x"}, {}, {}]']),
      (M2, ['[{}, {}, {}]', '[{}, {"x"}, {}]']),
      (M4, ['[{"x"}, {}, {}]', '[{"x"}, {"y"}, {}]'])])
case("optimization_barrier", [((8, 4), F)], "tensor<8x4xf32>", """
    %0 = stablehlo.optimization_barrier %a0 : tensor<8x4xf32>
    %1 = stablehlo.add %0, %0 : tensor<8x4xf32>
    return %1 : tensor<8x4xf32>""",
     [(M2, ['[{"x"}, {}]']), (M4, ['[{"x"}, {"y"}]'])])

case("integers", [((8, 6), "i32")], "tensor<6xi32>", """
    %0 = stablehlo.multiply %a0, %a0 : tensor<8x6xi32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<8x6xi32>, tensor<i32>) -> tensor<6xi32>
    return %1 : tensor<6xi32>""",
     [(M2, ['[{"x"}, {}]']), (M4, ['[{"x"}, {"y"}]']), (M4X, ['[{"x"}, {}]'])])
case("reduce_two_dims", [((4, 6, 8), F)], "tensor<6xf32>", """
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = stablehlo.reduce(%a0 init: %z) applies stablehlo.add across dimensions = [0, 2] : (tensor<4x6x8xf32>, tensor<f32>) -> tensor<6xf32>
    return %0 : tensor<6xf32>""",
     [(M2, ['[{"x"}, {}, {}]']), (M4, ['[{"x"}, {}, {"y"}]']),
      (M4X, ['[{}, {}, {"x"}]']), (M4, ['[{"y"}, {"x"}, {}]'])])
case("broadcast_new_dim", [((6,), F), ((4, 6), F)], "tensor<4x6xf32>", """
    %0 = stablehlo.broadcast_in_dim %a0, dims = [1] : (tensor<6xf32>) -> tensor<4x6xf32>
    %1 = stablehlo.iota dim = 0 : tensor<4x6xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<4x6xf32>
    %3 = stablehlo.add %2, %a1 : tensor<4x6xf32>
    return %3 : tensor<4x6xf32>""",
     [(M2, ['[{}]', '[{"x"}, {}]']), (M4X, ['[{"x"}]', '[{"x"}, {}]']),
      (M4, ['[{"y"}]', '[{"x"}, {}]'])])
case("iota_indivisible", [((7, 3), F)], "tensor<7x3xf32>", """
    %0 = stablehlo.iota dim = 0 : tensor<7x3xf32>
    %1 = stablehlo.add %0, %a0 : tensor<7x3xf32>
    return %1 : tensor<7x3xf32>""",
     [(M2, ['[{"x"}, {}]']), (M4X, ['[{"x"}, {}]']), (M4, ['[{"x"}, {"y"}]'])])
case("select_scalar_pred", [((8, 4), F), ((8, 4), F)], "tensor<8x4xf32>", """
    %t = stablehlo.constant dense<true> : tensor<i1>
    %0 = stablehlo.select %t, %a0, %a1 : tensor<i1>, tensor<8x4xf32>
    %1 = stablehlo.reduce_precision %0, format = e5m10 : tensor<8x4xf32>
    %2 = stablehlo.bitcast_convert %1 : (tensor<8x4xf32>) -> tensor<8x4xi32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<8x4xi32>) -> tensor<8x4xf32>
    return %3 : tensor<8x4xf32>""",
     [(M2, ['[{"x"}, {}]', '[{}, {"x"}]']), (M4, ['[{"x"}, {"y"}]', '[{"x"}, {"y"}]'])])
case("sort_split_dim", [((4, 8), F)], "tensor<4x8xf32>", """
    %0 = "stablehlo.sort"(%a0) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %c = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) {dimension = 1 : i64} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>""",
     [(M2, ['[{}, {"x"}]']), (M4, ['[{"y"}, {"x"}]'])])
case("pad_negative", [((8, 4), F)], "tensor<7x6xf32>", """
    %c = stablehlo.constant dense<3.0> : tensor<f32>
    %0 = stablehlo.pad %a0, %c, low = [-2, 1], high = [1, 1], interior = [0, 0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<7x6xf32>
    return %0 : tensor<7x6xf32>""",
     [(M2, ['[{"x"}, {}]']), (M2, ['[{}, {"x"}]']), (M4, ['[{"x"}, {"y"}]'])])
case("strided_slice_reverse", [((9, 4), F)], "tensor<4x4xf32>", """
    %0 = stablehlo.slice %a0 [1:9:2, 0:4] : (tensor<9x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.reverse %0, dims = [0, 1] : tensor<4x4xf32>
    return %1 : tensor<4x4xf32>""",
     [(M2, ['[{"x"}, {}]']), (M4X, ['[{"x"}, {}]']), (M4, ['[{"x"}, {"y"}]'])])
case("while_dot", [((4, 6), F), ((6, 6), F)], "tensor<4x6xf32>", """
    %z = stablehlo.constant dense<0> : tensor<i32>
    %r:2 = stablehlo.while(%i = %z, %v = %a0) : tensor<i32>, tensor<4x6xf32>
     cond {
      %n = stablehlo.constant dense<2> : tensor<i32>
      %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      %d = stablehlo.dot_general %v, %a1, contracting_dims = [1] x [0] : (tensor<4x6xf32>, tensor<6x6xf32>) -> tensor<4x6xf32>
      %k = stablehlo.constant dense<0.5> : tensor<4x6xf32>
      %w = stablehlo.multiply %d, %k : tensor<4x6xf32>
      stablehlo.return %j, %w : tensor<i32>, tensor<4x6xf32>
    }
    return %r#1 : tensor<4x6xf32>""",
     [(M2, ['[{"x"}, {}]', '[{}, {}]']), (M2, ['[{}, {"x"}]', '[{"x"}, {}]']),
      (M4, ['[{"x"}, {"y"}]', '[{"y"}, {}]'])])
case("conv_batch_groups", [((4, 5, 2), F), ((2, 2, 4), F)], "tensor<2x4x4xf32>", """
    %0 = stablehlo.convolution(%a0, %a1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x5x2xf32>, tensor<2x2x4xf32>) -> tensor<2x4x4xf32>
    return %0 : tensor<2x4x4xf32>""",
     [(M2, ['[{"x"}, {}, {}]', '[{}, {}, {"x"}]']), (M2, ['[{}, {}, {}]', '[{}, {}, {"x"}]'])])
case("dynamic_slice_runtime", [((8, 6), F), ((), "i32")], "tensor<3x6xf32>", """
    %j = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %a0, %a1, %j, sizes = [3, 6] : (tensor<8x6xf32>, tensor<i32>, tensor<i32>) -> tensor<3x6xf32>
    return %0 : tensor<3x6xf32>""",
     [(M2, ['[{"x"}, {}]', '[]']), (M4, ['[{"x"}, {"y"}]', '[]'])])


def program(name, variant):
    args, result, body, _ = CASES[name]
    params = []
    for i, (shape, elem) in enumerate(args):
        attr = ""
        if variant is not None:
            attr = f' {{sdy.sharding = #sdy.sharding<@mesh, {variant[1][i]}>}}'
        params.append(f"%a{i}: {ttype(shape, elem)}{attr}")
    mesh = f"sdy.mesh @mesh = {variant[0][0]}\n" if variant is not None else ""
    return (mesh + f"func.func @main({', '.join(params)}) -> {result} {{"
            + body + "\n}\n")


def arguments(name):
    args = CASES[name][0]
    values = []
    for i, (shape, elem) in enumerate(args):
        if elem == "i32":
            # Indices within the gathered or scattered dimension.
            n = 1
            for s in shape:
                n *= s
            vals = [(j * 5 + 1) % 6 for j in range(n)]
            values.append(literal_from(vals, shape, "i32"))
        else:
            values.append(literal(shape, i))
    return "[" + ", ".join(values) + "]"


def literal_from(vals, shape, elem):
    def nest(items, dims):
        if not dims:
            return str(items[0])
        step = len(items) // dims[0]
        return "[" + ", ".join(nest(items[i * step:(i + 1) * step], dims[1:])
                               for i in range(dims[0])) + "]"
    return f"dense<{nest(vals, list(shape))}> : {ttype(shape, elem)}"


def run(binary, path, args, partitions, mpirun=None):
    command = [binary, path, "--entry", "main", f"--args={args}"]
    if partitions:
        command += ["--partitions", str(partitions)]
    if mpirun:
        command = [mpirun, "--oversubscribe", "-n", str(partitions)] + \
            command + ["--mpi"]
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1",
               OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    result = subprocess.run(command, capture_output=True, text=True,
                            timeout=120, env=env)
    return result.returncode, result.stdout, result.stderr


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--hlokit-run", required=True)
    parser.add_argument("--only")
    parser.add_argument("--keep")
    parser.add_argument("--mpirun")
    options = parser.parse_args()
    binary = options.hlokit_run
    work = options.keep or tempfile.mkdtemp()
    os.makedirs(work, exist_ok=True)
    failures = 0
    for name, (_, _, _, variants) in CASES.items():
        if options.only and name != options.only:
            continue
        args = arguments(name)
        reference = os.path.join(work, f"{name}.mlir")
        with open(reference, "w") as f:
            f.write(program(name, None))
        code, expected, err = run(binary, reference, args, None)
        if code:
            print(f"{name}: the unsharded program fails: {err.strip()}")
            failures += 1
            continue
        for k, variant in enumerate(variants):
            path = os.path.join(work, f"{name}_{k}.mlir")
            with open(path, "w") as f:
                f.write(program(name, variant))
            code, out, err = run(binary, path, args, variant[0][1])
            label = f"{name} #{k} ({variant[0][1]} devices, {', '.join(variant[1])})"
            gap = KNOWN_GAPS.get((name, k))
            if gap:
                if code and gap in err:
                    print(f"known gap {label}: {gap}")
                else:
                    print(f"KNOWN GAP CHANGED {label}: exit {code}, {err.strip()[:300]}")
                    failures += 1
            elif code:
                print(f"ERROR {label}: {err.strip().splitlines()[-1] if err.strip() else code}")
                failures += 1
            elif out != expected:
                print(f"MISMATCH {label}\n  expected {expected.strip()[:300]}\n  got      {out.strip()[:300]}")
                failures += 1
            else:
                print(f"ok {label}")
            if options.mpirun and not gap and variant[0][1] == 2:
                code, out, err = run(binary, path, args, 2, options.mpirun)
                if code or out != expected:
                    print(f"MPI MISMATCH {label}: exit {code}\n  got {out.strip()[:300]} {err.strip()[-300:]}")
                    failures += 1
                else:
                    print(f"ok over MPI {label}")
    print(f"{failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

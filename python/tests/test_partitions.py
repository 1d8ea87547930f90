"""Module.run(..., partitions=P): a program with shardings on global shapes
is partitioned, run on P devices of the in-process grid on blocks of the
global arrays, and its global results come back (docs/sharding.md,
"Running"). Run by CTest (`python` test) with PYTHONPATH=build/python."""
import numpy as np
import pytest

import hlokit

# Batch split over "data" (data parallel); the weight split by columns
# over "model" in @columns and by rows (a partial sum and an all_reduce)
# in @rows.
SHARDED = """
sdy.mesh @data = <["data"=4]>
sdy.mesh @model = <["model"=2]>
func.func @batch(%x: tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@data, [{"data"}, {}]>},
                 %w: tensor<3x2xf32>) -> (tensor<8x2xf32>, tensor<f32>) {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x3xf32>, tensor<3x2xf32>) -> tensor<8x2xf32>
  %t = stablehlo.tanh %y : tensor<8x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<f32>
  return %t, %s : tensor<8x2xf32>, tensor<f32>
}
func.func @rows(%x: tensor<2x6xf32>,
                %w: tensor<6x4xf32> {sdy.sharding = #sdy.sharding<@model, [{"model"}, {}]>}) -> tensor<2x4xf32> {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x6xf32>, tensor<6x4xf32>) -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}
func.func @plain(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
"""



def batch_arrays():
    rng = np.random.default_rng(0)
    return (rng.standard_normal((8, 3), dtype=np.float32),
            rng.standard_normal((3, 2), dtype=np.float32))


def test_data_parallel_equals_one_process():
    m = hlokit.load(SHARDED)
    x, w = batch_arrays()
    expected = m.run("batch", x, w)
    got = m.run("batch", x, w, partitions=4)
    # Each row is computed as in one process; the sum of the rows adds
    # four partial sums.
    np.testing.assert_array_equal(got[0], expected[0])
    np.testing.assert_allclose(got[1], expected[1], rtol=1e-6)


def test_row_split_weight_sums_partial_products():
    m = hlokit.load(SHARDED)
    rng = np.random.default_rng(1)
    x = rng.standard_normal((2, 6), dtype=np.float32)
    w = rng.standard_normal((6, 4), dtype=np.float32)
    (got,) = m.run("rows", x, w, partitions=2)
    (expected,) = m.run("rows", x, w)
    np.testing.assert_allclose(got, expected, rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(got, x @ w, rtol=1e-5, atol=1e-5)


def test_partitions_must_fit_the_mesh():
    m = hlokit.load(SHARDED)
    x, w = batch_arrays()
    with pytest.raises(hlokit.Error, match=r"the mesh @data has 4 devices but "
                       r"the grid has 2 process\(es\)"):
        m.run("batch", x, w, partitions=2)


def test_global_shapes_are_checked():
    m = hlokit.load(SHARDED)
    x, w = batch_arrays()
    with pytest.raises(hlokit.Error, match=r"expected tensor<8x3xf32>, got "
                       r"tensor<2x3xf32>"):
        m.run("batch", x[:2], w, partitions=4)


def test_partitions_need_shardings_in_the_signature():
    m = hlokit.load(SHARDED)
    with pytest.raises(hlokit.Error, match=r"@plain has no shardings in its "
                       r"signature"):
        m.run("plain", np.zeros(4, np.float32), partitions=4)


def test_partitions_at_least_one():
    m = hlokit.load(SHARDED)
    with pytest.raises(hlokit.Error, match="partitions must be at least 1"):
        m.run("plain", np.zeros(4, np.float32), partitions=0)


def test_partition_errors_carry_diagnostics():
    m = hlokit.load("""
sdy.mesh @mesh = <["x"=2]>
func.func @dynamic(%x: tensor<?xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<?xf32> {
  %y = stablehlo.add %x, %x : tensor<?xf32>
  return %y : tensor<?xf32>
}
""")
    with pytest.raises(hlokit.Error) as error:
        m.run("dynamic", np.ones(4, np.float32), partitions=2)
    assert "cannot partition the program" in str(error.value)
    assert any("only supports ranked tensors with a static shape"
               in d.message and d.line == 4
               for d in error.value.diagnostics)


def test_non_divisible_dimension_runs_padded():
    m = hlokit.load("""
sdy.mesh @mesh = <["x"=2]>
func.func @odd(%x: tensor<3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<3xf32> {
  %y = stablehlo.add %x, %x : tensor<3xf32>
  return %y : tensor<3xf32>
}
""")
    x = np.array([1.0, 2.0, 3.0], np.float32)
    (y,) = m.run("odd", x, partitions=2)
    np.testing.assert_array_equal(y, 2 * x)


def test_sharded_training_example():
    """examples/python/train_sharded_mlp.py: ten steps data parallel on 4
    devices and tensor parallel on 2 give the one-process losses to float32
    rounding, and each step lowers the loss."""
    import importlib.util
    import pathlib
    path = (pathlib.Path(__file__).resolve().parents[2] / "examples" /
            "python" / "train_sharded_mlp.py")
    spec = importlib.util.spec_from_file_location("train_sharded_mlp", path)
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    printed = []
    losses = example.train(10, report=printed.append)
    reference = losses["one process"]
    assert reference[0] == pytest.approx(1.8532405, abs=1e-7)
    assert all(a > b for a, b in zip(reference, reference[1:]))
    for name in ("data parallel", "tensor parallel"):
        np.testing.assert_allclose(losses[name], reference, rtol=1e-6)
    assert len(printed) == 10

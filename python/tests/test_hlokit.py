"""Tests of the hlokit Python package: loading, running, transforms,
indexing maps and every error path. Run by CTest (`python` test) with
PYTHONPATH=build/python."""
import math
import os
import pathlib

import numpy as np
import pytest

import hlokit

SOURCE_DIR = pathlib.Path(os.environ.get(
    "HLOKIT_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))

ADD = """
func.func @add(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %z = stablehlo.add %x, %y : tensor<2x3xf32>
  return %z : tensor<2x3xf32>
}
func.func @identity(%x: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>) {
  return %x, %x : tensor<3xi32>, tensor<3xi32>
}
func.func @square(%x: tensor<f32>) -> tensor<f32> {
  %y = stablehlo.multiply %x, %x : tensor<f32>
  return %y : tensor<f32>
}
"""

BAD_TRANSPOSE = """func.func @bad(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %y = stablehlo.transpose %x, dims = [0, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %y : tensor<3x2xf32>
}
"""

REDUCE = """
func.func @row_sums(%x: tensor<4x3xf32>) -> tensor<4xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}
"""


@pytest.fixture(scope="module")
def add_module():
    return hlokit.load(ADD)


# --- load -----------------------------------------------------------------

def test_load_text_lists_functions_and_prints(add_module):
    assert add_module.functions == ["add", "identity", "square"]
    assert "stablehlo.add %arg0, %arg1 : tensor<2x3xf32>" in add_module.text()
    assert '"stablehlo.add"(%arg' in add_module.generic_text()
    assert str(add_module) == add_module.text()
    assert "functions=['add', 'identity', 'square']" in repr(add_module)


def test_load_round_trips_its_own_text(add_module):
    again = hlokit.load(add_module.text())
    assert again.text() == add_module.text()
    assert hlokit.load(add_module.generic_text()).text() == add_module.text()


def test_load_path_pathlib_and_bytes(tmp_path):
    path = tmp_path / "add.mlir"
    path.write_text(ADD)
    assert hlokit.load(str(path)).functions == ["add", "identity", "square"]
    assert hlokit.load(path).functions == ["add", "identity", "square"]
    assert hlokit.load(ADD.encode()).functions[0] == "add"


def test_load_bytes_reads_portable_artifacts():
    # Committed artifacts of test/Dialect/VHLO, oldest and newest format.
    inputs = SOURCE_DIR / "test" / "Dialect" / "VHLO" / "Inputs"
    for version in ["0.9.0", "1.22.0"]:
        data = (inputs / f"program.{version}.mlir.bc").read_bytes()
        module = hlokit.load_bytes(data)
        assert module.functions == ["main"]
        _, order, _ = module.run("main")
        assert order.tolist() == [3, 2, 0, -1]
    assert hlokit.load(data).functions == ["main"]
    assert hlokit.load_bytes(ADD.encode()).functions[0] == "add"


def test_load_bytes_reads_artifacts_with_shardings():
    # JAX's exports carry Shardy's sdy dialect next to the vhlo ops.
    inputs = SOURCE_DIR / "test" / "Dialect" / "VHLO" / "Inputs"
    data = (inputs / "sdy_program.1.13.0.mlir.bc").read_bytes()
    module = hlokit.load_bytes(data)
    assert module.functions == ["main"]
    text = module.text()
    assert 'sdy.mesh @permuted = <["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>' in text
    assert "sdy.manual_computation(" in text
    assert 'unreduced=max{"y"}' in text
    assert "unrealized_conversion_cast" not in text
    assert hlokit.load(module.generic_text()).text() == text
    with pytest.raises(hlokit.Error):
        hlokit.load_bytes(data[:-40])


def test_load_bytes_rejects_bad_artifacts():
    inputs = SOURCE_DIR / "test" / "Dialect" / "VHLO" / "Inputs"
    with pytest.raises(hlokit.Error, match="newer than the newest version"):
        hlokit.load_bytes((inputs / "future_version.mlir.bc").read_bytes())
    with pytest.raises(hlokit.Error, match="attempting to parse"):
        hlokit.load_bytes((inputs / "truncated.mlir.bc").read_bytes())
    # MLIR's reader aborts on this one; hlokit reads it in a child first.
    with pytest.raises(hlokit.Error, match="reader failed on it"):
        hlokit.load_bytes((inputs / "out_of_memory.mlir.bc").read_bytes())
    with pytest.raises(TypeError):
        hlokit.load_bytes("text")


def test_verifier_error_carries_location_and_label():
    with pytest.raises(hlokit.Error) as caught:
        hlokit.load(BAD_TRANSPOSE)
    error = caught.value
    assert error.label == "transpose_c2"
    first = error.diagnostics[0]
    assert (first.file, first.line, first.col) == ("<string>", 2, 8)
    assert first.severity == "error"
    assert "transpose_c2" in first.message
    assert "<string>:2:8: error: " in str(error)
    assert "transpose_c2" in str(first) and "<string>:2:8" in repr(first)


def test_verifier_error_names_the_file(tmp_path):
    path = tmp_path / "bad.mlir"
    path.write_text(BAD_TRANSPOSE)
    with pytest.raises(hlokit.Error) as caught:
        hlokit.load(path)
    assert caught.value.diagnostics[0].file == str(path)
    assert f"{path}:2:8: error: " in str(caught.value)


def test_parse_error_has_a_location():
    with pytest.raises(hlokit.Error) as caught:
        hlokit.load("func.func @f() {\n  %x = stablehlo.nope\n}\n")
    assert caught.value.diagnostics[0].line == 2
    assert caught.value.label == ""


def test_missing_file_and_wrong_source_type():
    with pytest.raises(hlokit.Error, match="cannot read /no/such.mlir"):
        hlokit.load("/no/such.mlir")
    with pytest.raises(hlokit.Error, match="cannot read -"):
        hlokit.load("-")
    with pytest.raises(TypeError):
        hlokit.load(42)


# --- run ------------------------------------------------------------------

def test_run_adds_numpy_arrays(add_module):
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    y = np.full((2, 3), 0.5, np.float32)
    (z,) = add_module.run("add", x, y)
    assert z.dtype == np.float32 and z.shape == (2, 3)
    np.testing.assert_array_equal(z, x + y)
    np.testing.assert_array_equal(x, np.arange(6).reshape(2, 3))


def test_run_copies_non_contiguous_inputs(add_module):
    wide = np.arange(12, dtype=np.float32).reshape(2, 6)
    x = wide[:, ::2]
    (z,) = add_module.run("add", x, np.asfortranarray(x))
    np.testing.assert_array_equal(z, 2 * x)


def test_results_own_their_memory(add_module):
    x = np.array([1, 2, 3], np.int32)
    a, b = add_module.run("identity", x)
    assert not np.shares_memory(a, x) and not np.shares_memory(a, b)
    a[0] = 7
    assert x[0] == 1 and b[0] == 1
    assert a.flags.writeable


def test_run_takes_scalars_and_lists_in_the_parameter_dtype(add_module):
    (y,) = add_module.run("square", 3)
    assert y.dtype == np.float32 and y.shape == () and y == 9
    (z,) = add_module.run("add", [[1, 2, 3], [4, 5, 6]], np.ones((2, 3),
                                                                np.float32))
    np.testing.assert_array_equal(z, [[2, 3, 4], [5, 6, 7]])


class DLPackOnly:
    """A producer that only speaks DLPack, like a framework tensor."""

    def __init__(self, array):
        self.array = array

    def __dlpack__(self, stream=None):
        return self.array.__dlpack__()

    def __dlpack_device__(self):
        return self.array.__dlpack_device__()


def test_dlpack_in_and_out(add_module):
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    (z,) = add_module.run("add", DLPackOnly(x), DLPackOnly(x))
    back = np.from_dlpack(DLPackOnly(z))
    assert np.shares_memory(back, z)
    np.testing.assert_array_equal(back, 2 * x)


def test_threads_option(add_module):
    x = np.ones((2, 3), np.float32)
    (z,) = add_module.run("add", x, x, threads=1)
    np.testing.assert_array_equal(z, 2 * x)
    with pytest.raises(ValueError, match="threads must be at least 1"):
        add_module.run("add", x, x, threads=0)


def test_threads_over_the_maximum_are_refused(add_module):
    x = np.ones((2, 3), np.float32)
    with pytest.raises(ValueError, match="threads=10000 is more than"):
        add_module.run("add", x, x, threads=10000)


LIMITED = """
func.func @forever(%n: tensor<i64>) -> tensor<i64> {
  %r = stablehlo.while(%i = %n) : tensor<i64>
  cond {
    %true = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %true : tensor<i1>
  } do {
    stablehlo.return %i : tensor<i64>
  }
  return %r : tensor<i64>
}
func.func @big(%n: tensor<i64>) -> tensor<1048576xf32> {
  %r = stablehlo.iota dim = 0 : tensor<1048576xf32>
  return %r : tensor<1048576xf32>
}
"""


def test_run_limits():
    m = hlokit.load(LIMITED)
    with pytest.raises(hlokit.Error, match="run-time error in @forever") as caught:
        m.run("forever", np.int64(0), max_steps=100)
    (error,) = caught.value.diagnostics
    assert error.line == 3
    assert "limit of 100 steps" in error.message
    with pytest.raises(hlokit.Error) as caught:
        m.run("forever", np.int64(0), max_time=0.2)
    assert "time limit of 200 ms" in caught.value.diagnostics[0].message
    with pytest.raises(hlokit.Error) as caught:
        m.run("big", np.int64(0), max_memory=1 << 20)
    assert "would exceed the memory limit" in caught.value.diagnostics[0].message
    (big,) = m.run("big", np.int64(0), max_memory=8 << 20, max_steps=100,
                   max_time=10.0)
    assert big.shape == (1048576,)
    with pytest.raises(ValueError, match="must be positive"):
        m.run("big", np.int64(0), max_steps=0)


def test_run_errors(add_module):
    x = np.ones((2, 3), np.float32)
    with pytest.raises(hlokit.Error, match="has element type f64 but f32"):
        add_module.run("add", x.astype(np.float64), x)
    with pytest.raises(hlokit.Error, match=r"argument 1: expected "
                       r"tensor<2x3xf32>, got tensor<3x2xf32>"):
        add_module.run("add", x, x.T.copy())
    with pytest.raises(hlokit.Error, match="takes 2 argument"):
        add_module.run("add", x)
    with pytest.raises(hlokit.Error, match="no function @nothing"):
        add_module.run("nothing", x)
    with pytest.raises(hlokit.Error, match="NumPy dtype '<U1' is not"):
        add_module.run("add", np.array([["a"] * 3] * 2), x)
    with pytest.raises(hlokit.Error, match="NumPy dtype '>f4' is not"):
        add_module.run("add", x.astype(">f4"), x)
    error = pytest.raises(hlokit.Error, add_module.run, "add", x).value
    assert error.diagnostics == () and error.label == ""


def test_element_types():
    m = hlokit.load("""
func.func @f(%b: tensor<2xi1>, %u: tensor<2xui8>, %c: tensor<complex<f64>>,
             %h: tensor<2xbf16>, %i4: tensor<2xi4>)
    -> (tensor<2xi1>, tensor<2xui8>, tensor<complex<f64>>, tensor<2xbf16>,
        tensor<2xi4>) {
  %nb = stablehlo.not %b : tensor<2xi1>
  %u2 = stablehlo.add %u, %u : tensor<2xui8>
  %c2 = stablehlo.multiply %c, %c : tensor<complex<f64>>
  %h2 = stablehlo.add %h, %h : tensor<2xbf16>
  %n4 = stablehlo.negate %i4 : tensor<2xi4>
  return %nb, %u2, %c2, %h2, %n4 : tensor<2xi1>, tensor<2xui8>, tensor<complex<f64>>, tensor<2xbf16>, tensor<2xi4>
}""")
    b, u, c, h, i4 = m.run("f", np.array([True, False]),
                           np.array([3, 200], np.uint8), np.complex128(1 + 2j),
                           np.array([1.5, -2], np.float32),
                           np.array([3, -7], np.int8))
    np.testing.assert_array_equal(b, [False, True])
    np.testing.assert_array_equal(u, [6, 144])
    assert c.dtype == np.complex128 and c == (1 + 2j) ** 2
    assert h.dtype == np.float32
    np.testing.assert_array_equal(h, [3, -4])
    assert i4.dtype == np.int8
    np.testing.assert_array_equal(i4, [-3, 7])
    with pytest.raises(hlokit.Error, match="element 0 is 9, out of range"):
        m.run("f", [True, False], [1, 2], 0j, [0, 0], np.array([9, 0],
                                                              np.int8))


def test_small_float_results_come_back_as_float32():
    m = hlokit.load("""
func.func @f() -> (tensor<3xf8E4M3FN>, tensor<2xf4E2M1FN>) {
  %x = stablehlo.constant dense<[0.3, -448.0, 1000.0]> : tensor<3xf32>
  %y = stablehlo.convert %x : (tensor<3xf32>) -> tensor<3xf8E4M3FN>
  %z = stablehlo.constant dense<[2.7, -7.0]> : tensor<2xf32>
  %w = stablehlo.convert %z : (tensor<2xf32>) -> tensor<2xf4E2M1FN>
  return %y, %w : tensor<3xf8E4M3FN>, tensor<2xf4E2M1FN>
}""")
    y, w = m.run("f")
    assert y.dtype == np.float32 and w.dtype == np.float32
    # 0.3 rounds to 0.3125; f8E4M3FN has no inf, so 1000 overflows to NaN.
    np.testing.assert_array_equal(y[:2], [0.3125, -448.0])
    assert np.isnan(y[2])
    # f4E2M1FN: 2.7 rounds to 3, and -7 saturates to -6.
    np.testing.assert_array_equal(w, [3.0, -6.0])
    # A small-float parameter has no NumPy dtype to take.
    identity = hlokit.load("""
func.func @f(%x: tensor<2xf8E4M3FN>) -> tensor<2xf8E4M3FN> {
  return %x : tensor<2xf8E4M3FN>
}""")
    with pytest.raises(hlokit.Error, match="argument 0: NumPy has no dtype "
                       "for f8E4M3FN"):
        identity.run("f", np.array([1.0, 2.0], np.float32))


def test_bounded_input_takes_its_runtime_shape():
    m = hlokit.load("""
func.func @total(%x: tensor<?xi32, #stablehlo.bounds<4>>) -> (tensor<i32>, tensor<i32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?xi32, #stablehlo.bounds<4>>, tensor<i32>) -> tensor<i32>
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<i32>
  return %s, %n : tensor<i32>, tensor<i32>
}""")
    total, size = m.run("total", np.array([1, 2, 3], np.int32))
    assert total == 6 and size == 3
    with pytest.raises(hlokit.Error, match="bound"):
        m.run("total", np.arange(5, dtype=np.int32))
    lowered = m.bounded_to_static()
    assert "#stablehlo.bounds" not in lowered.text()
    assert "#stablehlo.bounds" in m.text()


def test_legalize_chlo_runs_alike():
    m = hlokit.load("""
func.func @gelu_part(%x: tensor<4xf32>, %b: tensor<f32>) -> tensor<4xf32> {
  %e = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  %s = chlo.broadcast_add %e, %b : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}""")
    legal = m.legalize_chlo()
    assert "chlo." not in legal.text()
    assert "chlo.erf" in m.text()
    x = np.array([-2.0, -0.5, 0.0, 1.25], np.float32)
    b = np.float32(1.0)
    direct, = m.run("gelu_part", x, b)
    lowered, = legal.run("gelu_part", x, b)
    # erf rounded to f32 first, then the f32 add, as the program computes;
    # f32 erf is within 2 ULP (docs/numerics.md), 2.4e-7 near 1, and the add
    # cancels most of erf(-2), so the bound is absolute.
    expected = [np.float32(math.erf(v)) + np.float32(1) for v in x.tolist()]
    np.testing.assert_allclose(direct, expected, rtol=0, atol=3e-7)
    # The lowered erf is its own polynomial: each within a few ULP.
    np.testing.assert_allclose(lowered, direct, rtol=0, atol=5e-7)


def test_failed_check_raises():
    m = hlokit.load("""
func.func @checked(%x: tensor<i32>) {
  check.expect_eq_const %x, dense<3> : tensor<i32>
  return
}""")
    assert m.run("checked", np.int32(3)) == []
    with pytest.raises(hlokit.Error,
                       match="1 check.s. failed in @checked") as caught:
        m.run("checked", np.int32(4))
    (failure,) = caught.value.diagnostics
    assert (failure.file, failure.line, failure.col) == ("<string>", 3, 3)
    assert failure.message.startswith("check.expect_eq_const failed")


def test_runtime_error_raises():
    m = hlokit.load("""
func.func @big(%x: tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>> {
  %data = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %d = stablehlo.set_dimension_size %data, %x, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>>
  return %d : tensor<?xi32, #stablehlo.bounds<4>>
}""")
    (short,) = m.run("big", np.int32(2))
    np.testing.assert_array_equal(short, [1, 2])
    with pytest.raises(hlokit.Error, match="run-time error in @big") as caught:
        m.run("big", np.int32(9))
    (error,) = caught.value.diagnostics
    assert (error.file, error.line) == ("<string>", 4)
    assert "set_dimension_size" in error.message


# --- transforms -----------------------------------------------------------

def test_vjp_and_jvp(add_module):
    vjp = add_module.vjp("square")
    assert vjp.functions == ["add", "identity", "square", "square_vjp"]
    assert add_module.functions == ["add", "identity", "square"]
    y, dx = vjp.run("square_vjp", np.float32(3), np.float32(1))
    assert y == 9 and dx == 6
    y, dy = add_module.jvp("square").run("square_jvp", np.float32(3),
                                         np.float32(0.5))
    assert y == 9 and dy == 3
    with pytest.raises(hlokit.Error, match="no function @nothing"):
        add_module.vjp("nothing")
    with pytest.raises(hlokit.Error, match="no function @nothing"):
        add_module.jvp("nothing")


def test_vjp_of_op_without_rule_raises():
    m = hlokit.load("""
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = stablehlo.custom_call @foo(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}""")
    with pytest.raises(hlokit.Error, match="cannot differentiate @f") as caught:
        m.vjp("f")
    assert "no VJP rule for 'stablehlo.custom_call'" in str(caught.value)
    assert caught.value.diagnostics[0].line == 3
    with pytest.raises(hlokit.Error, match="no JVP rule"):
        m.jvp("f")


def test_batching_dims_round_trip_runs_alike():
    path = SOURCE_DIR / "test" / "Transforms" / "expand_batching_dims.mlir"
    m = hlokit.load(path)
    expanded = m.expand_batching_dims()
    assert "operand_batching_dims" not in expanded.text()
    raised = expanded.raise_batching_dims()
    assert "operand_batching_dims" in raised.text()
    operand = np.arange(48, dtype=np.int32).reshape(2, 3, 4, 2)
    indices = np.random.default_rng(0).integers(
        0, 2, size=(2, 2, 3, 2)).astype(np.int64)
    (want,) = m.run("gather_rfc_example", operand, indices)
    for other in (expanded, raised):
        (got,) = other.run("gather_rfc_example", operand, indices)
        np.testing.assert_array_equal(got, want)


def test_run_passes(add_module):
    out = add_module.run_passes("hlokit-vjp{func=add},canonicalize")
    assert "add_vjp" in out.functions
    with pytest.raises(hlokit.Error, match="bad pass pipeline 'no-such-pass'"):
        add_module.run_passes("no-such-pass")


def test_failing_pass_raises_with_diagnostics():
    m = hlokit.load("""
func.func @f(%x: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  %y = stablehlo.custom_call @foo(%x) : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>>
  return %y : tensor<?xf32, #stablehlo.bounds<4>>
}""")
    with pytest.raises(hlokit.Error, match="hlokit-bounded-to-static") as caught:
        m.bounded_to_static()
    assert caught.value.diagnostics[0].line == 3


# --- indexing maps --------------------------------------------------------

def test_indexing_maps():
    m = hlokit.load(REDUCE)
    (imap,) = m.indexing_maps("row_sums")
    assert imap.argument == 0
    assert imap.text.startswith("(d0)[s0] -> (d0, s0)")
    assert str(imap) == imap.text and imap.text in repr(imap)
    assert imap.num_dims == 1 and imap.num_symbols == 1
    assert imap.num_results == 2
    assert imap.dim_bounds == [(0, 3)] and imap.symbol_bounds == [(0, 2)]
    assert not imap.is_undefined and not imap.is_known_empty
    assert imap.evaluate([2], [1]) == [2, 1]
    assert imap.contains([2], [1]) and not imap.contains([2], [3])
    assert hlokit.accessed(imap, [2]) == [(2, 0), (2, 1), (2, 2)]
    with pytest.raises(ValueError, match="exceed the limit of 2"):
        hlokit.accessed(imap, [2], limit=2)
    with pytest.raises(ValueError, match="1 dimension value"):
        imap.evaluate([1, 2], [0])


def test_indexing_map_errors():
    m = hlokit.load(REDUCE)
    with pytest.raises(hlokit.Error, match="has 1 result"):
        m.indexing_maps("row_sums", 1)
    with pytest.raises(hlokit.Error, match="no function @nope"):
        m.indexing_maps("nope")
    sort = hlokit.load("""
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}""")
    (undefined,) = sort.indexing_maps("f")
    assert undefined.is_undefined and undefined.num_results == 0
    with pytest.raises(ValueError, match="undefined"):
        undefined.evaluate([0])


# --- sharding propagation ------------------------------------------------

SHARDED = """
sdy.mesh @mesh = <["data"=2, "model"=2]>
func.func @f(%x: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>},
             %w: tensor<4x6xf32>) -> tensor<8x6xf32> {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x6xf32>) -> tensor<8x6xf32>
  %z = stablehlo.tanh %y : tensor<8x6xf32>
  return %z : tensor<8x6xf32>
}"""


def test_propagate_shardings():
    m = hlokit.load(SHARDED)
    before = {(s.owner, s.index): s.sharding for s in m.shardings("f")}
    assert before[("stablehlo.tanh", 0)] == ""
    propagated = m.propagate_shardings()
    after = propagated.shardings("f")
    assert [(s.owner, s.index) for s in after][:2] == [("argument", 0),
                                                       ("argument", 1)]
    by_owner = {(s.owner, s.index): s for s in after}
    # The batch sharding of %x passes through the dot and the tanh.
    tanh = by_owner[("stablehlo.tanh", 0)]
    assert tanh.sharding == '#sdy.sharding<@mesh, [{"data"}, {}]>'
    assert tanh.location.endswith(":6:8")
    assert "data" in repr(tanh)
    # The input module is unchanged.
    assert m.shardings("f")[3].sharding == ""
    with pytest.raises(hlokit.Error, match="no function @nope"):
        propagated.shardings("nope")


# --- package --------------------------------------------------------------

def test_help_and_version(capsys):
    help(hlokit)
    text = capsys.readouterr().out
    assert "hlokit.load" in text and "vjp" in text
    assert hlokit.__version__ and hlokit.git_revision
    assert "diagnostics" in hlokit.Error.__doc__


def test_training_example_matches_pytorch():
    """examples/python/train_mlp.py: the losses before steps 0 and 19 are
    the ones PyTorch computes for the same start (test/Examples/mlp.test),
    and each step lowers the loss."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "train_mlp", SOURCE_DIR / "examples" / "python" / "train_mlp.py")
    train_mlp = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(train_mlp)
    printed = []
    losses = train_mlp.train(20, report=printed.append)
    assert losses[0] == pytest.approx(2.302535, abs=2e-6)
    assert losses[19] == pytest.approx(2.301282, abs=2e-6)
    assert all(a > b for a, b in zip(losses, losses[1:]))
    assert printed[0] == "step   0  loss 2.302536"
    assert len(printed) == 3


def test_tokens_and_tuples_are_refused():
    m = hlokit.load("""
func.func @takes_token(%t: !stablehlo.token) -> !stablehlo.token {
  return %t : !stablehlo.token
}
func.func @gives_tuple(%a: tensor<f32>) -> tuple<tensor<f32>> {
  %t = stablehlo.tuple %a : tuple<tensor<f32>>
  return %t : tuple<tensor<f32>>
}""")
    with pytest.raises(hlokit.Error, match="parameter type !stablehlo.token "
                       "is not supported"):
        m.run("takes_token", 0)
    with pytest.raises(hlokit.Error, match="returns a token or tuple"):
        m.run("gives_tuple", 1.0)

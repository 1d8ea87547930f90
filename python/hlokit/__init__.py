"""hlokit: load, check, transform, differentiate and run StableHLO programs.

    import numpy as np, hlokit
    m = hlokit.load("prog.mlir")          # or the program's text
    m.functions                           # ['main', ...]
    (y,) = m.run("main", np.ones((2, 3), np.float32))
    g = m.vjp("main")                     # a new module with @main_vjp

Every failure raises hlokit.Error; its `diagnostics` list holds each MLIR
diagnostic with file, line and column, and `label` the spec constraint label
(`transpose_c2`) the verifier named. Arrays go in and come out as NumPy
arrays, without copies when the layout allows; objects with `__dlpack__`
(PyTorch, JAX) are accepted, and the NumPy results export `__dlpack__`.
"""

import os
from typing import Any, List, Optional, Sequence, Tuple, Union

import numpy as np

from ._hlokit import Diagnostic, Error, IndexingMap, ValueSharding
from ._hlokit import Module as _CoreModule
from ._hlokit import __version__, git_revision

__all__ = ["Diagnostic", "Error", "IndexingMap", "Module", "ValueSharding",
           "accessed", "load", "load_bytes", "__version__", "git_revision"]


def load(source: Union[str, bytes, "os.PathLike[str]"]) -> "Module":
    """Parses and verifies a StableHLO module.

    `source` is a path (a `pathlib.Path`, or a string without a newline
    that does not start with an MLIR construct) or the module's text
    (`str` or `bytes`). Raises Error with the diagnostics when the file cannot
    be read, the text does not parse or the verifier rejects it.
    """
    if isinstance(source, bytes):
        return load_bytes(source)
    if isinstance(source, os.PathLike):
        return Module(_CoreModule.load(os.fspath(source)))
    if not isinstance(source, str):
        raise TypeError("hlokit.load takes a path or the module's text, not "
                        + type(source).__name__)
    if _looks_like_text(source):
        return Module(_CoreModule.parse(source, "<string>"))
    return Module(_CoreModule.load(source))


def load_bytes(data: bytes) -> "Module":
    """Parses and verifies a module from bytes: a StableHLO portable artifact
    (what `jax.export` serializes; converted to StableHLO), MLIR bytecode, or
    UTF-8 text. Raises Error with the diagnostics when it cannot be read.
    """
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError("hlokit.load_bytes takes bytes, not "
                        + type(data).__name__)
    return Module(_CoreModule.parse(bytes(data), "<bytes>"))


def _looks_like_text(source: str) -> bool:
    stripped = source.lstrip()
    return "\n" in stripped or stripped.startswith(
        ("module", "func.func", "#", "//", "\"", "{")) or not stripped


def _as_array(value: Any, dtype: Optional[np.dtype]) -> np.ndarray:
    """An argument as a NumPy array: arrays as they are, DLPack producers
    without a copy, other values (scalars, lists) in the parameter's dtype."""
    if isinstance(value, np.ndarray):
        return value
    if hasattr(value, "__dlpack__"):
        return np.from_dlpack(value)
    return np.asarray(value, dtype=dtype)


class Module:
    """A parsed, verified StableHLO module.

    Transformations (`vjp`, `run_passes`, ...) leave the module as it is and
    return a new one.
    """

    def __init__(self, core: _CoreModule):
        self._core = core

    @property
    def functions(self) -> List[str]:
        """Names of the functions with a body, in order."""
        return self._core.functions

    def text(self) -> str:
        """The module in StableHLO's pretty form."""
        return self._core.text()

    def generic_text(self) -> str:
        """The module in MLIR's generic op form."""
        return self._core.generic_text()

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return "<hlokit.Module functions=" + repr(self.functions) + ">"

    def run(self, function: str, *arrays: Any,
            threads: Optional[int] = None,
            partitions: int = 1,
            max_memory: Optional[int] = None,
            max_steps: Optional[int] = None,
            max_time: Optional[float] = None) -> List[np.ndarray]:
        """Runs `function` and returns its results as a list of arrays.

        Arguments are NumPy arrays (read in place when C-contiguous and
        aligned), DLPack producers, or scalars and nested lists, which take
        the parameter's dtype. bf16 parameters take float32 arrays and i4/ui4
        ones int8/uint8; bf16 results come back as float32. A bounded or
        dynamic parameter takes the argument's shape. `threads` sets the
        kernels' thread count for this call. With `partitions` > 1 the
        function must have `sdy` shardings in its signature: it is
        partitioned for that many devices, each runs on its block of the
        (global) arrays, one thread per device, and the global results come
        back. `max_memory` (bytes of live tensors), `max_steps` (ops
        executed) and `max_time` (seconds) limit what the run may cost
        (docs/limits.md). Raises Error on a wrong argument, a run-time
        error, a limit reached, or a failed `check` op.
        """
        dtypes = self._core.argument_dtypes(function)
        if len(arrays) != len(dtypes):
            raise Error(f"function @{function} takes {len(dtypes)} "
                        f"argument(s) but {len(arrays)} were given")
        return self._core.run(
            function, [_as_array(a, d) for a, d in zip(arrays, dtypes)],
            threads, partitions, max_memory=max_memory, max_steps=max_steps,
            max_time=max_time)

    def vjp(self, function: str) -> "Module":
        """A new module with `<function>_vjp` (reverse mode) added:
        (primals..., cotangents of float results...) ->
        (primal results..., gradients of float arguments...)."""
        return Module(self._core.vjp(function))

    def jvp(self, function: str) -> "Module":
        """A new module with `<function>_jvp` (forward mode) added:
        (primals..., tangents of float arguments...) ->
        (primal results..., tangents of float results...)."""
        return Module(self._core.jvp(function))

    def expand_batching_dims(self) -> "Module":
        """A new module where gather/scatter batching dims are expanded to
        the legacy form (iota + concatenate)."""
        return self.run_passes("hlokit-expand-batching-dims")

    def raise_batching_dims(self) -> "Module":
        """A new module where the legacy form is raised back to batching
        dims."""
        return self.run_passes("hlokit-raise-batching-dims")

    def bounded_to_static(self) -> "Module":
        """A new module where bounded tensors become static buffers with
        sizes (docs/bounded-dynamism.md)."""
        return self.run_passes("hlokit-bounded-to-static")

    def legalize_chlo(self) -> "Module":
        """A new module where every chlo op is rewritten into StableHLO ops
        (docs/chlo.md)."""
        return self.run_passes("hlokit-legalize-chlo")

    def propagate_shardings(self) -> "Module":
        """A new module where the sdy shardings are propagated through every
        op with Shardy's sdy-propagation-pipeline (docs/sharding.md)."""
        return Module(self._core.propagate_shardings())

    def shardings(self, function: str) -> List[ValueSharding]:
        """The sdy sharding of each argument and op result of `function`,
        in program order."""
        return self._core.shardings(function)

    def run_passes(self, pipeline: str) -> "Module":
        """A new module with an mlir-opt style pass pipeline run on a copy,
        e.g. "hlokit-expand-batching-dims,canonicalize"."""
        return Module(self._core.run_passes(pipeline))

    def indexing_maps(self, function: str,
                      result: int = 0) -> List[IndexingMap]:
        """The indexing maps from result `result` of `function` to the
        arguments it reads, one IndexingMap per (argument, access)."""
        return self._core.indexing_maps(function, result)


def accessed(indexing_map: IndexingMap, dims: Sequence[int],
             limit: int = 1 << 20) -> List[Tuple[int, ...]]:
    """The argument indices `indexing_map` reads for the result index
    `dims`: every symbol point inside the symbol bounds and constraints,
    evaluated, without repeats, in order. Raises ValueError when the symbol
    space has more than `limit` points."""
    bounds = indexing_map.symbol_bounds
    size = 1
    for lower, upper in bounds:
        size *= max(upper - lower + 1, 0)
    if size > limit:
        raise ValueError(f"{size} symbol points exceed the limit of {limit}")
    points: List[Tuple[int, ...]] = [()]
    for lower, upper in bounds:
        points = [p + (v,) for p in points for v in range(lower, upper + 1)]
    seen = {}
    for symbols in points:
        if indexing_map.contains(list(dims), list(symbols)):
            seen.setdefault(
                tuple(indexing_map.evaluate(list(dims), list(symbols))), None)
    return list(seen)

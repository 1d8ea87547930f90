"""Type stubs of hlokit's C++ core (the hlokit package wraps it)."""
from typing import List, Optional, Sequence, Tuple

import numpy as np

__version__: str
git_revision: str

class Error(Exception):
    """A failure of hlokit, with the diagnostics behind it."""
    diagnostics: Sequence[Diagnostic]
    label: str

class Diagnostic:
    """One MLIR diagnostic; line and col are 0 without a file location."""
    file: str
    line: int
    col: int
    severity: str
    message: str

class IndexingMap:
    """An indexing map from a result index to an argument index."""
    argument: int
    text: str
    num_dims: int
    num_symbols: int
    num_results: int
    dim_bounds: List[Tuple[int, int]]
    symbol_bounds: List[Tuple[int, int]]
    is_undefined: bool
    is_known_empty: bool
    def evaluate(self, dims: Sequence[int],
                 symbols: Sequence[int] = ...) -> List[int]: ...
    def contains(self, dims: Sequence[int],
                 symbols: Sequence[int] = ...) -> bool: ...

class ValueSharding:
    """The sdy sharding of a function argument or op result."""
    owner: str
    index: int
    location: str
    sharding: str

class Module:
    @staticmethod
    def parse(text: str, name: str) -> Module: ...
    @staticmethod
    def load(path: str) -> Module: ...
    @property
    def functions(self) -> List[str]: ...
    def text(self) -> str: ...
    def generic_text(self) -> str: ...
    def run_passes(self, pipeline: str) -> Module: ...
    def propagate_shardings(self) -> Module: ...
    def shardings(self, function: str) -> List[ValueSharding]: ...
    def vjp(self, function: str) -> Module: ...
    def jvp(self, function: str) -> Module: ...
    def argument_dtypes(self, function: str) -> List[Optional[np.dtype]]: ...
    def run(self, function: str, arrays: List[np.ndarray],
            threads: Optional[int] = ..., partitions: int = ...,
            max_memory: Optional[int] = ..., max_steps: Optional[int] = ...,
            max_time: Optional[float] = ...) -> List[np.ndarray]: ...
    def indexing_maps(self, function: str,
                      result: int = ...) -> List[IndexingMap]: ...

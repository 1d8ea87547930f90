//===- InterpreterOps.td - the interpreter dialect ----------*- tablegen -*-===//
//
// The ops of upstream StableHLO's `interpreter` dialect, with its syntax, so
// that upstream's interpreter tests parse unchanged: `run_parallel` runs a
// grid of programs as one process grid, `probe` records a value, `print`
// prints one. They are parsed, printed and verified here; hlokit-run
// executes them.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_OPS
#define HLOKIT_INTERPRETER_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "hlokit/Dialect/StableHLO/StablehloBase.td"

def Interpreter_Dialect : Dialect {
  let name = "interpreter";
  let cppNamespace = "::hlokit::interpreter";
  let summary = "interpreter-only ops of upstream StableHLO's tests";
}

class Interpreter_Op<string mnemonic, list<Trait> traits = []>
    : Op<Interpreter_Dialect, mnemonic, traits>;

// programs[replica][partition]. Upstream writes function symbols
// (`[[@f], [@g]]`); its older tests write names (`[["f"], ["g"]]`), which are
// accepted too. The verifier checks the entries.
def Interpreter_ProgramGridAttr
    : TypedArrayAttrBase<ArrayAttr, "array of arrays of function symbols">;

//===----------------------------------------------------------------------===//
// run_parallel
//===----------------------------------------------------------------------===//

def Interpreter_RunParallelOp : Interpreter_Op<"run_parallel", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "runs a grid of programs as one process grid";
  let description = [{
    Runs `programs[r][p]` as the process with replica_id `r` and
    partition_id `p` of a `num_replicas` x `num_partitions` process grid
    (the two sizes of `programs`). `inputs` and `results` list the
    processes' arguments and results one process after another, in row-major
    order of the grid: first those of (0, 0), then (0, 1), and so on.
    `infeed` names functions that each produce one value of the infeed.

    ```mlir
    %0:2 = "interpreter.run_parallel"(%a, %b) <{programs = [[@f], [@f]]}> : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
    ```
  }];
  let arguments = (ins
    Variadic<HLO_TensorOrToken>:$inputs,
    OptionalAttr<FlatSymbolRefArrayAttr>:$infeed,
    Interpreter_ProgramGridAttr:$programs);
  let results = (outs Variadic<HLO_TensorOrToken>:$results);
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The function names of `programs`, [replica][partition].
    ::llvm::SmallVector<::llvm::SmallVector<::mlir::StringAttr>>
    getProgramNames();
  }];
}

//===----------------------------------------------------------------------===//
// probe, print
//===----------------------------------------------------------------------===//

def Interpreter_ProbeOp : Interpreter_Op<"probe", [SameOperandsAndResultType]> {
  let summary = "records the value of a tensor under `probe_id`";
  let description = [{
    Returns `operand` unchanged; hlokit-run with `--probe-output-dir DIR`
    writes each value it sees to DIR as `.npy` and lists it in DIR's
    `index.csv`, for `check.expect_serialized_eq`.

    ```mlir
    %0 = interpreter.probe %x, probe_id = "p0" : tensor<3xi32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, StrAttr:$probe_id);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `probe_id` `=` $probe_id attr-dict `:` type($result)
  }];
}

def Interpreter_PrintOp : Interpreter_Op<"print"> {
  let summary = "prints a tensor";
  let description = [{
    Prints the value of `operand` on stdout. It has no result (upstream's
    form), so nothing depends on it; having no declared effects it counts
    as having side effects and is kept.

    ```mlir
    interpreter.print %x : tensor<2xi1>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
}

#endif // HLOKIT_INTERPRETER_OPS

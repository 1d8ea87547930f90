#!/usr/bin/env python3
"""Builds bench/mlp/mlp_train_dp.mlir: the SGD loop of mlp_train.mlir (the
784-512-512-10 MLP, batch 256) as a function of its parameters and its
batch, with the batch split over the 2 devices of @batch and nothing else
sharded, for hlokit's partitioner (hlokit-run --partitions 2, or mpirun -n 2
hlokit-run --mpi) to make data parallel:

  @init()            the parameters and the batch (mlp_train.mlir's start)
  @main(params, x, y) STEPS steps (or --steps N); the last loss and the
                     parameters

With --local it builds instead the program one of the two devices runs,
less its collectives: the same loop on half the batch (the first 128 rows),
nothing sharded. Its step time bounds the data-parallel step from below,
so data_parallel.sh reports the speed-up that a step with free
communication would reach next to the measured one.

bench/mlp/data_parallel.sh times it.

  bench/mlp/build_data_parallel.py [path/to/hlokit-opt] [--output FILE]
      [--steps N] [--local]
      (default build/bin/hlokit-opt, bench/mlp/mlp_train_dp.mlir)
"""
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from build_step import DATA, DATA_INIT, PARAMS  # noqa: E402
from training import sine_tensor, ttype, vjp_wrt  # noqa: E402

STEPS = 10
BATCH_SHARDING = '#sdy.sharding<@batch, [{"batch"}, {}]>'
BATCH, LOCAL_BATCH = 256, 128


def localized(text):
    """`text` with its batch dimension cut to one device's share."""
    return text.replace(f"tensor<{BATCH}x", f"tensor<{LOCAL_BATCH}x")


def local_slices():
    """@init's lines that take one device's share of each data tensor."""
    lines = ""
    for n, t in DATA:
        sizes = [int(d) for d in t[len("tensor<"):].split("x")[:-1]]
        bounds = ", ".join([f"0:{LOCAL_BATCH}"] + [f"0:{d}" for d in sizes[1:]])
        lines += (f"    %{n}_local = stablehlo.slice %{n} [{bounds}] : "
                  f"({t}) -> {localized(t)}\n")
    return lines


def functions(steps, local):
    """@init and @main (`steps` steps) around @loss_vjp; with `local`, one
    device's share of the batch and no sharding."""
    data = [(n, localized(t)) for n, t in DATA] if local else DATA
    ptypes = [ttype(s) for _, s, _ in PARAMS]
    dtypes = [t for _, t in data]
    types = ", ".join(ptypes + dtypes)
    init = "".join(sine_tensor(n, s, k, 0.37 + 0.01 * i)
                   for i, (n, s, k) in enumerate(PARAMS)) + DATA_INIT
    if local:
        init += local_slices()
    suffix = "_local" if local else ""
    names = ", ".join([f"%{n}" for n, _, _ in PARAMS] +
                      [f"%{n}{suffix}" for n, _ in DATA])
    sharding = "" if local else f" {{sdy.sharding = {BATCH_SHARDING}}}"
    args = ", ".join([f"%{n}: {ttype(s)}" for n, s, _ in PARAMS] +
                     [f"%{n}: {t}{sharding}" for n, t in data])
    carried = ", ".join(f"%p{i} = %{n}" for i, (n, _, _) in enumerate(PARAMS))
    pnames = ", ".join(f"%p{i}" for i in range(len(PARAMS)))
    ptext = ", ".join(ptypes)
    dnames = ", ".join(f"%{n}" for n, _ in data)
    updates = "".join(f"""      %lr{i} = stablehlo.constant dense<0.1> : {t}
      %d{i} = stablehlo.multiply %g#{i + 1}, %lr{i} : {t}
      %n{i} = stablehlo.subtract %p{i}, %d{i} : {t}
""" for i, t in enumerate(ptypes))
    new = ", ".join(f"%n{i}" for i in range(len(PARAMS)))
    loop = 2 + len(PARAMS)
    results = 1 + len(PARAMS)
    rnames = ", ".join(f"%r#{i}" for i in range(1, loop))
    return f"""
  func.func @init() -> ({types}) {{
{init}    return {names} : {types}
  }}

  func.func @main({args}) -> (tensor<f32>, {ptext}) {{
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %steps = stablehlo.constant dense<{steps}> : tensor<i32>
    %nan = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %r:{loop} = stablehlo.while(%i = %zero, %last = %nan, {carried}) : tensor<i32>, tensor<f32>, {ptext}
     cond {{
      %lt = stablehlo.compare LT, %i, %steps : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    }} do {{
      %ct = stablehlo.constant dense<1.0> : tensor<f32>
      %g:{results} = func.call @loss_vjp({pnames}, {dnames}, %ct) : ({types}, tensor<f32>) -> (tensor<f32>, {ptext})
{updates}      %one = stablehlo.constant dense<1> : tensor<i32>
      %next = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %next, %g#0, {new} : tensor<i32>, tensor<f32>, {ptext}
    }}
    return {rnames} : tensor<f32>, {ptext}
  }}
"""


def main(argv):
    args = list(argv)
    output = HERE / "mlp_train_dp.mlir"
    steps = STEPS
    if "--output" in args:
        at = args.index("--output")
        output = pathlib.Path(args[at + 1])
        del args[at:at + 2]
    if "--steps" in args:
        at = args.index("--steps")
        steps = int(args[at + 1])
        del args[at:at + 2]
    local = "--local" in args
    if local:
        args.remove("--local")
    hlokit_opt = args[0] if args else str(HERE.parent.parent / "build" /
                                          "bin" / "hlokit-opt")
    wrt = vjp_wrt(PARAMS, DATA, False)
    vjp = subprocess.run([hlokit_opt, f"--hlokit-vjp=func=loss wrt={wrt}",
                          str(HERE / "mlp_loss.mlir")],
                         check=True, capture_output=True, text=True).stdout
    body = vjp.rstrip()
    assert body.endswith("}"), "hlokit-opt prints one module"
    body = body[:-1].replace("func.func @loss", "func.func private @loss")
    if local:
        body = localized(body)
    module = (body + '  sdy.mesh @batch = <["batch"=2]>\n' +
              functions(steps, local) +
              "}\n")
    inlined = subprocess.run([hlokit_opt, "--inline", "--symbol-dce"],
                             input=module, check=True, capture_output=True,
                             text=True).stdout
    output.write_text(
        "// Generated by bench/mlp/build_data_parallel.py from mlp_loss.mlir:"
        "\n// the SGD loop of mlp_train.mlir with the batch split over 2 "
        "devices.\n" + inlined)


if __name__ == "__main__":
    main(sys.argv[1:])

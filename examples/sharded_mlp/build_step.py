#!/usr/bin/env python3
"""Builds examples/sharded_mlp/mlp_step*.mlir: one SGD step of the MLP of
mlp_loss.mlir (forward, hlokit's VJP as hlokit-opt
--hlokit-vjp='func=loss wrt=0,1,2,3' writes it, update with learning rate
0.01), inlined into @main, once per way of sharding its arguments:

  mlp_step.mlir     no shardings: the one-process reference, with @init
                    (the arguments: sines of the element index, as
                    bench/training.py) and @same (two steps' results agree
                    within TOLERANCE);
  mlp_step_dp.mlir  data parallel: the batch x, y split over the 4 devices
                    of @batch, the parameters replicated;
  mlp_step_tp.mlir  tensor parallel (Megatron): w1 and b1 split by columns
                    and w2 by rows over the 2 devices of @model, the batch
                    replicated.

Only the arguments carry shardings: propagation gives the rest, the results
of @main included (Shardy propagates into the results of main only).

  examples/sharded_mlp/build_step.py [path/to/hlokit-opt] [--output-dir DIR]
      (default build/bin/hlokit-opt and examples/sharded_mlp)
"""
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT / "bench"))
from training import sine_tensor, ttype  # noqa: E402

PARAMS = [("w1", [16, 32], 0.3), ("b1", [32], 0.1), ("w2", [32, 4], 0.3),
          ("b2", [4], 0.1)]
DATA = [("x", [8, 16], 1.0), ("y", [8, 4], 1.0)]
ARGS = PARAMS + DATA
LEARNING_RATE = 0.01
# The largest difference @same accepts between a sharded step's results and
# the reference's: sums are added in another order on more devices.
TOLERANCE = "1.0e-06"

SHARDINGS = {
    "mlp_step": {},
    "mlp_step_dp": {"x": '@batch, [{"batch"}, {}]',
                    "y": '@batch, [{"batch"}, {}]'},
    "mlp_step_tp": {"w1": '@model, [{}, {"model"}]',
                    "b1": '@model, [{"model"}]',
                    "w2": '@model, [{"model"}, {}]'},
}
FILES = [
    ("mlp_step", "", "without shardings"),
    ("mlp_step_dp", '  sdy.mesh @batch = <["batch"=4]>\n', "data parallel"),
    ("mlp_step_tp", '  sdy.mesh @model = <["model"=2]>\n',
     "tensor parallel"),
]


def step(name, shardings):
    """@name: one SGD step (LEARNING_RATE) around @loss_vjp."""
    def argument(n, shape):
        attr = (f' {{sdy.sharding = #sdy.sharding<{shardings[n]}>}}'
                if n in shardings else "")
        return f"%{n}: {ttype(shape)}{attr}"
    args = ", ".join(argument(n, s) for n, s, _ in ARGS)
    names = ", ".join(f"%{n}" for n, _, _ in ARGS)
    types = ", ".join(ttype(s) for _, s, _ in ARGS)
    ptypes = ", ".join(ttype(s) for _, s, _ in PARAMS)
    updates = ""
    for i, (n, s, _) in enumerate(PARAMS):
        t = ttype(s)
        updates += f"""    %lr{i} = stablehlo.constant dense<{LEARNING_RATE}> : {t}
    %d{i} = stablehlo.multiply %g#{i + 1}, %lr{i} : {t}
    %n{i} = stablehlo.subtract %{n}, %d{i} : {t}
"""
    new = ", ".join(f"%n{i}" for i in range(len(PARAMS)))
    return f"""
  func.func @{name}({args}) -> (tensor<f32>, {ptypes}) {{
    %ct = stablehlo.constant dense<1.0> : tensor<f32>
    %g:{len(PARAMS) + 1} = func.call @loss_vjp({names}, %ct) : ({types}, tensor<f32>) -> (tensor<f32>, {ptypes})
{updates}    return %g#0, {new} : tensor<f32>, {ptypes}
  }}
"""


def init():
    """@init: the arguments of a step."""
    body = "".join(sine_tensor(n, s, k, 0.37 + 0.01 * i)
                   for i, (n, s, k) in enumerate(ARGS))
    names = ", ".join(f"%{n}" for n, _, _ in ARGS)
    types = ", ".join(ttype(s) for _, s, _ in ARGS)
    return f"""
  func.func @init() -> ({types}) {{
{body}    return {names} : {types}
  }}
"""


def same():
    """@same: two steps' results agree within TOLERANCE."""
    types = [ttype([])] + [ttype(s) for _, s, _ in PARAMS]
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    args += ", " + ", ".join(f"%b{i}: {t}" for i, t in enumerate(types))
    checks = "".join(f"    check.expect_almost_eq %a{i}, %b{i}, tolerance = "
                     f"{TOLERANCE} : {t}\n" for i, t in enumerate(types))
    return f"""
  func.func @same({args}) {{
{checks}    return
  }}
"""


def build(hlokit_opt, vjp, mesh, step_text, extra=""):
    """One module: `mesh`, the step around the VJP inlined, `extra`."""
    module = vjp + mesh + step_text + extra + "}\n"
    return subprocess.run([hlokit_opt, "--inline", "--symbol-dce"],
                          input=module, check=True, capture_output=True,
                          text=True).stdout


def main(argv):
    args = list(argv)
    output = HERE
    if "--output-dir" in args:
        at = args.index("--output-dir")
        output = pathlib.Path(args[at + 1])
        del args[at:at + 2]
    hlokit_opt = args[0] if args else str(ROOT / "build" / "bin" /
                                          "hlokit-opt")
    vjp = subprocess.run([hlokit_opt, "--hlokit-vjp=func=loss wrt=0,1,2,3",
                          str(HERE / "mlp_loss.mlir")],
                         check=True, capture_output=True, text=True).stdout
    vjp = vjp.rstrip()
    assert vjp.endswith("}"), "hlokit-opt prints one module"
    vjp = vjp[:-1].replace("func.func @loss", "func.func private @loss")
    for name, mesh, what in FILES:
        text = build(hlokit_opt, vjp, mesh, step("main", SHARDINGS[name]),
                     init() + same() if name == "mlp_step" else "")
        (output / f"{name}.mlir").write_text(
            f"// Generated by examples/sharded_mlp/build_step.py from "
            f"mlp_loss.mlir: one SGD\n// step of the MLP (its VJP by "
            f"--hlokit-vjp, inlined), {what}.\n" + text)


if __name__ == "__main__":
    main(sys.argv[1:])

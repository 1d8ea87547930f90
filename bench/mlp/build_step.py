#!/usr/bin/env python3
"""Builds bench/mlp/mlp_train.mlir: the loss of mlp_loss.mlir, its VJP as
hlokit-opt --hlokit-vjp=func=loss writes it, and a training loop of SGD steps
around the VJP.

  bench/mlp/build_step.py [path/to/hlokit-opt] [--output FILE]
      (default build/bin/hlokit-opt and bench/mlp/mlp_train.mlir)

@main runs STEPS steps from a fixed deterministic start (weights and data
from sines of the element index, labels b % 10) and returns the first and
the last loss; @main_one runs one step, @main_steps(n) n steps. mlp_torch.py runs the same
computation in PyTorch.
"""
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
ARGS = sys.argv[1:]
OUTPUT = HERE / "mlp_train.mlir"
if "--output" in ARGS:
    at = ARGS.index("--output")
    OUTPUT = pathlib.Path(ARGS[at + 1])
    del ARGS[at:at + 2]
HLOKIT_OPT = ARGS[0] if ARGS else str(
    HERE.parent.parent / "build" / "bin" / "hlokit-opt")
STEPS = 20

PARAMS = [("w1", [784, 512], 0.05), ("b1", [512], 0.01),
          ("w2", [512, 512], 0.05), ("b2", [512], 0.01),
          ("w3", [512, 10], 0.05), ("b3", [10], 0.01)]


def ttype(shape):
    return "tensor<" + "".join(f"{d}x" for d in shape) + "f32>"


def sine_tensor(name, shape, scale, freq):
    """%name = scale * sin(freq * i) over the flattened index i."""
    n = 1
    for d in shape:
        n *= d
    flat = f"tensor<{n}xf32>"
    return f"""    %{name}_i = stablehlo.iota dim = 0 : {flat}
    %{name}_f = stablehlo.constant dense<{freq}> : {flat}
    %{name}_a = stablehlo.multiply %{name}_i, %{name}_f : {flat}
    %{name}_s = stablehlo.sine %{name}_a : {flat}
    %{name}_k = stablehlo.constant dense<{scale}> : {flat}
    %{name}_m = stablehlo.multiply %{name}_s, %{name}_k : {flat}
    %{name} = stablehlo.reshape %{name}_m : ({flat}) -> {ttype(shape)}
"""


def train_functions():
    ptypes = [ttype(s) for _, s, _ in PARAMS]
    init = "".join(sine_tensor(n, s, k, 0.37 + 0.01 * i)
                   for i, (n, s, k) in enumerate(PARAMS))
    init += sine_tensor("x", [256, 784], 1.0, 0.11)
    names = ", ".join(f"%{n}" for n, _, _ in PARAMS)
    carried = ", ".join(f"%p{i} = %{n}" for i, (n, _, _) in enumerate(PARAMS))
    pnames = ", ".join(f"%p{i}" for i in range(len(PARAMS)))
    types = ", ".join(ptypes)
    updates = ""
    for i, t in enumerate(ptypes):
        updates += f"""      %lr{i} = stablehlo.constant dense<0.1> : {t}
      %d{i} = stablehlo.multiply %g#{i + 1}, %lr{i} : {t}
      %n{i} = stablehlo.subtract %p{i}, %d{i} : {t}
"""
    new = ", ".join(f"%n{i}" for i in range(len(PARAMS)))
    grad_types = ", ".join(["tensor<f32>"] + ptypes
                           + ["tensor<256x784xf32>", "tensor<256x10xf32>"])
    return f"""
  // SGD on the loss: `steps` steps from the fixed start; returns the loss
  // before the first step and before the last one.
  func.func @main_steps(%steps: tensor<i32>) -> (tensor<f32>, tensor<f32>) {{
{init}    %lab_r = stablehlo.iota dim = 0 : tensor<256x10xi32>
    %lab_c = stablehlo.iota dim = 1 : tensor<256x10xi32>
    %ten = stablehlo.constant dense<10> : tensor<256x10xi32>
    %lab_m = stablehlo.remainder %lab_r, %ten : tensor<256x10xi32>
    %lab_eq = stablehlo.compare EQ, %lab_m, %lab_c : (tensor<256x10xi32>, tensor<256x10xi32>) -> tensor<256x10xi1>
    %y = stablehlo.convert %lab_eq : (tensor<256x10xi1>) -> tensor<256x10xf32>
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %nan = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %r:9 = stablehlo.while(%i = %zero, %first = %nan, %last = %nan, {carried}) : tensor<i32>, tensor<f32>, tensor<f32>, {types}
     cond {{
      %lt = stablehlo.compare LT, %i, %steps : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    }} do {{
      %ct = stablehlo.constant dense<1.0> : tensor<f32>
      %g:9 = func.call @loss_vjp({pnames}, %x, %y, %ct) : ({types}, tensor<256x784xf32>, tensor<256x10xf32>, tensor<f32>) -> ({grad_types})
{updates}      %one = stablehlo.constant dense<1> : tensor<i32>
      %next = stablehlo.add %i, %one : tensor<i32>
      %is_first = stablehlo.compare EQ, %i, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %f = stablehlo.select %is_first, %g#0, %first : tensor<i1>, tensor<f32>
      stablehlo.return %next, %f, %g#0, {new} : tensor<i32>, tensor<f32>, tensor<f32>, {types}
    }}
    return %r#1, %r#2 : tensor<f32>, tensor<f32>
  }}

  func.func @main() -> (tensor<f32>, tensor<f32>) {{
    %steps = stablehlo.constant dense<{STEPS}> : tensor<i32>
    %r:2 = func.call @main_steps(%steps) : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
    return %r#0, %r#1 : tensor<f32>, tensor<f32>
  }}

  // One step, so that a step's time is (main - main_one) / {STEPS - 1}.
  func.func @main_one() -> (tensor<f32>, tensor<f32>) {{
    %steps = stablehlo.constant dense<1> : tensor<i32>
    %r:2 = func.call @main_steps(%steps) : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
    return %r#0, %r#1 : tensor<f32>, tensor<f32>
  }}
"""


def main():
    vjp = subprocess.run([HLOKIT_OPT, "--hlokit-vjp=func=loss",
                          str(HERE / "mlp_loss.mlir")],
                         check=True, capture_output=True, text=True).stdout
    body = vjp.rstrip()
    assert body.endswith("}"), "hlokit-opt prints one module"
    text = ("// Generated by bench/mlp/build_step.py from mlp_loss.mlir: the\n"
            "// loss, its VJP (--hlokit-vjp=func=loss) and an SGD loop.\n"
            + body[:-1] + train_functions() + "}\n")
    OUTPUT.write_text(text)


if __name__ == "__main__":
    main()

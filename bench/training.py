"""Shared pieces of the training benchmarks' generators (bench/mlp,
bench/resnet): deterministic tensors, and an SGD loop around the VJP that
hlokit-opt --hlokit-vjp='func=loss wrt=...' writes for a loss function.

Every tensor starts as scale * sin(freq * i) over its flattened row-major
index i, so the PyTorch scripts can build the same start.
"""
import pathlib
import subprocess
import sys


def ttype(shape, element="f32"):
    return "tensor<" + "".join(f"{d}x" for d in shape) + element + ">"


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


def train_functions(params, data, data_init, steps, data_gradients):
    """@main_steps(n), @main and @main_one around @loss_vjp.

    params: (name, shape, scale) of the trained parameters, in the loss's
    argument order; their start is sine_tensor with freq 0.37 + 0.01 * index.
    data: (name, type) of the loss's remaining arguments, which `data_init`
    (IR text) defines. data_gradients: whether @loss_vjp also returns the
    data's gradients (see vjp_wrt).
    """
    ptypes = [ttype(s) for _, s, _ in params]
    init = "".join(sine_tensor(n, s, k, 0.37 + 0.01 * i)
                   for i, (n, s, k) in enumerate(params))
    init += data_init
    carried = ", ".join(f"%p{i} = %{n}" for i, (n, _, _) in enumerate(params))
    pnames = ", ".join(f"%p{i}" for i in range(len(params)))
    types = ", ".join(ptypes)
    updates = ""
    for i, t in enumerate(ptypes):
        updates += f"""      %lr{i} = stablehlo.constant dense<0.1> : {t}
      %d{i} = stablehlo.multiply %g#{i + 1}, %lr{i} : {t}
      %n{i} = stablehlo.subtract %p{i}, %d{i} : {t}
"""
    new = ", ".join(f"%n{i}" for i in range(len(params)))
    dnames = "".join(f", %{n}" for n, _ in data)
    dtypes = "".join(f", {t}" for _, t in data)
    dgrad_types = [t for _, t in data] if data_gradients else []
    grad_types = ", ".join(["tensor<f32>"] + ptypes + dgrad_types)
    results = 1 + len(params) + len(dgrad_types)
    loop = 3 + len(params)
    return f"""
  // SGD on the loss: `steps` steps from the fixed start; returns the loss
  // before the first step and before the last one.
  func.func @main_steps(%steps: tensor<i32>) -> (tensor<f32>, tensor<f32>) {{
{init}    %zero = stablehlo.constant dense<0> : tensor<i32>
    %nan = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %r:{loop} = stablehlo.while(%i = %zero, %first = %nan, %last = %nan, {carried}) : tensor<i32>, tensor<f32>, tensor<f32>, {types}
     cond {{
      %lt = stablehlo.compare LT, %i, %steps : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    }} do {{
      %ct = stablehlo.constant dense<1.0> : tensor<f32>
      %g:{results} = func.call @loss_vjp({pnames}{dnames}, %ct) : ({types}{dtypes}, tensor<f32>) -> ({grad_types})
{updates}      %one = stablehlo.constant dense<1> : tensor<i32>
      %next = stablehlo.add %i, %one : tensor<i32>
      %is_first = stablehlo.compare EQ, %i, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %f = stablehlo.select %is_first, %g#0, %first : tensor<i1>, tensor<f32>
      stablehlo.return %next, %f, %g#0, {new} : tensor<i32>, tensor<f32>, tensor<f32>, {types}
    }}
    return %r#1, %r#2 : tensor<f32>, tensor<f32>
  }}

  func.func @main() -> (tensor<f32>, tensor<f32>) {{
    %steps = stablehlo.constant dense<{steps}> : tensor<i32>
    %r:2 = func.call @main_steps(%steps) : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
    return %r#0, %r#1 : tensor<f32>, tensor<f32>
  }}

  // One step, so that a step's time is (main - main_one) / {steps - 1}.
  func.func @main_one() -> (tensor<f32>, tensor<f32>) {{
    %steps = stablehlo.constant dense<1> : tensor<i32>
    %r:2 = func.call @main_steps(%steps) : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
    return %r#0, %r#1 : tensor<f32>, tensor<f32>
  }}
"""


def vjp_wrt(params, data, data_gradients):
    """The --hlokit-vjp wrt option: the parameters' indices, and the data's
    when data_gradients (a block inside a network passes its input's
    gradient on; a network's first layer has no use for the data's)."""
    count = len(params) + (len(data) if data_gradients else 0)
    return ",".join(str(i) for i in range(count))


def write_training_module(here, loss_file, output_name, functions, wrt, argv):
    """Writes the loss of here/loss_file, its VJP with respect to the
    arguments `wrt` lists and `functions` to here/output_name (or --output
    FILE). argv: [path/to/hlokit-opt] [--output FILE], default
    build/bin/hlokit-opt."""
    args = list(argv)
    output = here / output_name
    if "--output" in args:
        at = args.index("--output")
        output = pathlib.Path(args[at + 1])
        del args[at:at + 2]
    hlokit_opt = args[0] if args else str(
        here.parent.parent / "build" / "bin" / "hlokit-opt")
    vjp = subprocess.run([hlokit_opt, f"--hlokit-vjp=func=loss wrt={wrt}",
                          str(here / loss_file)],
                         check=True, capture_output=True, text=True).stdout
    body = vjp.rstrip()
    assert body.endswith("}"), "hlokit-opt prints one module"
    text = (f"// Generated by bench/{here.name}/build_step.py from "
            f"{loss_file}: the\n"
            f"// loss, its VJP (--hlokit-vjp='func=loss wrt={wrt}') and an SGD "
            "loop.\n"
            + body[:-1] + functions + "}\n")
    output.write_text(text)

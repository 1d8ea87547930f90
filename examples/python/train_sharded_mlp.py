#!/usr/bin/env python3
"""Trains the MLP of examples/sharded_mlp three ways from Python and prints
the losses side by side: one process (mlp_step.mlir), data parallel on 4
devices (mlp_step_dp.mlir) and tensor parallel on 2 (mlp_step_tp.mlir).
Each step is one call of `run`; the sharded ones pass `partitions=P`, take
and return global arrays, and are partitioned on their first call only.
The losses agree to float32 rounding (sums are added in another order).

  PYTHONPATH=build/python /usr/bin/python3 examples/python/train_sharded_mlp.py [steps]
"""
import pathlib
import sys

import hlokit

HERE = pathlib.Path(__file__).resolve().parents[1] / "sharded_mlp"
RUNS = [("one process", "mlp_step.mlir", 1),
        ("data parallel", "mlp_step_dp.mlir", 4),
        ("tensor parallel", "mlp_step_tp.mlir", 2)]


def train(steps, report=print):
    """Runs `steps` SGD steps each way; returns the losses per way."""
    reference = hlokit.load(HERE / "mlp_step.mlir")
    w1, w2, b2, x, y = reference.run("init")
    losses = {}
    for name, file, partitions in RUNS:
        step = hlokit.load(HERE / file)
        params = [w1, w2, b2]
        losses[name] = []
        for _ in range(steps):
            loss, *params = step.run("main", *params, x, y,
                                     partitions=partitions)
            losses[name].append(float(loss))
    for i in range(steps):
        report(f"step {i:3d}  " + "  ".join(
            f"{name} {losses[name][i]:.7f}" for name, _, _ in RUNS))
    return losses


if __name__ == "__main__":
    train(int(sys.argv[1]) if len(sys.argv) > 1 else 10)

#!/usr/bin/env python3
"""Prints the collectives of one data-parallel MLP step and the bytes they
reduce against the analytic minimum.

With the parameters replicated and the batch split over n devices, each
parameter's gradient must be summed across the devices once a step: a ring
sends 2(n-1)/n of its bytes from each device, which for n = 2 is the
gradients' bytes themselves. The bytes counted are those of the
collectives' results (hlokit-run's --profile).

  bench/mlp/collective_bytes.py PROFILE.json STEPS
PROFILE.json: `hlokit-run --profile=json` of the partitioned run.
"""
import json
import pathlib
import sys
from math import prod

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from build_step import PARAMS  # noqa: E402

COLLECTIVES = ("stablehlo.all_reduce", "stablehlo.all_gather",
               "stablehlo.all_to_all", "stablehlo.reduce_scatter",
               "stablehlo.collective_permute")


def main(path, steps):
    with open(path) as f:
        profile = json.load(f)
    rows = profile["processes"][0]["profile"]["by_op_kind"]
    collectives = [r for r in rows if r["op"] in COLLECTIVES]
    moved = sum(r["bytes"] for r in collectives) / steps
    gradients = sum(4 * prod(shape) for _, shape, _ in PARAMS)
    kinds = ", ".join(f"{r['calls'] // steps} {r['op']}" for r in collectives)
    print(f"collectives per step: {kinds}; {moved:,.0f} bytes reduced "
          f"against {gradients:,} bytes of gradients (the analytic minimum; "
          f"the rest is the loss): {moved / gradients:.4f}x")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))

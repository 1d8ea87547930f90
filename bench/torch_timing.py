"""Shared pieces of the PyTorch peers of the training benchmarks
(bench/mlp/mlp_torch.py, bench/resnet/block_torch.py): the deterministic
start of bench/training.py, the command line and the timing loop.

  SCRIPT [steps] [threads]   (default: the generator's STEPS, 1 thread)
"""
import sys
import time

import torch


def sine(shape, scale, freq):
    """scale * sin(freq * i) over the flattened row-major index i."""
    n = 1
    for d in shape:
        n *= d
    i = torch.arange(n, dtype=torch.float32)
    return (torch.sin(i * torch.tensor(freq, dtype=torch.float32))
            * scale).reshape(shape)


def start_params(params):
    """The trained parameters' start, as bench/training.py builds it."""
    return [sine(s, k, 0.37 + 0.01 * i).requires_grad_()
            for i, (_, s, k) in enumerate(params)]


def run(params, loss_fn, default_steps):
    """Runs SGD (learning rate 0.1) on loss_fn(*params); prints the loss
    before the first and before the last step and the mean step time."""
    steps = int(sys.argv[1]) if len(sys.argv) > 1 else default_steps
    torch.set_num_threads(int(sys.argv[2]) if len(sys.argv) > 2 else 1)

    def step():
        loss = loss_fn(*params)
        for p in params:
            p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in params:
                p -= 0.1 * p.grad
        return loss.item()

    first = step()  # also warms up
    start = time.perf_counter()
    last = first
    for _ in range(steps - 1):
        last = step()
    elapsed = (time.perf_counter() - start) / (steps - 1)
    print(f"first loss {first:.8f}, last loss {last:.8f}")
    print(f"step {elapsed * 1e3:.2f} ms")

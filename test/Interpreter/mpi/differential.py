#!/usr/bin/env python3
"""Random programs of collectives: the in-process grid and MPI must agree.

Each program computes a float tensor that differs per process (from
replica_id and partition_id) and applies random collectives to it (every op,
every mode, random process groups, send/recv between random processes),
returning every result. It runs once with
`hlokit-run --replicas R --partitions P` (threads) and once with
`mpirun -n R*P hlokit-run --mpi ...`; both print every process's results in
process order, and the outputs must be identical byte for byte (float sums
included, since both reduce in the spec's group order).

Exits 77 (CTest's skip code) when hlokit-run was built without MPI.
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

SHAPE = (4, 4)


def tensor_type(shape):
    return "tensor<" + "x".join(map(str, shape)) + "xf32>"


def dense_ids(rows):
    width = max(len(r) for r in rows)
    padded = [r + [-1] * (width - len(r)) for r in rows]
    text = "[" + ", ".join("[" + ", ".join(map(str, r)) + "]" for r in padded) + "]"
    return f"dense<{text}> : tensor<{len(rows)}x{width}xi64>"


def equal_groups(rng, n, size):
    """A random split of range(n) into groups of `size`."""
    ids = list(range(n))
    rng.shuffle(ids)
    return [ids[i:i + size] for i in range(0, n, size)]


def divisors(n):
    return [d for d in range(1, n + 1) if n % d == 0]


def channel(handle):
    return f"channel_handle = #stablehlo.channel_handle<handle = {handle}, type = 1>"


def reduction_region(kind):
    return ("({\n  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n"
            f"    %s = \"stablehlo.{kind}\"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n"
            "    \"stablehlo.return\"(%s) : (tensor<f32>) -> ()\n  })")


class Program:
    def __init__(self, rng, replicas, partitions):
        self.rng = rng
        self.r = replicas
        self.p = partitions
        self.lines = []
        self.results = []
        self.count = 0

    def fresh(self):
        self.count += 1
        return f"%v{self.count}"

    def emit(self, text, result_type):
        name = self.fresh()
        self.lines.append(f"  {name} = {text}")
        self.results.append((name, result_type))
        return name

    def reduce_mode(self, resizes=False):
        """Groups and attributes for all_reduce, all_gather, reduce_scatter.

        The verifier sizes all_gather and reduce_scatter results by
        dim(replica_groups, 1), which for cross_replica_and_partition is the
        group size only with one partition, so ops that resize use that mode
        only then.
        """
        modes = ["cross_replica", "flattened_ids"]
        if not resizes or self.p == 1:
            modes.append("cross_replica_and_partition")
        mode = self.rng.choice(modes)
        if mode == "flattened_ids":
            n = self.r * self.p
            size = self.rng.choice(divisors(n))
            return size, [f"replica_groups = {dense_ids(equal_groups(self.rng, n, size))}",
                          channel(1), "use_global_device_ids"]
        size = self.rng.choice(divisors(self.r))
        attrs = [f"replica_groups = {dense_ids(equal_groups(self.rng, self.r, size))}"]
        if mode == "cross_replica":
            return size, attrs
        return size * self.p, attrs + [channel(2)]

    def replica_or_partition(self):
        """Ids and attributes of ops with cross_replica / cross_partition."""
        if self.rng.random() < 0.5:
            return self.r, []
        return self.p, [channel(3)]

    def all_reduce(self, x):
        _, attrs = self.reduce_mode()
        kind = self.rng.choice(["add", "maximum", "multiply"])
        t = tensor_type(SHAPE)
        return self.emit(f"\"stablehlo.all_reduce\"({x}) {reduction_region(kind)} "
                         f"{{{', '.join(attrs)}}} : ({t}) -> {t}", t)

    def collective_reduce(self, x):
        """all_reduce's groups; only each group's first process keeps the reduction."""
        _, attrs = self.reduce_mode()
        kind = self.rng.choice(["add", "maximum", "multiply"])
        t = tensor_type(SHAPE)
        return self.emit(f"\"stablehlo.collective_reduce\"({x}) {reduction_region(kind)} "
                         f"{{{', '.join(attrs)}}} : ({t}) -> {t}", t)

    def all_gather(self, x):
        size, attrs = self.reduce_mode(resizes=True)
        dim = self.rng.randrange(2)
        shape = list(SHAPE)
        shape[dim] *= size
        return self.emit(f"\"stablehlo.all_gather\"({x}) {{all_gather_dim = {dim} : i64, "
                         f"{', '.join(attrs)}}} : ({tensor_type(SHAPE)}) -> "
                         f"{tensor_type(shape)}", tensor_type(shape))

    def reduce_scatter(self, x):
        size, attrs = self.reduce_mode(resizes=True)
        if SHAPE[0] % size:
            return self.all_reduce(x)
        shape = [SHAPE[0] // size, SHAPE[1]]
        return self.emit(f"\"stablehlo.reduce_scatter\"({x}) {reduction_region('add')} "
                         f"{{scatter_dimension = 0 : i64, {', '.join(attrs)}}} : "
                         f"({tensor_type(SHAPE)}) -> {tensor_type(shape)}",
                         tensor_type(shape))

    def all_to_all(self, x):
        n, attrs = self.replica_or_partition()
        size = self.rng.choice([d for d in divisors(n) if SHAPE[0] % d == 0])
        groups = equal_groups(self.rng, n, size)
        split, concat = self.rng.randrange(2), self.rng.randrange(2)
        shape = list(SHAPE)
        shape[split] //= size
        shape[concat] *= size
        attrs = [f"split_dimension = {split} : i64", f"concat_dimension = {concat} : i64",
                 f"split_count = {size} : i64", f"replica_groups = {dense_ids(groups)}"] + attrs
        return self.emit(f"\"stablehlo.all_to_all\"({x}) {{{', '.join(attrs)}}} : "
                         f"({tensor_type(SHAPE)}) -> {tensor_type(shape)}", tensor_type(shape))

    def collective_permute(self, x):
        n, attrs = self.replica_or_partition()
        sources = list(range(n))
        targets = list(range(n))
        self.rng.shuffle(targets)
        keep = self.rng.randint(1, n)
        pairs = [[s, t] for s, t in zip(sources, targets)][:keep]
        t = tensor_type(SHAPE)
        attrs = [f"source_target_pairs = {dense_ids(pairs)}"] + attrs
        return self.emit(f"\"stablehlo.collective_permute\"({x}) {{{', '.join(attrs)}}} : "
                         f"({t}) -> {t}", t)

    def collective_broadcast(self, x):
        n, attrs = self.replica_or_partition()
        ids = list(range(n))
        self.rng.shuffle(ids)
        groups = [ids[:self.rng.randint(1, n)]]
        t = tensor_type(SHAPE)
        attrs = [f"replica_groups = {dense_ids(groups)}"] + attrs
        return self.emit(f"\"stablehlo.collective_broadcast\"({x}) {{{', '.join(attrs)}}} : "
                         f"({t}) -> {t}", t)

    def send_recv(self, x):
        """Process `sender` sends x and then 2 * x on a channel of their own;
        process `receiver` (maybe the same one) receives both, in order, and
        returns second - first; the others return x."""
        n = self.r * self.p
        sender, receiver = self.rng.randrange(n), self.rng.randrange(n)
        self.count += 1
        k = self.count
        t = tensor_type(SHAPE)
        handle = channel(100 + k)
        self.lines += [
            f"  %sid{k} = stablehlo.constant dense<{sender}> : tensor<ui32>",
            f"  %rid{k} = stablehlo.constant dense<{receiver}> : tensor<ui32>",
            f"  %iss{k} = stablehlo.compare EQ, %flat, %sid{k} : (tensor<ui32>, tensor<ui32>) -> tensor<i1>",
            f"  %isr{k} = stablehlo.compare EQ, %flat, %rid{k} : (tensor<ui32>, tensor<ui32>) -> tensor<i1>",
            f"  %tok{k} = \"stablehlo.if\"(%iss{k}) ({{",
            f"    %s1_{k} = \"stablehlo.send\"({x}, %tok) {{{handle}}} : ({t}, !stablehlo.token) -> !stablehlo.token",
            f"    %x2_{k} = stablehlo.add {x}, {x} : {t}",
            f"    %s2_{k} = \"stablehlo.send\"(%x2_{k}, %s1_{k}) {{{handle}}} : ({t}, !stablehlo.token) -> !stablehlo.token",
            f"    stablehlo.return %s2_{k} : !stablehlo.token",
            "  }, {",
            "    stablehlo.return %tok : !stablehlo.token",
            "  }) : (tensor<i1>) -> !stablehlo.token",
        ]
        return self.emit(
            f"\"stablehlo.if\"(%isr{k}) ({{\n"
            f"    %rv1_{k}:2 = \"stablehlo.recv\"(%tok{k}) {{{handle}}} : (!stablehlo.token) -> ({t}, !stablehlo.token)\n"
            f"    %rv2_{k}:2 = \"stablehlo.recv\"(%rv1_{k}#1) {{{handle}}} : (!stablehlo.token) -> ({t}, !stablehlo.token)\n"
            f"    %d{k} = stablehlo.subtract %rv2_{k}#0, %rv1_{k}#0 : {t}\n"
            f"    stablehlo.return %d{k} : {t}\n"
            "  }, {\n"
            f"    stablehlo.return {x} : {t}\n"
            f"  }}) : (tensor<i1>) -> {t}", t)

    def text(self, steps):
        t = tensor_type(SHAPE)
        self.lines += [
            "  %rid = \"stablehlo.replica_id\"() : () -> tensor<ui32>",
            "  %pid = \"stablehlo.partition_id\"() : () -> tensor<ui32>",
            f"  %np = stablehlo.constant dense<{self.p}> : tensor<ui32>",
            "  %rp = stablehlo.multiply %rid, %np : tensor<ui32>",
            "  %flat = stablehlo.add %rp, %pid : tensor<ui32>",
            "  %flatf = stablehlo.convert %flat : (tensor<ui32>) -> tensor<f32>",
            f"  %fb = stablehlo.broadcast_in_dim %flatf, dims = [] : (tensor<f32>) -> {t}",
            f"  %io = stablehlo.iota dim = 1 : {t}",
            f"  %k = stablehlo.constant dense<0.37> : {t}",
            f"  %sc = stablehlo.multiply %io, %k : {t}",
            f"  %x0 = stablehlo.add %sc, %fb : {t}",
            "  %tok = stablehlo.create_token : !stablehlo.token",
        ]
        ops = [self.all_reduce, self.all_gather, self.reduce_scatter, self.all_to_all,
               self.collective_permute, self.collective_broadcast, self.send_recv,
               self.collective_reduce]
        current = "%x0"
        # Every program has at least one send/recv pair.
        forced = self.rng.randrange(steps)
        for step in range(steps):
            op = self.send_recv if step == forced else self.rng.choice(ops)
            result = op(current)
            # Results of the input's type feed the next op, so ops chain.
            if self.results[-1][1] == t:
                current = result
        names = ", ".join(n for n, _ in self.results)
        types = ", ".join(ty for _, ty in self.results)
        body = "\n".join(self.lines)
        return (f"func.func @main() -> ({types}) {{\n{body}\n"
                f"  return {names} : {types}\n}}\n")


def run(command):
    return subprocess.run(command, capture_output=True, text=True, timeout=600)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hlokit-run", required=True)
    parser.add_argument("--mpirun", default="mpirun")
    parser.add_argument("--have-mpi", default="ON")
    parser.add_argument("--programs", type=int, default=4,
                        help="programs per number of ranks")
    parser.add_argument("--seed", type=int, default=16)
    args = parser.parse_args()
    if args.have_mpi.upper() not in ("ON", "1", "TRUE", "YES"):
        print("hlokit-run was built without MPI: skipped")
        return 77
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1",
               OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", OMPI_MCA_rmaps_base_oversubscribe="1")
    rng = random.Random(args.seed)
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for ranks in (2, 4):
            for i in range(args.programs):
                replicas = rng.choice(divisors(ranks))
                partitions = ranks // replicas
                text = Program(rng, replicas, partitions).text(steps=6)
                path = os.path.join(tmp, f"prog_{ranks}_{i}.mlir")
                with open(path, "w") as f:
                    f.write(text)
                grid = ["--replicas", str(replicas), "--partitions", str(partitions)]
                local = run([args.hlokit_run, path] + grid)
                mpi = subprocess.run(
                    [args.mpirun, "--oversubscribe", "-n", str(ranks), args.hlokit_run,
                     "--mpi", path] + grid,
                    capture_output=True, text=True, timeout=600, env=env)
                name = f"{ranks} ranks, {replicas}x{partitions} grid, program {i}"
                if local.returncode != 0 or mpi.returncode != 0:
                    print(f"FAIL {name}: exit {local.returncode} in process, "
                          f"{mpi.returncode} over MPI\n{local.stderr}{mpi.stderr}\n{text}")
                    failures += 1
                elif local.stdout != mpi.stdout:
                    print(f"FAIL {name}: outputs differ\n{text}\n--- in process\n"
                          f"{local.stdout}\n--- MPI\n{mpi.stdout}")
                    failures += 1
                else:
                    print(f"ok   {name}: {local.stdout.count('tensor<')} results agree")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

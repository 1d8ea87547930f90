#!/usr/bin/env python3
"""A simple mutation loop over a fuzz target's replay driver (no clang).

Usage: fuzz/mutate.py TARGET [--seconds N] [--bin build/bin] [--out DIR]
                        [--max-seconds S]

Mutates the seeds of fuzz/corpus/TARGET (bit flips, interesting bytes,
erased, repeated and spliced chunks, dictionary tokens, and for text small
numbers in place of numbers) and runs batches of them through
build/bin/hlokit-replay-TARGET with --max-seconds=1 (S; 0 for no limit).
An input that crashes the driver (or makes it print a sanitizer report,
with --bin build-sanitize/bin) or takes over a second is kept in DIR
(default fuzz-mutate/TARGET beside the bin directory). Without coverage
feedback this finds less than libFuzzer (scripts/fuzz.sh), but runs on the
GCC builds CI has.
"""
import argparse
import pathlib
import random
import re
import subprocess
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
INTERESTING = [0, 1, 0x7F, 0x80, 0xFF]
NUMBERS = [b"0", b"1", b"-1", b"2", b"3", b"4294967296", b"9223372036854775807",
           b"-9223372036854775808", b"65536", b"1000000000"]


def load_dict(path):
    tokens = []
    for line in path.read_text().splitlines():
        if line.startswith('"'):
            tokens.append(line[1:-1].encode().decode("unicode_escape")
                          .encode("latin-1"))
    return tokens


def mutate(data, seeds, tokens, rng):
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(7)
        pos = rng.randrange(len(data) + 1)
        if kind == 0 and data:
            pos = rng.randrange(len(data))
            data[pos] ^= 1 << rng.randrange(8)
        elif kind == 1 and data:
            data[rng.randrange(len(data))] = rng.choice(INTERESTING)
        elif kind == 2 and data:
            data[pos:pos + rng.randint(1, 16)] = b""
        elif kind == 3:
            chunk = data[pos:pos + rng.randint(1, 32)]
            data[pos:pos] = chunk * rng.randint(1, 8)
        elif kind == 4 and tokens:
            data[pos:pos] = rng.choice(tokens)
        elif kind == 5:
            other = rng.choice(seeds)
            start = rng.randrange(len(other) + 1)
            data[pos:pos] = other[start:start + rng.randint(1, 64)]
        else:
            # Not result numbers (`%x#N`): MLIR's parser sizes its forward
            # references by them, a known slow path (docs/reliability.md).
            numbers = list(re.finditer(rb"(?<![#\d])\d+", bytes(data)))
            if numbers:
                match = rng.choice(numbers)
                data[match.start():match.end()] = rng.choice(NUMBERS)
    return bytes(data)


def run(driver, max_seconds, paths, timeout):
    try:
        done = subprocess.run([str(driver), "--max-seconds=%g" % max_seconds]
                              + paths, capture_output=True, timeout=timeout)
        return done.returncode, done.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return -1, "timeout"


def describe(errors, status):
    """The line of a failed run's output that says what went wrong: a
    sanitizer's summary, else the last line."""
    lines = errors.strip().splitlines()
    summaries = [line for line in lines if line.startswith("SUMMARY:")]
    return (summaries or lines or [str(status)])[-1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("target")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--bin", type=pathlib.Path, default=ROOT / "build/bin")
    parser.add_argument("--out", type=pathlib.Path)
    parser.add_argument("--max-seconds", type=float, default=1)
    parser.add_argument("--batch", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    driver = args.bin / ("hlokit-replay-" + args.target)
    seeds = [p.read_bytes() for p in
             sorted((ROOT / "fuzz/corpus" / args.target).iterdir())]
    tokens = load_dict(ROOT / "fuzz/dict" / (args.target + ".dict"))
    out = args.out or args.bin.parent / "fuzz-mutate" / args.target
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    runs = found = 0
    start = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        while time.monotonic() - start < args.seconds:
            paths = []
            for i in range(args.batch):
                path = pathlib.Path(tmp) / ("%d" % i)
                path.write_bytes(mutate(rng.choice(seeds), seeds, tokens, rng))
                paths.append(str(path))
            status, _ = run(driver, args.max_seconds, paths,
                            timeout=args.batch * 2 + 30)
            runs += len(paths)
            if status == 0:
                continue
            # Find the inputs of the batch that crash or are slow, alone.
            for path in paths:
                status, errors = run(driver, args.max_seconds, [path],
                                     timeout=60)
                if status == 0:
                    continue
                found += 1
                data = pathlib.Path(path).read_bytes()
                name = "%s-%d-%d" % ("slow" if "took" in errors or
                                     status == -1 else "crash", args.seed, found)
                (out / name).write_bytes(data)
                print("%s: %s (%s)" % (name, describe(errors, status), path))
    elapsed = time.monotonic() - start
    print("%s: %d runs in %.0f s, %.0f exec/s, %d found (in %s)" %
          (args.target, runs, elapsed, runs / elapsed, found, out))


if __name__ == "__main__":
    main()

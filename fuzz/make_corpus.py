#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora and dictionaries from test/.

Usage: fuzz/make_corpus.py --bin build/bin [--stablehlo-artifacts DIR]
                           [--only TARGET...]

Text targets get the small `// -----` pieces of the test files of their
area; read-bytecode gets the test artifacts, the small artifacts in DIR and
artifacts and sdy bytecode written from test pieces by hlokit-translate and
hlokit-opt; read-npy gets .npy files of every supported dtype; parse-gspmd
the mhlo.sharding strings of the tests. Each dictionary holds the op,
attribute and keyword names seen in its corpus. The output is committed,
so this runs only when the tests change much.
"""
import argparse
import hashlib
import pathlib
import re
import shutil
import struct
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent.parent
FUZZ = ROOT / "fuzz"
MAX_PIECE = 1500      # bytes of one text seed
MAX_SEEDS = 100       # seeds of one target


def top_level_ops(text):
    """The ops of `text` that start at column 0 (functions, meshes)."""
    op = []
    for line in text.splitlines():
        if op and line and not line[0].isspace() and line[0] != "}":
            yield "\n".join(op) + "\n"
            op = []
        op.append(line)
    if op:
        yield "\n".join(op) + "\n"


def pieces(globs):
    """The `// -----` pieces of the test files without their comment lines;
    a piece too large is split into its top-level ops."""
    for pattern in globs:
        for path in sorted(ROOT.glob(pattern)):
            for piece in path.read_text().split("// -----"):
                lines = [l for l in piece.splitlines()
                         if not l.lstrip().startswith("//")]
                text = "\n".join(lines).strip() + "\n"
                parts = [text] if len(text) <= MAX_PIECE else top_level_ops(text)
                for part in parts:
                    if 20 < len(part) <= MAX_PIECE and "func.func" in part:
                        yield part


def write_seeds(name, seeds):
    out = FUZZ / "corpus" / name
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    seen = set()
    for seed in seeds:
        data = seed if isinstance(seed, bytes) else seed.encode()
        digest = hashlib.sha1(data).hexdigest()[:16]
        if digest in seen:
            continue
        seen.add(digest)
        (out / digest).write_bytes(data)
        if len(seen) == MAX_SEEDS:
            break
    return out


def spread(items, count):
    """`count` items taken evenly from `items`, so every file has a say."""
    items = list(items)
    if len(items) <= count:
        return items
    return [items[i * len(items) // count] for i in range(count)]


def escape(token):
    return "".join(chr(b) if 32 <= b < 127 and chr(b) not in '"\\'
                   else "\\x%02x" % b for b in token.encode("latin-1"))


def write_dict(name, tokens):
    lines = ['"%s"' % escape(t) for t in sorted(set(tokens)) if t]
    (FUZZ / "dict" / (name + ".dict")).write_text(
        "# Tokens for fuzz target %s (fuzz/make_corpus.py)\n" % name
        + "\n".join(lines) + "\n")


MLIR_KEYWORDS = ["func.func", "func.return", "module", "tensor<", "x", "?",
                 "->", "%", "@", "#", "!", "dense<", "array<i64:", "loc(",
                 "i1", "i8", "i32", "i64", "ui8", "f16", "bf16", "f32",
                 "f64", "complex<f32>", "!stablehlo.token", "tuple<",
                 "#stablehlo.bounds<", "\"", "{", "}", "(", ")", "[", "]",
                 ":", ",", "=", "^bb0", "dense_resource<"]


def text_tokens(seeds):
    tokens = list(MLIR_KEYWORDS)
    for seed in seeds:
        tokens += re.findall(r"\b(?:stablehlo|chlo|sdy|check|interpreter|"
                             r"func|quant|tensor|arith)\.[a-z_0-9]+", seed)
        tokens += re.findall(r"\b([a-z_][a-z_0-9]*) =", seed)
        tokens += re.findall(r"#(?:stablehlo|chlo|sdy)\.[a-z_0-9]+", seed)
    return tokens


TEXT_TARGETS = {
    "parse-text": ["test/Dialect/**/*.mlir"],
    "pass-autodiff": ["test/Autodiff/*.mlir"],
    "pass-batching": ["test/Transforms/*batching*.mlir",
                      "test/Interpreter/gather_scatter*.mlir"],
    "pass-bounded": ["test/Transforms/Bounded/*.mlir",
                     "test/Interpreter/bounded*.mlir"],
    "pass-legalize-chlo": ["test/Transforms/legalize_chlo*.mlir",
                           "test/Dialect/CHLO/*.mlir"],
    "pass-sharding-propagation": [
        "test/Transforms/Sharding/Propagation/*.mlir",
        "test/Transforms/Sharding/op_sharding_rules*.mlir"],
    "pass-sharding-partition": ["test/Transforms/Sharding/Partition/*.mlir",
                                "test/Transforms/Sharding/Export/*.mlir"],
    "analyze-indexing": ["test/Analysis/Indexing/*.mlir"],
    "interpret": ["test/Interpreter/*.mlir"],
}


def npy(descr, shape, data, version=1):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, "".join("%d," % d for d in shape) if len(shape) == 1
        else ", ".join(str(d) for d in shape))
    size_bytes = 2 if version == 1 else 4
    pad = -(6 + 2 + size_bytes + len(header) + 1) % 64
    header += " " * pad + "\n"
    length = struct.pack("<H" if version == 1 else "<I", len(header))
    return b"\x93NUMPY" + bytes([version, 0]) + length + header.encode() + data


def npy_seeds():
    sizes = {"<f2": 2, "<f4": 4, "<f8": 8, "<c8": 8, "<c16": 16, "|b1": 1,
             "|i1": 1, "<i2": 2, "<i4": 4, "<i8": 8, "|u1": 1, "<u2": 2,
             "<u4": 4, "<u8": 8}
    for i, (descr, size) in enumerate(sorted(sizes.items())):
        for shape in [(), (3,), (2, 2)]:
            count = 1
            for d in shape:
                count *= d
            yield npy(descr, shape, bytes((j % 2) for j in range(count * size)),
                      version=1 + (i + len(shape)) % 3)
    for path in sorted(ROOT.glob("test/**/*.npy")):
        yield path.read_bytes()


def gspmd_seeds():
    for path in sorted(ROOT.glob("test/**/*.mlir")):
        for match in re.findall(r'mhlo\.sharding = "([^"]*)"', path.read_text()):
            yield match.replace('\\"', '"')


def bytecode_seeds(bin_dir, artifacts, text_seeds):
    for path in sorted(ROOT.glob("test/**/*.bc")):
        yield path.read_bytes()
    if artifacts:
        for path in sorted(pathlib.Path(artifacts).glob("**/*.bc")):
            if path.stat().st_size <= 32768:
                yield path.read_bytes()
    translate, opt = bin_dir / "hlokit-translate", bin_dir / "hlokit-opt"
    for text in spread(text_seeds, 80):
        for command in ([translate, "--serialize", "--target=1.0.0"],
                        [translate, "--serialize", "--target=current"],
                        [opt, "--emit-bytecode"]):
            run = subprocess.run([str(c) for c in command] + ["-"], input=text.encode(),
                                 capture_output=True)
            if run.returncode == 0 and run.stdout:
                yield run.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", type=pathlib.Path, required=True)
    parser.add_argument("--stablehlo-artifacts")
    parser.add_argument("--only", nargs="+", metavar="TARGET",
                        help="write these text targets' seeds alone, "
                        "leaving the other committed corpora as they are")
    args = parser.parse_args()
    (FUZZ / "dict").mkdir(exist_ok=True)
    for name, globs in TEXT_TARGETS.items():
        if args.only and name not in args.only:
            continue
        seeds = spread(dict.fromkeys(pieces(globs)), MAX_SEEDS)
        write_seeds(name, seeds)
        write_dict(name, text_tokens(seeds))
    if args.only:
        return
    write_seeds("read-npy", npy_seeds())
    write_dict("read-npy", ["\x93NUMPY", "'descr': ", "'fortran_order': ",
                            "'shape': (", "False", "True", "), }", "<f2",
                            "<f4", "<f8", "<c8", "<c16", "|b1", "|i1", "<i2",
                            "<i4", "<i8", "|u1", "<u2", "<u4", "<u8", ">f4",
                            "<V4", "\x01\x00", "\x02\x00", "\x03\x00"])
    gspmd = sorted(set(gspmd_seeds()))
    write_seeds("parse-gspmd", gspmd)
    write_dict("parse-gspmd", ["{", "}", "[", "]", "<=[", "T(", "devices=[",
                               "replicated", "maximal", "manual", "unknown",
                               "device=", "last_tile_dim_replicate",
                               "last_tile_dims={", "metadata={",
                               "shard_as ", "shard_like ", "unreduced",
                               "maximal_mesh", "mesh", "{{", "}}", ", "])
    dialect_seeds = list(pieces(["test/Dialect/StableHLO/*.mlir",
                                 "test/Interpreter/*.mlir",
                                 "test/Dialect/Shardy/*.mlir"]))
    write_seeds("read-bytecode",
                bytecode_seeds(args.bin, args.stablehlo_artifacts,
                               dialect_seeds))
    write_dict("read-bytecode", ["ML\xefR", "StableHLO_v1.0.0", "vhlo",
                                 "sdy", "builtin", "func", "stablehlo",
                                 "MLIR22.1.8", "\x00", "\x01", "\xff"])


if __name__ == "__main__":
    main()

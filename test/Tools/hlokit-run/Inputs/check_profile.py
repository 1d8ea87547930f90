"""Prints the parts of a `hlokit-run --profile=json` file the test checks.

Sorted by name so the output does not depend on timings.
"""
import json
import sys

with open(sys.argv[1]) as f:
    profile = json.load(f)
print("phases:", " ".join(sorted(k.replace("_seconds", "")
                                 for k in profile["phases"])))
for row in sorted(profile["by_op_kind"], key=lambda r: r["op"]):
    order = " total>=self" if row["total_seconds"] >= row["self_seconds"] else ""
    print(f"by_op_kind {row['op']} calls={row['calls']} bytes={row['bytes']}{order}")
for row in sorted(profile["by_location"],
                  key=lambda r: (r["location"], r["op"])):
    print(f"by_location {row['location']} {row['op']} calls={row['calls']}")

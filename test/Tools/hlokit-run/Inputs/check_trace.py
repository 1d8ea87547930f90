"""Checks a Chrome trace written by `hlokit-run --trace`.

The file must be valid JSON with complete ("X") events only, and every
event must nest inside the events that contain it in time: an op inside a
called function lies within the `func.call` op's slice and within the
`@callee` region slice, a loop body within the while op. Prints each event
as `<depth> <name>` in start order (with its result types and bytes, and
`unfinished` for one a failed run left open), so FileCheck can check the
nesting. `print_nested` is also the trace check of grid reports
(test/Interpreter/Inputs/check_grid_reports.py).
"""
import json
import sys


def print_nested(events):
    """Prints `events` (complete ones) by start, each at its nesting depth."""
    stack = []
    for event in sorted(events, key=lambda e: (e["ts"], -e["dur"])):
        assert event["ph"] == "X", event
        assert event["dur"] >= 0, event
        end = event["ts"] + event["dur"]
        while stack and stack[-1] < event["ts"]:
            stack.pop()
        # A slice that starts inside another must also end inside it.
        assert not stack or end <= stack[-1] + 1e-3, ("slices overlap", event)
        args = event["args"]
        extra = (f" {args['result_types']} {args['bytes']}"
                 if "bytes" in args else "")
        if args.get("unfinished"):
            extra += " unfinished"
        print(f"{len(stack)} {event['name']}{extra}")
        stack.append(end)


if __name__ == "__main__":
    with open(sys.argv[1]) as f:
        print_nested(json.load(f)["traceEvents"])

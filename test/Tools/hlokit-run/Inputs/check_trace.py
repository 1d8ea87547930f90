"""Checks a Chrome trace written by `hlokit-run --trace`.

The file must be valid JSON with complete ("X") events only, and every
event must nest inside the events that contain it in time: an op inside a
called function lies within the `func.call` op's slice and within the
`@callee` region slice, a loop body within the while op. Prints each event
as `<depth> <name>` in start order, so FileCheck can check the nesting.
"""
import json
import sys

with open(sys.argv[1]) as f:
    trace = json.load(f)
events = sorted(trace["traceEvents"], key=lambda e: (e["ts"], -e["dur"]))
stack = []
for event in events:
    assert event["ph"] == "X", event
    assert event["dur"] >= 0, event
    end = event["ts"] + event["dur"]
    while stack and stack[-1] < event["ts"]:
        stack.pop()
    # A slice that starts inside another must also end inside it.
    assert not stack or end <= stack[-1] + 1e-3, ("slices overlap", event)
    args = event["args"]
    extra = f" {args['result_types']} {args['bytes']}" if "bytes" in args else ""
    print(f"{len(stack)} {event['name']}{extra}")
    stack.append(end)

"""Checks the reports of `hlokit-run --trace` and `--profile=json` on a grid.

usage: check_grid_reports.py trace FILE | profile FILE

trace: every complete ("X") event belongs to a process named by a
"process_name" metadata event, starts at a time of at least 0, and nests
inside the events of its process that contain it in time; the processes'
timelines start within a second of each other (one clock). Prints each
process's name, then its events as `<depth> <name> <result types> <bytes>`
(and `unfinished` for those a failed run left open).

profile: prints each process's name and id, then its rows by op kind
(`<op> calls=<n> bytes=<b>`), sorted by op.
"""
import json
import sys
from collections import defaultdict


def check_trace(trace):
    names = {e["pid"]: e["args"]["name"] for e in trace["traceEvents"]
             if e["ph"] == "M" and e["name"] == "process_name"}
    events = defaultdict(list)
    for event in trace["traceEvents"]:
        if event["ph"] == "M":
            continue
        assert event["ph"] == "X", event
        assert event["pid"] in names, ("no process name", event)
        assert event["ts"] >= 0 and event["dur"] >= 0, event
        events[event["pid"]].append(event)
    starts = [min(e["ts"] for e in events[pid]) for pid in events]
    assert max(starts) - min(starts) < 1e6, ("timelines apart", starts)
    for pid in sorted(events):
        print(names[pid])
        stack = []
        for event in sorted(events[pid], key=lambda e: (e["ts"], -e["dur"])):
            end = event["ts"] + event["dur"]
            while stack and stack[-1] < event["ts"]:
                stack.pop()
            assert not stack or end <= stack[-1] + 1e-3, ("overlap", event)
            args = event["args"]
            extra = (f" {args['result_types']} {args['bytes']}"
                     if "bytes" in args else "")
            if args.get("unfinished"):
                extra += " unfinished"
            print(f"{len(stack)} {event['name']}{extra}")
            stack.append(end)


def check_profile(profile):
    for process in profile["processes"]:
        print(f"process {process['process']} id {process['id']}")
        rows = process["profile"]["by_op_kind"]
        for row in sorted(rows, key=lambda r: r["op"]):
            print(f"{row['op']} calls={row['calls']} bytes={row['bytes']}")


kind, path = sys.argv[1:3]
with open(path) as f:
    report = json.load(f)
{"trace": check_trace, "profile": check_profile}[kind](report)

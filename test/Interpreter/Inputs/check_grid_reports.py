"""Checks the reports of `hlokit-run --trace` and `--profile=json` on a grid.

usage: check_grid_reports.py trace FILE | profile FILE

trace: every complete ("X") event belongs to a process named by a
"process_name" metadata event, starts at a time of at least 0, and nests
inside the events of its process that contain it in time; the processes'
timelines start within a second of each other (one clock). Prints each
process's name, then its events as check_trace.py prints them.

profile: prints each process's name and id, then its rows by op kind
(`<op> calls=<n> bytes=<b>`), sorted by op.
"""
import json
import os
import sys
from collections import defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "Tools", "hlokit-run", "Inputs"))
from check_trace import print_nested  # noqa: E402


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
        print_nested(events[pid])


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

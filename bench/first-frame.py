#!/usr/bin/python3
"""Time to the interactive mode's first frame with results, against curl
fetching the same page, measured the same way in the same run.

Each run starts the program on a fresh pseudo-terminal (120x40) and takes
the time from just before the fork to the moment the terminal receives
PATTERN (ghsearch's title, `30 Repositories`: the frame that shows the
rows) or, for curl, to the moment curl has exited after writing the page.
The contenders alternate run by run, so load on the machine hits both.

Usage: first-frame.py RUNS PATTERN -- GHSEARCH-COMMAND… -- CURL-COMMAND…
Prints, per contender, `name median=… min=… max=…` in seconds.
"""
import statistics
import sys

sys.dont_write_bytecode = True  # (no __pycache__ beside the benchmarks)
from pty_watch import until_exit, until_pattern  # noqa: E402


def main():
    runs = int(sys.argv[1])
    pattern = sys.argv[2].encode()
    rest = sys.argv[3:]
    split = [i for i, a in enumerate(rest) if a == "--"]
    ghsearch = rest[split[0] + 1:split[1]]
    curl = rest[split[1] + 1:]
    times = {"ghsearch": [], "curl": []}
    for warmup in range(3):
        until_pattern(ghsearch, pattern)
        until_exit(curl)
    for _ in range(runs):
        times["ghsearch"].append(until_pattern(ghsearch, pattern))
        times["curl"].append(until_exit(curl))
    for name, values in times.items():
        print(f"{name} median={statistics.median(values):.6f} min={min(values):.6f} max={max(values):.6f}")


if __name__ == "__main__":
    main()

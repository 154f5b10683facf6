#!/usr/bin/python3
"""The writes an interactive load makes, counted with strace: a program's
every `write(2)` from its start on a fresh pseudo-terminal (120x40) until
its title says PATTERN (all rows loaded), then Ctrl-C, as bench/loading.py
runs it. A count of system calls does not depend on the machine's load;
how many frames are drawn does (one a frame period at most while pages
arrive), so it is printed beside them.

Usage: loading-writes.py PATTERN WORKDIR -- COMMAND… [-- COMMAND…]
Prints, per command: writes to the terminal (frames, i.e. those that begin a
synchronized update, and the others: the prompt row), wake-up bytes on the
editor's pipe (`R`: a redraw asked for), writes to /dev/null (libedit's own
drawing), and all writes.
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # (no __pycache__ beside the benchmarks)
from loading import interactive  # noqa: E402
from pty_watch import commands  # noqa: E402

WRITE = re.compile(r'^\d+\s+write\((\d+)<([^>]*)>, "((?:[^"\\]|\\.)*)"')


def count(trace):
    counts = {"frames": 0, "prompt rows": 0, "terminal bytes": 0, "wake-ups": 0, "libedit (/dev/null)": 0, "all": 0}
    with open(trace, errors="replace") as lines:
        for line in lines:
            match = WRITE.match(line)
            if not match:
                continue
            counts["all"] += 1
            path, text = match.group(2), match.group(3)
            if path.startswith("/dev/pts/") or path == "/dev/tty":
                written = re.search(r"= (\d+)$", line.rstrip())
                counts["terminal bytes"] += int(written.group(1)) if written else 0
                if text.startswith("\\33[?2026h"):
                    counts["frames"] += 1
                else:
                    counts["prompt rows"] += 1
            elif path.startswith("pipe:") and text == "R":
                counts["wake-ups"] += 1
            elif path == "/dev/null":
                counts["libedit (/dev/null)"] += 1
    return counts


def main():
    pattern = sys.argv[1].encode()
    work = sys.argv[2]
    for index, argv in enumerate(commands(sys.argv[3:])):
        trace = os.path.join(work, f"writes-{index}.trace")
        interactive(["strace", "-f", "-y", "-qq", "-e", "trace=write", "-s", "16", "-o", trace] + argv, pattern)
        figures = ", ".join(f"{name} {value}" for name, value in count(trace).items())
        print(f"{figures}: {' '.join(argv)}")


if __name__ == "__main__":
    main()

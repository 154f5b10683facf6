#!/usr/bin/python3
"""Instructions to a revisit's cached frame and to the floor's empty frame,
every thread's (callgrind, exact whatever the load): the counts behind
bench/revisit.sh's wall times.

Each COMMAND runs under `valgrind --tool=callgrind
--dump-after=<ScreenRenderer.render>` on a fresh 120x40 pseudo-terminal,
twice a round: with CACHED appended (a user whose first page is in the
response cache; the fake should hold its answers back long enough that
none is read before the frame) until `checking for changes`, and with no
name until `0 Repositories`; then a moment more (the dump is written after
the frame's write) and it is killed. A dump holds what all threads did
since the dump before, so the instructions to a frame are the sum of the
dumps up to it: the revisit's cached frame is the first whose drawing made
table rows (`RepositoryTable.row`), the floor's is its first. Prints, per
command and kind, each run's total and the number of the frame it ends at.

Usage: revisit-instructions.py RUNS CACHED WORKDIR -- COMMAND… [-- COMMAND…]
"""
import glob
import os
import re
import signal
import sys
import time

sys.dont_write_bytecode = True  # (no __pycache__ beside the benchmarks)
from pty_watch import commands as split_commands, read_until, split_environment, start  # noqa: E402

RENDER = "$s16GHSearchTerminal14ScreenRendererC6render_12cursorColumnySaySSG_SitF"
ROW = "RepositoryB0O3row"


def dump(path):
    """(instructions, whether it made table rows) of one dump file."""
    total = 0
    rows = False
    with open(path, errors="replace") as f:
        for line in f:
            if line.startswith(("summary:", "totals:")):
                total = max(total, int(line.split()[1]))
            elif not rows and ROW in line and re.match(r"c?fn=", line):
                rows = True
    return total, rows


def run(argv, pattern, out, with_rows):
    for old in glob.glob(out + "*"):
        os.remove(old)
    environment, argv = split_environment(argv)
    argv = [f"{name}={value}" for name, value in environment.items()] + [
        "valgrind", "--tool=callgrind", "--demangle=no", "--dump-line=no",
        "--dump-after=" + RENDER, "--callgrind-out-file=" + out] + argv
    began = time.perf_counter()
    pid, fd = start(argv)
    arrived, seen = read_until(fd, pattern, began, 120.0)
    time.sleep(1.5)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.close(fd)
    if not arrived:
        sys.exit(f"no {pattern!r}; last output: {seen[-300:]!r}")
    # out.<dump>: what every thread did since the dump before.
    dumps = sorted((int(path.rsplit(".", 1)[1]), path) for path in glob.glob(out + ".*"))
    total = 0
    for number, path in dumps:
        instructions, rows = dump(path)
        total += instructions
        if rows or not with_rows:
            return total, number
    sys.exit("no frame with rows")


def main():
    args = sys.argv[1:]
    runs, cached, work, args = int(args[0]), args[1], args[2], args[3:]
    commands = split_commands(args)
    kinds = [("revisit", lambda argv: argv + [cached], b"checking for changes", True),
             ("floor", lambda argv: argv, b"0 Repositories", False)]
    results = {}
    for _ in range(runs):
        for i, argv in enumerate(commands):
            for kind, make, pattern, with_rows in kinds:
                out = os.path.join(work, f"revisit-instructions-{i}-{kind}.cg")
                results.setdefault((i, kind), []).append(run(make(argv), pattern, out, with_rows))
    for i, argv in enumerate(commands):
        print(" ".join(argv))
        for kind, _, _, _ in kinds:
            values = results[(i, kind)]
            frames = ", ".join(f"{total / 1e6:.2f} M (frame {number})" for total, number in values)
            print(f"  {kind:8} {frames}")


if __name__ == "__main__":
    main()

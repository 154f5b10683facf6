#!/usr/bin/python3
"""Instructions of the frames the program draws, on the thread that draws
them (callgrind, exact whatever the load): each COMMAND runs under
`valgrind --tool=callgrind --separate-threads=yes --dump-after=<ScreenRenderer.render>`
on a fresh 120x40 pseudo-terminal until PATTERN has arrived, then a moment
more (the dump is written after the frame's write) and is killed. Of the
thread that called `ScreenRenderer.render`, prints the instructions of its
first frame and of its first frame with table rows (one that called
`RepositoryTable.row`), and how many of those were `SearchScreen.render`'s
(inclusive, from the dump's call costs). The commands alternate run by run.

Usage: frame-app.py RUNS PATTERN WORKDIR -- COMMAND… [-- COMMAND…]
"""
import glob
import os
import re
import signal
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # (no __pycache__ beside the benchmarks)
from pty_watch import commands as split_commands, read_until, start  # noqa: E402

RENDER = "$s16GHSearchTerminal14ScreenRendererC6render_12cursorColumnySaySSG_SitF"
ROW = "RepositoryB0O3row"
SCREEN = "15GHSearchPresent12SearchScreenV6render"


def dump_costs(path):
    """(total instructions, does it make table rows, SearchScreen.render's inclusive cost)."""
    names = {}
    total = 0
    rows = False
    screen = 0
    callee = None
    pending = False
    with open(path, errors="replace") as f:
        for line in f:
            if line.startswith(("summary:", "totals:")):
                total = max(total, int(line.split()[1]))
                continue
            m = re.match(r"(c?fn)=\((\d+)\)(?: (.*))?", line)
            if m:
                kind, ident, name = m.groups()
                if name:
                    names[ident] = name.strip()
                name = names.get(ident, "")
                if ROW in name:
                    rows = True
                if kind == "cfn":
                    callee = name
                continue
            if line.startswith("calls="):
                pending = True
                continue
            if pending:
                pending = False
                fields = line.split()
                # Only the calls made from outside it: SearchScreen.render
                # does not call itself.
                if callee and SCREEN in callee and fields:
                    screen += int(fields[-1])
    return total, rows, screen


def run(argv, pattern, out):
    for old in glob.glob(out + "*"):
        os.remove(old)
    argv = ["valgrind", "--tool=callgrind", "--separate-threads=yes", "--demangle=no", "--dump-line=no",
            "--dump-after=" + RENDER, "--callgrind-out-file=" + out] + argv
    began = time.perf_counter()
    pid, fd = start(argv)
    arrived, seen = read_until(fd, pattern, began, 120.0)
    if not arrived:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        sys.exit(f"no {pattern!r}; last output: {seen[-300:]!r}")
    time.sleep(1.5)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.close(fd)
    # out.<dump>-<thread>: the thread whose dumps were made by the renderer.
    threads = {}
    for path in glob.glob(out + ".*-*"):
        dump, thread = path.rsplit(".", 1)[1].split("-")
        threads.setdefault(thread, []).append((int(dump), path))
    for thread, dumps in threads.items():
        dumps.sort()
        frames = [dump_costs(path) for _, path in dumps]
        if any(screen for _, _, screen in frames):
            first = frames[0]
            with_rows = next((f for f in frames if f[1]), None)
            return first, with_rows
    sys.exit("no thread drew a frame")


def main():
    args = sys.argv[1:]
    runs, pattern, work, args = int(args[0]), args[1].encode(), args[2], args[3:]
    commands = split_commands(args)
    results = [[] for _ in commands]
    for _ in range(runs):
        for i, argv in enumerate(commands):
            results[i].append(run(argv, pattern, os.path.join(work, f"frame-app-{i}.cg")))
    for argv, values in zip(commands, results):
        print(" ".join(argv))
        for first, rows in values:
            text = f"  first frame {first[0] / 1e6:.3f} M (SearchScreen.render {first[2] / 1e6:.3f} M)"
            if rows:
                same = " (the first)" if rows is first else ""
                text += f"; first with rows{same} {rows[0] / 1e6:.3f} M (SearchScreen.render {rows[2] / 1e6:.3f} M)"
            print(text)


if __name__ == "__main__":
    main()

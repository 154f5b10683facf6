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
import os
import pty
import signal
import statistics
import struct
import sys
import termios
import fcntl
import time

sys.dont_write_bytecode = True  # (no __pycache__ beside the benchmarks)
from pty_watch import read_until  # noqa: E402


def start(argv):
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        os.execvp(argv[0], argv)
    return pid, fd


def until_pattern(argv, pattern, deadline=10.0):
    began = time.perf_counter()
    pid, fd = start(argv)
    arrived, seen = read_until(fd, pattern, began, deadline)
    elapsed = time.perf_counter() - began if arrived else None
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.close(fd)
    if elapsed is None:
        sys.exit(f"{argv[0]}: no {pattern!r} within {deadline} s; last output: {seen[-300:]!r}")
    return elapsed


def until_exit(argv):
    began = time.perf_counter()
    pid, fd = start(argv)
    while True:
        try:
            if not os.read(fd, 65536):
                break
        except OSError:
            break
    _, status = os.waitpid(pid, 0)
    elapsed = time.perf_counter() - began
    os.close(fd)
    if status != 0:
        sys.exit(f"{argv[0]} failed: {status}")
    return elapsed


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

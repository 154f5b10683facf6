#!/usr/bin/python3
"""Loading a user's every page in the interactive mode against `--once`
fetching the same list, measured the same way in the same run: the CPU
time (user + system) and the peak resident memory of the whole process,
from the kernel's accounting of the child (wait4), never from a clock.

The interactive run starts on a fresh pseudo-terminal (120x40) with the
user's name on the command line and `--max-repos` at the cap, so it loads
every page in the background while it draws; it is measured from the fork
until its title says PATTERN (all rows loaded), then it is asked to quit
(Ctrl-C) and reaped. `--once` prints the same list as JSON lines to a
pipe that is read to its end. The contenders alternate run by run.

Usage: loading.py RUNS ROWS PATTERN -- INTERACTIVE-COMMAND… -- ONCE-COMMAND… [-- BEFORE-COMMAND…]
BEFORE-COMMAND, when given, is another interactive build (one made before a
change), alternated with the two others in the same runs, it and the
interactive build swapping places every other run (bench/alternate.py).
Prints one line per contender: CPU median (min–max) in seconds, µs per
row, peak RSS median in MB, and the ratios to `--once`'s; and the medians of
its voluntary and involuntary context switches (wait4's rusage).
"""
import fcntl
import os
import pty
import statistics
import struct
import subprocess
import sys
import termios
import time

sys.dont_write_bytecode = True  # (no __pycache__ beside the benchmarks)
from alternate import round_order  # noqa: E402
from pty_watch import read_until  # noqa: E402


def interactive(argv, pattern, deadline=300.0):
    began = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        os.execvp(argv[0], argv)
    arrived, seen = read_until(fd, pattern, began, deadline)
    if arrived:
        os.write(fd, b"\x03")
        read_until(fd, b"", time.perf_counter(), 10.0)  # to its end: the program quits
    _, status, usage = os.wait4(pid, 0)
    os.close(fd)
    if not arrived:
        sys.exit(f"{argv[0]}: no {pattern!r} within {deadline} s; last output: {seen[-300:]!r}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, (usage.ru_nvcsw, usage.ru_nivcsw)


def once(argv):
    child = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    lines = sum(1 for _ in child.stdout)
    _, status, usage = os.wait4(child.pid, 0)
    if status != 0 or lines == 0:
        sys.exit(f"{argv[0]} failed: status {status}, {lines} lines")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, (usage.ru_nvcsw, usage.ru_nivcsw)


def main():
    runs, rows = int(sys.argv[1]), int(sys.argv[2])
    pattern = sys.argv[3].encode()
    rest = sys.argv[4:]
    split = [i for i, a in enumerate(rest) if a == "--"] + [len(rest)]
    repl, plain = rest[split[0] + 1:split[1]], rest[split[1] + 1:split[2]]
    contenders = [("interactive", lambda: interactive(repl, pattern)), ("once", lambda: once(plain))]
    pairs = []
    if len(split) > 3:
        before = rest[split[2] + 1:]
        contenders.insert(0, ("before", lambda: interactive(before, pattern)))
        pairs = [("before", "interactive")]
    cpu = {name: [] for name, _ in contenders}
    rss = {name: [] for name, _ in contenders}
    switches = {name: [] for name, _ in contenders}
    for _, run in contenders:  # warm-up: the page cache, the fake's lists
        run()
    for number in range(1, runs + 1):
        for name, run in round_order(contenders, pairs, number):
            seconds, megabytes, switched = run()
            cpu[name].append(seconds)
            rss[name].append(megabytes)
            switches[name].append(switched)
    anchor_cpu, anchor_rss = statistics.median(cpu["once"]), statistics.median(rss["once"])
    for name in ["once"] + [name for name, _ in contenders if name != "once"]:
        median = statistics.median(cpu[name])
        memory = statistics.median(rss[name])
        print(f"{rows:>7} {name:<11} cpu {median:7.3f} s ({min(cpu[name]):.3f}–{max(cpu[name]):.3f})"
              f" {median / rows * 1e6:6.1f} µs/row {median / anchor_cpu:5.2f}×"
              f"  rss {memory:6.1f} MB {memory / anchor_rss:4.2f}×"
              f"  context switches {statistics.median(v for v, _ in switches[name]):7.0f} voluntary"
              f" {statistics.median(i for _, i in switches[name]):6.0f} involuntary")


if __name__ == "__main__":
    main()

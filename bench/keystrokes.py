#!/usr/bin/python3
"""Fresh filter keystrokes in the program, over a pseudo-terminal: the time
from writing a key to the terminal until the frame it causes has arrived
(the end of its synchronized update, `ESC [ ? 2026 l`: FrameDiff wraps
every frame in one), with every row of a big user loaded.

The program starts on a fresh 120x40 pseudo-terminal with the user's name
on its command line and loads every page; once the title says PATTERN and
the screen has been quiet for a moment, distinct words are typed after the
name letter by letter (a fixed pseudo-random sequence of 2–6 letters, the
same every run). Only lines never typed before are measured: each extends
the line before it (the program narrows from its rows), none is answered
from the filter's cache. The word is then erased (its lines are cached:
not measured) and the next one typed.

The anchor, in the same run and alternating key by key: Down after each
fresh letter, which redraws the screen (the selection moves) through the
same frame path without filtering: the cost of a key and a frame alone.

A key whose frame does not come within 0.3 s (a line whose rows and
highlights are those of the line before: no frame is written) is counted
and left out.

Usage: keystrokes.py KEYS PATTERN -- COMMAND…
Prints per contender: median, p95, max and count, in milliseconds.
"""
import os
import select
import signal
import statistics
import sys
import time

sys.dont_write_bytecode = True  # (no __pycache__ beside the benchmarks)
from pty_watch import read_until, start  # noqa: E402

FRAME_END = b"\x1b[?2026l"
DOWN = b"\x1b[B"
ERASE = b"\x7f"


class SplitMix64:
    """The same words every run (bench/repl's sequence)."""

    def __init__(self, state):
        self.state = state

    def next(self):
        mask = (1 << 64) - 1
        self.state = (self.state + 0x9E3779B97F4A7C15) & mask
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        return z ^ (z >> 31)


def quiet(fd, seconds):
    """Reads until nothing has arrived for SECONDS."""
    while select.select([fd], [], [], seconds)[0]:
        try:
            if not os.read(fd, 65536):
                return
        except OSError:
            return


TRACE = open(os.environ["KEYSTROKES_TRACE"], "w") if os.environ.get("KEYSTROKES_TRACE") else None
PROGRAM = {"pid": None}


def counters():
    """The program's page faults (minor + major, every thread's) and its
    threads' context switches (voluntary + involuntary, from
    /proc/PID/task/*/status: those of threads alive at both reads), read outside
    the timed part of a key."""
    pid = PROGRAM["pid"]
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        faults = int(fields[7]) + int(fields[9])
    except OSError:
        return 0, 0
    switches = 0
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        tasks = []
    for task in tasks:
        try:
            with open(f"/proc/{pid}/task/{task}/status") as f:
                for line in f:
                    if "ctxt_switches" in line:
                        switches += int(line.split()[1])
        except OSError:
            pass
    return faults, switches


def key(fd, data, deadline=0.3, label=""):
    """Writes DATA and returns the seconds until a frame's end arrived, or None.
    KEYSTROKES_TRACE=FILE: each key's line there (what, when written on
    CLOCK_MONOTONIC in ns, milliseconds to its frame or -1, and the page
    faults and context switches of the program from just before the write
    to just after the frame)."""
    before = counters() if TRACE else (0, 0)
    began = time.perf_counter()
    written = time.monotonic_ns()
    os.write(fd, data)
    arrived, _ = read_until(fd, FRAME_END, began, deadline)
    elapsed = time.perf_counter() - began if arrived else None
    if TRACE:
        after = counters()
        print(f"{label or repr(data)} {written} {-1 if elapsed is None else elapsed * 1e3:.3f}"
              f" faults={after[0] - before[0]} switches={after[1] - before[1]}", file=TRACE)
    return elapsed


def down(fd, times, missed):
    """The anchor: Down, timed to its frame."""
    elapsed = key(fd, DOWN, label="down")
    if elapsed is None:
        missed["down"] += 1
    else:
        times["down"].append(elapsed)
    quiet(fd, 0.02)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main():
    keys = int(sys.argv[1])
    pattern = sys.argv[2].encode()
    argv = sys.argv[sys.argv.index("--") + 1:]
    # KEYSTROKES_ANCHOR=after: the Downs after every fresh key instead of
    # one after each. A Down chooses a row, and the program then follows
    # that row at every later key, ranking every row to show it where it
    # ranks: alternating, every fresh key but the first is such a key.
    anchor = os.environ.get("KEYSTROKES_ANCHOR") or "alternate"
    pid, fd = start(argv)
    PROGRAM["pid"] = pid
    try:
        arrived, seen = read_until(fd, pattern, time.perf_counter(), 300.0)
        if not arrived:
            sys.exit(f"{argv[0]}: no {pattern!r} within 300 s; last output: {seen[-300:]!r}")
        quiet(fd, 0.5)
        os.write(fd, b" ")
        quiet(fd, 0.3)
        random = SplitMix64(42)
        letters = "abcdefghijklmnopqrstuvwxyz"
        seen_lines = set()
        times = {"fresh": [], "down": []}
        missed = {"fresh": 0, "down": 0}
        while len(times["fresh"]) < keys:
            length = 2 + random.next() % 5
            word = "".join(letters[random.next() % 26] for _ in range(length))
            for i in range(1, len(word) + 1):
                fresh = word[:i] not in seen_lines
                seen_lines.add(word[:i])
                elapsed = key(fd, word[i - 1].encode(), label=("fresh:" if fresh else "seen:") + word[:i])
                if not fresh:
                    quiet(fd, 0.05)
                    continue
                if elapsed is None:
                    missed["fresh"] += 1
                    if os.environ.get("KEYSTROKES_DEBUG"):
                        print(f"no frame: {word[:i]!r}", file=sys.stderr)
                else:
                    times["fresh"].append(elapsed)
                quiet(fd, 0.02)
                if anchor == "after":
                    continue
                down(fd, times, missed)
            os.write(fd, ERASE * len(word))
            quiet(fd, 0.1)
        if anchor == "after":
            for _ in range(len(times["fresh"])):
                down(fd, times, missed)
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(fd)
    for name, values in times.items():
        ms = [v * 1e3 for v in values]
        print(f"{name} median={statistics.median(ms):.3f} p95={percentile(ms, 0.95):.3f}"
              f" max={max(ms):.3f} count={len(ms)} missed={missed[name]}")


if __name__ == "__main__":
    main()

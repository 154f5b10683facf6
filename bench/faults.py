#!/usr/bin/python3
"""Page faults to the interactive mode's first frame: a count that does not
depend on the machine's load (each costs ~2.5-3 µs here), to guide start-up
work where the wall clock is noise.

Each run starts a command on a fresh pseudo-terminal (120x40), as
bench/first-frame.py does, and when the terminal receives PATTERN reads the
process's minor + major faults from /proc/PID/stat (every thread's, the
dynamic loader's included) less those the forked child had before exec; a
command that exits first (curl) is counted at its exit, from the kernel's
rusage. Several commands alternate run by run.

Usage: faults.py RUNS PATTERN [--dump-bss FILE] [--callgrind FILE] -- COMMAND… [-- COMMAND…]
Prints, per command, `faults median=… min=… max=…: COMMAND`.
For scripts/derive-link-order.sh, with one command and one run:
--dump-bss FILE   also writes the bytes of the program's .bss at the first
                  frame to FILE and the section's address to FILE.addr (the
                  lazy globals that were used are no longer zero);
--callgrind FILE  runs it under callgrind and dumps the profile to FILE.1
                  at the first frame (the functions that ran; the count is
                  then valgrind's).
"""
import fcntl
import os
import pty
import re
import resource
import signal
import statistics
import struct
import subprocess
import sys
import termios
import time

sys.dont_write_bytecode = True  # (no __pycache__ beside the benchmarks)
from pty_watch import commands as split_commands, exec_command, read_until, split_environment  # noqa: E402


def section(executable, name):
    """(address, size) of a section of an ELF file, from readelf."""
    out = subprocess.run(["readelf", "-S", "-W", executable], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", line)
        if m and m.group(1) == name:
            return int(m.group(2), 16), int(m.group(3), 16)
    raise SystemExit(f"{executable}: no {name} section")


def own_faults(pid):
    """Minor + major faults of a process so far, from /proc/PID/stat."""
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return int(fields[7]) + int(fields[9])


def dump_bss(pid, path):
    executable = os.readlink(f"/proc/{pid}/exe")
    base = None
    for line in open(f"/proc/{pid}/maps"):
        fields = line.split()
        if len(fields) > 5 and fields[5] == executable:
            base = int(fields[0].split("-")[0], 16)
            break
    address, size = section(executable, ".bss")
    with open(f"/proc/{pid}/mem", "rb") as memory:
        memory.seek(base + address)
        data = memory.read(size)
    with open(path, "wb") as out:
        out.write(data)
    with open(path + ".addr", "w") as out:
        out.write(f"{address:#x}\n")


def faults_at_pattern(argv, pattern, bss=None, callgrind=None):
    deadline = 120.0 if callgrind else 20.0
    if callgrind:
        environment, argv = split_environment(argv)
        argv = [f"{name}={value}" for name, value in environment.items()] + [
            "valgrind", "--tool=callgrind", "--demangle=no", "--dump-line=no",
            "--callgrind-out-file=" + callgrind] + argv
    began = time.perf_counter()
    before_r, before_w = os.pipe()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        # The forked child's own copy-on-write faults before exec are counted
        # in its /proc/PID/stat too: sent to the parent, which subtracts them.
        os.close(before_r)
        os.write(before_w, str(own_faults("self")).encode())
        os.close(before_w)
        exec_command(argv)
    os.close(before_w)
    before = int(os.read(before_r, 64))
    os.close(before_r)
    arrived, seen = read_until(fd, pattern, began, deadline)
    if not arrived:
        # Exited (curl) or never drew: the kernel's count for the whole run.
        _, status, usage = os.wait4(pid, 0)
        os.close(fd)
        if status != 0 or pattern:
            sys.exit(f"{argv[0]}: no {pattern!r} (status {status}); last output: {seen[-300:]!r}")
        return usage.ru_minflt + usage.ru_majflt - before
    if callgrind:  # (while it runs: the dump is made by the program)
        subprocess.run(["callgrind_control", "--dump", str(pid)], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=True)
        time.sleep(0.5)
    os.kill(pid, signal.SIGSTOP)
    count = own_faults(pid) - before
    if bss:
        dump_bss(pid, bss)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.close(fd)
    return count


def main():
    args = sys.argv[1:]
    runs, pattern, args = int(args[0]), args[1].encode(), args[2:]
    bss = callgrind = None
    while args[0] != "--":
        if args[0] == "--dump-bss":
            bss = args[1]
        elif args[0] == "--callgrind":
            callgrind = args[1]
        else:
            sys.exit(f"unknown option {args[0]}")
        args = args[2:]
    commands = split_commands(args)
    counts = [[] for _ in commands]
    for _ in range(runs):
        for i, argv in enumerate(commands):
            # curl is counted to its exit (no pattern); ghsearch to its frame.
            exits = os.path.basename(argv[0]) == "curl"
            if exits:
                counts[i].append(faults_at_pattern(argv, b""))
            else:
                counts[i].append(faults_at_pattern(argv, pattern, bss, callgrind))
    for argv, values in zip(commands, counts):
        print(f"faults median={statistics.median(values):g} min={min(values)} max={max(values)}: {' '.join(argv)}")


if __name__ == "__main__":
    main()

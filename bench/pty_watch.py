"""Reading a program's pseudo-terminal until a pattern arrives: the one
loop behind bench/first-frame.py and bench/revisit.py (the time to the
first frame) and bench/faults.py (the page faults to it), so all stop at
the same moment; and starting a program on a 120x40 pseudo-terminal."""
import fcntl
import os
import re
import pty
import select
import signal
import struct
import sys
import termios
import time


def read_until(fd, pattern, began, deadline):
    """Reads FD until PATTERN has arrived, the terminal closed or DEADLINE
    seconds have passed since BEGAN. Returns (arrived, the last output seen).
    An empty PATTERN never arrives: the terminal is read to its end."""
    seen = b""
    while time.perf_counter() - began < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        # (Looked for before trimming: one frame can be longer than what is kept.)
        seen = (seen[-len(pattern):] if pattern else seen) + chunk
        if pattern and pattern in seen:
            return True, seen
        seen = seen[-4096:]
    return False, seen


def split_environment(argv):
    """(the leading NAME=value words of argv as a dict, the rest): a
    command's own environment, set in the forked child before its exec (no
    `env` process in what is measured), e.g. a build from before a change
    given a response cache of its own when the cache's format changed."""
    environment = {}
    rest = list(argv)
    while rest and re.match(r"[A-Za-z_][A-Za-z0-9_]*=", rest[0]):
        name, value = rest.pop(0).split("=", 1)
        environment[name] = value
    return environment, rest


def exec_command(argv):
    """In a forked child: exec argv with its leading NAME=value words set."""
    environment, argv = split_environment(argv)
    os.environ.update(environment)
    os.execvp(argv[0], argv)


def start(argv):
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        exec_command(argv)
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


def commands(args):
    """The commands of a bench script's `-- ARGV -- ARGV …` arguments."""
    result = []
    for arg in args:
        if arg == "--":
            result.append([])
        else:
            result[-1].append(arg)
    return result

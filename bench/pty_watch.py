"""Reading a program's pseudo-terminal until a pattern arrives: the one
loop behind bench/first-frame.py (the time to the first frame) and
bench/faults.py (the page faults to it), so both stop at the same moment."""
import os
import select
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

"""Python's json module on one page, the same bytes the Swift decoder reads.
Usage: decode.py FILE ITERATIONS"""
import json
import sys
import time

body = open(sys.argv[1], "rb").read()
times = []
for _ in range(int(sys.argv[2])):
    start = time.perf_counter()
    count = len(json.loads(body))
    times.append(time.perf_counter() - start)
times.sort()
median = times[len(times) // 2]
print(f"bytes={len(body)} repositories={count} mbps={len(body) / median / 1e6} "
      f"min={times[0]} median={median} max={times[-1]}")

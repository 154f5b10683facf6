"""Prints the table of bench/run.sh from the files it left in a directory."""
import json
import os
import sys

work = sys.argv[1]


def read(name):
    with open(os.path.join(work, name)) as f:
        return f.read()


def fields(text):
    return dict(part.split("=", 1) for part in text.split() if "=" in part)


def hyperfine(name):
    return {r["command"]: r for r in json.loads(read(name))["results"]}


def ms(r):
    return f"{r['median'] * 1e3:8.1f} ms ({r['min'] * 1e3:.1f}–{r['max'] * 1e3:.1f})"


def ratio(a, b):
    return f"{a['median'] / b['median']:5.2f}×"


print("1. ghsearch --once U (piped, TSV) vs what a user would run; ratio = tool / ghsearch (>1: ghsearch faster)")
print(f"   {'user':6} {'JSON':>8}  {'command':15} {'median (min–max)':>28}  ratio")
for user in ["u30", "u300", "u3000"]:
    results = hyperfine(f"once.{user}.json")
    size = int(read(f"bytes.{user}")) / 1e6
    base = results["ghsearch"]
    for name in ["ghsearch", "ghsearch-jobs1", "curl-jq", "curl-jq-reuse", "python", "curl-floor"]:
        print(f"   {user:6} {size:6.1f}MB  {name:15} {ms(results[name]):>28}  {ratio(results[name], base)}")

swift = fields(read("decode.swift"))
python = fields(read("decode.python"))
print("\n2. Decode of one 100-repository page "
      f"({int(swift['bytes']) / 1e3:.0f} kB), median of 200 (min–max)")
for name, f in [("ghsearch (RepositoryScanner)", swift), ("Python json.loads", python)]:
    print(f"   {name:30} {float(f['mbps']):7.0f} MB/s  {float(f['median']) * 1e3:.2f} ms "
          f"({float(f['min']) * 1e3:.2f}–{float(f['max']) * 1e3:.2f})")
print(f"   ratio: ghsearch {float(swift['mbps']) / float(python['mbps']):.2f}× Python's throughput")

slow = hyperfine("once.u30-latency.json")
print("\n3. --once u30 with 20 ms server latency, median of 20 (min–max); ratio = tool / ghsearch")
for name in ["ghsearch", "curl-jq", "python"]:
    print(f"   {name:15} {ms(slow[name]):>28}  {ratio(slow[name], slow['ghsearch'])}")
print("   (start-up against curl --version: section 9, bench/startup.sh)")

json_bytes = int(read("bytes.u3000"))
for label, name in [("ghsearch --once u3000", "rss"), ("curl | jq (reuse variant)", "rss-jq")]:
    values = sorted(int(v) * 1024 for v in read(name).split())
    median = values[len(values) // 2]
    if name == "rss":
        print(f"\n4. Peak memory (max RSS, 5 runs) for u3000, JSON {json_bytes / 1e6:.1f} MB")
    print(f"   {label:26} {median / 1e6:6.1f} MB ({values[0] / 1e6:.1f}–{values[-1] / 1e6:.1f}) "
          f"= {median / json_bytes:.2f}× the JSON bytes")

print("\n5. Connections opened for u3000 (30 pages), counted by the fake server")
for line in read("connections").splitlines():
    name, count = line.split()
    print(f"   {name:15} {count}")

print("\n6. Instructions (callgrind), per operation")
for line in read("instructions").splitlines():
    name, count = line.split()
    what = {"decode": "decode one 100-repository page",
            "render-tsv": "render --once output, 3,000 repositories, TSV (piped)",
            "render-tty": "render --once output, 3,000 repositories, table (TTY, 120 columns)"}[name]
    print(f"   {what:68} {int(count):>12,}")

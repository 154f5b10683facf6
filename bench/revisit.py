#!/usr/bin/python3
"""The first frame of a revisit (a user whose first page is in the response
cache: drawn from it before GitHub answers) against `curl --version`, and of
a new user (nothing cached: drawn from GitHub's answer) against curl's
fetch of the same page: two passes, each alternating its contenders round
by round (the revisits, `curl --version` and the floor; then the new users
and curl's fetches).

Each run starts the program on a fresh pseudo-terminal (120x40) and takes
the time from just before the fork to the moment the terminal receives
the pattern, or, for curl, to the moment curl has exited.

- revisit: `GHSEARCH CACHED` until `checking for changes` (the status line
  of the frame drawn from the cache, written after its rows; the fake holds
  its answers about CACHED back, so no answer can be drawn first);
- curl --version;
- new user: `GHSEARCH new<i>` until `30 Repositories` (a user never asked
  for before in each run, with the response cache on);
- curl -s of new<i>'s first page;
- and the interactive mode's own floor: `GHSEARCH` with no name, until its
  first frame's `0 Repositories` (the terminal and the line editor set up,
  no data at all).
Each new user's page is fetched once before the runs (the fake writes a
page the first time it is asked for; neither contender should pay that).

Usage: revisit.py RUNS API CACHED -- GHSEARCH-COMMAND… [-- BEFORE-COMMAND…]
(the login is appended to GHSEARCH-COMMAND; a command's leading NAME=value
words are set in its environment, bench/pty_watch.py). With BEFORE-COMMAND (a build
from before a change), its revisit, floor and new user alternate with the
others in the same rounds, as `revisit-before`, `idle-before` and
`new-user-before`. Prints, per contender, `name median=… min=… max=…` in
seconds.
"""
import statistics
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # (no __pycache__ beside the benchmarks)
from alternate import round_order  # noqa: E402
from pty_watch import until_exit, until_pattern  # noqa: E402


def main():
    runs = int(sys.argv[1])
    api, cached = sys.argv[2], sys.argv[3]
    commands = sys.argv[5:]
    before = None
    if "--" in commands:
        cut = commands.index("--")
        commands, before = commands[:cut], commands[cut + 1:]
    ghsearch = commands
    revisit = b"checking for changes"
    fresh = b"30 Repositories"
    times = {"revisit": [], "curl-version": [], "new-user": [], "curl-fetch": [], "idle": []}
    if before:
        times.update({"revisit-before": [], "idle-before": [], "new-user-before": []})
    user = 0

    # Two passes, each alternating its own contenders round by round: a
    # revisit killed at its frame (its request still held by the fake) made
    # the new user started next ~12 ms slower (29.7 against 18.0 ms in one
    # run of 30 rounds), so the new user is not measured among revisits.
    # A program started just after one killed at its frame is slower than
    # one started after curl (docs/BENCHMARKS.md), so with BEFORE-COMMAND the two
    # builds swap places every other round (bench/alternate.py).
    rounds = 0

    def measure(contenders, pairs, record):
        nonlocal rounds
        rounds += 1
        measured = {name: run() for name, run in round_order(contenders, pairs if before else [], rounds)}
        if record:
            for name, value in measured.items():
                times[name].append(value)

    def revisits(record):
        contenders = [
            ("revisit", lambda: until_pattern(ghsearch + [cached], revisit)),
            ("curl-version", lambda: until_exit(["curl", "--version"])),
            ("idle", lambda: until_pattern(ghsearch, b"0 Repositories")),
        ]
        if before:
            contenders += [
                ("revisit-before", lambda: until_pattern(before + [cached], revisit)),
                ("idle-before", lambda: until_pattern(before, b"0 Repositories")),
            ]
        measure(contenders, [("revisit", "revisit-before"), ("idle", "idle-before")], record)

    def new_users(record):
        nonlocal user
        user += 1
        login = f"new{user}"
        page = f"{api}/users/{login}/repos?per_page=100"
        contenders = [
            ("new-user", lambda: until_pattern(ghsearch + [login], fresh)),
            ("curl-fetch", lambda: until_exit(["curl", "-s", "-o", "/dev/null", page])),
        ]
        if before:
            # Another new user: neither build finds the other's answer in the cache.
            user += 1
            other = f"new{user}"
            contenders.append(("new-user-before", lambda: until_pattern(before + [other], fresh)))
        measure(contenders, [("new-user", "new-user-before")], record)

    # The fake writes a page the first time it is asked for: each new user's
    # page is asked for once beforehand (plain and gzipped, as ghsearch asks),
    # so neither contender pays for the fake's work.
    for i in range(1, (runs + 3) * (2 if before else 1) + 1):
        page = f"{api}/users/new{i}/repos?per_page=100"
        for extra in ([], ["--compressed"]):
            subprocess.run(["curl", "-s", "-o", "/dev/null"] + extra + [page], check=True)
    for one_round in (revisits, new_users):
        time.sleep(1)  # the fake's last held answers about the cached user are out
        for _ in range(3):
            one_round(False)
        for _ in range(runs):
            one_round(True)
    for name, values in times.items():
        print(f"{name} median={statistics.median(values):.6f} min={min(values):.6f} max={max(values):.6f}")


if __name__ == "__main__":
    main()

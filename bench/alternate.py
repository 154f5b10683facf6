"""The order of one round's contenders where builds are compared in the
same run (bench/revisit.py, bench/loading.py, bench/once-floors.sh): a
program runs slower or faster for what ran just before it (one killed at
its frame, curl: docs/BENCHMARKS.md), so on every other round the builds
of each pair swap places, and each follows the same programs as often as
the other."""


def round_order(contenders, pairs, number):
    """CONTENDERS, a list of (name, run), in the order of round NUMBER
    (counted from 1): on even rounds the two named by each (a, b) of PAIRS
    swap places."""
    order = list(contenders)
    if number % 2 == 0:
        names = [name for name, _ in order]
        for a, b in pairs:
            i, j = names.index(a), names.index(b)
            order[i], order[j] = order[j], order[i]
    return order

#!/usr/bin/python3
"""Writes the release link's symbol ordering file (lld --symbol-ordering-file)
from what one first frame of `ghsearch u30` touched. scripts/derive-link-order.sh
gathers the inputs and calls this; see docs/RELEASE.md, "Round 4: code layout".

  link-order.py MAP CALLGRIND BSS BSS_ADDR > scripts/link-order.txt

MAP        the link map of the build that was measured (lld -Map, --no-demangle)
CALLGRIND  callgrind's dump of that build's first frame (--demangle=no): the
           functions that ran
BSS        the bytes of the binary's .bss at the first frame, BSS_ADDR the
           section's address: a symbol with a byte that is not zero was used
           (a lazy global's token, a metadata or conformance cache…)

lld places the input sections that hold a listed symbol first in their output
section, in the order of the list. The static Swift libraries give a section
per source file (or, for the standard library's Swift code, one 1.6 MB section
for all of it), so sections, not functions, are what can move: they are listed
densest first (the share of the section's bytes that ran), so the small hot
sections pack together and the large, mostly cold ones come after them. Each
section's used symbols are all listed, so the order still holds a section in
place when one of them is renamed; a name that no longer exists is only
ignored (--no-warn-symbol-ordering).
"""
import collections
import re
import sys


def callgrind_functions(path):
    """The functions of the executable that ran: name → self cost."""
    names, objects, cost = {}, {}, collections.Counter()
    current, current_object, in_call, exe = None, None, False, None
    for line in open(path, errors="replace"):
        if line.startswith("cmd:"):
            exe = line.split()[1]
            continue
        m = re.match(r"^(c?)(ob|fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if m:
            called, kind, number, name = m.groups()
            table = objects if kind == "ob" else names
            if name is not None:
                table[number] = name
            if not called:
                if kind == "ob":
                    current_object = objects[number]
                else:
                    current = names[number] if current_object == exe else None
                    if current is not None:
                        cost[current] += 0
            continue
        if line.startswith("calls="):
            in_call = True
            continue
        if current is not None and re.match(r"^[+-]?\d|^\*", line):
            if in_call:
                in_call = False
            else:
                parts = line.split()
                if len(parts) > 1:
                    cost[current] += int(parts[1])
    return cost


def map_sections(path, wanted):
    """Input sections of the output sections in `wanted`, in link order:
    (output section, input section id, size, [(symbol, address, size)])."""
    sections, output, current = [], None, None
    row = re.compile(r"^\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ (.*)$")
    for line in open(path, errors="replace"):
        m = row.match(line.rstrip("\n"))
        if not m:
            continue
        address, size, rest = int(m.group(1), 16), int(m.group(2), 16), m.group(3)
        name = rest.lstrip(" ")
        indent = len(rest) - len(name)
        if indent == 0:  # an output section
            output = name if name in wanted else None
            current = None
        elif output is None:
            continue
        elif indent == 8:  # an input section: file:(name)
            current = (output, name, size, address, [])
            sections.append(current)
        elif current is not None:  # a symbol in it
            current[4].append((name, address, size))
    return sections


def main():
    map_path, callgrind_path, bss_path, bss_address = sys.argv[1:5]
    ran = callgrind_functions(callgrind_path)
    bss = open(bss_path, "rb").read()
    bss_start = int(bss_address, 16)

    def used(symbol, address, size):
        if symbol in ran:
            return True
        offset = address - bss_start
        return 0 <= offset < len(bss) and any(bss[offset:offset + max(size, 1)])

    order = []
    for output in (".text", ".bss"):
        ranked = []
        for _, section, size, _, symbols in map_sections(map_path, {output}):
            hot = [(s, a, z) for s, a, z in symbols if used(s, a, z)]
            if not hot or size == 0:
                continue
            density = min(1.0, sum(max(z, 1) for _, _, z in hot) / size)
            ranked.append((-density, size, section, [s for s, _, _ in hot]))
        ranked.sort()
        for _, _, _, symbols in ranked:
            order.extend(symbols)
    seen = set()
    for symbol in order:
        if symbol not in seen:
            seen.add(symbol)
            print(symbol)


if __name__ == "__main__":
    main()

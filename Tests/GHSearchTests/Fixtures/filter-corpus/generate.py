#!/usr/bin/env python3
"""Writes corpus.tsv: 1,000 repositories (name, description, topics,
language), the same on every run (a fixed seed and no other input), for
FzfComparisonTests. Run from this directory: python3 generate.py > corpus.tsv"""
import random

rng = random.Random(20261202)
words = """json parser cache tutorial terminal ui toolkit http client server async stream fast tiny
simple markdown render image resize git hooks config loader yaml toml schema validator logger metrics
crypto hash vector matrix graph query sql orm queue worker cli args color theme font audio video codec
zip archive docker deploy kube editor vim plugin shell prompt fuzzy finder search index trie regex lexer
token web socket rpc proto buffer ring lock mutex thread pool timer clock date time locale unicode emoji
korean hangul table layout grid chart plot map geo weather bot chat mail ssh tls cert auth oauth jwt
session cookie""".split()
adjectives = "fast tiny simple minimal modern lightweight robust small experimental blazing".split()
languages = ["Swift", "Rust", "Go", "Python", "JavaScript", "TypeScript", "C", "C++", "Java", "Ruby",
             "Shell", "Haskell", "Zig", "Lua", ""]

def name():
    w = rng.sample(words, 3)
    shape = rng.randrange(9)
    if shape == 0: return w[0]
    if shape in (1, 2): return w[0] + "-" + w[1]
    if shape == 3: return w[0] + w[1].capitalize()
    if shape == 4: return w[0] + "_" + w[1]
    if shape == 5: return w[0] + "-" + w[1] + "-" + w[2]
    if shape == 6: return w[0] + "." + rng.choice(["rs", "js", "py", "go", "vim", "nvim"])
    if shape == 7: return w[0] + w[1]
    return w[0].capitalize() + w[1].capitalize() + "Kit"

def description():
    w = rng.sample(words, 3)
    shape = rng.randrange(7)
    if shape == 0: return ""
    if shape == 1: return f"A {rng.choice(adjectives)} {w[0]} {w[1]}"
    if shape == 2: return f"{w[0].capitalize()} {w[1]} for {rng.choice(languages[:10])}"
    if shape == 3: return f"{w[0].upper()} {w[1]} and {w[2]} utilities"
    if shape == 4: return f"Yet another {w[0]}-{w[1]} library"
    if shape == 5: return f"{rng.choice(adjectives).capitalize()} {w[0]}, {w[1]} and {w[2]}"
    return f"Experiments with {w[0]}{w[1]} ({w[2]})"

rows = [
    ("cache-tutorial", "A tutorial about caching", "", "Go"),
    ("uiJson", "Terminal UI toolkit", "", "Rust"),
    ("parser-lib", "Fast JSON parsing", "", "C"),
    ("paper-server", "A tiny web server", "json", "Go"),
]
seen = {r[0] for r in rows}
while len(rows) < 1000:
    n = name()
    if n in seen: continue
    seen.add(n)
    topics = " ".join(sorted(set(rng.sample(words, rng.randrange(4)))))
    rows.append((n, description(), topics, rng.choice(languages)))
rng.shuffle(rows)
for r in rows:
    print("\t".join(r))

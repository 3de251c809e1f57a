#!/usr/bin/env python3
"""Mutates the examples' setups and traces at random and checks that `fingerplay replay` never
crashes: every run must exit 0, or exit 2 with exactly one error line.
Usage: scripts/fuzz-replay.py SEED COUNT (run from the repository root after swift build)."""
import random, subprocess, glob, os, sys
random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
bin = ".build/debug/fingerplay"
examples = [d for d in glob.glob("Examples/*/") if os.path.exists(d + "expected.jsonl")]
junk = ['NaN', '1e999', '-', '"', '{', '}', '[', ']', ',', ':', 'null', 'true', '-0', '1e-400', '\\u0000', '99999999999999999999', '0.5', '"*"', '[]', '{}']
bad = 0
for i in range(int(sys.argv[2]) if len(sys.argv) > 2 else 200):
    d = random.choice(examples)
    setup = open(d + "setup.json").read()
    trace = open(d + "trace.jsonl").read()
    target = random.choice(["setup", "trace"])
    text = setup if target == "setup" else trace
    for _ in range(random.randint(1, 4)):
        op = random.random()
        pos = random.randrange(len(text) + 1)
        if op < 0.4:
            text = text[:pos] + random.choice(junk) + text[pos:]
        elif op < 0.7:
            text = text[:pos] + text[pos + random.randint(1, 8):]
        else:
            lines = text.split("\n"); random.shuffle(lines); text = "\n".join(lines)
    s = text if target == "setup" else setup
    t = text if target == "trace" else trace
    open("/tmp/fz-setup.json", "w").write(s); open("/tmp/fz-trace.jsonl", "w").write(t)
    p = subprocess.run([bin, "replay", "--setup", "/tmp/fz-setup.json", "/tmp/fz-trace.jsonl"], capture_output=True, text=True, errors="replace")
    if p.returncode not in (0, 2) or (p.returncode == 2 and len(p.stderr.strip().split("\n")) != 1):
        bad += 1
        print("BAD", p.returncode, p.stderr[-300:]); open(f"/tmp/fz-bad-{i}-setup.json", "w").write(s); open(f"/tmp/fz-bad-{i}-trace.jsonl", "w").write(t)
print("done, bad:", bad)

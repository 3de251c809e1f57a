#!/usr/bin/env python3
"""Writes Tests/GesturesTests/Fixtures/trigonometry.txt: 4,000 seeded arguments of sin, cos and
atan2 — ordinary, huge (Payne-Hanek), next to multiples of pi/2, tiny and huge ratios — with
the correctly rounded result from mpmath at 300 bits. The engine's DeterministicMath must be
within one ulp of each (Tests/GesturesTests/DeterministicMathTests.swift)."""
import math
import pathlib
import random
import struct

import mpmath

mpmath.mp.prec = 300
random.seed(2026)


def rnd(lo, hi):
    e = random.randint(lo, hi)
    return random.choice([-1, 1]) * (random.random() + 1) * 2.0 ** e


def neighbour(x, steps):
    return struct.unpack("d", struct.pack("q", struct.unpack("q", struct.pack("d", x))[0] + steps))[0]


cases = []
cases += [("sin", rnd(-30, 20), 0.0) for _ in range(800)]
cases += [("cos", rnd(-30, 20), 0.0) for _ in range(800)]
cases += [("sin", rnd(19, 1020), 0.0) for _ in range(200)]
cases += [("cos", rnd(19, 1020), 0.0) for _ in range(200)]
for _ in range(400):
    x = neighbour(random.randint(1, 300000) * math.pi / 2, random.randint(-2, 2))
    cases.append((random.choice(["sin", "cos"]), x, 0.0))
cases += [("atan2", rnd(-30, 30), rnd(-30, 30)) for _ in range(1400)]
cases += [("atan2", rnd(-1070, 1020), rnd(-1070, 1020)) for _ in range(200)]

lines = ["# The engine's trigonometry checked against mpmath at 300 bits (scripts/trigonometry-fixture.py):",
         "# function, argument(s), the correctly rounded result; all hexadecimal doubles."]
for f, a, b in cases:
    A, B = mpmath.mpf(a), mpmath.mpf(b)
    ref = mpmath.sin(A) if f == "sin" else mpmath.cos(A) if f == "cos" else mpmath.atan2(A, B)
    lines.append(f"{f} {a.hex()} {b.hex()} {float(ref).hex()}")
out = pathlib.Path(__file__).resolve().parent.parent / "Tests/GesturesTests/Fixtures/trigonometry.txt"
out.write_text("\n".join(lines) + "\n")
print(f"{len(cases)} cases written to {out}")

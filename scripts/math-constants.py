#!/usr/bin/env python3
"""Prints the constants of the engine's own trigonometry (Sources/Gestures/Geometry/
DeterministicMath.swift), computed with mpmath at 1,600 bits: pi/2 cut into four parts whose
first three have 33 significant bits (so n * part is exact for |n| < 2^20), the Taylor
coefficients, pi, pi/2 and pi/4 as
double-doubles, atan(k/8) for k = 1...8 as double-doubles, and the bits of 2/pi for reducing
huge arguments. Run it to check the file's constants: the output must match them."""
import mpmath

mpmath.mp.prec = 1600


def dd(x):
    hi = float(x)
    lo = float(x - mpmath.mpf(hi))
    return hi, lo


def cut(x, bits):
    """x rounded down to `bits` significant bits."""
    e = int(mpmath.floor(mpmath.log(abs(x), 2)))
    scale = mpmath.mpf(2) ** (bits - 1 - e)
    return mpmath.floor(x * scale) / scale


half_pi = mpmath.pi / 2
p1 = cut(half_pi, 33)
p2 = cut(half_pi - p1, 33)
p3 = cut(half_pi - p1 - p2, 33)
p4 = float(half_pi - p1 - p2 - p3)
print(f"halfPi1 = {float(p1).hex()}  halfPi2 = {float(p2).hex()}  halfPi3 = {float(p3).hex()}  halfPi4 = {p4.hex()}")
print(f"twoOverPi = {float(2 / mpmath.pi).hex()}")
fact = mpmath.factorial
print("sine: " + ", ".join(float((-1) ** k / fact(2 * k + 1)).hex() for k in range(1, 9)))
print("cosine: " + ", ".join(float((-1) ** k / fact(2 * k)).hex() for k in range(2, 10)))
print("arctangent: " + ", ".join(float(mpmath.mpf((-1) ** k) / (2 * k + 1)).hex() for k in range(1, 9)))
for name, value in [("pi", mpmath.pi), ("halfPi", half_pi), ("quarterPi", mpmath.pi / 4),
                    ("threeQuarterPi", 3 * mpmath.pi / 4)]:
    hi, lo = dd(value)
    print(f"{name} = ({hi.hex()}, {lo.hex()})")
for k in range(1, 9):
    hi, lo = dd(mpmath.atan(mpmath.mpf(k) / 8))
    print(f"atan({k}/8) = ({hi.hex()}, {lo.hex()})")
# 2/pi as 64-bit words, most significant first: enough for any double's exponent.
two_over_pi = 2 / mpmath.pi
words = []
frac = two_over_pi
for _ in range(20):
    frac *= 2 ** 64
    w = int(mpmath.floor(frac))
    words.append(w)
    frac -= w
print("twoOverPiWords = [" + ", ".join(f"0x{w:016X}" for w in words) + "]")

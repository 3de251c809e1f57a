// The engine's trigonometry is its own (``DeterministicMath``): no C library, so the same bits
// on every machine and target, WebAssembly included. Square roots are IEEE 754's own,
// correctly rounded everywhere.

@inline(__always) func atan2Radians(_ y: Double, _ x: Double) -> Double { DeterministicMath.atan2(y, x) }
@inline(__always) func cosine(_ angle: Double) -> Double { DeterministicMath.cos(angle) }
@inline(__always) func sine(_ angle: Double) -> Double { DeterministicMath.sin(angle) }
@inline(__always) func hypotenuse(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }

/// Wraps an angle in radians into the half-open range (−π, π].
@inline(__always) func wrappedAngle(_ angle: Double) -> Double {
    var a = angle
    while a > Double.pi { a -= 2 * Double.pi }
    while a <= -Double.pi { a += 2 * Double.pi }
    return a
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(WASILibc)
import WASILibc
#endif

// The engine avoids Foundation so that it builds for SwiftWasm and embedded hosts;
// these thin wrappers are the only place it reaches into the C maths library.

@inline(__always) func atan2Radians(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) func cosine(_ angle: Double) -> Double { cos(angle) }
@inline(__always) func sine(_ angle: Double) -> Double { sin(angle) }
@inline(__always) func hypotenuse(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }

/// Wraps an angle in radians into the half-open range (−π, π].
@inline(__always) func wrappedAngle(_ angle: Double) -> Double {
    var a = angle
    while a > Double.pi { a -= 2 * Double.pi }
    while a <= -Double.pi { a += 2 * Double.pi }
    return a
}

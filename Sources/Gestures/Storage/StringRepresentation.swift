extension String {
    /// Whether the two strings are stored the same way — the same inline bytes, or the same
    /// buffer — which implies equal text. Unequal representations may still hold equal text;
    /// this is a cheap test for "certainly the same value", not for equality.
    @inline(__always)
    func hasSameRepresentation(as other: String) -> Bool {
        withUnsafeBytes(of: self) { a in
            withUnsafeBytes(of: other) { b in
                // A string is two words on 64-bit platforms; elsewhere compare byte by byte.
                if a.count == 16 {
                    return a.load(as: UInt64.self) == b.load(as: UInt64.self)
                        && a.load(fromByteOffset: 8, as: UInt64.self) == b.load(fromByteOffset: 8, as: UInt64.self)
                }
                for i in 0..<a.count where a[i] != b[i] { return false }
                return true
            }
        }
    }
}

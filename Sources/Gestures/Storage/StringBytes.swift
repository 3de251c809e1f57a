extension String {
    /// Runs `body` on the string's UTF-8 bytes without copying them.
    ///
    /// Every string the engine sees is native — Swift's own storage, inline or on the heap — so
    /// its bytes are contiguous; only a string bridged from Objective-C may not be, and takes
    /// the copying path. In Embedded Swift (the WebAssembly builds), which has no bridged
    /// strings, that path is left out, and with it the standard library's code for walking
    /// foreign strings.
    @inline(__always)
    package func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        #if hasFeature(Embedded)
        return body(UnsafeBufferPointer(start: nil, count: 0))
        #else
        return Array(utf8).withUnsafeBufferPointer(body)
        #endif
    }
}

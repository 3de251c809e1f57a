import ArcadeProbe
#if canImport(Glibc)
import Glibc
#endif

/// One simulated player: a non-blocking socket, where it is in opening its session, what it
/// still has to write, what it has read but not yet parsed, and the send times of its batches
/// not yet answered — by a scene, or for a session playing locally (which gets no scenes) by the
/// `synced` that follows every `syncEvery`-th batch.

/// WebSocket frames written to the server: queued, then written as far as the socket takes them.
extension LoadSession {
    func send(_ text: String) {
        var text = text
        text.withUTF8 { queueFrame(opcode: 0x1, payload: $0) }
    }

    /// A masked client frame (a zero key: masking is required, not secrecy), put straight after
    /// what waits to be written.
    func queueFrame(opcode: UInt8, payload: UnsafeBufferPointer<UInt8>) {
        outgoing.append(0x80 | opcode)
        if payload.count < 126 {
            outgoing.append(0x80 | UInt8(payload.count))
        } else {
            outgoing.append(0x80 | 126)
            outgoing.append(UInt8(payload.count >> 8))
            outgoing.append(UInt8(payload.count & 0xff))
        }
        outgoing.append(contentsOf: repeatElement(0, count: 4))
        outgoing.append(contentsOf: payload)
        flush()
    }

    func queue(_ bytes: [UInt8]) {
        outgoing += bytes
        flush()
    }

    func flush() {
        guard phase != .connecting, phase != .failed else { return }
        while !outgoing.isEmpty {
            let n = outgoing.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n == outgoing.count {
                outgoing.removeAll(keepingCapacity: true)
            } else if n > 0 {
                outgoing.removeFirst(n)
            } else {
                if errno != EAGAIN && errno != EWOULDBLOCK { fail("write: \(String(cString: strerror(errno)))") }
                break
            }
        }
        wantsWrite = !outgoing.isEmpty
    }
}

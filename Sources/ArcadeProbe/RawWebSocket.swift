#if canImport(Glibc)
import Glibc
#endif

/// A small blocking WebSocket client for the arcade's tests and latency benchmark: text frames,
/// masked as a client must, server frames of any length; no TLS. (Foundation's WebSocket task
/// is not available on Linux, and a blocking client on its own thread measures latency without
/// an event loop's queueing.)
public final class RawWebSocket {
    /// Why the connection failed.
    public enum Failure: Error { case connect, handshake(String), closed }
    private let fd: Int32
    /// Whether the connection is closed.
    public private(set) var isClosed = false
    /// The code of the server's close frame, once one came.
    public private(set) var closeCode: UInt16?

    /// Connects to `ws://127.0.0.1:port/path`; reads wait at most `timeout` seconds (default 10).
    /// `receiveBuffer` sets the socket's receive buffer in bytes (default: the system's), to
    /// play a page that reads slowly; `cookie` is sent as the upgrade's Cookie header, as a
    /// browser sends its session's.
    public init(port: Int, path: String = "/ws", timeout seconds: Int = 10, receiveBuffer: Int? = nil, cookie: String? = nil) throws {
        guard let fd = Loopback.connect(port: port, timeout: seconds, receiveBuffer: receiveBuffer) else { throw Failure.connect }
        self.fd = fd
        let cookieLine = cookie.map { "Cookie: \($0)\r\n" } ?? ""
        try writeAll(Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\(cookieLine)\r\n".utf8))
        var head: [UInt8] = []
        while !(head.count >= 4 && Array(head.suffix(4)) == [13, 10, 13, 10]) { head += try read(1) }
        let status = String(decoding: head, as: UTF8.self)
        guard status.hasPrefix("HTTP/1.1 101") else { throw Failure.handshake(status) }
    }

    deinit { close() }

    /// Sends a text message.
    public func send(_ text: String) throws {
        try sendFrame(opcode: 0x1, payload: Array(text.utf8))
    }

    /// Sends one frame with `opcode` (0 continuation, 1 text, 2 binary, 8 close, 9 ping,
    /// 10 pong) and `payload`; `fin` false leaves the message open, `masked` false breaks the
    /// rule that a client masks its frames.
    public func sendFrame(opcode: UInt8, payload: [UInt8], fin: Bool = true, masked: Bool = true) throws {
        try sendRaw(Self.frame(opcode: opcode, payload: payload, fin: fin, masked: masked))
    }

    /// One frame's bytes; see ``sendFrame(opcode:payload:fin:masked:)``.
    public static func frame(opcode: UInt8, payload: [UInt8], fin: Bool = true, masked: Bool = true) -> [UInt8] {
        let mask: [UInt8] = [7, 3, 5, 1]
        let maskBit: UInt8 = masked ? 0x80 : 0
        var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        if payload.count < 126 {
            frame.append(maskBit | UInt8(payload.count))
        } else if payload.count < 65536 {
            frame += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xff)]
        } else {
            frame.append(maskBit | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((payload.count >> shift) & 0xff)) }
        }
        guard masked else { return frame + payload }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        return frame
    }

    /// Sends bytes as they are.
    public func sendRaw(_ bytes: [UInt8]) throws {
        try writeAll(bytes)
    }

    /// The next text message; nil when the server closed the connection.
    public func receive() throws -> String? {
        var message: [UInt8] = []
        while true {
            let h = try read(2)
            let opcode = h[0] & 0x0f
            var length = Int(h[1] & 0x7f)
            if length == 126 {
                let l = try read(2); length = Int(l[0]) << 8 | Int(l[1])
            } else if length == 127 {
                length = try read(8).reduce(0) { $0 << 8 | Int($1) }
            }
            let payload = try read(length)
            switch opcode {
            case 0x8:
                closeCode = payload.count >= 2 ? UInt16(payload[0]) << 8 | UInt16(payload[1]) : nil
                // Answer the server's close, as a browser does, then hang up.
                try? sendFrame(opcode: 0x8, payload: Array(payload.prefix(2)))
                close()
                return nil
            case 0x9, 0xA: continue
            default:
                message += payload
                if h[0] & 0x80 != 0 { return String(decoding: message, as: UTF8.self) }
            }
        }
    }

    /// Messages until one whose type is `type` (returned), or nil if the connection closed.
    public func receive(type: String) throws -> String? {
        while let m = try receive() {
            if m.contains("\"type\":\"\(type)\"") { return m }
        }
        return nil
    }

    /// Closes the connection.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = Glibc.close(fd)
    }

    private func writeAll(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw Failure.closed }
            offset += n
        }
    }

    private func read(_ count: Int) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count), got = 0
        while got < count {
            let n = buffer[got...].withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure.closed }
            got += n
        }
        return buffer
    }
}

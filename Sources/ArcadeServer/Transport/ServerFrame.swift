import NIOCore

/// The head of an unmasked WebSocket frame a server sends (RFC 6455 §5.2), written straight into
/// a socket's bytes: by the ``FrameMeter`` for a refusal, which comes before any WebSocket
/// handler exists, and by the ``ChannelWriter`` for a batch of messages, which it writes as one
/// buffer rather than a frame value and a header buffer per message through the encoder.
enum ServerFrame {
    /// A text frame's opcode.
    static let text: UInt8 = 0x1
    /// A close frame's opcode.
    static let close: UInt8 = 0x8

    /// Appends the head of a final, unmasked frame of `opcode` carrying `length` bytes: 2 bytes
    /// under 126, 4 under 65,536, 10 beyond.
    static func writeHead(opcode: UInt8, length: Int, to out: inout ByteBuffer) {
        out.writeInteger(0x80 | opcode)
        if length < 126 {
            out.writeInteger(UInt8(length))
        } else if length < 65536 {
            out.writeInteger(UInt8(126))
            out.writeInteger(UInt16(length))
        } else {
            out.writeInteger(UInt8(127))
            out.writeInteger(UInt64(length))
        }
    }
}

/// Bytes appended a record at a time and kept in chunks of a fixed size, so that growing never
/// copies what is already kept: a server records every input of thousands of sessions, and
/// their logs, started together and fed alike, would otherwise all double — and copy themselves
/// whole — at the same moments.
///
/// A record is kept whole in one chunk (a record larger than a chunk gets one of its own).
public struct ChunkedBytes: Sendable {
    private var chunks: [[UInt8]] = []
    /// The bytes kept.
    public private(set) var count = 0
    /// The room a new chunk is made with, in bytes. Default 16 KiB.
    public let chunkSize: Int

    /// No bytes yet; chunks of `chunkSize` bytes (default 16 KiB) as they are needed.
    public init(chunkSize: Int = 16 * 1024) { self.chunkSize = max(1, chunkSize) }

    /// Appends `record` after what is kept, whole, in the last chunk if it fits there.
    public mutating func append(_ record: UnsafeBufferPointer<UInt8>) {
        guard !record.isEmpty else { return }
        if chunks.isEmpty || chunks[chunks.count - 1].count + record.count > chunks[chunks.count - 1].capacity {
            var chunk: [UInt8] = []
            chunk.reserveCapacity(max(chunkSize, record.count))
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(contentsOf: record)
        count += record.count
    }

    /// Appends `record`'s bytes, whole, as the buffer pointer's overload does.
    public mutating func append(_ record: [UInt8]) {
        record.withUnsafeBufferPointer { append($0) }
    }

    /// Every byte kept, in order, in one array.
    public var joined: [UInt8] {
        var all: [UInt8] = []
        all.reserveCapacity(count)
        for chunk in chunks { all.append(contentsOf: chunk) }
        return all
    }
}

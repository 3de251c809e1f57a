import JSONKit
import Testing

@Suite struct ChunkedBytesTests {
    @Test("records appended whole, in order, a chunk at a time: a record that does not fit starts the next chunk; one larger than a chunk has its own")
    func records() {
        var bytes = ChunkedBytes(chunkSize: 8)
        bytes.append([1, 2, 3])
        bytes.append([4, 5, 6, 7, 8])
        bytes.append([9, 10])
        bytes.append(Array(11...30))
        bytes.append([])
        bytes.append([31])
        #expect(bytes.count == 31)
        #expect(bytes.joined == Array(1...31))
        #expect(ChunkedBytes().joined == [] && ChunkedBytes().count == 0)
    }
}

import JSONKit
import Testing

@Suite struct JSONScannerTests {
    @Test("a member's key is taken only when it comes next exactly, quotes and colon included; otherwise nothing moves")
    func keys() {
        var s = JSONScanner(Array(#"{"type":"move","t":12.5,"kind":null}"#.utf8))
        var taken: [Bool] = []
        taken.append(s.take(UInt8(ascii: "{")))
        taken += [s.key("t"), s.key("typ"), s.key("types"), s.key("type")]
        let type = s.string()
        taken += [s.take(UInt8(ascii: ",")), s.key("type"), s.key("t")]
        let t = s.number()
        taken += [s.take(UInt8(ascii: ",")), s.key("kind"), s.null(), s.take(UInt8(ascii: "}"))]
        #expect(taken == [true, false, false, false, true, true, false, true, true, true, true, true])
        #expect(type == "move" && t == 12.5 && s.isAtEnd)
        // A key cut short, spaced, escaped or unquoted is not taken, and nothing is read.
        for text in [#""ki"#, #""kind" :1"#, #""ki\nd":1"#, #"kind":1"#] {
            var other = JSONScanner(Array(text.utf8))
            let took = other.key("kind")
            #expect(!took, "\(text)")
            let first = other.take(text.utf8.first!)
            #expect(first, "\(text)")
        }
    }
}

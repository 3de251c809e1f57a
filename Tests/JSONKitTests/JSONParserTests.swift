import JSONKit
import Testing

@Suite struct JSONParserTests {
    private func error(_ text: String) -> String? {
        do {
            _ = try JSONParser.parse(text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("a high surrogate followed by something other than a low one is an error, not an overflow (found by fingerplay fuzz, seed 7)")
    func unpairedSurrogates() throws {
        #expect(error(#"["\ud800\u0041"]"#) == #"invalid \u escape: a high surrogate without its low half"#)
        #expect(error(#"["\ud800"]"#) == #"invalid \u escape"#)
        let pair = try JSONParser.parse(#"["\ud83d\ude00"]"#)
        guard case .array(let items) = pair.value, case .string(let text) = items[0].value else { Issue.record("not a string"); return }
        #expect(text == "😀")
    }

    @Test("nesting past 64 levels is refused with a clear error instead of using up the stack")
    func depth() {
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(error(deep) == "arrays and objects nested more than 64 deep")
        #expect(error(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) == nil)
        #expect(error(String(repeating: "[", count: 100_000)) == "arrays and objects nested more than 64 deep")
    }

    @Test("duplicate keys are found in large objects too")
    func duplicateKeys() {
        let keys = (0..<5000).map { #""k\#($0)":\#($0)"# }
        #expect(error("{" + keys.joined(separator: ",") + "}") == nil)
        #expect(error("{" + keys.joined(separator: ",") + #","k4321":0}"#) == #"duplicate key "k4321""#)
    }
}

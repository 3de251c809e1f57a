import Foundation
import Gestures
@testable import PageExports
import Testing

/// The contract between the page build and fingerplay.js is written once, in Swift: the
/// JavaScript side (Web/src/abi.js) and the reasons fingerplay.js must write as the engine does
/// (Web/test/fixtures/reasons.json) are generated from it, and these tests fail when either file
/// is stale. `scripts/generate-abi` writes them (FINGERPLAY_REGENERATE=1).
@Suite struct PageContractTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Compares `text` with the committed file at `path`, or writes it there when regenerating.
    static func checkGenerated(_ text: String, at path: String) throws {
        let url = root.appendingPathComponent(path)
        if ProcessInfo.processInfo.environment["FINGERPLAY_REGENERATE"] == "1" {
            try Data(text.utf8).write(to: url)
            return
        }
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(committed == text, "\(path) is not what Wasm/Page/PageContract.swift makes: run scripts/generate-abi")
    }

    @Test("Web/src/abi.js is what PageContract.swift generates")
    func abiScript() throws {
        try Self.checkGenerated(ABIScript.render() + "\n", at: "Web/src/abi.js")
    }

    @Test("every GestureReason case has a sample, and the samples are what Web/test/fixtures/reasons.json holds")
    func reasonSamples() throws {
        let codes = Set(ReasonSamples.all.map { ReasonSamples.numbers($0.reason).code })
        #expect(codes == Set(RecordReason.allCases.filter { $0 != .none }))
        try Self.checkGenerated(ReasonSamples.fixture(), at: "Web/test/fixtures/reasons.json")
    }

    @Test("HostDelegate.swift imports the host functions by the contract's names")
    func hostImports() throws {
        let source = try String(contentsOf: Self.root.appendingPathComponent("Wasm/Page/HostDelegate.swift"), encoding: .utf8)
        let imported = source.matches(of: /@_extern\(wasm, module: "(\w+)", name: "(\w+)"\)/).map { "\($0.1).\($0.2)" }
        #expect(imported == HostFunction.allCases.map { "\(HostFunction.module).\($0.rawValue)" })
    }

    @Test("options below FIRST_PROPERTY are thresholds, and every kind takes the thresholds and the common options")
    func optionTable() {
        #expect(RecognizerOption.allCases.filter(\.isThreshold).map(\.rawValue) == Array(1...9))
        #expect(RecognizerOption.cancelsTouchesInView.kinds == RecognizerKind.allCases)
        #expect(RecognizerOption.numberOfTouchesRequired.kinds == [.tap, .longPress, .swipe])
        #expect(ABIScript.screaming("touchIDs") == "TOUCH_IDS")
        #expect(ABIScript.screaming("requireToFail") == "REQUIRE_TO_FAIL")
    }
}

@testable import PageExports

/// Web/src/abi.js, written from the page build's contract (PageContract.swift): fingerplay.js's
/// side of it, so that nothing of the contract is written by hand twice. Scalars are separate
/// constants, which esbuild puts in place where they are used (the bundle holds no table of them).
enum ABIScript {
    static func render() -> String {
        var lines = [
            "// Generated from Wasm/Page/PageContract.swift by scripts/generate-abi: do not edit. The page",
            "// build's contract with fingerplay.js — recognizer kinds, option codes, pointer codes, relations,",
            "// delegate hooks, and the transition records' slots, states and reasons (PageContractTests fails",
            "// when this file is not what the Swift declarations make). The numbers come first: esbuild puts",
            "// a constant in place where it is used only when no object is declared before it.",
            "",
        ]
        lines += ["/** Doubles per transition record. */", "export const RECORD_STRIDE = \(RecordSlot.stride);", ""]
        lines += constants("A transition record's slots.", "SLOT", RecordSlot.allCases.map { (name($0), $0.rawValue) })
        lines += constants("A record's failure reasons: `GestureReason`'s cases.", "REASON", RecordReason.allCases.map { (name($0), Int($0.rawValue)) })
        lines += constants("Relations between two recognizers (fp_recognizer_relate).", "RELATION", RecognizerRelation.allCases.map { (name($0), Int($0.rawValue)) })
        lines += constants("A delegate's hooks, as bits (fp_recognizer_set_delegate).", "HOOK", DelegateHook.allCases.map { (name($0), Int($0.rawValue)) })
        lines += constants("What an option's value is (OPTIONS' third number).", "VALUE", OptionValue.allCases.map { (name($0), Int($0.rawValue)) })
        lines += ["/** The import module the page build's host functions are in. */", "export const HOST_MODULE = \(quoted(HostFunction.module));", ""]
        lines += ["/** The host functions' names in it: a delegate's hooks, asked by the engine. */"] +
            HostFunction.allCases.map { "export const HOST_\(screaming(name($0))) = \(quoted($0.rawValue));" } + [""]
        lines += ["/** The first option that is a property rather than a threshold (fp_recognizer_set); those before it are thresholds (fp_settings_set). */",
                  "export const FIRST_PROPERTY = \(RecognizerOption.allCases.first { !$0.isThreshold }!.rawValue);", ""]
        lines.append("/** The kinds of recognizer, by the names UIKit's classes have (without \"UI…GestureRecognizer\"); a kind's code is its index. */")
        lines.append("export const RECOGNIZER_KINDS = [\(RecognizerKind.allCases.map { quoted(name($0)) }.joined(separator: ", "))];")
        lines.append("")
        lines.append("/** A record's states, by code. */")
        lines.append("export const STATES = [\(RecordState.allCases.map { quoted(name($0)) }.joined(separator: ", "))];")
        lines.append("")
        lines.append("/** Pointer actions (fp_pointer, fp_input), by the surface's names for them. */")
        lines.append("export const POINTER_ACTIONS = { \(PointerAction.allCases.map { "\(name($0)): \($0.rawValue)" }.joined(separator: ", ")) };")
        lines.append("")
        lines.append("/** The kinds of pointer as the engine numbers them, by the Pointer Events' `pointerType`. */")
        lines.append("export const POINTER_KINDS = { \(PointerKindCode.allCases.map { "\(name($0)): \($0.rawValue)" }.joined(separator: ", ")) };")
        lines.append("")
        lines += [
            "/**",
            " * Each option: its code, the kinds that take it as bits (1 << a kind's code), and what its value is (a VALUE_ above).",
            " */",
            "export const OPTIONS = {",
        ]
        for option in RecognizerOption.allCases {
            let bits = option.kinds.reduce(0) { $0 | 1 << Int($1.rawValue) }
            lines.append("  \(name(option)): [\(option.rawValue), \(bits), \(option.value.rawValue)],")
        }
        lines.append("};")
        return lines.joined(separator: "\n")
    }

    /// `export const PREFIX_NAME = value;` for each, under one doc comment.
    private static func constants(_ doc: String, _ prefix: String, _ values: [(String, Int)]) -> [String] {
        ["/** \(doc) */"] + values.map { "export const \(prefix)_\(screaming($0.0)) = \($0.1);" } + [""]
    }

    private static func name<T>(_ value: T) -> String { String(describing: value) }

    private static func quoted(_ s: String) -> String { "'\(s)'" }

    /// `touchIDs` → `TOUCH_IDS`, `requireToFail` → `REQUIRE_TO_FAIL`.
    static func screaming(_ camel: String) -> String {
        var out = ""
        var previous: Character?
        for c in camel {
            if c.isUppercase, let p = previous, p.isLowercase || p.isNumber { out += "_" }
            out += c.uppercased()
            previous = c
        }
        return out
    }
}

import Arcade
import GestureReplay
import JSONKit

/// The steps a session has taken, kept for a spectator who may come: packed into bytes kept in
/// chunks (``ChunkedBytes``: never copied as they grow) — no object, no text and no allocation
/// per step, about 27 bytes an event where the parsed values take about 100 — and read back,
/// exactly, only when a spectator comes.
///
/// A step is a flags byte (1: a press, 2: inputs), its `at` (the double's 8 bytes), then its
/// inputs' count and each input — `t`, `x` and `y` as doubles' bytes, `type` and `kind` as a
/// code (or 255 and the text, for one no page sends), `id` zigzag-encoded — then its press.
struct StepLog {
    private var kept = ChunkedBytes()
    /// The step being packed, then kept whole.
    private var packing: [UInt8] = []
    /// The bytes it keeps.
    var byteCount: Int { kept.count }
    /// How many steps it holds.
    private(set) var count = 0

    private static let types = ["down", "move", "up", "cancel", "hover"]
    private static let kinds = ["touch", "mouse", "pen"]
    private static let inline: UInt8 = 255

    /// Adds `step`, after those already kept.
    mutating func append(_ step: PageStep) {
        packing.removeAll(keepingCapacity: true)
        packing.append((step.press == nil ? 0 : 1) | (step.events.isEmpty ? 0 : 2))
        put(step.at)
        if !step.events.isEmpty {
            putVarint(UInt64(step.events.count))
            for e in step.events {
                put(e.t)
                putCode(e.type, among: Self.types, offset: 0)
                putVarint(UInt64(bitPattern: Int64(e.id) << 1 ^ Int64(e.id) >> 63))
                put(e.x)
                put(e.y)
                if let kind = e.kind { putCode(kind, among: Self.kinds, offset: 1) } else { packing.append(0) }
            }
        }
        if let press = step.press { putText(press) }
        kept.append(packing)
        count += 1
    }

    /// Every step kept, in order, as it was given.
    var steps: [PageStep] {
        let bytes = kept.joined
        var out: [PageStep] = []
        out.reserveCapacity(count)
        var i = 0
        while i < bytes.count {
            let flags = bytes[i]
            i += 1
            var step = PageStep(at: double(&i, in: bytes))
            if flags & 2 != 0 {
                let n = Int(varint(&i, in: bytes))
                step.events.reserveCapacity(n)
                for _ in 0..<n {
                    let t = double(&i, in: bytes)
                    let type = code(&i, among: Self.types, offset: 0, in: bytes) ?? ""
                    let z = varint(&i, in: bytes)
                    let id = Int(Int64(bitPattern: z >> 1) ^ -Int64(bitPattern: z & 1))
                    let x = double(&i, in: bytes), y = double(&i, in: bytes)
                    let kind = code(&i, among: Self.kinds, offset: 1, in: bytes)
                    step.events.append(ClientInput(t: t, type: type, id: id, x: x, y: y, kind: kind))
                }
            }
            if flags & 1 != 0 { step.press = text(&i, in: bytes) }
            out.append(step)
        }
        return out
    }

    private mutating func put(_ value: Double) {
        var bits = value.bitPattern
        for _ in 0..<8 {
            packing.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    private mutating func putVarint(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            packing.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        packing.append(UInt8(v))
    }

    private mutating func putText(_ text: String) {
        putVarint(UInt64(text.utf8.count))
        packing.append(contentsOf: text.utf8)
    }

    /// `value`'s place among `known` (plus `offset`), or ``inline`` and the text.
    private mutating func putCode(_ value: String, among known: [String], offset: Int) {
        if let k = known.firstIndex(of: value) {
            packing.append(UInt8(k + offset))
        } else {
            packing.append(Self.inline)
            putText(value)
        }
    }

    private func double(_ i: inout Int, in bytes: [UInt8]) -> Double {
        var bits: UInt64 = 0
        for k in 0..<8 { bits |= UInt64(bytes[i + k]) << (8 * UInt64(k)) }
        i += 8
        return Double(bitPattern: bits)
    }

    private func varint(_ i: inout Int, in bytes: [UInt8]) -> UInt64 {
        var value: UInt64 = 0, shift: UInt64 = 0
        while true {
            let b = bytes[i]
            i += 1
            value |= UInt64(b & 0x7f) << shift
            if b < 0x80 { return value }
            shift += 7
        }
    }

    private func text(_ i: inout Int, in bytes: [UInt8]) -> String {
        let n = Int(varint(&i, in: bytes))
        defer { i += n }
        return String(decoding: bytes[i..<(i + n)], as: UTF8.self)
    }

    /// The value a code stands for: nil for `offset` 1's 0 (no kind given).
    private func code(_ i: inout Int, among known: [String], offset: Int, in bytes: [UInt8]) -> String? {
        let c = bytes[i]
        i += 1
        if c == Self.inline { return text(&i, in: bytes) }
        if offset == 1 && c == 0 { return nil }
        return known[Int(c) - offset]
    }
}

import ArgumentParser
import Foundation
import Gestures

/// The $1 unistroke gesture logs (Wobbrock, Wilson & Li, UIST 2007): `DATA/sNN/SPEED/NAMEkk.xml`,
/// one drawing per file. (The pilot participant's folder is "s01 (pilot)".)
struct UnistrokeLogs {
    /// The drawings of one participant at one speed: gesture name → its samples in file order.
    typealias Samples = [String: [[Point]]]

    /// participant ("s02") → speed ("fast", "medium", "slow") → samples.
    var drawings: [String: [String: Samples]] = [:]

    static let speeds = ["fast", "medium", "slow"]

    /// Loads `participants` from `folder`; a missing folder or unreadable file is an error naming it.
    init(folder: String, participants: [String]) throws {
        let fm = FileManager.default
        for participant in participants {
            let candidates = [participant, "\(participant) (pilot)"].map { URL(fileURLWithPath: folder).appendingPathComponent($0) }
            guard let dir = candidates.first(where: { fm.fileExists(atPath: $0.path) }) else {
                throw ValidationError("no folder \(participant) in \(folder)")
            }
            for speed in Self.speeds {
                let speedDir = dir.appendingPathComponent(speed)
                let files = try fm.contentsOfDirectory(atPath: speedDir.path).filter { $0.hasSuffix(".xml") }.sorted()
                var samples: Samples = [:]
                for file in files {
                    let name = String(file.dropLast(6))   // "arrow01.xml" → "arrow"
                    samples[name, default: []].append(try Self.points(of: speedDir.appendingPathComponent(file)))
                }
                drawings[participant, default: [:]][speed] = samples
            }
        }
    }

    /// The points of one log file.
    static func points(of url: URL) throws -> [Point] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var points: [Point] = []
        for line in text.split(separator: "\n") where line.contains("<Point ") {
            guard let x = attribute("X", in: line), let y = attribute("Y", in: line) else {
                throw ValidationError("\(url.path): a point without X and Y")
            }
            points.append(Point(x: x, y: y))
        }
        guard !points.isEmpty else { throw ValidationError("\(url.path): no points") }
        return points
    }

    private static func attribute(_ key: String, in line: Substring) -> Double? {
        guard let start = line.range(of: " \(key)=\"")?.upperBound else { return nil }
        return Double(line[start...].prefix { $0 != "\"" })
    }
}

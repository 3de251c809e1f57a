#if canImport(Darwin)
import Darwin  // sysctlbyname
#endif
import Foundation

/// The machine a measurement ran on, to print beside its figures: the same build measures up to
/// a third apart on this project's AMD and Intel machines, so a figure without its CPU compares
/// nothing. Read by the benchmark tools (`arcade-load`, `arcade-latency`, `fingerplay bench`),
/// never by the engine or the games.
public struct MachineDescription: Sendable, Equatable {
    /// The CPU's model name as the system gives it (`Intel(R) Xeon(R) Processor`), or
    /// `unknown CPU` where it gives none.
    public var cpu: String
    /// The logical processors this process may run on.
    public var cores: Int

    /// A description of `cpu` with `cores` logical processors.
    public init(cpu: String, cores: Int) {
        self.cpu = cpu
        self.cores = cores
    }

    /// The machine this process runs on: Linux's `/proc/cpuinfo`, macOS's `sysctl`.
    public static var current: MachineDescription {
        MachineDescription(cpu: currentCPU() ?? "unknown CPU", cores: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// One line for a report: `Intel(R) Xeon(R) Processor, 2 cores`.
    public var summary: String { "\(cpu), \(cores) \(cores == 1 ? "core" : "cores")" }

    /// The description as the first members of a benchmark's JSON line: `"cpu":"…","cores":2`.
    public var jsonMembers: String {
        var quoted = ""
        for scalar in cpu.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case _ where scalar.value < 0x20: quoted += String(format: "\\u%04x", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return "\"cpu\":\"\(quoted)\",\"cores\":\(cores)"
    }

    /// The first `model name` in the text of Linux's `/proc/cpuinfo`, each run of spaces in it
    /// made one; nil when there is none (some ARM kernels name no model).
    public static func cpuModel(fromCPUInfo text: String) -> String? {
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "model name" else { continue }
            let name = parts[1].split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            if !name.isEmpty { return name }
        }
        return nil
    }

    private static func currentCPU() -> String? {
        #if canImport(Darwin)
        var size = 0
        guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 1 else { return nil }
        var bytes = [CChar](repeating: 0, count: size)
        guard sysctlbyname("machdep.cpu.brand_string", &bytes, &size, nil, 0) == 0 else { return nil }
        return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        return cpuModel(fromCPUInfo: text)
        #endif
    }
}

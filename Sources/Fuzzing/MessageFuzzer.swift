import Arcade
import ArcadeProtocol
import Games

/// Feeds garbled page messages to the arcade's sessions as the server would: each case is a
/// session of 1 to 40 messages, hellos and inputs among them, made from real messages mutated
/// (see ``Mutator``), read by ``ClientMessage/parse(_:)`` and handed to a ``GameSession`` or
/// ``LabSession``. A case passes when nothing traps; a refusal is an ``ArcadeError`` with a
/// message. Case `k` of seed `s` is the same on every run and machine.
public enum MessageFuzzer {
    /// Real messages, the seeds of every mutation.
    static let corpus = [
        #"{"type":"hello","version":1,"game":"tapit","width":390,"height":844,"player":"Ada"}"#,
        #"{"type":"hello","version":1,"game":"anagrams","options":{"level":"hard"},"width":800,"height":600}"#,
        #"{"type":"hello","version":1,"game":"pentominoes","options":{"board":"threeByTwenty"},"width":1280,"height":800}"#,
        #"{"type":"hello","version":1,"game":"pieces","width":600,"height":600}"#,
        #"{"type":"hello","version":1,"game":"lab","width":740,"height":656,"lab":{"enabled":["tap","doubleTap","longPress","pan","swipe","pinch","rotation","edge","hover"],"tapAndDoubleTap":"requireFailure","panAndSwipe":"exclusive","pinchAndRotation":"together"}}"#,
        #"{"type":"input","events":[{"t":1000,"type":"down","id":1,"x":300,"y":300,"kind":"touch"},{"t":1000,"type":"down","id":2,"x":340,"y":300}]}"#,
        #"{"type":"input","events":[{"t":1016.7,"type":"move","id":1,"x":280.5,"y":301,"kind":"touch"},{"t":1016.7,"type":"move","id":2,"x":362.25,"y":299}]}"#,
        #"{"type":"input","events":[{"t":1100,"type":"up","id":1,"x":280,"y":301},{"t":1100,"type":"cancel","id":2,"x":362,"y":299}]}"#,
        #"{"type":"input","events":[{"t":1200,"type":"hover","id":7,"x":10,"y":10,"kind":"mouse"}]}"#,
        #"{"type":"input","events":[{"t":1300,"type":"down","id":3,"x":195,"y":422,"kind":"pen"},{"t":1360,"type":"up","id":3,"x":195,"y":422,"kind":"pen"}]}"#,
        #"{"type":"press","id":"newGame"}"#, #"{"type":"press","id":"hint"}"#, #"{"type":"press","id":"level-medium"}"#,
        #"{"type":"name","player":"Grace \u202e"}"#,
        #"{"type":"configure","lab":{"enabled":["tap","pan"],"tapAndDoubleTap":"exclusive","panAndSwipe":"exclusive","pinchAndRotation":"together"}}"#,
        #"{"type":"mode","mode":"strokes"}"#, #"{"type":"addTemplate","name":"circle"}"#, #"{"type":"removeTemplate","index":0}"#,
        #"{"type":"loadTemplates","set":"{\"matcher\":{\"pointCount\":16,\"rotationLimit\":0.35},\"templates\":[{\"name\":\"v\",\"points\":[[0,0],[10,20],[20,0]]}]}"}"#,
        #"{"type":"download"}"#,
    ]

    /// What a run found.
    public struct Report: Sendable {
        /// Cases run.
        public var cases = 0
        /// Messages read.
        public var messages = 0
        /// Messages refused with an error.
        public var refused = 0
        /// Sessions begun.
        public var sessions = 0
    }

    /// Runs cases `range` of `seed`.
    public static func run(seed: UInt64, cases range: Range<Int>) -> Report {
        var report = Report()
        for k in range {
            runCase(seed: seed, index: k, report: &report)
            report.cases += 1
        }
        return report
    }

    /// One case: a session's worth of messages.
    static func runCase(seed: UInt64, index: Int, report: inout Report) {
        var m = Mutator(seed: LiveGame.roundSeed(seed, round: index + 1))
        var game: GameSession?
        var lab: LabSession?
        var clock = Double(m.int(0...5))
        for _ in 0..<m.int(1...40) {
            let base = m.pick(corpus)
            let text = m.int(0...2) == 0 ? base : m.mutate(base, other: m.pick(corpus))
            report.messages += 1
            clock += Double(m.int(0...400)) / 1000
            let message: ClientMessage
            do { message = try ClientMessage.parse(text) } catch {
                precondition(!error.message.isEmpty)
                report.refused += 1
                continue
            }
            do throws(ArcadeError) {
                switch message {
                case .hello(let hello) where game == nil && lab == nil:
                    if hello.game == "lab" {
                        lab = try LabSession(configuration: hello.lab ?? LabConfiguration(), width: hello.width ?? 800, height: hello.height ?? 600)
                    } else {
                        guard let name = hello.game, let kind = GameKind(rawValue: name) else { throw ArcadeError("unknown game") }
                        game = try GameSession(kind: kind, options: hello.options ?? GameOptions(), seed: UInt64(index),
                                               width: hello.width ?? 800, height: hello.height ?? 600)
                    }
                    report.sessions += 1
                case .input(let input):
                    let events = Array(input.events.prefix(WireProtocol.maximumEventsPerMessage))
                    let problems = game?.receive(events, arrivedAt: clock) ?? lab?.receive(events, arrivedAt: clock) ?? []
                    report.refused += problems.isEmpty ? 0 : 1
                case .press(let button): try game?.press(button)
                case .configure(let configuration): try lab?.configure(configuration)
                case .mode(let name): if let mode = LabMode(rawValue: name) { lab?.switchMode(to: mode) }
                case .addTemplate(let name): try lab?.pad.addTemplate(named: name)
                case .removeTemplate(let index): try lab?.pad.removeTemplate(at: index)
                case .loadTemplates(let set): try lab?.pad.load(json: set)
                case .download: _ = lab?.file()
                default: break
                }
            } catch {
                precondition(!error.message.isEmpty)
                report.refused += 1
            }
            game?.advance(to: clock)
            lab?.advance(to: clock)
            _ = game?.scene()
            _ = lab?.scene()
        }
    }
}

import Arcade
import Foundation
import GestureReplay
import JSONKit

extension ServerMessage {
    /// The message with `type` its first member: for an `error`, the spelling the socket's
    /// guards and a room's messages write (`type`, `message`, `fatal`); for any other message,
    /// ``jsonText``, whose `type` is first already or whose members are sorted as they always were.
    public var typeFirstJSONText: String {
        guard case .error(let message, let fatal) = self else { return jsonText }
        return "{\"type\":\"error\",\"message\":\(JSONOutput.string(message)),\"fatal\":\(fatal)}"
    }

    /// The message as the page is sent it: one JSON object, its `type` the kind's name.
    ///
    /// The messages sent many times a second (scenes, steps, syncs, a room's state) are written
    /// straight to text; the rare ones carrying the arcade's `Codable` values (a welcome, a
    /// result, the Lab's) go through Foundation's encoder with sorted members, as they always
    /// have, so their bytes are unchanged.
    public var jsonText: String {
        switch self {
        case .welcome(let welcome): return Self.encoded(welcome, type: "welcome")
        case .labWelcome(let state): return Self.encoded(state, type: "welcome")
        case .lab(let state): return Self.encoded(state, type: "lab")
        case .transition(let line): return Self.encoded(["line": line], type: "transition")
        case .strokePad(let pad): return Self.encoded(pad, type: "strokePad")
        case .download(let file): return Self.encoded(["file": file], type: "download")
        case .result(let result): return Self.encoded(result, type: "result")
        case .saved(let saved): return Self.encoded(saved, type: "saved")
        case .move(let reason): return Self.encoded(["reason": reason], type: "move")
        case .error(let message, let fatal): return Self.encoded(ErrorMembers(message: message, fatal: fatal), type: "error")
        case .scene(let time, let scene):
            // The members are those a locally playing page's session writes (the WebAssembly
            // build has no Foundation and cannot see this module): the same bytes after `type`.
            var text = "{\"type\":\"scene\","
            SceneJSON.members(time: time, scene: scene, into: &text)
            return text + "}"
        case .synced(let label, let time):
            var text = "{\"type\":\"synced\""
            if let label { text += ",\"id\":" + JSONOutput.string(label) }
            return text + ",\"time\":" + JSONOutput.number(time, decimals: 6) + "}"
        case .watchers(let count): return "{\"type\":\"watchers\",\"count\":\(count)}"
        case .ended(let reason): return "{\"type\":\"ended\",\"reason\":\(JSONOutput.string(reason))}"
        case .restore: return "{\"type\":\"restore\"}"
        case .steps(let steps):
            var text = ""
            steps.write { text += $0 }
            return text
        case .spectating(let opening): return Self.text(opening)
        case .room(let room): return Self.text(room)
        case .board(let b):
            return "{\"type\":\"board\",\"round\":\(b.round),\"you\":\(b.you),\"playing\":\(b.playing),\"time\":\(b.time),"
                + "\"header\":\(b.header),\"steps\":[\(b.steps.joined(separator: ","))],\"count\":\(b.steps.count),\"chain\":\"\(b.chain)\"}"
        case .over(let o):
            let race = o.race.map {
                ",\"race\":{\"puzzle\":\($0.puzzle),\"over\":\($0.over)"
                    + ($0.over ? ",\"leaders\":[\($0.leaders.map(String.init).joined(separator: ","))]" : "") + "}"
            } ?? ""
            return "{\"type\":\"over\",\"round\":\(o.round),\"winners\":[\(o.winners.map(String.init).joined(separator: ","))],"
                + "\"names\":[\(o.names.map(JSONOutput.string).joined(separator: ","))]\(race)}"
        }
    }

    private struct ErrorMembers: Encodable {
        var message: String
        var fatal: Bool
    }

    /// A payload's members with `type` among them, sorted.
    private struct Typed<Payload: Encodable>: Encodable {
        var type: String
        var payload: Payload

        private enum Key: String, CodingKey { case type }

        func encode(to encoder: any Encoder) throws {
            try payload.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(type, forKey: .type)
        }
    }

    private static func encoded<Payload: Encodable>(_ payload: Payload, type: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(Typed(type: type, payload: payload)) else {
            return #"{"fatal":true,"message":"the server could not encode a reply","type":"error"}"#
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func text(_ o: Spectating) -> String {
        var out = "{\"type\":\"spectating\",\"id\":\"\(o.id)\",\"game\":\"\(o.game.rawValue)\",\"title\":\(JSONOutput.string(o.game.title))"
        out += ",\"player\":\(JSONOutput.string(o.player)),\"played\":\(JSONOutput.number(o.played, decimals: 3))"
        out += ",\"options\":\(o.options.jsonText),\"seed\":\(o.seed),\"width\":\(JSONOutput.number(o.width)),\"height\":\(JSONOutput.number(o.height))"
        if let best = o.bestScore { out += ",\"bestScore\":\(best)" }
        if let round = o.round { out += ",\"round\":\(round)" }
        if let carry = o.carry { out += ",\"carry\":" + carry.jsonText }
        if o.oneRound { out += ",\"oneRound\":true" }
        if let team = o.team { out += ",\"team\":[" + team.map(\.jsonText).joined(separator: ",") + "]" }
        switch o.soFar {
        case .steps(let list): out += ",\"mode\":\"steps\",\"steps\":[" + list + "]"
        case .scene(let scene): out += ",\"mode\":\"scenes\"" + (scene.map { ",\"scene\":" + $0 } ?? "")
        }
        return out + "}"
    }

    private static func text(_ r: RoomState) -> String {
        let players = r.players.map { m in
            "{\"id\":\(m.id),\"name\":\(JSONOutput.string(m.name)),\"colour\":\"\(m.colour)\",\"playing\":\(m.playing),\"score\":\(m.score)"
                + (m.out.map { $0.isFinite ? ",\"out\":\(JSONOutput.number($0))" : ",\"out\":null" } ?? "") + (m.away ? ",\"away\":true" : "") + (m.rematch ? ",\"rematch\":true" : "") + (m.live.map { ",\"live\":\"\($0)\"" } ?? "") + "}"
        }
        return "{\"type\":\"room\",\"code\":\"\(r.code)\",\"game\":\"\(r.game.rawValue)\",\"title\":\(JSONOutput.string(r.game.title)),\"you\":\(r.you),"
            + "\"host\":\(r.host.map(String.init) ?? "null"),\"phase\":\"\(r.phase)\",\"round\":\(r.round),\"players\":[\(players.joined(separator: ","))]"
            + (r.race.map { ",\"race\":{\"puzzle\":\($0.puzzle),\"to\":\($0.to),\"over\":\($0.over)}" } ?? "")
            + (r.seat.map { ",\"seat\":\"\($0)\"" } ?? "") + ",\"carry\":\"\(r.carry)\"}"
    }
}

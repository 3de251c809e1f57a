import Arcade

/// The page's side of the protocol: `Sources/ArcadeServer/Public/protocol.js`, written from the
/// declarations here (``WireProtocol``, ``ClientMessageKind``, ``ServerMessageKind``) and the
/// entry points the arcade's WebAssembly build exports. scripts/generate-protocol writes it, and
/// a test fails while the committed file is not what this makes.
public enum PageProtocolScript {
    /// Where the page's protocol module lives, from the package's root.
    public static let path = "Sources/ArcadeServer/Public/protocol.js"

    /// The module's text, for a build exporting `wasmExports` (its `@_expose(wasm, …)` names).
    public static func text(wasmExports: [String]) -> String {
        func quoted(_ text: String) -> String { "'" + text + "'" }
        let clientKinds = ClientMessageKind.allCases.map { "  \($0.rawValue): \(quoted($0.rawValue))," }.joined(separator: "\n")
        let serverKinds = ServerMessageKind.allCases.map { "  \($0.rawValue): \(quoted($0.rawValue))," }.joined(separator: "\n")
        let exports = wasmExports.sorted().map { "  \(quoted($0))," }.joined(separator: "\n")
        let builders = ClientMessageKind.allCases.filter { $0 != .restore }.map { kind in
            let members = kind.pageMembers.map(quoted).joined(separator: ", ")
            return "  \(kind.rawValue): (m) => message(\(quoted(kind.rawValue)), m, [\(members)]),"
        }.joined(separator: "\n")
        return """
            // Generated from Sources/ArcadeProtocol (WireProtocol, ClientMessageKind,
            // ServerMessageKind) and Wasm/Exports by scripts/generate-protocol: do not edit. The
            // arcade's WebSocket protocol as the page speaks it (docs/protocol.md).

            /** The protocol version the page speaks: a hello and a room message name it. */
            export const PROTOCOL_VERSION = \(WireProtocol.version);

            /** The letters a room's code is made of (no 0, O, 1, I or L, which read alike). */
            export const ROOM_CODE_LETTERS = \(quoted(WireProtocol.roomCodeLetters));

            /** How many letters a room's code has. */
            export const ROOM_CODE_LENGTH = \(WireProtocol.roomCodeLength);

            /** The most events one `input` or `steps` message may carry. */
            export const MAX_EVENTS_PER_MESSAGE = \(WireProtocol.maximumEventsPerMessage);

            /** The longest a sync's label or a button's id may be, in UTF-8 bytes. */
            export const MAX_LABEL_BYTES = \(WireProtocol.maximumLabelBytes);

            /** A board played together gives player `p`'s pointer `n` the id `p × PLAYER_STRIDE + n`: who made each input. */
            export const PLAYER_STRIDE = \(PointerOwnership.playerStride);

            /** The kinds of message a page sends: a message's `type`. */
            export const CLIENT_MESSAGES = Object.freeze({
            \(clientKinds)
            });

            /** The kinds of message the server sends a page: a message's `type`. */
            export const SERVER_MESSAGES = Object.freeze({
            \(serverKinds)
            });

            // A message of kind `type` with `m`'s members in `members`' order (one left undefined is
            // not written; `version` is the page's when not given); any other member is refused.
            function message(type, m = {}, members) {
              const out = { type };
              for (const key of Object.keys(m)) {
                if (!members.includes(key)) throw new TypeError(`a ${type} message has no member "${key}" (${members.join(', ') || 'none'})`);
              }
              for (const key of members) {
                const value = key === 'version' ? m.version ?? PROTOCOL_VERSION : m[key];
                if (value !== undefined) out[key] = value;
              }
              return out;
            }

            /**
             * The messages a page sends, each built from its members — `CLIENT.hello({ game,
             * width, height })` — written in the protocol's order, a member left undefined not
             * written, one the kind does not have refused (a TypeError naming it).
             * @type {Readonly<Record<string, (members?: Record<string, unknown>) => Record<string, unknown>>>}
             */
            export const CLIENT = Object.freeze({
            \(builders)
            });

            /**
             * A `\(ClientMessageKind.restore.rawValue)` message handing a board's steps back to its room, each step's JSON
             * text as the server wrote it (`stepTexts`): written as text, not from an object,
             * because the room's seal covers the steps' very bytes.
             * @param {string[]} stepTexts
             * @returns {string}
             */
            export function restoreMessageText(stepTexts) {
              return '{"type":"\(ClientMessageKind.restore.rawValue)","steps":[' + stepTexts.join(',') + ']}';
            }

            /** The entry points the arcade's WebAssembly build exports, which the page may call. */
            export const ARCADE_WASM_EXPORTS = Object.freeze([
            \(exports)
            ]);

            """
    }
}

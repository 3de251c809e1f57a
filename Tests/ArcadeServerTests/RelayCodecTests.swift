@testable import ArcadeServer
import Testing

/// The relay's payloads between instances, without a database: each written and read back, a
/// malformed one refused, a long one cut into whole-UTF-8 pieces and put back together.
@Suite struct RelayCodecTests {
    @Test("a want is written GAME FROM COUNT HOLDER TOKEN and read back; anything else is refused")
    func wants() {
        let want = RelayCodec.Want(game: "g1", from: "i2", count: 3, holder: "i1", token: "t9")
        #expect(want.payload == "g1 i2 3 i1 t9")
        #expect(RelayCodec.Want(payload: want.payload) == want)
        let leaving = RelayCodec.Want(game: "g1", from: "i2", count: 0, holder: "i1", token: nil)
        #expect(leaving.payload == "g1 i2 0 i1 -" && RelayCodec.Want(payload: leaving.payload) == leaving)
        for bad in ["", "g1 i2 3 i1", "g1 i2 three i1 t9", "g1 i2 -1 i1 t9", "g1  3 i1 t9", "g1 i2 3 i1 t9 extra"] {
            #expect(RelayCodec.Want(payload: bad) == nil, "\(bad)")
        }
    }

    @Test("an opening is marked with its token, a message is for every spectator opened; an ended message ends")
    func gameMessages() {
        let opening = RelayCodec.GameMessage.opening(token: "t9", text: #"{"type":"spectating","game":"tapit"}"#)
        #expect(opening.payload == #"o:t9:{"type":"spectating","game":"tapit"}"#)
        #expect(RelayCodec.GameMessage(payload: opening.payload) == opening && !opening.ends)
        let ended = RelayCodec.GameMessage.message(#"{"type":"ended","why":"over"}"#)
        #expect(ended.payload == #"a:{"type":"ended","why":"over"}"# && RelayCodec.GameMessage(payload: ended.payload) == ended && ended.ends)
        #expect(RelayCodec.GameMessage(payload: #"{"type":"scene"}"#) == nil && RelayCodec.GameMessage(payload: "o:no-colon") == nil)
        // What a relay's feed is posted: an opening the game marked, as it is; anything else for all.
        #expect(RelayCodec.relayed(opening.payload) == opening.payload)
        #expect(RelayCodec.relayed(#"{"type":"scene"}"#) == #"a:{"type":"scene"}"#)
    }

    @Test("a long payload goes in numbered pieces, each whole UTF-8, and comes back whole; a short one goes as it is")
    func pieces() {
        let text = "a:" + String(repeating: "é€𝄞x", count: 40)
        let pieces = RelayCodec.pieces(of: text, id: "m1", limit: 25)
        #expect(pieces.count > 1 && pieces.allSatisfy { $0.hasPrefix("#m1|") })
        for piece in pieces {
            let data = piece.split(separator: "|", maxSplits: 3)[3]
            #expect(data.utf8.count <= 25 && String(data) == String(decoding: Array(data.utf8), as: UTF8.self))
        }
        var reassembler = RelayCodec.Reassembler()
        // Another message's pieces in between do not mix with these.
        let other = RelayCodec.pieces(of: "a:" + String(repeating: "z", count: 60), id: "m2", limit: 25)
        #expect(reassembler.take(other[0]) == nil)
        for piece in pieces.dropLast() { #expect(reassembler.take(piece) == nil) }
        #expect(reassembler.take(pieces.last!) == text)
        #expect(reassembler.waiting == 1)
        for piece in other.dropFirst().dropLast() { #expect(reassembler.take(piece) == nil) }
        #expect(reassembler.take(other.last!) == "a:" + String(repeating: "z", count: 60) && reassembler.waiting == 0)
        #expect(RelayCodec.pieces(of: "a:short", id: "m3", limit: 25) == ["a:short"] && reassembler.take("a:short") == "a:short")
        // A malformed piece is refused and changes nothing.
        for bad in ["#m4|2|2|x", "#m4|0|0|x", "#m4|a|2|x", "#m4|0|2"] { #expect(reassembler.take(bad) == nil, "\(bad)") }
        #expect(reassembler.waiting == 0)
    }
}

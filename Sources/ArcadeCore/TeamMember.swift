import GestureReplay
import JSONKit

/// One player of a game played together on one board: their seat in the room (the pointer ids
/// of their fingers are ``PointerOwnership/pointer(_:of:)`` of it), their name and colour. A
/// team's record lists its members, so that who made each input can be read from the trace.
public struct TeamMember: Sendable, Hashable {
    /// The player's seat in the room: 1 to 8.
    public var id: Int
    /// Their name as the room knew it.
    public var name: String
    /// Their colour, a CSS colour ("#4dabf7").
    public var colour: String

    /// A member; see the properties.
    public init(id: Int, name: String, colour: String) {
        self.id = id
        self.name = name
        self.colour = colour
    }

    /// The member as JSON: `{"id":1,"name":"Ann","colour":"#ff6b6b"}`.
    public var jsonText: String {
        "{\"id\":\(id),\"name\":\(JSONOutput.string(name)),\"colour\":\(JSONOutput.string(colour))}"
    }

    /// The team's names as a leaderboard shows them: "Ann & Bo", "Ann, Bo & Cy".
    public static func names(_ team: [TeamMember]) -> String {
        let names = team.map { $0.name }
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " & " + names.last!
    }
}

#if !hasFeature(Embedded)
extension TeamMember: Codable {}
#endif

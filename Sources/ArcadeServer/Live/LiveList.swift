/// `GET /api/live`: the games in progress anyone may watch.
struct LiveList: Encodable, Sendable {
    var games: [LiveGames.Summary]
}

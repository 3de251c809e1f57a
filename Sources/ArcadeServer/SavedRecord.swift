/// The answer to `POST /api/records`: the record replayed to its result and was saved.
struct SavedRecord: Encodable {
    /// The score's id (`GET /api/scores/ID/record` gives the record back).
    var id: Int
    /// The name it was saved under.
    var player: String
    /// The result in words.
    var summary: String
    /// Why the result ranks on no table (nil: it ranks): it was played offline on a board the
    /// arcade did not deal to the page for it.
    var unranked: String?
}

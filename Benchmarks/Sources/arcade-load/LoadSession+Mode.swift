extension LoadSession {
    /// How the session plays.
    enum Mode: String {
        /// Draws the server's scenes: `input` batches, each answered by a scene.
        case scenes
        /// Plays locally, the server placing input by arrival (`input`, no scenes; a `sync`
        /// after every `syncEvery`-th batch times it).
        case local
        /// Plays locally as play.js does now: a `steps` message every `stepsPerMessage` frames on
        /// the page's own clock; a `sync` after every `syncEvery`-th message times it.
        case steps
        /// Tap It played to a result over and over (steps, a heartbeat a second): every result
        /// saved is counted.
        case results
        /// Watches another session's game live (`spectate`): sends nothing more, counts what it
        /// is sent.
        case spectator
        /// A player in a room of Pieces played together: seated (the room's first player makes
        /// it), then one finger dragged a batch a frame (`input` with its `seq`); every `steps`
        /// message is read for the steps it carries, whoever sent them.
        case rooms
    }
}

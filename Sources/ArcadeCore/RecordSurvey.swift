/// What a page watching a record knows before it plays it: the player's moves, to jump to, and
/// the stretches where nothing happened, to skip — found by playing the record once to its end
/// with the code that judged it (a record of minutes takes milliseconds).
public struct RecordSurvey: Sendable, Hashable {
    /// One of the player's moves (``LiveGame/onMove``).
    public struct Move: Sendable, Hashable {
        /// When it happened, in seconds of the record's clock.
        public var time: Double
        /// The move in words, as `fingerplay replay --game` prints it: "good move, score 3".
        public var text: String

        /// A move; see the properties.
        public init(time: Double, text: String) {
            self.time = time
            self.text = text
        }
    }

    /// A stretch with no input, no event of the game and no finger down, longer than
    /// ``idleThreshold``.
    public struct IdleSpan: Sendable, Hashable {
        /// Where it begins and ends, in seconds of the record's clock.
        public var from: Double, to: Double

        /// A stretch; see the properties.
        public init(from: Double, to: Double) {
            self.from = from
            self.to = to
        }
    }

    /// The shortest stretch counted as idle: 3 seconds, as the watch page's "skip idle" promises.
    public static let idleThreshold = 3.0

    /// The player's moves, in order.
    public var moves: [Move]
    /// The idle stretches, in order.
    public var idleSpans: [IdleSpan]

    /// A survey; see the properties.
    public init(moves: [Move], idleSpans: [IdleSpan]) {
        self.moves = moves
        self.idleSpans = idleSpans
    }

    /// Surveys `player`'s record, playing it from its start to its end on a player of its own
    /// (`player` stays where it is).
    public init(_ player: RecordPlayer) throws(ArcadeError) {
        var moves: [Move] = []
        // Moments something happened, with the fingers down after it (nil: an event of the
        // game's own, which changes no finger).
        var moments: [(time: Double, touches: Int?)] = []
        let scout = try RecordPlayer(player.record, trace: player.trace, onEvent: { time, _ in moments.append((time, nil)) },
                                     onMove: { time, text in moves.append(Move(time: time, text: text)) })
        for event in scout.trace.events {
            guard let time = event.inputs.first?.timestamp, time >= scout.time else { continue }
            try scout.seek(to: time)
            moments.append((time, scout.touches.count))
        }
        try scout.seek(to: scout.endTime)
        moments.append((scout.endTime, nil))
        // Events come as the engine reaches them: in time order already, but sorted (stably)
        // to be sure of it.
        let ordered = moments.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map { $0.element }
        var spans: [IdleSpan] = []
        var last = scout.startTime, touchesDown = 0
        for moment in ordered where moment.time >= scout.startTime {
            if moment.time - last > Self.idleThreshold, touchesDown == 0 { spans.append(IdleSpan(from: last, to: moment.time)) }
            last = max(last, moment.time)
            if let touches = moment.touches { touchesDown = touches }
        }
        self.init(moves: moves, idleSpans: spans)
    }
}

import Arcade

/// A board played together being taken on from an instance that went away: the players back
/// offer the steps their pages hold, one page at a time is asked to hand them over, and the
/// board is rebuilt once all have come. A value that takes what happens — an offer, steps, a
/// page gone, time passing — and answers with the page to ask next, if any; time is given, so
/// it is tested without sockets or clocks.
///
/// A page asked that goes quiet for ``wait`` (it went again, or reads too slowly) holds nobody's
/// board up: the next player back who offered the steps is asked instead. A page still handing
/// steps over is never passed over, however long a long board takes.
struct BoardRestore {
    /// A player back with the board's steps: `count` of them, the chain's last `link`, their
    /// messages going to `feed` (a newer connection replaces an older one's offer).
    struct Offer {
        let id: Int
        let feed: LiveFeed
        let count: Int
        let link: String
    }

    /// How long a page asked may stay silent before another is asked, in seconds. 5.
    static let wait = 5.0

    /// The board being taken on (its seed, size and team).
    let board: RoomSnapshot.Board
    /// The offers not yet tried, oldest first.
    private(set) var offers: [Offer] = []
    /// The page asked now, with what it has handed over and when it was last heard from.
    private(set) var asked: Offer?
    private var texts: [String] = []
    private var bytes = 0
    private var heardAt = 0.0
    /// More steps came than the page offered: the board starts afresh.
    private(set) var isGivenUp = false

    init(board: RoomSnapshot.Board) {
        self.board = board
    }

    /// When the page asked will have been silent for ``wait`` (nil: nobody is asked).
    var deadline: Double? { asked.map { _ in heardAt + Self.wait } }

    /// `offer` arrives at `now`: the page to ask for the steps, if it is to be asked now (the first
    /// offer, the asked player's newer connection, or any offer once the page asked is silent).
    mutating func offer(_ offer: Offer, now: Double) -> LiveFeed? {
        offers.removeAll { $0.id == offer.id }
        if let asked, asked.id == offer.id {
            return ask(offer, now: now)
        }
        offers.append(offer)
        if asked == nil || now >= heardAt + Self.wait { return askNext(now: now) }
        return nil
    }

    /// Steps from player `id`'s page on `feed`, in order: all of them once the count is reached
    /// (the board is rebuilt from them and the chain's `link`), nil while more are to come.
    /// Throws when this page was not asked, or more came than it offered (the board starts
    /// afresh then: a page that lies about its count is not asked again).
    mutating func take(_ more: [String], from id: Int, feed: LiveFeed, now: Double) throws(ArcadeError) -> (texts: [String], link: String)? {
        guard let asked, asked.id == id, asked.feed === feed else { throw ArcadeError("this room asked for no steps") }
        texts += more
        bytes += more.reduce(0) { $0 + $1.utf8.count + 1 }
        guard texts.count <= asked.count, bytes <= TeamBoard.maximumHistoryBytes else {
            isGivenUp = true
            throw ArcadeError("more steps came than the board had: it starts afresh")
        }
        heardAt = now
        return texts.count == asked.count ? (texts, asked.link) : nil
    }

    /// Player `id`'s connection on `feed` ended: their offer goes, and if their page was the one
    /// asked, the next offer is asked.
    mutating func away(_ id: Int, feed: LiveFeed, now: Double) -> LiveFeed? {
        offers.removeAll { $0.id == id && $0.feed === feed }
        guard let asked, asked.id == id, asked.feed === feed else { return nil }
        return askNext(now: now)
    }

    /// Time has reached `now`: a page asked and silent for ``wait`` is passed over for the next offer.
    mutating func review(now: Double) -> LiveFeed? {
        guard asked != nil, now >= heardAt + Self.wait, !offers.isEmpty else { return nil }
        return askNext(now: now)
    }

    /// Whether the board can still be taken on: a page is asked, or one may yet be.
    var isPending: Bool { asked != nil || !offers.isEmpty }

    private mutating func askNext(now: Double) -> LiveFeed? {
        guard !offers.isEmpty else {
            asked = nil
            return nil
        }
        return ask(offers.removeFirst(), now: now)
    }

    private mutating func ask(_ offer: Offer, now: Double) -> LiveFeed {
        asked = offer
        texts = []
        bytes = 0
        heardAt = now
        return offer.feed
    }
}

import Arcade
import ArcadeProtocol

/// A room's board played together is a game in progress like any other: listed (its players'
/// names, its room, how far it has got), and watched — a spectator gets the board's header and
/// its steps so far, then every step as the players get it.
extension Room {
    /// Lists `board` among the games in progress, in place of the room's last board.
    func listBoard(_ board: TeamBoard) {
        guard let live else { return }
        let opening = WatchedGame.Opening(game: game, options: (try? options.validated(for: game)) ?? options, seed: board.seed,
                                          width: board.size.width, height: board.size.height, bestScore: nil, round: nil, carry: nil,
                                          local: true, team: board.team)
        let watched = live.open(opening, player: TeamMember.names(board.team), isPrivate: false, playerAlarm: board.alarm)
        watched.update(player: TeamMember.names(board.team), progress: "room \(code)")
        let last = state.watched
        state.watched = watched
        if let last { live.close(last, why: "the room began another board") }
    }

    /// Takes the room's board off the list: its spectators are told `why`.
    func unlistBoard(why: String) {
        guard let watched = state.watched else { return }
        state.watched = nil
        live?.close(watched, why: why)
    }

    /// Sends each spectator waiting for `board` its opening — the header and every step posted so
    /// far (the steps after it reach them as the players' do) — and tells the list how far the
    /// board has got.
    func serveSpectators(of board: TeamBoard) {
        guard state.board === board, let watched = state.watched else { return }
        watched.update(player: TeamMember.names(board.team), progress: "room \(code)" + (board.progress.isEmpty ? "" : " · " + board.progress))
        let waiting = watched.takeWaiting()
        guard !waiting.isEmpty else { return }
        let text = board.history.map { watched.spectating(played: clock.now - watched.startedAt, soFar: .steps($0.steps.joined(separator: ","))) }
            ?? LiveGames.ended("this board has been played too long to be joined: watch from the room's next")
        for w in waiting { w.feed.post(w.tag.map { RelayCodec.GameMessage.opening(token: $0, text: text).payload } ?? text) }
    }
}

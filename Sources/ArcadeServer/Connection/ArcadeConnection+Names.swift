import Arcade

extension ArcadeConnection {
    /// The name `typed` plays under: cleaned as every name is; the owner's spelling when the
    /// page is signed in as it; refused, saying so, when another player owns it. Anyone may
    /// play under a name nobody owns, as a guest.
    func playerName(_ typed: String?) async throws(ArcadeError) -> String {
        let name = PlayerName.cleaned(typed)
        if let signedIn, PlayerStoreKey.of(signedIn) == PlayerStoreKey.of(name) { return signedIn }
        guard let store, name != PlayerPasskeys.unclaimable else { return name }
        let owner: String?
        do { owner = try await store.owner(of: name) } catch {
            // The store is down: the name plays, and what it saves is marked a guest's (not
            // signed in as it), so it never counts as its owner's.
            return name
        }
        if owner != nil { throw ArcadeError("the name \(name) is taken: sign in with its passkey, or play under another name") }
        return name
    }
}

// Arcade's users see the sessions and records of ArcadeCore as Arcade's own: the split between
// the two modules is the WebAssembly build's business (ArcadeCore has no Foundation), not theirs.
@_exported import ArcadeCore

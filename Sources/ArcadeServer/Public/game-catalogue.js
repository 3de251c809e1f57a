// The games the arcade plays, as its server describes them (GET /api/games): their names,
// titles, choices and how they are played. The page's modules name no game; they ask this.

let loading = null;

/**
 * The arcade's games by name, in its order (a Map of { name, title, blurb, keepsScores, rooms
 * ('versus', 'race' or 'together'), resultEndsGame, levels?, boards?, modes? }); fetched once a
 * page. Throws if the server does not answer with them.
 */
export function loadGames() {
  loading ??= fetch('/api/games')
    .then((response) => {
      if (!response.ok) throw new Error(`the arcade did not say which games it plays (${response.status})`);
      return response.json();
    })
    .then((list) => new Map(list.map((game) => [game.name, game])));
  loading.catch(() => { loading = null; });
  return loading;
}

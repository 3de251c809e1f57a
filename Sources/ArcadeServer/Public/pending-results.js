// Results a page reached while it had no connection to the arcade, kept with their records in
// the browser (the last 20) and sent when the arcade is back: the server replays each record
// and saves the result only if it reproduces (POST /api/records).

const KEY = 'fingerplay.pending';

/**
 * Keeps `record` to be sent later; `challenge`: the leaderboard result whose board it was
 * played on, if it answers a challenge; `session`: the welcome of the session it was played in
 * ({ ticket, bestScore, live }) — its ticket vouches that the arcade dealt the board, without
 * which the result ranks on no table.
 */
export function keepPendingRecord(record, { storage = globalThis.localStorage, challenge = null, session = null } = {}) {
  const pending = JSON.parse(storage.getItem(KEY) || '[]');
  const dealt = session && session.ticket ? { ticket: session.ticket, bestScore: session.bestScore ?? null, live: session.live ?? null } : null;
  // A challenge's record is kept with the result it answers; others bare, with the session's
  // ticket beside their own fields (`dealt`, which is not sent as part of the record).
  pending.push(challenge ? { record, challenge } : dealt ? { ...record, dealt } : record);
  storage.setItem(KEY, JSON.stringify(pending.slice(-20)));
}

/** The query that names the session a kept record was played in (its ticket and welcome). */
function dealtQuery(dealt) {
  if (!dealt) return '';
  let query = `&ticket=${encodeURIComponent(dealt.ticket)}`;
  if (dealt.bestScore !== null && dealt.bestScore !== undefined) query += `&best=${dealt.bestScore}`;
  if (dealt.live) query += `&live=${encodeURIComponent(dealt.live)}`;
  return query;
}

/**
 * Sends the records kept, for `player`; `say(text)` hears each one saved. A record the server
 * refuses is dropped; one it could not take (a 5xx, no answer) is kept for next time.
 */
export async function submitPendingRecords(player, say, { storage = globalThis.localStorage, fetch = globalThis.fetch } = {}) {
  const pending = JSON.parse(storage.getItem(KEY) || '[]');
  if (!pending.length) return;
  const kept = [];
  for (const entry of pending) {
    const { record, challenge } = entry.trace === undefined && entry.record ? entry : { record: entry, challenge: null };
    const { dealt = null, ...played } = record;
    try {
      const challenged = challenge ? `&challenge=${challenge}` : '';
      const response = await fetch(`/api/records?player=${encodeURIComponent(player)}${challenged}${dealtQuery(dealt)}`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(played) });
      const answer = await response.json();
      if (response.ok) say(answer.unranked ? `Kept, not ranked (played offline): ${answer.summary}` : `Saved (played offline): ${answer.summary}`);
      else if (response.status >= 500) kept.push(entry);
    } catch {
      kept.push(entry);
    }
  }
  storage.setItem(KEY, JSON.stringify(kept));
}

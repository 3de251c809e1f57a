// Results a page reached while it had no connection to the arcade, kept with their records in
// the browser (the last 20) and sent when the arcade is back: the server replays each record
// and saves the result only if it reproduces (POST /api/records).

const KEY = 'fingerplay.pending';

/**
 * Keeps `record` to be sent later; `challenge`: the leaderboard result whose board it was
 * played on, if it answers a challenge.
 */
export function keepPendingRecord(record, { storage = globalThis.localStorage, challenge = null } = {}) {
  const pending = JSON.parse(storage.getItem(KEY) || '[]');
  pending.push(challenge ? { record, challenge } : record);
  storage.setItem(KEY, JSON.stringify(pending.slice(-20)));
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
    // A challenge's record is kept with the result it answers; others are kept bare.
    const { record, challenge } = entry.trace === undefined && entry.record ? entry : { record: entry, challenge: null };
    try {
      const challenged = challenge ? `&challenge=${challenge}` : '';
      const response = await fetch(`/api/records?player=${encodeURIComponent(player)}${challenged}`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(record) });
      const answer = await response.json();
      if (response.ok) say(`Saved (played offline): ${answer.summary}`);
      else if (response.status >= 500) kept.push(entry);
    } catch {
      kept.push(entry);
    }
  }
  storage.setItem(KEY, JSON.stringify(kept));
}

// Results a page reached while it had no connection to the arcade, kept with their records in
// the browser (the last 20) and sent when the arcade is back: the server replays each record
// and saves the result only if it reproduces (POST /api/records).

const KEY = 'fingerplay.pending';

/** Keeps `record` to be sent later. */
export function keepPendingRecord(record, storage = globalThis.localStorage) {
  const pending = JSON.parse(storage.getItem(KEY) || '[]');
  pending.push(record);
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
  for (const record of pending) {
    try {
      const response = await fetch(`/api/records?player=${encodeURIComponent(player)}`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(record) });
      const answer = await response.json();
      if (response.ok) say(`Saved (played offline): ${answer.summary}`);
      else if (response.status >= 500) kept.push(record);
    } catch {
      kept.push(record);
    }
  }
  storage.setItem(KEY, JSON.stringify(kept));
}

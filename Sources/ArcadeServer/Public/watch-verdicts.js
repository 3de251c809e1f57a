// What the watch page says at the end of a replay: whether the record (or the Lab's file) was
// reproduced, in words, and whether that verifies it.
import { figureText } from './result-figure.js';

/**
 * What the page says at the end: { text, verified } — "Reproduced: 38 moves — as on the
 * leaderboard" only when the replay gave the saved result, and plainly not otherwise.
 * `fromLeaderboard`: the record is a leaderboard entry (else a file).
 */
export function verdictText(verdict, fromLeaderboard) {
  const where = fromLeaderboard ? 'as on the leaderboard' : 'as in the record';
  if (verdict.matches) return { text: `Reproduced: ${figureText(verdict.reproduced)} — ${where}`, verified: true };
  const saved = `${fromLeaderboard ? 'the leaderboard' : 'the record'} says ${figureText(verdict.saved)}`;
  const gave = verdict.reproduced ? `the replay gives ${figureText(verdict.reproduced)}` : 'the replay reaches no result';
  return { text: `Not reproduced: ${gave}, ${saved}. This result is not verified.`, verified: false };
}

/**
 * What the page says at the end of a Gesture Lab file: { text, verified } — whether the replay
 * decided exactly as the file says the Lab did.
 */
export function labVerdictText(verdict) {
  if (verdict.matches) return { text: `Reproduced: the same ${verdict.saved} decision${verdict.saved === 1 ? '' : 's'} — as in the file`, verified: true };
  const why = verdict.why ? ` (${verdict.why.split('\n')[0]})` : '';
  return { text: `Not reproduced: the replay does not decide as the file says${why}. These decisions are not verified.`, verified: false };
}

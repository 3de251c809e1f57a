// The landing page: the name (a guest's, or one claimed with a passkey), the games with their
// choices, and each game's best results.
const units = { moves: 'moves', points: 'points', seconds: 's' };

import { registerServiceWorker, showNetworkState } from './installed-arcade.js';
import { setUpPasskeys } from './passkeys.js';

const nameInput = document.getElementById('player');
nameInput.value = localStorage.getItem('fingerplay.player') || '';
nameInput.addEventListener('input', () => localStorage.setItem('fingerplay.player', nameInput.value.trim().slice(0, 20)));
setUpPasskeys(nameInput, document.getElementById('name-box'));
const network = document.getElementById('network');
registerServiceWorker((problem) => { network.hidden = false; network.textContent = problem; });

function element(tag, attributes, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attributes || {})) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}

document.getElementById('join').addEventListener('submit', () => {
  const code = document.getElementById('room-code-input').value.replace(/[\s-]/g, '').toUpperCase();
  if (code) location.href = `/room/${encodeURIComponent(code)}`;
});

async function load() {
  const games = await (await fetch('/api/games')).json();
  const list = document.getElementById('games');
  for (const game of games) {
    const card = element('article', { class: 'card', 'data-game': game.name });
    card.append(element('h2', {}, game.title), element('p', {}, game.blurb));
    let select = null;
    const capitalized = (name) => name[0].toUpperCase() + name.slice(1);
    const choice = game.modes ? { name: 'mode', label: 'Mode', choices: game.modes.map((m) => [m, capitalized(m)]) }
      : game.levels ? { name: 'level', label: 'Level', choices: game.levels.map((l) => [l, capitalized(l)]) }
        : game.boards ? { name: 'board', label: 'Board', choices: game.boards.map((b) => [b.name, b.title]) } : null;
    if (choice) {
      select = element('select', { id: `choice-${game.name}`, name: choice.name });
      for (const [value, title] of choice.choices) select.append(element('option', { value }, title));
      card.append(element('label', { for: select.id }, choice.label, select));
    }
    const play = element('a', { class: 'play', href: '#', 'data-play': game.name }, `Play ${game.title}`);
    play.addEventListener('click', (event) => {
      event.preventDefault();
      const params = new URLSearchParams({ game: game.name });
      if (select) params.set(select.name, select.value);
      location.href = `/play.html?${params}`;
    });
    card.append(play);
    {
      // In a room: versus (the same commands for everyone, last one standing wins), a race (the
      // same puzzle for everyone) or together (one board, played at once), as the game says.
      const together = element('a', { class: 'play together', href: '#', 'data-together': game.name }, 'Play together');
      together.addEventListener('click', (event) => {
        event.preventDefault();
        const params = new URLSearchParams({ game: game.name });
        if (select) params.set(select.name, select.value);
        location.href = `/room/new?${params}`;
      });
      card.append(together);
    }
    list.append(card);
  }
  // The leaderboard is the arcade's: with no network it says so, and comes when the network does.
  showNetworkState(network, () => nameInput.value.trim(), () => loadScores(games));
  await loadScores(games);
}

async function loadScores(games) {
  const scores = document.getElementById('scores');
  let boards;
  try {
    boards = await Promise.all(games.filter((g) => g.keepsScores).map(async (game) => {
      const response = await fetch(`/api/scores?game=${game.name}`);
      if (!response.ok) throw new Error(`the arcade answered ${response.status}`);
      return [game, await response.json()];
    }));
  } catch (error) {
    scores.replaceChildren(element('p', { class: 'empty', id: 'scores-offline' },
      navigator.onLine ? `The leaderboard did not answer (${error.message}): it shows here when it does.`
        : 'The leaderboard needs the network: it shows here when you are back online.'));
    return;
  }
  scores.replaceChildren();
  for (const [game, board] of boards) {
    const section = element('section', { 'data-scores': game.name, id: `scores-${game.name}` }, element('h3', {}, game.title));
    // Results kept on no table (played offline on a board the arcade did not deal) come after
    // the ranked tables, apart and unnumbered: they can be watched, and rank nowhere.
    const tables = board.tables.map((t) => ({ ...t, unranked: false })).concat((board.unranked || []).map((t) => ({ ...t, unranked: true })));
    if (tables.length === 0) section.append(element('p', { class: 'empty' }, 'No results yet.'));
    for (const table of tables) {
      const unranked = table.unranked;
      if (table.category || unranked) {
        // A board solved together in a room has a table of its own: "6 × 10 — together"; so has
        // a game played by keys alone: "Standard — by keyboard".
        const keys = table.category.endsWith(' keyboard');
        const plain = keys ? table.category.slice(0, -' keyboard'.length) : table.category;
        const together = plain.endsWith(' together');
        const category = together ? plain.slice(0, -' together'.length) : plain;
        const named = !category ? '' : game.boards ? (game.boards.find((b) => b.name === category) || {}).title || category
          : category[0].toUpperCase() + category.slice(1);
        const title = named + (together ? ' — together' : '') + (keys ? ' — by keyboard' : '')
          + (unranked ? `${named ? ' — ' : ''}played offline, not ranked` : '');
        section.append(element('h4', unranked ? { class: 'unranked' } : {}, title));
      }
      const ol = element(unranked ? 'ul' : 'ol', unranked ? { class: 'unranked' } : {});
      for (const entry of table.entries) {
        // textContent keeps a name as text: nothing a player types becomes markup.
        const li = element('li');
        const value = table.unit === 'seconds' ? entry.value.toFixed(1) : String(entry.value);
        li.textContent = `${entry.player}${entry.guest ? ' · guest' : ''} — ${value} ${units[table.unit] || table.unit} `;
        // A player's one place is their best: when they set it, in the reader's own calendar.
        const when = new Date(entry.saved * 1000);
        li.append(element('time', { datetime: when.toISOString().slice(0, 10), class: 'saved' },
          when.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })), ' ');
        li.append(element('a', { href: `/watch/${entry.id}`, class: 'watch', title: 'watch the record replayed, verified as it plays' }, 'Watch'), ' · ',
          element('a', { href: `/challenge/${entry.id}`, class: 'challenge', title: 'play the same board, the record alongside as a ghost' }, 'Play this board'), ' · ',
          element('a', { href: `/api/scores/${entry.id}/record`, title: 'the record that replays to this result' }, 'record'));
        ol.append(li);
      }
      section.append(ol);
    }
    scores.append(section);
  }
  // Come from a saved result's "Leaderboard": its game's tables, once they are there.
  if (location.hash.startsWith('#scores-')) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
}
load().catch((error) => {
  document.getElementById('games').textContent = `The arcade did not answer: ${error}`;
});

// The page the arcade's service worker shows, with no network, for an address only the server
// can answer — a room, a challenge, a record or a game in progress watched: it says which needs
// the network, and opens the address again once the network is back (or when asked).
const path = location.pathname;
const [title, why] = path.startsWith('/room/') ? ['Playing together needs the network', 'A room is kept by the arcade\'s server, which deals its boards and passes every move.']
  : path.startsWith('/challenge/') ? ['A challenge needs the network', 'The record you challenge is on the arcade\'s leaderboard.']
    : path.startsWith('/watch/live') ? ['Watching a game in progress needs the network', 'Its moves come from the arcade\'s server as they are played.']
      : path.startsWith('/watch/') ? ['Watching a record needs the network', 'The record is on the arcade\'s leaderboard.']
        : ['This page needs the network', 'You are offline, and this page is kept by the arcade\'s server.'];
document.getElementById('needs').textContent = title;
document.getElementById('why').textContent = `You are offline. ${why}`;
document.title = `${title} — Fingerplay`;
document.getElementById('again').addEventListener('click', () => location.reload());
addEventListener('online', () => location.reload());

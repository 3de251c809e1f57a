import { PlayPage } from './play-page.js';
import { CLIENT, SERVER_MESSAGES } from './protocol.js';

// The Gesture Lab page: the surface is drawn and fed by the play page (play-page.js, with the
// Lab's hooks: its game, its hello and a look at every message); this file adds the panel —
// switches and pairings, the latest decision of every recognizer with its values and reason,
// the log of every state change as the replay prints it, the fingers' paths, and the download —
// and the stroke pad: every template's score for the last stroke, keeping a stroke as a
// template, and the set downloaded or loaded as JSON. The server does all the matching.
const RECOGNIZERS = ['tap', 'doubleTap', 'longPress', 'pan', 'swipe', 'pinch', 'rotation', 'edge', 'hover'];
const PAIRS = [['tapAndDoubleTap', 'tap / double tap'], ['panAndSwipe', 'pan / swipe'], ['pinchAndRotation', 'pinch / rotation']];
const PAIRINGS = [['exclusive', 'first wins'], ['requireFailure', 'first waits for second to fail'], ['together', 'together']];
const config = JSON.parse(localStorage.getItem('fingerplay.lab') || 'null') || {
  enabled: RECOGNIZERS.slice(), tapAndDoubleTap: 'requireFailure', panAndSwipe: 'requireFailure', pinchAndRotation: 'together',
};
const latest = new Map();

let mode = localStorage.getItem('fingerplay.lab.mode') === 'strokes' ? 'strokes' : 'gestures';

const page = new PlayPage({
  game: 'lab',
  hello: () => ({ lab: config }),
  receive(message) {
    if (message.type === SERVER_MESSAGES.welcome || message.type === SERVER_MESSAGES.lab) { latest.clear(); renderStates(); log.replaceChildren(); }
    if (message.type === SERVER_MESSAGES.welcome) restorePad();
    if (message.type === SERVER_MESSAGES.transition) show(message.line);
    if (message.type === SERVER_MESSAGES.download) save(message.file, `gesture-lab-${Date.now()}.json`);
    if (message.type === SERVER_MESSAGES.strokePad) showPad(message);
  },
});
window.arcadePage = page;

const switches = document.getElementById('switches');
for (const id of RECOGNIZERS) {
  const box = Object.assign(document.createElement('input'), { type: 'checkbox', checked: config.enabled.includes(id), id: `on-${id}` });
  box.addEventListener('change', () => {
    config.enabled = RECOGNIZERS.filter((r) => document.getElementById(`on-${r}`).checked);
    configure();
  });
  const label = document.createElement('label');
  label.append(box, id);
  switches.append(label);
}
const pairs = document.getElementById('pairs');
for (const [key, title] of PAIRS) {
  const select = Object.assign(document.createElement('select'), { id: `pair-${key}` });
  for (const [value, text] of PAIRINGS) select.append(new Option(text, value, false, config[key] === value));
  select.addEventListener('change', () => { config[key] = select.value; configure(); });
  const label = document.createElement('label');
  label.append(`${title}: `, select);
  pairs.append(label);
}

function configure() {
  localStorage.setItem('fingerplay.lab', JSON.stringify(config));
  page.send(CLIENT.configure({ lab: config }));
}
document.getElementById('clear').addEventListener('click', configure);
document.getElementById('download').addEventListener('click', () => page.send(CLIENT.download()));

const log = document.getElementById('log');
const states = document.querySelector('#states tbody');

function values(line) {
  const v = [];
  if (line.translation) v.push(`translation ${line.translation.map((n) => n.toFixed(1)).join(', ')}`);
  if (line.velocity) v.push(`velocity ${line.velocity.map((n) => n.toFixed(0)).join(', ')} pt/s`);
  if (line.scale !== undefined) v.push(`scale ${line.scale.toFixed(3)}`);
  if (line.rotation !== undefined) v.push(`rotation ${line.rotation.toFixed(3)} rad`);
  if (line.direction) v.push(`direction ${line.direction}`);
  if (line.reason) v.push(line.reason);
  return v.join(' · ');
}

function show(text) {
  const line = JSON.parse(text);
  latest.set(line.recognizer, line);
  renderStates();
  const li = document.createElement('li');
  li.textContent = text;
  log.prepend(li);
  while (log.children.length > 300) log.lastChild.remove();
}

function renderStates() {
  states.replaceChildren(...RECOGNIZERS.map((id) => {
    const line = latest.get(id);
    const tr = document.createElement('tr');
    const state = config.enabled.includes(id) ? (line ? line.state : 'possible') : 'off';
    for (const [text, cls] of [[id, ''], [state, state], [line ? values(line) : '', '']]) {
      const td = document.createElement('td');
      td.textContent = text;
      if (cls) td.className = cls;
      tr.append(td);
    }
    tr.dataset.recognizer = id;
    return tr;
  }));
}
renderStates();

function save(file, name) {
  const blob = new Blob([JSON.stringify(file, null, 1)], { type: 'application/json' });
  const a = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

// The fingers' paths, drawn from the page's own pointer events; a new gesture clears them.
const canvas = document.getElementById('paths');
const stageElement = document.getElementById('stage');
const paths = new Map();
let fingersDown = 0;
function resizeCanvas() {
  const r = stageElement.getBoundingClientRect();
  canvas.width = r.width * devicePixelRatio;
  canvas.height = r.height * devicePixelRatio;
  canvas.style.width = `${r.width}px`;
  canvas.style.height = `${r.height}px`;
  drawPaths();
}
addEventListener('resize', resizeCanvas);
function drawPaths() {
  const ctx = canvas.getContext('2d');
  ctx.setTransform(devicePixelRatio, 0, 0, devicePixelRatio, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  let hue = 200;
  for (const points of paths.values()) {
    ctx.strokeStyle = `hsl(${hue} 90% 65%)`;
    ctx.fillStyle = ctx.strokeStyle;
    ctx.lineWidth = 3;
    ctx.beginPath();
    points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.stroke();
    const [x, y] = points[points.length - 1];
    ctx.beginPath();
    ctx.arc(x, y, 6, 0, 2 * Math.PI);
    ctx.fill();
    hue = (hue + 70) % 360;
  }
}
function local(e) {
  const r = stageElement.getBoundingClientRect();
  return [e.clientX - r.left, e.clientY - r.top];
}
stageElement.addEventListener('pointerdown', (e) => {
  if (fingersDown === 0) paths.clear();
  fingersDown += 1;
  paths.set(e.pointerId, [local(e)]);
  drawPaths();
});
stageElement.addEventListener('pointermove', (e) => {
  const points = paths.get(e.pointerId);
  if (!points || e.buttons === 0 && e.pointerType === 'mouse') return;
  points.push(local(e));
  drawPaths();
});
for (const type of ['pointerup', 'pointercancel']) stageElement.addEventListener(type, () => { fingersDown = Math.max(0, fingersDown - 1); });
requestAnimationFrame(resizeCanvas);

// The stroke pad. The page keeps the last set the server sent (and saves it for the next
// visit); the server holds the pad's templates and scores every stroke.
const tabs = { gestures: document.getElementById('tab-gestures'), strokes: document.getElementById('tab-strokes') };
const panels = { gestures: document.getElementById('gestures-panel'), strokes: document.getElementById('strokes-panel') };
const verdict = document.getElementById('verdict');
const scoreRows = document.querySelector('#scores tbody');
const templateName = document.getElementById('template-name');
const addButton = document.getElementById('add-template');
const downloadSet = document.getElementById('download-set');
let templateSet = JSON.parse(localStorage.getItem('fingerplay.lab.set') || 'null');

function showMode(next) {
  mode = next;
  localStorage.setItem('fingerplay.lab.mode', mode);
  for (const key of Object.keys(tabs)) {
    tabs[key].setAttribute('aria-selected', String(key === mode));
    panels[key].hidden = key !== mode;
  }
}
for (const key of Object.keys(tabs)) {
  tabs[key].addEventListener('click', () => { showMode(key); page.send(CLIENT.mode({ mode: key })); });
}
showMode(mode);

function restorePad() {
  if (templateSet && templateSet.templates && templateSet.templates.length) {
    page.send(CLIENT.loadTemplates({ set: JSON.stringify(templateSet) }));
  }
  page.send(CLIENT.mode({ mode }));
}

function showPad(message) {
  if (message.mode !== mode) showMode(message.mode);
  if (message.set) {
    templateSet = message.set;
    localStorage.setItem('fingerplay.lab.set', JSON.stringify(templateSet));
  }
  const reading = message.reading;
  addButton.disabled = !reading || reading.points.length < 2;
  downloadSet.disabled = message.templates.length === 0;
  document.getElementById('no-templates').hidden = message.templates.length > 0;
  verdict.className = `verdict ${reading ? (reading.recognized ? 'recognized' : 'failed') : ''}`;
  const best = reading && reading.scores.length ? Math.max(...reading.scores) : null;
  const drawn = reading ? ` · ${reading.points.length} points, ${reading.length.toFixed(0)} pt long` : '';
  verdict.textContent = !reading ? 'Draw a shape on the surface with one finger (or drag the mouse).'
    : reading.recognized ? `Recognized: ${reading.recognized} (score ${best >= 1000 ? '≥ 1000' : best.toFixed(2)})${drawn}`
      : `Not recognized: ${reading.verdict}${drawn}`;
  // Each template is named with its number among those of the same name: "circle #2".
  const seen = new Map();
  const rows = message.templates.map((name, index) => {
    seen.set(name, (seen.get(name) || 0) + 1);
    return { name, index, label: `${name} #${seen.get(name)}`, score: reading ? reading.scores[index] : null };
  });
  if (reading) rows.sort((a, b) => b.score - a.score || a.index - b.index);
  scoreRows.replaceChildren(...rows.map((row, rank) => {
    const tr = document.createElement('tr');
    tr.dataset.template = row.label;
    if (reading && rank === 0) tr.className = reading.recognized ? 'best' : 'closest';
    const name = document.createElement('td');
    name.textContent = row.label;
    const score = document.createElement('td');
    if (row.score !== null) {
      const bar = document.createElement('span');
      bar.className = 'scorebar';
      bar.style.width = `${Math.min(100, row.score * 10)}%`;
      const value = document.createElement('span');
      value.className = 'score';
      value.textContent = row.score >= 1000 ? '≥ 1000' : row.score.toFixed(2);
      score.append(bar, value);
    }
    const remove = Object.assign(document.createElement('button'), { type: 'button', className: 'remove', textContent: '✕' });
    remove.setAttribute('aria-label', `Remove ${row.label}`);
    remove.addEventListener('click', () => page.send(CLIENT.removeTemplate({ index: row.index })));
    const cell = document.createElement('td');
    cell.append(remove);
    tr.append(name, score, cell);
    return tr;
  }));
}

document.getElementById('keep').addEventListener('submit', (e) => {
  e.preventDefault();
  const name = templateName.value.trim();
  if (!name) { templateName.focus(); return; }
  page.send(CLIENT.addTemplate({ name }));
});
downloadSet.addEventListener('click', () => { if (templateSet) save(templateSet, 'stroke-templates.json'); });
document.getElementById('load-set').addEventListener('change', async (e) => {
  const file = e.target.files[0];
  e.target.value = '';
  if (!file) return;
  if (file.size > 60000) { verdict.className = 'verdict failed'; verdict.textContent = `${file.name} is larger than a set of 50 templates (60 KB): not loaded.`; return; }
  page.send(CLIENT.loadTemplates({ set: await file.text() }));
});

page.start();

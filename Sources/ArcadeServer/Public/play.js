"use strict";
// The game page. It knows no game: it sends the player's pointer input to the server and draws
// the scene the server describes (docs/protocol.md). Where the arcade serves its WebAssembly
// build (/fingerplay.wasm), the page also plays the game itself — the server's own session,
// compiled to wasm — and draws the scenes it makes at once, every frame; the server then sends
// no scenes and stays the judge of every result. With no server at all, the page plays alone.
const PROTOCOL_VERSION = 1;
const params = new URLSearchParams(location.search);
// A page built on this one (the Gesture Lab) sets hooks before loading it: `hello` adds to the
// hello message, `receive` sees every message first.
const hooks = window.fingerplayHooks || {};
const game = hooks.game || params.get("game") || "tapit";
const options = {};
if (params.get("level")) options.level = params.get("level");
if (params.get("board")) options.board = params.get("board");
if (params.get("mode")) options.mode = params.get("mode");

const stage = document.getElementById("stage");
const world = document.getElementById("world");
const notice = document.getElementById("notice");
const nameInput = document.getElementById("player");
if (nameInput) nameInput.value = localStorage.getItem("fingerplay.player") || "";

let socket = null;
let sceneSize = null;          // the game's size in points, fixed for the session
let scale = 1, originX = 0, originY = 0;
let clockOffset = 0;           // game time = performance.now() / 1000 + clockOffset
let nodes = new Map();         // id -> { element, node, parts }
let queue = [];                // pointer events waiting for the next frame
let retries = 0;
let closedOnPurpose = false;

// ---- Local play --------------------------------------------------------------------------
// The WebAssembly build, if the arcade serves it (?local=0 turns local play off; the Lab never
// plays locally).
const localWanted = !hooks.game && params.get("local") !== "0" && typeof WebAssembly === "object";
// It is loaded with fingerplay.js's own helpers (Web/src/wasm.js, served at
// /fingerplay/wasm.js): compiled while it downloads. Either missing: no local play.
let callWithTexts = null;
const wasmReady = localWanted
  ? import("/fingerplay/wasm.js").then((helpers) => {
      callWithTexts = helpers.callWithTexts;
      return helpers.instantiateWasm(fetch("/fingerplay.wasm"), { fingerplay: {
        should_begin: () => 1, should_receive: () => 1, should_recognize_simultaneously: () => 0 } });
    }).catch(() => null)
  : Promise.resolve(null);
let fp = null;            // the module's exports, once loaded
let localGame = -1;       // the local session's handle
let localStart = 0;       // performance.now() / 1000 when the local session's clock was 0
let lastSceneText = "";
let offline = false;      // playing with no server: results are shown, not saved
// The session the server began (its welcome): a page that loses its server, or is told to move,
// carries the game on at another instance with the welcome's seed and ticket, and hands over
// every step its own session took (`script`), which the new instance replays to the same game.
let session = null;       // { game, options, seed, width, height, bestScore, ticket }
let script = [];          // the steps the local session took that change it: { at, inputs?, press? }
let sentSteps = 0;        // how many of them this connection has been sent
let lastStepAt = 0;       // the local session's clock at its last step, in seconds
let resuming = false;     // the hello under way carries a session on (steps wait for its welcome)
let moving = false;       // the server asked the page to move

/// Calls `fn` with each text as a pointer and a byte count (their memory given back at once: a
/// step a frame would otherwise grow the heap forever); returns its status and what it printed.
function wasmCall(fn, ...texts) {
  return callWithTexts(fp, fn, ...texts);
}

/// Starts the local session: the server's (its seed, options and size), or one of the page's own.
function startLocal(header) {
  if (!fp) return;
  if (localGame >= 0) fp.fp_game_destroy(localGame);
  const made = wasmCall(fp.fp_game_create, JSON.stringify(header));
  localGame = made.status;
  localStart = performance.now() / 1000;
  lastStepAt = 0;
  lastSceneText = "";
  if (localGame < 0) say(made.errors.trim(), true);
}

/// One step of the local session at the page's now: the inputs of this frame or a press.
function stepLocal(step) {
  if (localGame < 0) return;
  step.at = Math.max(lastStepAt, performance.now() / 1000 - localStart);
  // A step that only lets time pass changes nothing unless a timer falls due in it.
  const wake = fp.fp_game_next_wake(localGame);
  const changes = (step.inputs && step.inputs.length) || step.press || (wake >= 0 && wake <= step.at);
  const result = wasmCall((p, n) => fp.fp_game_step(localGame, p, n), JSON.stringify(step));
  if (result.status !== 0) return;
  lastStepAt = step.at;
  if (changes && session) {
    // The step as the local session took it: the server's session takes the same.
    const logged = { at: step.at };
    if (step.inputs && step.inputs.length) logged.inputs = step.inputs;
    if (step.press) logged.press = step.press;
    script.push(logged);
  }
  for (const line of result.output.split("\n")) {
    if (!line) continue;
    if (line.startsWith('{"type":"scene"')) {
      if (line === lastSceneText) continue;
      lastSceneText = line;
      const message = JSON.parse(line);
      clockOffset = message.time - performance.now() / 1000;
      draw(message.scene);
    } else if (offline && line.startsWith('{"result"')) {
      // Online, the server's own session reports (and saves) results; alone, the page keeps
      // the record, to be replayed and saved by the server when it is back.
      const result = JSON.parse(line);
      if (result.record && result.result.game !== "pieces") {
        const pending = JSON.parse(localStorage.getItem("fingerplay.pending") || "[]");
        pending.push(result.record);
        localStorage.setItem("fingerplay.pending", JSON.stringify(pending.slice(-20)));
      }
      setTimeout(() => say(`Result: ${result.summary} — saved when the arcade is back`), 0);
    }
  }
}

/// Results played with no connection, replayed and saved by the server now that it is back.
async function submitPending() {
  const pending = JSON.parse(localStorage.getItem("fingerplay.pending") || "[]");
  if (!pending.length) return;
  const kept = [];
  for (const record of pending) {
    try {
      const response = await fetch(`/api/records?player=${encodeURIComponent(nameInput ? nameInput.value : "")}`, {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(record) });
      const answer = await response.json();
      if (response.ok) say(`Saved (played offline): ${answer.summary}`);
      else if (response.status >= 500) kept.push(record);
    } catch {
      kept.push(record);
    }
  }
  localStorage.setItem("fingerplay.pending", JSON.stringify(kept));
}

/// No server: the page plays on its own, with a seed of its own.
function playOffline() {
  if (!fp || offline) return false;
  offline = true;
  const rect = stage.getBoundingClientRect();
  const seed = crypto.getRandomValues(new Uint32Array(1))[0] * 2048 + crypto.getRandomValues(new Uint16Array(1))[0] % 2048;
  sceneSize = { width: Math.round(rect.width), height: Math.round(rect.height) };
  world.replaceChildren();
  nodes = new Map();
  layout();
  startLocal({ game, options, seed, width: sceneSize.width, height: sceneSize.height });
  say("No server: playing on this device. Results are saved when the arcade is back.", true, 5000);
  return true;
}

/// Puts the notice as low on the screen as it can go without covering any text or button of
/// the game — the results games show, a Next button — so a notice never hides what it is about.
function placeNotice() {
  const blockers = [...world.querySelectorAll(".node")]
    .filter((e) => e.tagName === "BUTTON" || e.textContent.trim())
    .map((e) => e.getBoundingClientRect());
  const height = notice.offsetHeight;
  for (let bottom = 12; bottom < innerHeight - height - 50; bottom += 12) {
    notice.style.bottom = `${bottom}px`;
    const box = notice.getBoundingClientRect();
    if (!blockers.some((r) => r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top)) return;
  }
  notice.style.bottom = "12px";
}

function say(text, bad = false, ms = 2500) {
  notice.textContent = text;
  notice.className = "show" + (bad ? " bad" : "");
  placeNotice();
  clearTimeout(say.timer);
  if (ms) say.timer = setTimeout(() => { notice.className = ""; }, ms);
}

// ---- Connection -------------------------------------------------------------------------

function connect() {
  const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`;
  socket = new WebSocket(url);
  let opened = false;
  socket.addEventListener("open", () => {
    opened = true;
    retries = 0;
    const rect = stage.getBoundingClientRect();
    const hello = {
      type: "hello", version: PROTOCOL_VERSION, game, options, local: !!fp,
      width: Math.round(rect.width), height: Math.round(rect.height), player: nameInput ? nameInput.value : "",
    };
    // A game under way carries on: same seed, size and options, vouched for by the ticket.
    resuming = !!(session && localGame >= 0 && fp);
    if (resuming) {
      Object.assign(hello, { game: session.game, options: session.options, width: session.width, height: session.height,
        resume: { seed: session.seed, ticket: session.ticket, bestScore: session.bestScore } });
    }
    socket.send(JSON.stringify(Object.assign(hello, hooks.hello ? hooks.hello() : {})));
  });
  // A page opened with no server to answer plays on its own.
  socket.addEventListener("error", () => { if (!opened && !session) playOffline(); });
  socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
  socket.addEventListener("close", () => {
    if (closedOnPurpose) return;
    releaseVirtualFingers();
    if (moving) {
      // Told to move: straight on to another instance (the proxy picks one), the game kept.
      moving = false;
      say("Moving to another server — your game carries on.", false, 2500);
      setTimeout(connect, 50 + Math.random() * 200);
      return;
    }
    retries += 1;
    const wait = Math.min(10, 2 ** Math.min(retries, 4) / 2);
    if (localGame >= 0) {
      // The game goes on here; results it reaches meanwhile are kept with their records and
      // sent to the arcade (POST /api/records) when the connection is back.
      offline = true;
      queue = [];
      say(`No connection: playing on this device; your game carries on when it is back. Trying again in ${wait} s.`, true, 0);
    } else {
      say(`Connection lost — reconnecting in ${wait} s. The game will start afresh.`, true, 0);
    }
    setTimeout(connect, wait * 1000);
  });
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function receive(message) {
  if (hooks.receive) hooks.receive(message);
  switch (message.type) {
    case "welcome":
      retries = 0;
      resuming = false;
      if (message.resumed && fp && localGame >= 0) {
        // Carried on: the game stays as it is here; the new instance is sent every step so far.
        session.ticket = message.ticket;
        sentSteps = 0;
        offline = false;
        queue = [];
        submitPending();
        say("Reconnected: your game carries on.");
        break;
      }
      session = { game: message.game, options: message.options, seed: message.seed, width: message.width,
        height: message.height, bestScore: message.bestScore, ticket: message.ticket };
      script = [];
      sentSteps = 0;
      document.getElementById("title").textContent = message.title;
      lastEffect = 0;
      document.title = `${message.title} — Fingerplay`;
      sceneSize = { width: message.width, height: message.height };
      world.replaceChildren();
      nodes = new Map();
      layout();
      offline = false;
      if (fp) startLocal({ game: message.game, options: message.options, seed: message.seed, width: message.width, height: message.height,
        bestScore: message.bestScore });
      submitPending();
      if (retries === 0 && notice.classList.contains("bad")) say("Reconnected: a new game has started.");
      break;
    case "scene":
      clockOffset = message.time - performance.now() / 1000;
      draw(message.scene);
      break;
    case "result":
      // Shown at the foot of the screen, clear of the game's own result.
      say(`${message.id ? "Saved" : "Result"}: ${message.summary}`);
      break;
    case "saved":
      // A result the leaderboard could not take at once, saved now.
      say(`Saved: ${message.summary}`);
      break;
    case "move":
      moving = true;
      break;
    case "error":
      if (message.fatal && resuming) {
        // The game could not be carried on here: a new one starts.
        resuming = false;
        session = null;
        say(message.message, true, 4000);
        break;
      }
      say(message.message, true, message.fatal ? 0 : 3000);
      if (message.fatal) closedOnPurpose = true;
      break;
  }
}

// ---- Feel ------------------------------------------------------------------------------
// The scene lists what just happened (effects); each is played once: a short sound made here
// with Web Audio, a buzz where the device has one, and a flash of the node it happened to.

const soundButton = document.getElementById("sound");
let soundOn = localStorage.getItem("fingerplay.sound") !== "off";
let audio = null;
let lastEffect = 0;

function showSound() {
  if (!soundButton) return;
  soundButton.textContent = soundOn ? "♪ On" : "♪ Off";
  soundButton.setAttribute("aria-pressed", String(soundOn));
}
if (soundButton) {
  showSound();
  soundButton.addEventListener("click", () => {
    soundOn = !soundOn;
    localStorage.setItem("fingerplay.sound", soundOn ? "on" : "off");
    showSound();
  });
}
// Browsers start audio only after a gesture: the first touch or click opens it.
addEventListener("pointerdown", () => {
  if (!audio && window.AudioContext) audio = new AudioContext();
  if (audio && audio.state === "suspended") audio.resume();
}, { capture: true });

// Notes (Hz, start s, length s) and a wave for each kind of moment.
const tunes = {
  good: { wave: "triangle", notes: [[660, 0, 0.07], [990, 0.06, 0.09]] },
  snap: { wave: "triangle", notes: [[520, 0, 0.06]] },
  bad: { wave: "square", notes: [[180, 0, 0.12], [140, 0.1, 0.14]] },
  over: { wave: "sawtooth", notes: [[392, 0, 0.16], [330, 0.15, 0.16], [262, 0.3, 0.3]] },
  win: { wave: "triangle", notes: [[523, 0, 0.12], [659, 0.1, 0.12], [784, 0.2, 0.12], [1047, 0.3, 0.35]] },
  best: { wave: "triangle", notes: [[784, 0, 0.1], [1047, 0.09, 0.1], [1319, 0.18, 0.25]] },
};
const buzzes = { good: 12, snap: 10, bad: [40, 30, 40], over: [80, 40, 120], win: [30, 40, 30, 40, 90], best: [20, 30, 60] };

function playTune(kind) {
  const tune = tunes[kind];
  if (!soundOn || !audio || !tune) return;
  const t0 = audio.currentTime + 0.01;
  for (const [freq, at, length] of tune.notes) {
    const osc = audio.createOscillator(), gain = audio.createGain();
    osc.type = tune.wave;
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, t0 + at);
    gain.gain.exponentialRampToValueAtTime(0.18, t0 + at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + at + length);
    osc.connect(gain).connect(audio.destination);
    osc.start(t0 + at);
    osc.stop(t0 + at + length + 0.02);
  }
}

function playEffects(effects) {
  for (const effect of effects) {
    if (effect.id <= lastEffect) continue;
    lastEffect = effect.id;
    playTune(effect.kind);
    if (navigator.vibrate && buzzes[effect.kind]) navigator.vibrate(buzzes[effect.kind]);
    document.body.dataset.lastEffect = effect.kind;
    const target = effect.node ? world.querySelector(`[data-id="${CSS.escape(effect.node)}"]`) : world;
    if (target) {
      target.classList.remove("flash-good", "flash-bad", "flash-win");
      void target.offsetWidth;  // restart the animation
      target.classList.add(effect.kind === "bad" || effect.kind === "over" ? "flash-bad" : effect.kind === "win" || effect.kind === "best" ? "flash-win" : "flash-good");
    }
  }
}

// ---- Drawing ---------------------------------------------------------------------------

/// Fits the game's fixed size into the stage, keeping its proportions.
function layout() {
  if (!sceneSize) return;
  const rect = stage.getBoundingClientRect();
  scale = Math.min(rect.width / sceneSize.width, rect.height / sceneSize.height);
  originX = (rect.width - sceneSize.width * scale) / 2;
  originY = (rect.height - sceneSize.height * scale) / 2;
  world.style.width = `${sceneSize.width}px`;
  world.style.height = `${sceneSize.height}px`;
  world.style.transform = `translate(${originX}px, ${originY}px) scale(${scale})`;
}
addEventListener("resize", layout);

function draw(scene) {
  playEffects(scene.effects || []);
  world.style.background = scene.background;
  document.body.style.background = scene.background;
  const seen = new Set();
  for (const node of scene.nodes) {
    seen.add(node.id);
    let entry = nodes.get(node.id);
    if (!entry || entry.node.role !== node.role) {
      if (entry) entry.element.remove();
      entry = { element: create(node), node: null, parts: "" };
      nodes.set(node.id, entry);
      world.append(entry.element);
    }
    update(entry, node);
  }
  for (const [id, entry] of nodes) if (!seen.has(id)) { entry.element.remove(); nodes.delete(id); }
}

function create(node) {
  let element;
  if (node.role === "button") {
    element = document.createElement("button");
    element.type = "button";
    element.className = "node button";
    // Pointer presses already reach the server as touches; only a keyboard press (a click with
    // no pointer behind it) is sent as a press.
    element.addEventListener("click", (event) => {
      if (event.detail !== 0) return;
      send({ type: "press", id: node.id });
      stepLocal({ press: node.id });
    });
  } else {
    element = document.createElement("div");
    element.className = "node";
    if (node.role === "announcement") { element.setAttribute("aria-live", "assertive"); element.setAttribute("role", "status"); }
    if (node.role === "shape") element.setAttribute("aria-hidden", "true");
  }
  element.dataset.id = node.id;
  return element;
}

function update(entry, node) {
  const e = entry.element, s = e.style;
  s.width = `${node.width}px`;
  s.height = `${node.height}px`;
  s.zIndex = String(node.z || 0);
  s.opacity = node.opacity ?? 1;
  const partsKey = JSON.stringify(node.parts || null) + node.fill + node.stroke;
  if (node.parts) {
    s.background = "transparent";
    s.border = "0";
    if (entry.parts !== partsKey) {
      e.replaceChildren(...node.parts.map(([x, y, w, h]) => {
        const p = document.createElement("div");
        p.className = "part";
        Object.assign(p.style, { left: `${x}px`, top: `${y}px`, width: `${w}px`, height: `${h}px`, background: node.fill || "transparent",
          border: node.stroke ? `${node.strokeWidth || 1}px solid ${node.stroke}` : "0", borderRadius: `${node.cornerRadius || 2}px` });
        return p;
      }));
    }
  } else {
    s.background = node.fill || "transparent";
    s.border = node.stroke ? `${node.strokeWidth || 1}px solid ${node.stroke}` : "0";
    s.borderRadius = `${node.cornerRadius || 0}px`;
    if (node.text !== undefined) {
      if (e.textContent !== node.text) e.textContent = node.text;
      s.color = node.textColor || "#fff";
      s.fontSize = `${node.fontSize || 16}px`;
      s.fontWeight = node.bold ? "700" : "400";
    } else if (entry.parts) {
      e.replaceChildren();
    }
  }
  entry.parts = node.parts ? partsKey : "";
  entry.node = node;
  place(entry, performance.now() / 1000 + clockOffset);
}

const curves = {
  linear: (t) => t,
  easeIn: (t) => t * t * t,
  easeOut: (t) => 1 - (1 - t) ** 3,
  easeInOut: (t) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2),
};

/// Sets a node's transform at game time `now`, playing its animations.
function place(entry, now) {
  const n = entry.node;
  const v = { x: n.x, y: n.y, rotation: n.rotation || 0, scale: n.scale ?? 1, opacity: n.opacity ?? 1, width: n.width };
  let moving = false;
  for (const a of n.animations || []) {
    if (now >= a.start + a.duration) continue;
    const progress = now <= a.start ? 0 : (curves[a.curve] || curves.linear)((now - a.start) / a.duration);
    v[a.property] = a.from + (a.to - a.from) * progress;
    moving = true;
  }
  if (moving) entry.element.style.width = `${v.width}px`;
  entry.element.style.transform =
    `translate(${v.x - v.width / 2}px, ${v.y - n.height / 2}px) rotate(${v.rotation}rad) scale(${v.scale})`;
  if (moving) entry.element.style.opacity = v.opacity;
  return moving;
}

// Input goes out once a frame, but never more often than every 8 ms: a 240 Hz display sends
// 120 messages a second, well inside the server's 200 frames a second.
const minimumSendInterval = 8;
let lastSent = -Infinity;
let localQueue = [];   // the same events, for the local session, stepped as they come
let localStepQueued = false;
function frame() {
  if (localGame >= 0) {
    stepLocal({ inputs: localQueue });
    localQueue = [];
  }
  const now = performance.now() / 1000 + clockOffset;
  for (const entry of nodes.values()) if (entry.node.animations) place(entry, now);
  if (localGame >= 0 && session && !offline) {
    sendSteps();
  } else if (queue.length && performance.now() - lastSent >= minimumSendInterval) {
    send({ type: "input", events: queue });
    queue = [];
    lastSent = performance.now();
  }
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);

// A page playing locally sends the steps its own session took, a few times a second (its game
// already answered the player; the server only has to judge), with a heartbeat each second so
// the server knows the page's clock when nothing happens; at most 400 events a message.
const stepSendInterval = 100;
const heartbeatInterval = 1000;
// Handing a long game over after a move sends many steps at once: paced inside the server's
// byte budget for a connection (256 KiB a second, 1 MiB at once).
const sendRate = 200 * 1024, sendBurst = 700 * 1024;
let sendBudget = sendBurst, budgetTime = 0;
function sendSteps() {
  if (!socket || socket.readyState !== WebSocket.OPEN || resuming) return;
  const now = performance.now();
  sendBudget = Math.min(sendBurst, sendBudget + (now - budgetTime) / 1000 * sendRate);
  budgetTime = now;
  if (sentSteps === script.length) {
    if (now - lastSent < heartbeatInterval) return;
    // Nothing happened: a step at the clock's last time, which the local session has reached.
    script.push({ at: lastStepAt });
  } else if (now - lastSent < stepSendInterval) {
    return;
  }
  while (sentSteps < script.length && sendBudget > 0) {
    const steps = [];
    let events = 0;
    while (sentSteps < script.length && (steps.length === 0 || events + (script[sentSteps].inputs || []).length <= 400)) {
      events += (script[sentSteps].inputs || []).length;
      steps.push(script[sentSteps++]);
    }
    const text = JSON.stringify({ type: "steps", steps });
    sendBudget -= text.length;
    if (socket.readyState === WebSocket.OPEN) socket.send(text);
  }
  queue = [];
  lastSent = now;
}

// ---- Input -----------------------------------------------------------------------------

/// A point of the page in game points.
function toScene(clientX, clientY) {
  const rect = stage.getBoundingClientRect();
  return { x: (clientX - rect.left - originX) / scale, y: (clientY - rect.top - originY) / scale };
}

// Stamps never go back: a timer's performance.now() and an event's timeStamp can cross (a
// wheel event queued before a release timer fired is dispatched after it).
let lastStamp = 0;
function push(type, id, clientX, clientY, kind, t) {
  const p = toScene(clientX, clientY);
  lastStamp = Math.max(lastStamp, t);
  const event = { t: lastStamp, type, id, x: Math.round(p.x * 1000) / 1000, y: Math.round(p.y * 1000) / 1000, kind };
  if (!offline) queue.push(event);
  if (localGame >= 0) {
    // The local game hears the events of this task at once, not at the next frame: the scene
    // it gives back is drawn in the very frame the input came in.
    localQueue.push(event);
    if (!localStepQueued) {
      localStepQueued = true;
      queueMicrotask(() => {
        localStepQueued = false;
        if (localQueue.length) { stepLocal({ inputs: localQueue }); localQueue = []; }
      });
    }
  }
}

const down = new Set();
stage.addEventListener("pointerdown", (e) => {
  if (e.pointerType === "mouse" && e.button !== 0) return;
  if (e.pointerType === "mouse" && e.altKey) { startAltRotation(e); return; }
  // A press ends a wheel gesture still waiting for its release: the next wheel turn is a new
  // gesture with fingers of its own (Tap It judges a pair of fingers only once).
  releaseVirtualFingers();
  down.add(e.pointerId);
  stage.setPointerCapture(e.pointerId);
  push("down", e.pointerId, e.clientX, e.clientY, e.pointerType, e.timeStamp);
  e.preventDefault();
});
stage.addEventListener("pointermove", (e) => {
  if (altRotation && e.pointerId === altRotation.pointer) { moveAltRotation(e); return; }
  const events = e.getCoalescedEvents ? e.getCoalescedEvents() : [e];
  for (const c of events.length ? events : [e]) {
    if (down.has(e.pointerId)) push("move", e.pointerId, c.clientX, c.clientY, e.pointerType, c.timeStamp);
    else if (e.pointerType !== "touch") push("hover", e.pointerId, c.clientX, c.clientY, e.pointerType, c.timeStamp);
  }
});
for (const type of ["pointerup", "pointercancel"]) {
  stage.addEventListener(type, (e) => {
    if (altRotation && e.pointerId === altRotation.pointer) { endAltRotation(e); return; }
    if (!down.delete(e.pointerId)) return;
    push(type === "pointerup" ? "up" : "cancel", e.pointerId, e.clientX, e.clientY, e.pointerType, e.timeStamp);
  });
}
stage.addEventListener("contextmenu", (e) => e.preventDefault());

// A mouse has one button to drag with: Space while dragging taps a second finger beside the
// pointer (Pentominoes turns the carried piece with it).
let mouseAt = null;
stage.addEventListener("pointermove", (e) => { if (e.pointerType === "mouse") mouseAt = e; });
stage.addEventListener("pointerdown", (e) => { if (e.pointerType === "mouse") mouseAt = e; });
addEventListener("keydown", (e) => {
  if (e.code !== "Space" || e.repeat || !mouseAt || !down.has(mouseAt.pointerId)) return;
  e.preventDefault();
  push("down", 899999, mouseAt.clientX + 40, mouseAt.clientY + 40, "touch", e.timeStamp);
  push("up", 899999, mouseAt.clientX + 40, mouseAt.clientY + 40, "touch", e.timeStamp + 60);
});

// Gestures a desktop has no fingers for are made with two virtual fingers about a point:
// ctrl+wheel (a trackpad pinch in Chrome and Firefox) and Safari's gesture events pinch,
// shift+wheel and alt+drag rotate.
// Each gesture's fingers take the next pair of ids, so a gesture's fingers are never the last
// one's lifting at the same instant.
let virtualPair = 0;
let virtual = null;   // { cx, cy, spread, angle, timer, ids }: the virtual fingers down now, if any

function newVirtual(clientX, clientY) {
  virtualPair = (virtualPair + 1) % 1000;
  return { cx: clientX, cy: clientY, spread: 40, angle: 0, timer: 0, ids: [900000 + 2 * virtualPair, 900001 + 2 * virtualPair] };
}

function placeVirtual(v, type, t) {
  const dx = Math.cos(v.angle) * v.spread / 2, dy = Math.sin(v.angle) * v.spread / 2;
  push(type, v.ids[0], v.cx - dx, v.cy - dy, "touch", t);
  push(type, v.ids[1], v.cx + dx, v.cy + dy, "touch", t);
}

// The fingers spread at most to the stage's shorter side: they stay on the table.
function clampSpread(spread) {
  const r = stage.getBoundingClientRect();
  return Math.min(Math.max(20, spread), Math.max(40, Math.min(r.width, r.height)));
}

function virtualGesture(clientX, clientY, t, change) {
  if (altRotation) return;   // the alt+drag holds the virtual fingers
  if (!virtual) {
    virtual = newVirtual(clientX, clientY);
    placeVirtual(virtual, "down", t);
  }
  const v = virtual;
  change(v);
  v.spread = clampSpread(v.spread);
  placeVirtual(v, "move", t);
  clearTimeout(v.timer);
  // This gesture's own timer: it can only ever lift this gesture's fingers.
  v.timer = setTimeout(() => releaseVirtualFingers(v), 200);
}

function releaseVirtualFingers(v = virtual) {
  if (!v || v !== virtual) return;
  clearTimeout(v.timer);
  placeVirtual(v, "up", performance.now());
  virtual = null;
}

stage.addEventListener("wheel", (e) => {
  if (e.ctrlKey) {
    e.preventDefault();
    virtualGesture(e.clientX, e.clientY, e.timeStamp, (v) => { v.spread = Math.max(20, v.spread * Math.exp(-e.deltaY / 100)); });
  } else if (e.shiftKey) {
    e.preventDefault();
    const delta = e.deltaY || e.deltaX;
    virtualGesture(e.clientX, e.clientY, e.timeStamp, (v) => { v.angle += delta * 0.004; });
  }
}, { passive: false });

let safari = null;
stage.addEventListener("gesturestart", (e) => { e.preventDefault(); safari = { x: e.clientX, y: e.clientY }; });
stage.addEventListener("gesturechange", (e) => {
  e.preventDefault();
  if (!safari) return;
  virtualGesture(safari.x, safari.y, e.timeStamp, (v) => { v.spread = 40 * e.scale; v.angle = (e.rotation * Math.PI) / 180; });
});
stage.addEventListener("gestureend", (e) => { e.preventDefault(); safari = null; releaseVirtualFingers(); });
document.addEventListener("gesturestart", (e) => e.preventDefault());

let altRotation = null;
function startAltRotation(e) {
  // A wheel gesture still waiting for its release ends first: the drag gets fingers of its own.
  releaseVirtualFingers();
  stage.setPointerCapture(e.pointerId);
  altRotation = { pointer: e.pointerId, x: e.clientX };
  virtual = newVirtual(e.clientX, e.clientY);
  altRotation.fingers = virtual;
  placeVirtual(virtual, "down", e.timeStamp);
  e.preventDefault();
}
function moveAltRotation(e) {
  const v = altRotation.fingers;
  if (v !== virtual) return;
  v.angle = (e.clientX - altRotation.x) * 0.01;
  placeVirtual(v, "move", e.timeStamp);
}
function endAltRotation(e) {
  const v = altRotation.fingers;
  altRotation = null;
  if (v !== virtual) return;
  placeVirtual(v, "up", e.timeStamp);
  virtual = null;
}

if (nameInput) {
  nameInput.addEventListener("change", () => {
    const name = nameInput.value.trim().slice(0, 20);
    localStorage.setItem("fingerplay.player", name);
    send({ type: "name", player: name });
  });
  // Typing a name must not be taken for play.
  nameInput.addEventListener("pointerdown", (e) => e.stopPropagation());
}
hooks.send = send;

wasmReady.then((exports) => { fp = exports; connect(); });

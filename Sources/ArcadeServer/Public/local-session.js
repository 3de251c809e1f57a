// The game played in the page: the arcade's own session compiled to WebAssembly (the server's
// code, byte for byte), stepped once a frame with the player's input, whose scenes the page
// draws at once. It keeps the steps that changed it (`script`), which the server's session
// takes too — to judge the results, or to carry the game on at another instance.

import { ARCADE_WASM_EXPORTS } from './protocol.js';

/** The page's seconds: the clock input is stamped by and local sessions run on. */
export const pageSeconds = () => performance.now() / 1000;

/** Why the last `loadGameModule` gave null: the arcade's own words when it serves no build. */
let missingBuild = '';

/**
 * Loads the arcade's WebAssembly build with fingerplay.js's helpers (fingerplay/wasm, which the
 * page's import map names), compiling it while it downloads; null when either is missing (then
 * `missingModuleNotice` says why). The compiled module is kept (`instantiate()` makes another
 * instance of it: a board played together runs two, the confirmed board and the predicted one).
 */
export async function loadGameModule() {
  missingBuild = '';
  try {
    const helpers = await import('fingerplay/wasm');
    const response = await fetch('/fingerplay.wasm');
    if (!response.ok) {
      // The arcade says what it lacks and what makes it (JSON: {"error": …}).
      const answer = await response.json().catch(() => ({}));
      missingBuild = answer.error || `the arcade answered ${response.status} for its WebAssembly build`;
      return null;
    }
    const compiled = WebAssembly.compileStreaming && response.headers.get('Content-Type') === 'application/wasm'
      ? await WebAssembly.compileStreaming(response) : await WebAssembly.compile(await response.arrayBuffer());
    const exports = await helpers.instantiateWasm(compiled, {});
    const lacking = ARCADE_WASM_EXPORTS.filter((name) => typeof exports[name] !== 'function');
    if (lacking.length) {
      // A build older (or newer) than the page: named, with what makes the one it needs.
      missingBuild = `the arcade's WebAssembly build does not match its page (it lacks ${lacking.join(', ')}): run scripts/build-wasm`;
      return null;
    }
    return { exports, callWithTexts: helpers.callWithTexts, instantiate: async () => ({ exports: await helpers.instantiateWasm(compiled, {}), callWithTexts: helpers.callWithTexts }) };
  } catch (error) {
    if (typeof WebAssembly === 'object') missingBuild = `the arcade's WebAssembly build could not be loaded (${error && error.message ? error.message : error})`;
    return null;
  }
}

/**
 * What to tell the player when `loadGameModule` gave null, for the build that `purpose` ("plays
 * the record"): what the arcade lacks — never blamed on a browser that can run it — or, in a
 * browser with no WebAssembly, that.
 */
export function missingModuleNotice(purpose) {
  if (missingBuild) return `The arcade’s WebAssembly, which ${purpose}, is not available: ${missingBuild}.`;
  return `This browser cannot run WebAssembly, which ${purpose}: try another browser.`;
}

/** One local session at a time over the loaded module. */
export class LocalSession {
  /** `module`: what `loadGameModule` gave. */
  constructor(module) {
    this._fp = module.exports;
    this._callWithTexts = module.callWithTexts;
    this._handle = -1;
    /** The page's clock (performance.now() / 1000) when the session's clock was 0. */
    this.startedAt = 0;
    /** The session's clock at its last step, in seconds. */
    this.lastStepAt = 0;
    /** The steps that changed the session: { at, inputs?, press? }. */
    this.script = [];
    this._lastSceneText = '';
  }

  /** Whether a session is under way. */
  get isPlaying() {
    return this._handle >= 0;
  }

  /**
   * Starts a session from a script header ({ game, options, seed, width, height, bestScore? })
   * at the page's time `now` (seconds); returns the module's error text, or null.
   */
  start(header, now) {
    if (this._handle >= 0) this._fp.fp_game_destroy(this._handle);
    const made = this._call(this._fp.fp_game_create, JSON.stringify(header));
    this._handle = made.status;
    this.startedAt = now;
    this.lastStepAt = 0;
    this.script = [];
    this._lastSceneText = '';
    return this._handle < 0 ? made.errors.trim() : null;
  }

  /**
   * One step at the page's time `now` (seconds): `step.inputs` (this frame's events) or
   * `step.press` (a button); a step that changed the session joins `script` when `record` is
   * true (a session the server also holds). Returns the scene it made if it differs from the
   * last one drawn ({ time, scene }: the `scene` message's members, parsed), and the results
   * it reached ({ result, record, summary }).
   */
  step(step, now, record = true) {
    return this.stepAt(step, Math.max(this.lastStepAt, now - this.startedAt), record);
  }

  /**
   * `step` at `at` seconds of the session's clock exactly (never before the last step): what
   * `step` does, for steps another session ordered (a board played together). Also returns the
   * fingers refused because another player holds what they landed on (`held`: { pointer, x, y,
   * node, by }).
   */
  stepAt(step, at, record = false) {
    if (this._handle < 0) return { scene: null, results: [], held: [] };
    step.at = Math.max(this.lastStepAt, at);
    // A step that only lets time pass changes nothing unless a timer falls due in it.
    const wake = this._fp.fp_game_next_wake(this._handle);
    const changes = (step.inputs && step.inputs.length) || step.press || (wake >= 0 && wake <= step.at);
    const output = this._call((p, n) => this._fp.fp_game_step(this._handle, p, n), JSON.stringify(step));
    if (output.status !== 0) return { scene: null, results: [], held: [] };
    this.lastStepAt = step.at;
    if (changes && record) {
      // The step as the session took it: the server's session takes the same.
      const logged = { at: step.at };
      if (step.inputs && step.inputs.length) logged.inputs = step.inputs;
      if (step.press) logged.press = step.press;
      this.script.push(logged);
    }
    let scene = null;
    const results = [], held = [];
    for (const line of output.output.split('\n')) {
      if (line.startsWith('{"time":')) {
        if (line === this._lastSceneText) continue;
        this._lastSceneText = line;
        scene = JSON.parse(line);
      } else if (line.startsWith('{"result"')) {
        results.push(JSON.parse(line));
      } else if (line.startsWith('{"held"')) {
        held.push(JSON.parse(line).held);
      }
    }
    return { scene, results, held };
  }

  /**
   * What a key does now in the game — `key`: `{ key, phase, shift, alt, node }` (the key as
   * KeyboardEvent.key names it, 'down' or 'up', the scene node focused or null), or
   * `{ continue: true }` for the rest of a plan that continues — as the game plans it: `{
   * touches: [{ dt, type, id, x, y }] (dt in ms after the key, scene points), said, focus,
   * chosen, continues }`; null when the key does nothing here or no session is under way.
   */
  key(key) {
    if (this._handle < 0) return null;
    const output = this._call((p, n) => this._fp.fp_game_key(this._handle, p, n), JSON.stringify(key));
    return output.status === 0 ? JSON.parse(output.output) : null;
  }

  /** The game's keys for the page's help, `[{ keys, shortcuts, does }]`; empty with no session. */
  keys() {
    if (this._handle < 0) return [];
    const output = this._call(() => this._fp.fp_game_keys(this._handle));
    return output.status === 0 ? JSON.parse(output.output) : [];
  }

  /**
   * Becomes a copy of `other`, a session on another instance of the same module, as it is now:
   * the instance's whole state is its memory, copied byte for byte (memory only grows, so a
   * larger memory here keeps its spare end). Cheaper than playing `other`'s steps again.
   */
  copyFrom(other) {
    const from = other._fp.memory, to = this._fp.memory;
    const missing = from.buffer.byteLength - to.buffer.byteLength;
    if (missing > 0) to.grow(missing / 65536);
    new Uint8Array(to.buffer).set(new Uint8Array(from.buffer));
    this._handle = other._handle;
    this.startedAt = other.startedAt;
    this.lastStepAt = other.lastStepAt;
    this._lastSceneText = '';
  }

  /** Calls `fn` with each text as a pointer and a byte count; its status and what it printed. */
  _call(fn, ...texts) {
    return this._callWithTexts(this._fp, fn, ...texts);
  }
}

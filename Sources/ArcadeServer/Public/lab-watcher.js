// A Gesture Lab download watched like a game record: its views drawn as the Lab laid them out,
// the fingers of its trace at any moment, and the recognizers' decisions up to that moment —
// and, at the end, whether the arcade's WebAssembly build, replaying the file, decides exactly
// as the file says the Lab did (`fingerplay replay LAB.json`).

/** Whether a parsed JSON file is a Gesture Lab download. */
export function isLabFile(value) {
  return !!value && typeof value === 'object' && value.format === 'fingerplay-lab';
}

/** One Lab file, shaped as a RecordWatcher is: `opening`, `seek(time)`, `close()`. */
export class LabWatcher {
  /**
   * `module`: the arcade's WebAssembly build; `text`: the file's JSON; `file`: it parsed; `name`:
   * the file's name, for the replay's messages. Throws an Error saying what is wrong with it.
   */
  constructor(module, text, file, name = 'lab.json') {
    if (typeof file.setup !== 'string' || typeof file.trace !== 'string' || !Array.isArray(file.transitions)) {
      throw new Error('a Gesture Lab file holds "setup", "trace" and "transitions"');
    }
    let setup;
    try {
      setup = JSON.parse(file.setup);
    } catch (error) {
      throw new Error(`its setup is not JSON: ${error.message}`);
    }
    this._events = file.trace.split('\n').filter((l) => l.trim()).map((line, i) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new Error(`its trace, line ${i + 1}, is not JSON`);
      }
    });
    this._lines = file.transitions.map((line) => ({ line, t: Number((/"t":(-?[0-9.]+)/.exec(line) || [])[1]) / 1000 }));
    const width = setup.viewport?.width ?? 600, height = setup.viewport?.height ?? 600;
    this._scene = { width, height, background: '#18202e', nodes: this._nodes(setup.views || []) };
    // The replay, once: whether the build decides as the file says.
    const replay = module.callWithTexts(module.exports, module.exports.fp_replay_lab, text, name);
    this._verdict = { matches: replay.status === 0, replayed: replay.output.split('\n').filter(Boolean).length, saved: this._lines.length, why: replay.errors.trim() };
    const times = [...this._events.map((e) => e.t / 1000), ...this._lines.map((l) => l.t)].filter(Number.isFinite);
    const start = times.length ? Math.min(...times) : 0, end = times.length ? Math.max(...times) : 0;
    /** What a watcher needs first, as a record's opening line gives it. */
    this.opening = {
      game: 'lab', start, end,
      moves: this._lines.map((l) => ({ t: l.t, text: Object.entries(JSON.parse(l.line)).filter(([k]) => k === 'recognizer' || k === 'state').map(([, v]) => v).join(' ') })),
      idle: this._idle(start, end),
    };
  }

  /** The file at `time` seconds: { time, scene, sceneText, touches, log (the decisions so far), verdict at the end }. */
  seek(time) {
    const t = Math.min(this.opening.end, Math.max(this.opening.start, time));
    return {
      time: t,
      scene: this._scene,
      sceneText: 'lab',
      touches: this._touchesAt(t),
      log: this._lines.filter((l) => l.t <= t).map((l) => l.line),
      verdict: t >= this.opening.end ? this._verdict : null,
    };
  }

  /** Nothing to free: the replay ran once, in the constructor. */
  close() {}

  _nodes(views) {
    return views.filter((v) => Array.isArray(v.frame)).map((v, i) => {
      const [x, y, w, h] = v.frame;
      return { id: `view-${v.id}`, role: 'shape', x: x + w / 2, y: y + h / 2, width: w, height: h, z: i,
        fill: 'rgba(61, 123, 253, 0.08)', stroke: '#3a4a63', strokeWidth: 2, cornerRadius: 6, text: v.id, textColor: '#9aa8bf', fontSize: 14 };
    });
  }

  /** The pointers down at `t` seconds: the trace's downs, moves, ups and cancels up to it. */
  _touchesAt(t) {
    const down = new Map();
    for (const e of this._events) {
      if (e.t / 1000 > t) break;
      for (const touch of e.touches || [e]) {
        if (e.type === 'down' || e.type === 'move') down.set(touch.id, { id: touch.id, x: touch.x, y: touch.y, kind: touch.kind || 'touch' });
        else if (e.type === 'up' || e.type === 'cancel') down.delete(touch.id);
      }
    }
    return [...down.values()];
  }

  /** Stretches of more than 3 s with no input, no decision and no pointer down. */
  _idle(start, end) {
    const moments = [...this._events.map((e) => ({ t: e.t / 1000, e })), ...this._lines.map((l) => ({ t: l.t }))].sort((a, b) => a.t - b.t);
    const spans = [];
    let last = start, downCount = 0;
    const down = new Set();
    for (const m of moments) {
      if (m.t - last > 3 && downCount === 0) spans.push([last, m.t]);
      last = Math.max(last, m.t);
      if (m.e) {
        for (const touch of m.e.touches || [m.e]) {
          if (m.e.type === 'down') down.add(touch.id);
          else if (m.e.type === 'up' || m.e.type === 'cancel') down.delete(touch.id);
        }
        downCount = down.size;
      }
    }
    if (end - last > 3 && downCount === 0) spans.push([last, end]);
    return spans;
  }
}

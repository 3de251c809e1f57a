// Sound and haptics for a scene's effects (what just happened: good, snap, bad, over, win,
// best): a short tune made with Web Audio and a buzz where the device has one, each effect
// once. Sound is on unless the player turned it off (remembered); browsers start audio only
// after a gesture, so the first touch or click opens it.

/** Notes ([Hz, start s, length s]) and a wave for each kind of moment. */
export const TUNES = {
  good: { wave: 'triangle', notes: [[660, 0, 0.07], [990, 0.06, 0.09]] },
  snap: { wave: 'triangle', notes: [[520, 0, 0.06]] },
  bad: { wave: 'square', notes: [[180, 0, 0.12], [140, 0.1, 0.14]] },
  over: { wave: 'sawtooth', notes: [[392, 0, 0.16], [330, 0.15, 0.16], [262, 0.3, 0.3]] },
  win: { wave: 'triangle', notes: [[523, 0, 0.12], [659, 0.1, 0.12], [784, 0.2, 0.12], [1047, 0.3, 0.35]] },
  best: { wave: 'triangle', notes: [[784, 0, 0.1], [1047, 0.09, 0.1], [1319, 0.18, 0.25]] },
};

/** Vibration patterns (ms) for each kind of moment. */
export const BUZZES = { good: 12, snap: 10, bad: [40, 30, 40], over: [80, 40, 120], win: [30, 40, 30, 40, 90], best: [20, 30, 60] };

/** The page's sound switch and the effects it has played. */
export class Feedback {
  /**
   * `button`: the sound switch (optional); `storage`: where the choice is kept (localStorage),
   * under `key` (default 'fingerplay.sound'); `soundByDefault`: whether sound is on before the
   * viewer chooses (default true; a page that only watches starts quiet); `haptics`: whether
   * the device buzzes (default true; not for someone watching).
   */
  constructor(button, { storage = globalThis.localStorage, window = globalThis, key = 'fingerplay.sound', soundByDefault = true, haptics = true } = {}) {
    this._button = button;
    this._storage = storage;
    this._window = window;
    this._haptics = haptics;
    const kept = storage?.getItem(key);
    /** Whether tunes play: as the player last chose (remembered), else `soundByDefault`. */
    this.soundOn = kept === 'on' || kept === 'off' ? kept === 'on' : soundByDefault;
    this._audio = null;
    this._lastEffect = 0;
    if (button) {
      this._show();
      button.addEventListener('click', () => {
        this.soundOn = !this.soundOn;
        storage?.setItem(key, this.soundOn ? 'on' : 'off');
        this._show();
      });
    }
    window.addEventListener?.('pointerdown', () => this._open(), { capture: true });
  }

  /** Forgets the effects played: a new session's effects count from 1 again. */
  reset() {
    this._lastEffect = 0;
  }

  /** Counts `effects` as played without playing them: a viewer who jumps hears nothing of what was jumped over. */
  pass(effects) {
    for (const effect of effects) this._lastEffect = Math.max(this._lastEffect, effect.id);
  }

  /** Plays the effects not played yet (by their increasing ids) and returns them. */
  play(effects) {
    const fresh = effects.filter((e) => e.id > this._lastEffect);
    for (const effect of fresh) {
      this._lastEffect = effect.id;
      this._tune(effect.kind);
      const buzz = BUZZES[effect.kind];
      if (buzz && this._haptics && this._window.navigator?.vibrate) this._window.navigator.vibrate(buzz);
    }
    return fresh;
  }

  _open() {
    if (!this._audio && this._window.AudioContext) this._audio = new this._window.AudioContext();
    if (this._audio && this._audio.state === 'suspended') this._audio.resume();
  }

  _show() {
    this._button.textContent = this.soundOn ? '♪ On' : '♪ Off';
    this._button.setAttribute('aria-pressed', String(this.soundOn));
  }

  _tune(kind) {
    const tune = TUNES[kind], audio = this._audio;
    if (!this.soundOn || !audio || !tune) return;
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
}

// Where a watched record is and how it moves on: the position on the record's clock, playing or
// paused, the speed, idle stretches skipped, frame steps and jumps to a move — what a video or
// replay viewer's controls do, with no DOM and no clock of its own (the page hands it the time
// that passed), so every rule here runs under Node.

/** The speeds a viewer chooses from; 1 is the record's own pace. */
export const SPEEDS = [0.25, 0.5, 1, 2, 4, 8];
/** One frame step, in seconds of the record: a 60 Hz display's frame. */
export const FRAME_STEP = 1 / 60;
/**
 * How much of an idle stretch is shown before and after the jump over it, in seconds: enough
 * to see the last move settle and the next one come.
 */
export const IDLE_MARGIN = 1;
/** The longest time one frame may move the record on at 1×, in seconds: a tab in the background comes back where it was, not at the end. */
export const LONGEST_FRAME = 0.25;

/** A record's playback position and the rules that move it. */
export class Playback {
  /**
   * `start`, `end`: the record's clock at its beginning and its result (seconds); `idle`:
   * its idle stretches ([from, to], seconds, in order), `moves`: its moves ({ t, text }, in
   * order) — what the record's opening line lists.
   */
  constructor({ start, end, idle = [], moves = [] }) {
    if (!(Number.isFinite(start) && Number.isFinite(end) && end >= start)) throw new RangeError(`a record runs from a start to a later end, not ${start}…${end}`);
    this.start = start;
    this.end = end;
    this.idle = idle;
    this.moves = moves;
    /** The position on the record's clock, in seconds (start…end). */
    this.time = start;
    /** Whether the record plays on as time passes. */
    this.playing = false;
    /** How many seconds of the record a second of the viewer's lasts: one of SPEEDS (default 1). */
    this.speed = 1;
    /** Whether idle stretches (longer than 3 s, none of a finger held) are jumped over while playing (default true). */
    this.skipIdle = true;
    /** Whether the last change of `time` was a jump (a seek, a step, an idle stretch skipped) rather than play. */
    this.jumped = true;
  }

  /** The record's length, in seconds. */
  get duration() {
    return this.end - this.start;
  }

  /** Plays on from here; from the start again when at the end. */
  play() {
    if (this.time >= this.end) this.seek(this.start);
    this.playing = true;
  }

  /** Stops where it is. */
  pause() {
    this.playing = false;
  }

  /** Plays if paused, pauses if playing. */
  toggle() {
    if (this.playing) this.pause(); else this.play();
  }

  /** Sets the speed: one of SPEEDS, else a RangeError. */
  setSpeed(speed) {
    if (!SPEEDS.includes(speed)) throw new RangeError(`speed ${speed} is not one of ${SPEEDS.join(', ')}`);
    this.speed = speed;
  }

  /** Moves to `time` seconds of the record's clock, held within start…end. */
  seek(time) {
    this.time = Math.min(this.end, Math.max(this.start, Number.isNaN(time) ? this.start : time));
    this.jumped = true;
  }

  /** One frame forward (`frames` 1) or back (−1), pausing: the viewer looks closely. */
  step(frames) {
    this.pause();
    this.seek(this.time + frames * FRAME_STEP);
  }

  /**
   * Lets `seconds` of the viewer's time pass (at most LONGEST_FRAME of them): playing, the
   * record moves on by them times the speed, over an idle stretch at once when skipping,
   * and stops at its end. Returns whether the position changed.
   */
  advance(seconds) {
    if (!this.playing) return false;
    const before = this.time;
    let time = before + Math.min(Math.max(seconds, 0), LONGEST_FRAME) * this.speed;
    this.jumped = false;
    if (this.skipIdle) {
      for (const [from, to] of this.idle) {
        const skipFrom = from + IDLE_MARGIN, skipTo = to - IDLE_MARGIN;
        if (skipTo <= skipFrom || time <= skipFrom || before >= skipTo) continue;
        time = skipTo + (time - Math.max(before, skipFrom));
        this.jumped = true;
      }
    }
    if (time >= this.end) {
      time = this.end;
      this.playing = false;
    }
    this.time = time;
    return time !== before;
  }

  /** How many moves the record has made by now. */
  get movesMade() {
    let low = 0, high = this.moves.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.moves[mid].t <= this.time) low = mid + 1; else high = mid;
    }
    return low;
  }

  /** Jumps to move `number` (1 for the first), the moment it was made; a RangeError for none. */
  jumpToMove(number) {
    const move = this.moves[number - 1];
    if (!Number.isInteger(number) || !move) throw new RangeError(`there is no move ${number} (1…${this.moves.length})`);
    this.seek(move.t);
  }
}

/** Seconds as a viewer reads them: "1:04.5". */
export function clockText(seconds) {
  const tenths = Math.max(0, Math.round(seconds * 10));
  const minutes = Math.floor(tenths / 600), rest = tenths - minutes * 600;
  return `${minutes}:${String(Math.floor(rest / 10)).padStart(2, '0')}.${rest % 10}`;
}

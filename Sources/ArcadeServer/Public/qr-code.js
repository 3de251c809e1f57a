// A QR code of a room's link, drawn by the arcade itself (ISO/IEC 18004): byte mode, error
// correction level M (15 % of the code may be smudged or covered), versions 1 to 10 — up to 213
// bytes, several times the longest link an arcade's room has. Nothing here is fetched: the page
// draws the code from the link it shows, so what a phone's camera reads is that link.

/** Versions 1–10 at level M: error-correction codewords a block, then [blocks, data codewords a block] for each group. */
const BLOCKS_M = [
  null,
  [10, [1, 16]], [16, [1, 28]], [26, [1, 44]], [18, [2, 32]], [24, [2, 43]],
  [16, [4, 27]], [18, [4, 31]], [22, [2, 38], [2, 39]], [22, [3, 36], [2, 37]], [26, [4, 43], [1, 44]],
];

/** Where alignment patterns are centred, by version (rows and columns alike). */
const ALIGNMENT = [null, [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50]];

/** The most bytes a code here holds: version 10 at level M (201 for text beyond ASCII, which says it is UTF-8). */
export const QR_MAXIMUM_BYTES = 213;

/** Data codewords of `version` at level M. */
function dataCodewords(version) {
  const [, ...groups] = BLOCKS_M[version];
  return groups.reduce((sum, [blocks, size]) => sum + blocks * size, 0);
}

/** Bytes a byte-mode message of `version` holds: 4 bits of mode and 8 or 16 of length first (and 12 of ECI before, for UTF-8). */
function capacity(version, eci) {
  return Math.floor((dataCodewords(version) * 8 - (eci ? 12 : 0) - 4 - (version < 10 ? 8 : 16)) / 8);
}

// GF(256) with the polynomial x⁸ + x⁴ + x³ + x² + 1 (0x11D), as tables of powers and logarithms.
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++) {
  EXP[i] = x;
  LOG[x] = i;
  x <<= 1;
  if (x & 0x100) x ^= 0x11d;
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255];

function multiply(a, b) {
  return a === 0 || b === 0 ? 0 : EXP[LOG[a] + LOG[b]];
}

/** The Reed–Solomon generator of `degree`: (x − α⁰)(x − α¹)…, highest power first, its leading 1 left out. */
function generator(degree) {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j++) {
      next[j] ^= poly[j];
      next[j + 1] ^= multiply(poly[j], EXP[i]);
    }
    poly = next;
  }
  return poly.slice(1);
}

/** The `degree` error-correction codewords of `data`: the remainder of data·x^degree by the generator. */
function errorCorrection(data, degree) {
  const gen = generator(degree);
  const rest = new Array(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ rest.shift();
    rest.push(0);
    for (let i = 0; i < degree; i++) rest[i] ^= multiply(gen[i], factor);
  }
  return rest;
}

/** The codewords of `bytes` in `version`: the bit stream padded, cut into blocks, each with its correction, interleaved. */
function codewords(bytes, version, eci) {
  const total = dataCodewords(version);
  const bits = [];
  const put = (value, count) => { for (let i = count - 1; i >= 0; i--) bits.push((value >>> i) & 1); };
  // Text beyond ASCII says it is UTF-8 (ECI 26): readers otherwise guess another encoding.
  if (eci) {
    put(0b0111, 4);
    put(26, 8);
  }
  put(0b0100, 4);
  put(bytes.length, version < 10 ? 8 : 16);
  for (const b of bytes) put(b, 8);
  put(0, Math.min(4, total * 8 - bits.length));
  while (bits.length % 8) bits.push(0);
  const data = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((v, b) => (v << 1) | b, 0));
  for (let pad = 0xec; data.length < total; pad ^= 0xec ^ 0x11) data.push(pad);
  const [ecLength, ...groups] = BLOCKS_M[version];
  const blocks = [];
  let at = 0;
  for (const [count, size] of groups) {
    for (let i = 0; i < count; i++, at += size) {
      const block = data.slice(at, at + size);
      blocks.push({ data: block, ec: errorCorrection(block, ecLength) });
    }
  }
  const out = [];
  const longest = Math.max(...blocks.map((b) => b.data.length));
  for (let i = 0; i < longest; i++) for (const b of blocks) if (i < b.data.length) out.push(b.data[i]);
  for (let i = 0; i < ecLength; i++) for (const b of blocks) out.push(b.ec[i]);
  return out;
}

/** BCH code of `value` (`bits` long) by `poly` of degree `degree`: value followed by the remainder. */
function bch(value, degree, poly) {
  let rest = value;
  for (let i = 0; i < degree; i++) rest = (rest << 1) ^ ((rest >>> (degree - 1)) & 1 ? poly : 0);
  return (value << degree) | (rest & ((1 << degree) - 1));
}

const MASKS = [
  (x, y) => (x + y) % 2 === 0,
  (x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** A grid of `size` × `size` modules: dark ones, and which belong to the fixed patterns. */
class Grid {
  constructor(version) {
    this.version = version;
    this.size = 17 + 4 * version;
    this.dark = Array.from({ length: this.size }, () => new Array(this.size).fill(false));
    this.fixed = Array.from({ length: this.size }, () => new Array(this.size).fill(false));
    this._patterns();
  }

  set(x, y, dark) {
    this.dark[y][x] = dark;
    this.fixed[y][x] = true;
  }

  _patterns() {
    const n = this.size;
    for (let i = 0; i < n; i++) {
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    for (const [cx, cy] of [[3, 3], [n - 4, 3], [3, n - 4]]) {
      // A finder: 7 × 7 rings with its light separator around it.
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -4; dx <= 4; dx++) {
          const x = cx + dx, y = cy + dy;
          if (x < 0 || y < 0 || x >= n || y >= n) continue;
          const ring = Math.max(Math.abs(dx), Math.abs(dy));
          this.set(x, y, ring !== 2 && ring !== 4);
        }
      }
    }
    const centres = ALIGNMENT[this.version];
    for (const cy of centres) {
      for (const cx of centres) {
        // None where a finder is.
        if ((cx === 6 && cy === 6) || (cx === 6 && cy === centres.at(-1)) || (cx === centres.at(-1) && cy === 6)) continue;
        for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) this.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    }
    this.format(0);
    if (this.version >= 7) {
      const bits = bch(this.version, 12, 0x1f25);
      for (let i = 0; i < 18; i++) {
        const dark = ((bits >>> i) & 1) === 1, a = n - 11 + (i % 3), b = Math.floor(i / 3);
        this.set(a, b, dark);
        this.set(b, a, dark);
      }
    }
  }

  /** Writes the format information for level M and `mask`, twice, and the dark module. */
  format(mask) {
    const n = this.size;
    const bits = bch(mask, 10, 0x537) ^ 0x5412;      // level M's two bits are 00
    const bit = (i) => ((bits >>> i) & 1) === 1;
    for (let i = 0; i <= 5; i++) this.set(8, i, bit(i));
    this.set(8, 7, bit(6));
    this.set(8, 8, bit(7));
    this.set(7, 8, bit(8));
    for (let i = 9; i < 15; i++) this.set(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) this.set(n - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) this.set(8, n - 15 + i, bit(i));
    this.set(8, n - 8, true);
  }

  /** Lays `data`'s bits in the two-column zigzag from the bottom right, around the fixed patterns. */
  place(data) {
    const n = this.size;
    let i = 0;
    for (let right = n - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      const upward = ((right + 1) & 2) === 0;
      for (let step = 0; step < n; step++) {
        const y = upward ? n - 1 - step : step;
        for (const x of [right, right - 1]) {
          if (this.fixed[y][x]) continue;
          // Past the codewords, the remainder bits are light.
          this.dark[y][x] = i < data.length * 8 && ((data[i >>> 3] >>> (7 - (i & 7))) & 1) === 1;
          i++;
        }
      }
    }
  }

  /** Flips the data modules where `mask` says. */
  mask(mask) {
    const rule = MASKS[mask];
    for (let y = 0; y < this.size; y++) for (let x = 0; x < this.size; x++) if (!this.fixed[y][x] && rule(x, y)) this.dark[y][x] = !this.dark[y][x];
  }

  /** The standard's penalty: long runs, 2 × 2 blocks, finder look-alikes, and an uneven share of dark. */
  penalty() {
    const n = this.size, d = this.dark;
    let score = 0, darkCount = 0;
    const lines = [];
    for (let i = 0; i < n; i++) {
      lines.push(d[i]);
      lines.push(d.map((row) => row[i]));
    }
    const lookAlike = [true, false, true, true, true, false, true];
    for (const line of lines) {
      let run = 1;
      for (let i = 1; i <= n; i++) {
        if (i < n && line[i] === line[i - 1]) { run++; continue; }
        if (run >= 5) score += 3 + run - 5;
        run = 1;
      }
      for (let i = 0; i + 7 <= n; i++) {
        if (!lookAlike.every((v, k) => line[i + k] === v)) continue;
        const lightBefore = [1, 2, 3, 4].every((k) => i - k < 0 || !line[i - k]);
        const lightAfter = [0, 1, 2, 3].every((k) => i + 7 + k >= n || !line[i + 7 + k]);
        if (lightBefore || lightAfter) score += 40;
      }
    }
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) {
        if (d[y][x]) darkCount++;
        if (x + 1 < n && y + 1 < n && d[y][x] === d[y][x + 1] && d[y][x] === d[y + 1][x] && d[y][x] === d[y + 1][x + 1]) score += 3;
      }
    }
    return score + 10 * Math.floor(Math.abs((darkCount * 100) / (n * n) - 50) / 5);
  }
}

/**
 * The QR code of `text` (UTF-8, at most ``QR_MAXIMUM_BYTES`` bytes): `{ version, size, dark }`,
 * `dark[y][x]` true for a dark module, `size` modules a side (without the quiet zone of 4 around
 * it that a reader needs). Throws a RangeError naming the length for longer text.
 */
export function qrCode(text) {
  const bytes = Array.from(new TextEncoder().encode(text));
  const eci = bytes.some((b) => b >= 0x80);
  let version = 1;
  while (version <= 10 && capacity(version, eci) < bytes.length) version++;
  if (version > 10) {
    throw new RangeError(`a QR code here holds at most ${capacity(10, eci)} bytes, and this link is ${bytes.length}: share the link or the code instead`);
  }
  const data = codewords(bytes, version, eci);
  let best = null;
  for (let mask = 0; mask < 8; mask++) {
    const grid = new Grid(version);
    grid.place(data);
    grid.mask(mask);
    grid.format(mask);
    const score = grid.penalty();
    if (!best || score < best.score) best = { score, grid };
  }
  return { version, size: best.grid.size, dark: best.grid.dark };
}

/**
 * The QR code of `text` as SVG markup: one path of dark squares on a light square with the
 * quiet zone, `scale` px a module (default 4), scalable (a viewBox in modules).
 */
export function qrSvg(text, { scale = 4, label = text } = {}) {
  const { size, dark } = qrCode(text);
  const side = size + 8;
  let path = '';
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (dark[y][x]) path += `M${x + 4} ${y + 4}h1v1h-1z`;
  const title = String(label).replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side * scale}" height="${side * scale}" role="img" shape-rendering="crispEdges">`
    + `<title>${title}</title><rect width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

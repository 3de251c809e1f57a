// The room's QR code, read back by a real reader: each code is drawn to an image and decoded by
// zbarimg (Debian's zbar-tools, which scripts/test installs), which must give back the link.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { qrCode, qrSvg, QR_MAXIMUM_BYTES } from '../../Sources/ArcadeServer/Public/qr-code.js';

/** `code` as a binary PGM, 4 px a module, with the quiet zone of 4 modules. */
function pgm({ size, dark }) {
  const scale = 4, side = (size + 8) * scale;
  const pixels = Buffer.alloc(side * side, 255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!dark[y][x]) continue;
      for (let dy = 0; dy < scale; dy++) pixels.fill(0, ((y + 4) * scale + dy) * side + (x + 4) * scale, ((y + 4) * scale + dy) * side + (x + 5) * scale);
    }
  }
  return Buffer.concat([Buffer.from(`P5\n${side} ${side}\n255\n`), pixels]);
}

const folder = mkdtempSync(join(tmpdir(), 'qr-'));

/** What zbarimg reads in the code of `text`. */
function decoded(text) {
  const file = join(folder, `code-${text.length}.pgm`);
  writeFileSync(file, pgm(qrCode(text)));
  return execFileSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', file], { encoding: 'utf8' }).replace(/\n$/, '');
}

test('a room link decodes to itself, in the smallest version that holds it', () => {
  const link = 'https://arcade.example/room/K7P2QX';
  assert.equal(decoded(link), link);
  assert.equal(qrCode(link).version, 3);
  assert.equal(qrCode(link).size, 29);
});

test('links of every length up to the most a code holds decode to themselves, versions 1 to 10', () => {
  const versions = new Set();
  for (const length of [1, 14, 15, 26, 42, 62, 84, 106, 122, 152, 180, 200, QR_MAXIMUM_BYTES]) {
    const link = `http://h/room/${'ABCDEFGHJKMNPQRSTUVWXYZ23456789'.repeat(8)}`.slice(0, length);
    versions.add(qrCode(link).version);
    assert.equal(decoded(link), link, `a link of ${length} bytes`);
  }
  assert.deepEqual([...versions].sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
});

test('a name with letters beyond ASCII is its UTF-8 bytes', () => {
  const link = 'https://arcade.example/room/K7P2QX?from=Zoë';
  assert.equal(decoded(link), link);
});

test('a link longer than a code holds is refused with its length, not drawn wrong', () => {
  const link = `https://arcade.example/${'x'.repeat(200)}`;
  assert.throws(() => qrCode(link), { name: 'RangeError', message: 'a QR code here holds at most 213 bytes, and this link is 223: share the link or the code instead' });
  assert.throws(() => qrSvg(link), RangeError);
});

test('the SVG is a light square with one path of dark modules, titled with the link, its markup escaped', () => {
  const svg = qrSvg('https://a.example/room/AB<C', { scale: 2 });
  const side = qrCode('https://a.example/room/AB<C').size + 8;
  assert.match(svg, new RegExp(`^<svg [^>]*viewBox="0 0 ${side} ${side}" width="${side * 2}" height="${side * 2}"`));
  assert.ok(svg.includes('<title>https://a.example/room/AB&#60;C</title>'));
  assert.equal(svg.match(/<path /g).length, 1);
});

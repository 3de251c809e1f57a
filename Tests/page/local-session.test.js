// Loading the arcade's WebAssembly build: a build that lacks an entry point the page calls is
// named, with the command that makes the right one, and never blamed on the browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { loadGameModule, missingModuleNotice } from '../../Sources/ArcadeServer/Public/local-session.js';
import { ARCADE_WASM_EXPORTS } from '../../Sources/ArcadeServer/Public/protocol.js';

const committed = new URL('../../Wasm/dist/fingerplay.wasm', import.meta.url);

function serve(bytes) {
  globalThis.fetch = async () => new Response(bytes, { status: 200, headers: { 'Content-Type': 'application/wasm' } });
}

test('the committed build loads: every entry point protocol.js names is there', async () => {
  serve(await readFile(committed));
  const module = await loadGameModule();
  assert.ok(module);
  assert.deepEqual(ARCADE_WASM_EXPORTS.filter((name) => typeof module.exports[name] !== 'function'), []);
  assert.equal(ARCADE_WASM_EXPORTS.length, 21);
});

test('a build lacking an entry point is refused by name, with the command that makes the right one', async () => {
  // The smallest module there is: no exports at all.
  serve(new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]));
  assert.equal(await loadGameModule(), null);
  const notice = missingModuleNotice('plays the game');
  assert.match(notice, /^The arcade’s WebAssembly, which plays the game, is not available: the arcade's WebAssembly build does not match its page \(it lacks fp_alloc, fp_bench_prepare, .*fp_watch_seek\): run scripts\/build-wasm\.$/);
});

// The TypeScript declarations in dist/ are made from the sources by tsc
// (scripts/lib/declarations.mjs; the test command checks dist/ is what the sources make). These
// checks read them with tsc's own checker and hold them to the modules and to the contract
// (abi.js, generated from Wasm/Page/PageContract.swift): every value an entry exports is declared
// and nothing else is, no member the package keeps to itself shows, and each kind's options
// type names exactly the options the engine takes for that kind, and the page's own.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as fingerplay from '../src/index.js';
import * as input from '../src/input.js';
import * as testing from '../src/testing.js';
import * as wasm from '../src/wasm.js';
import { OPTIONS, RECOGNIZER_KINDS, STATES } from '../src/abi.js';
import { MOVEMENT_OPTIONS, movementTakes } from '../src/movement.js';

// Debian's node-typescript, where scripts/install puts it.
const require = createRequire(import.meta.url);
const ts = (() => {
  try { return require('typescript'); } catch { return require('/usr/share/nodejs/typescript'); }
})();
const dist = (name) => fileURLToPath(new URL(`../dist/${name}.d.ts`, import.meta.url));
const program = ts.createProgram(['fingerplay', 'input', 'testing', 'wasm'].map(dist), {
  strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ES2022, moduleResolution: ts.ModuleResolutionKind.NodeJs,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [], baseUrl: fileURLToPath(new URL('..', import.meta.url)), paths: { fingerplay: ['./dist/fingerplay.d.ts'] },
});
const checker = program.getTypeChecker();
const exportsOf = (name) => checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(dist(name))));
const resolved = (symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
const values = (name) => exportsOf(name).filter((s) => resolved(s).flags & ts.SymbolFlags.Value).map((s) => s.name).sort();
const declared = (name, type) => checker.getDeclaredTypeOfSymbol(resolved(exportsOf(name).find((s) => s.name === type)));
// tsc declares a class with private fields with one `#private` member, which names none of them.
const propertiesOf = (type) => checker.getPropertiesOfType(type).map((p) => p.name).filter((name) => name !== '#private');
const literals = (type) => type.types.map((t) => t.value);

test('the declarations come out of tsc without an error', () => {
  const diagnostics = ts.getPreEmitDiagnostics(program);
  assert.deepEqual(diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')), []);
});

test('each entry declares every value it exports, and no other', () => {
  assert.deepEqual(values('fingerplay'), Object.keys(fingerplay).sort());
  assert.deepEqual(values('testing'), Object.keys(testing).sort());
  assert.deepEqual(values('wasm'), Object.keys(wasm).sort());
  // fingerplay/input's KeyPlay and surfaceFingers are the surfaces' own (@internal).
  assert.deepEqual(values('input'), Object.keys(input).filter((n) => n !== 'KeyPlay' && n !== 'surfaceFingers').sort());
});

test("no member the package keeps to itself is declared: the classes' underscored and private state stays out", () => {
  for (const name of ['GestureSurface', 'GestureRecognizer', 'GestureEvent', 'HeadlessView']) {
    const members = propertiesOf(declared('fingerplay', name));
    assert.deepEqual(members.filter((m) => m.startsWith('_') || m.startsWith('#')), [], name);
  }
  assert.deepEqual(propertiesOf(declared('fingerplay', 'GestureSurface')).sort(), [
    'addRecognizer', 'addView', 'advance', 'cancelAllTouches', 'destroy', 'dispatchKeyboardEvent', 'dispatchPointerEvent',
    'dispatchPointerEvents', 'element', 'now', 'onError', 'onTransition', 'recognizers', 'removeRecognizer']);
  assert.deepEqual(propertiesOf(declared('fingerplay', 'GestureEvent')).sort(), [
    'altKey', 'ctrlKey', 'isEnded', 'locationIn', 'metaKey', 'numberOfTouches', 'pointerType', 'pointers', 'reason', 'recognizer',
    'shiftKey', 'sourceEvent', 'state', 'time', 'x', 'y']);
});

test("each kind's options type names the options the engine takes for that kind", () => {
  const forKind = declared('fingerplay', 'OptionsForKind');
  assert.deepEqual(propertiesOf(forKind).sort(), [...RECOGNIZER_KINDS].sort());
  const own = ['name', 'isEnabled', 'delegate', 'keyboard'];
  for (const [index, kind] of RECOGNIZER_KINDS.entries()) {
    const engine = Object.keys(OPTIONS).filter((key) => (OPTIONS[key][1] >> index) & 1);
    const page = [...own, ...(kind === 'stroke' ? ['templates', 'rejectedNames'] : []), ...(kind === 'pinch' ? ['quickScale'] : []),
      ...MOVEMENT_OPTIONS.filter((key) => movementTakes(kind, key))];
    const options = checker.getTypeOfSymbolAtLocation(forKind.getProperty(kind), program.getSourceFile(dist('fingerplay')));
    assert.deepEqual(propertiesOf(options).sort(), [...engine, ...page].sort(), kind);
  }
});

test('the declared kinds and states are the contract’s', () => {
  assert.deepEqual(literals(declared('fingerplay', 'RecognizerKind')).sort(), [...RECOGNIZER_KINDS].sort());
  assert.deepEqual(literals(declared('fingerplay', 'GestureState')).sort(), [...STATES].sort());
});

test("docs/web.md's table of options gives each kind exactly the contract's options for it", () => {
  const docs = readFileSync(new URL('../../docs/web.md', import.meta.url), 'utf8');
  const table = docs.slice(docs.indexOf('| kind | options (defaults) |'), docs.indexOf('### GestureRecognizer'));
  const rows = Object.fromEntries([...table.matchAll(/^\| ([\w, ]+) \| (.*) \|$/gm)].map((m) => [m[1], [...m[2].matchAll(/`(\w+)`/g)].map((n) => n[1])]));
  const documented = (kind) => {
    const row = Object.entries(rows).find(([kinds]) => kinds.split(', ').includes(kind))?.[1] ?? [];
    // screenEdgePan's row says "the pan's, and …".
    return [...row, ...(kind === 'screenEdgePan' ? rows.pan : []), ...rows['every kind']].filter((n) => Object.hasOwn(OPTIONS, n));
  };
  for (const [index, kind] of RECOGNIZER_KINDS.entries()) {
    const engine = Object.keys(OPTIONS).filter((key) => (OPTIONS[key][1] >> index) & 1);
    assert.deepEqual([...new Set(documented(kind))].sort(), engine.sort(), kind);
  }
});

// The TypeScript declarations (Web/types/fingerplay.d.ts) are written by hand; these checks hold
// them to the modules and to the contract (abi.js, generated from Wasm/Page/PageContract.swift):
// every value the package exports is declared and nothing else is, and each kind's options
// interface names exactly the options the engine takes for that kind, and the page's own.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as fingerplay from '../src/index.js';
import { OPTIONS, RECOGNIZER_KINDS, STATES } from '../src/abi.js';
import { MOVEMENT_OPTIONS, movementTakes } from '../src/movement.js';

const declarations = readFileSync(new URL('../types/fingerplay.d.ts', import.meta.url), 'utf8');

/** The members an interface declares, with those of the interfaces it extends. */
function members(name) {
  const match = declarations.match(new RegExp(`export interface ${name}(?:<\\w+>)?(?: extends ([\\w<>, ]+))? \\{([\\s\\S]*?)\\n?\\}\\n`));
  assert.ok(match, `interface ${name}`);
  const own = [...match[2].replace(/\/\*\*[\s\S]*?\*\//g, '').matchAll(/(\w+)\??:/g)].map((m) => m[1]);
  const parents = match[1] ? match[1].split(',').map((p) => p.trim().replace(/<.*>$/, '')) : [];
  return [...parents.flatMap(members), ...own];
}

/** The string literals of a declared union type. */
const union = (name) => [...declarations.match(new RegExp(`export type ${name} = ([^;]+);`))[1].matchAll(/'(\w+)'/g)].map((m) => m[1]);

test('the declarations declare every value the package exports, and no other', () => {
  const declared = [...declarations.matchAll(/^export declare (?:const|class|function) (\w+)/gm)].map((m) => m[1]).sort();
  assert.deepEqual(declared, Object.keys(fingerplay).sort());
});

test("each kind's options interface names the options the engine takes for that kind", () => {
  const byKind = Object.fromEntries([...declarations.match(/export interface OptionsForKind \{([\s\S]*?)\}/)[1].matchAll(/(\w+): (\w+);/g)].map((m) => [m[1], m[2]]));
  assert.deepEqual(Object.keys(byKind).sort(), [...RECOGNIZER_KINDS].sort());
  const own = ['name', 'isEnabled', 'delegate', 'keyboard'];
  for (const [index, kind] of RECOGNIZER_KINDS.entries()) {
    const engine = Object.keys(OPTIONS).filter((key) => (OPTIONS[key][1] >> index) & 1);
    const page = [...own, ...(kind === 'stroke' ? ['templates', 'rejectedNames'] : []), ...(kind === 'pinch' ? ['quickScale'] : []),
      ...MOVEMENT_OPTIONS.filter((key) => movementTakes(kind, key))];
    assert.deepEqual(members(byKind[kind]).sort(), [...engine, ...page].sort(), kind);
  }
});

test('the declared kinds and states are the contract’s', () => {
  assert.deepEqual(union('RecognizerKind'), RECOGNIZER_KINDS);
  assert.deepEqual(union('GestureState').sort(), [...STATES].sort());
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

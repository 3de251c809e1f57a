// fingerplay.js's TypeScript declarations, made from its sources by tsc (Debian's
// node-typescript, through its compiler API): the modules' JSDoc gives their classes' and
// functions' types, the TypeScript sources (src/types.ts, src/react-types.ts, src/testing-types.ts,
// src/input-types.ts) the types a page names, and src/package.ts the package's entry as a whole. Each source module's declarations go to
// OUT/types/, members the package keeps to itself left out — those whose names begin with `_`
// (the build shortens them; no page touches them) and those whose doc comment says `@internal`
// — and each entry gets OUT/NAME.d.ts, re-exporting its module's and its types' declarations.
// Deterministic: the same sources and the same tsc give the same bytes.
//
// Usage: node scripts/lib/declarations.mjs OUT (with NODE_PATH naming Debian's /usr/share/nodejs).
import { createRequire } from 'node:module';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const web = resolve(dirname(fileURLToPath(import.meta.url)), '../../Web');
const out = resolve(process.argv[2] ?? join(web, 'dist'));

// Each entry of the package: its declarations file, its module, and the TypeScript source of
// the types it names (if any). fingerplay's is package.ts: index.js and types.ts together.
const ENTRIES = [
  ['fingerplay', 'package', null],
  ['react', 'react', 'react-types'],
  ['testing', 'testing', 'testing-types'],
  ['input', 'input', 'input-types'],
  ['wasm', 'wasm', null],
];

const options = {
  allowJs: true, declaration: true, emitDeclarationOnly: true, strict: true, skipLibCheck: true,
  target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ES2022, moduleResolution: ts.ModuleResolutionKind.NodeJs,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [], newLine: ts.NewLineKind.LineFeed,
  rootDir: join(web, 'src'), outDir: join(out, 'types'), baseUrl: web,
  // fingerplay/react and fingerplay/testing import the package by its name, as a page does.
  paths: { fingerplay: ['./src/package.ts'] },
};
const source = (module) => join(web, 'src', module === 'package' ? 'package.ts' : `${module}.js`);
const roots = ENTRIES.flatMap(([, module, types]) => [source(module), ...(types ? [join(web, 'src', `${types}.ts`)] : [])]);
const program = ts.createProgram(roots, options);

// Whether a declaration is the package's own: named with a leading `_`, or documented `@internal`
// (its doc comment read from `text`, the source it was made from).
function isInternal(node, text) {
  const name = node.name && (ts.isIdentifier(node.name) || ts.isPrivateIdentifier(node.name)) ? node.name.text : null;
  if (name?.startsWith('_')) return true;
  const comments = ts.getLeadingCommentRanges(text, ts.getCommentRange(node).pos) ?? [];
  return comments.some((c) => /^\/\*\*\s*(\*\s*)?@internal\b/.test(text.slice(c.pos, c.end)));
}

// The names of the declarations documented `@internal` in the sources: re-exported elsewhere,
// they are left out there too.
const internalNames = new Set();
for (const file of program.getSourceFiles().filter((f) => f.fileName.startsWith(join(web, 'src')))) {
  for (const statement of file.statements) {
    if (!isInternal(statement, file.text)) continue;
    if (statement.name) internalNames.add(statement.name.text);
    for (const declaration of statement.declarationList?.declarations ?? []) internalNames.add(declaration.name.text);
  }
}

const strip = (context) => (file) => {
  if (!ts.isSourceFile(file)) return file;
  const f = context.factory;
  const kept = (node) => !isInternal(node, file.text);
  const visit = (node) => {
    if (ts.isClassDeclaration(node)) {
      return f.updateClassDeclaration(node, node.decorators, node.modifiers, node.name, node.typeParameters, node.heritageClauses, node.members.filter(kept));
    }
    if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
      const elements = node.exportClause.elements.filter((e) => !internalNames.has((e.propertyName ?? e.name).text));
      if (elements.length === 0) return null;
      return f.updateExportDeclaration(node, node.decorators, node.modifiers, node.isTypeOnly, f.updateNamedExports(node.exportClause, elements), node.moduleSpecifier, node.assertClause);
    }
    return node;
  };
  return f.updateSourceFile(file, file.statements.filter(kept).map(visit).filter(Boolean));
};

const diagnostics = [...program.getSyntacticDiagnostics(), ...program.getDeclarationDiagnostics()];
const made = new Map();
const result = program.emit(undefined, (path, text) => made.set(path, text), undefined, true, { afterDeclarations: [strip] });
diagnostics.push(...result.diagnostics);
if (diagnostics.length) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => web, getNewLine: () => '\n' };
  process.stderr.write(ts.formatDiagnostics(diagnostics, host));
  process.exit(1);
}
// Only the modules an entry's declarations reach are kept: the rest declare nothing a page sees.
const reached = new Set();
const reach = (path) => {
  if (reached.has(path) || !made.has(path)) return;
  reached.add(path);
  for (const [, specifier] of made.get(path).matchAll(/(?:from |import\()["'](\.\/[\w-]+)\.js["']/g)) reach(join(dirname(path), `${specifier}.d.ts`));
};
for (const [, module, types] of ENTRIES) for (const name of [module, types].filter(Boolean)) reach(join(out, 'types', `${name}.d.ts`));
rmSync(join(out, 'types'), { recursive: true, force: true });
mkdirSync(join(out, 'types'), { recursive: true });
for (const path of [...reached].sort()) writeFileSync(path, made.get(path));
for (const [name, module, types] of ENTRIES) {
  const lines = [`// fingerplay${name === 'fingerplay' ? '' : `/${name}`}'s declarations, made from src/ by scripts/lib/declarations.mjs.`,
    `export * from './types/${module}.js';`, ...(types ? [`export * from './types/${types}.js';`] : [])];
  writeFileSync(join(out, `${name}.d.ts`), lines.join('\n') + '\n');
}
console.log(`declarations: ${reached.size} modules in ${relative(process.cwd(), join(out, 'types'))}, ${ENTRIES.length} entries`);

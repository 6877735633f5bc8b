/** No import cycle in src/, type-only imports, re-exports and dynamic imports included (issue 25). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(ROOT, 'src');

/** Every .ts file below `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, or null when it names none in src/. */
function resolveSpecifier(from: string, specifier: string, known: Set<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier).replace(/\.(js|ts)$/, '');
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) if (known.has(candidate)) return candidate;
  return null;
}

/** The src/ files `file` imports: static, type-only, re-exports, `import()` calls and `import('…')` types. */
function importsOf(file: string, known: Set<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const found = importedFiles
    .map((f) => resolveSpecifier(file, f.fileName, known))
    .filter((f): f is string => f !== null);
  return [...new Set(found)];
}

/** The strongly connected components of more than one file, or of one file importing itself (Tarjan). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let top: string | undefined;
    do {
      top = stack.pop();
      if (top === undefined) break;
      onStack.delete(top);
      component.push(top);
    } while (top !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

describe('import cycles', () => {
  it('finds a cycle through a type-only import, and none in a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
    expect(
      ts.preProcessFile(`import type { X } from './x';`, true, true).importedFiles.map((f) => f.fileName),
    ).toEqual(['./x']);
  });

  it('has none in src/', () => {
    const files = sources(SRC);
    const known = new Set(files);
    const graph = new Map(files.map((f) => [f, importsOf(f, known)]));
    const cycles = cyclesOf(graph).map((c) => c.map((f) => relative(ROOT, f)).join(' <-> '));
    expect(cycles).toEqual([]);
  });

  it("keeps the board game off the card game's engine (shared code comes from src/shared)", () => {
    const files = sources(SRC);
    const known = new Set(files);
    const cardEngine = join(SRC, 'cards', 'engine', 'index.ts');
    const board = files.filter((f) => f.startsWith(join(SRC, 'board')));
    const reaching = board
      .filter((f) => importsOf(f, known).includes(cardEngine))
      .map((f) => relative(ROOT, f));
    expect(board.length).toBeGreaterThan(0);
    expect(known.has(cardEngine)).toBe(true);
    expect(reaching).toEqual([]);
  });
});

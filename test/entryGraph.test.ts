/**
 * The entry chunk stays small (issue 11: initial JS at most 1.15x Phaser alone, measured by scripts/perf.ts): what
 * src/main.ts imports statically must not reach the app's sessions, the saves store, localforage or the scenes after
 * the title; those come with src/late.ts behind the title.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..');

/** The files a module imports for their values (no `import type`, no dynamic `import()`). */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'([^']+)';/gms)) {
    const spec = m[1] ?? '';
    if (!spec.startsWith('.')) {
      out.push(`npm:${spec}`);
      continue;
    }
    const base = resolve(dirname(file), spec);
    const hit = [`${base}.ts`, join(base, 'index.ts'), base].find((p) => existsSync(p) && p.endsWith('.ts'));
    if (hit) out.push(hit);
  }
  return out;
}

/** Every module the entry reaches through static value imports, as paths from the project root (npm: for packages). */
function entryGraph(): Set<string> {
  const seen = new Set<string>();
  const todo = [join(ROOT, 'src', 'main.ts')];
  while (todo.length > 0) {
    const file = todo.pop() as string;
    const name = file.startsWith('npm:') ? file : relative(ROOT, file);
    if (seen.has(name)) continue;
    seen.add(name);
    if (!file.startsWith('npm:')) todo.push(...staticImports(file));
  }
  return seen;
}

describe('the entry chunk', () => {
  const graph = entryGraph();

  it('finds the title and the widgets (the walk works)', () => {
    expect(graph.has('src/scenes/TitleScene.ts')).toBe(true);
    expect(graph.has('src/ui/widgets.ts')).toBe(true);
    expect(graph.has('npm:phaser')).toBe(true);
  });

  it('holds no saves store, no localforage, no game session and no bots', () => {
    for (const heavy of [
      'npm:localforage',
      'src/app/storage.ts',
      'src/app/library.ts',
      'src/app/saveFormat.ts',
      'src/app/app.ts',
      'src/app/session.ts',
      'src/app/wireLate.ts',
      'src/app/tutorial/run.ts',
      'src/cards/bots/index.ts',
    ])
      expect(graph.has(heavy), heavy).toBe(false);
  });

  it('holds no scene after the title and not the table texts of the screen reader', () => {
    const scenes = [...graph].filter((f) => /^src\/scenes\/[A-Z]\w+Scene\.ts$/.test(f)).sort();
    expect(scenes).toEqual(['src/scenes/BootScene.ts', 'src/scenes/TitleScene.ts']);
    expect(graph.has('src/ui/a11yModel.ts')).toBe(false);
    expect(graph.has('src/ui/cardFaces.ts')).toBe(false);
  });
});

/** The README's part for players names every title button by its English label and says where the rules are. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en';
import type { Key } from '../src/i18n';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const titleScene = readFileSync(new URL('../src/scenes/TitleScene.ts', import.meta.url), 'utf8');

/** The text of the README section under the heading `## For players`, up to the next `## ` heading. */
function playersPart(): string {
  const start = readme.indexOf('\n## For players\n');
  if (start < 0) return '';
  const next = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, next < 0 ? undefined : next);
}

/** The catalogue keys of the labels the title scene puts on its buttons. */
function titleButtonKeys(): Key[] {
  const keys: Key[] = [];
  for (const m of titleScene.matchAll(/button\(\s*this,[^;]*?t\('([\w.]+)'\)/gs)) keys.push(m[1] as Key);
  return keys;
}

describe('README for players', () => {
  it('finds the title buttons in the title scene', () => {
    expect(titleButtonKeys()).toHaveLength(11);
  });

  it('names each title button in bold by its English label', () => {
    const part = playersPart();
    const missing = titleButtonKeys().filter((k) => !part.includes(`**${String(en[k])}**`));
    expect(missing).toEqual([]);
  });

  it('says where the rules of both games are', () => {
    const part = playersPart();
    expect(part).toContain('docs/RULES.md');
    expect(part).toContain('docs/board/RULES.md');
  });
});

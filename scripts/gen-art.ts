/** Writes every project SVG under assets/art (deterministic). Run: npx tsx scripts/gen-art.ts */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ArtFile } from './art/ground';
import { backArt } from './art/backs';
import { boardArt } from './art/board';
import { brandArt } from './art/brand';
import { characterArt } from './art/characters';
import { parcelArt } from './art/parcels';
import { suitArt } from './art/suits';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'art');

const files: ArtFile[] = [
  ...parcelArt(),
  ...characterArt(),
  ...suitArt(),
  ...backArt(),
  ...brandArt(),
  ...boardArt(),
];
for (const file of files) {
  const out = join(root, file.path);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, file.svg);
}
console.log(`gen-art: wrote ${files.length} SVG files under assets/art`);

/** The player colours are one list: each colour's fill, shape and name stay together and apart from the others. */
import { beforeAll, describe, expect, it } from 'vitest';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { it as itCat } from '../src/i18n/it';
import { nl } from '../src/i18n/nl';
import { setLanguage } from '../src/i18n';
import type { Catalogue, Lang } from '../src/i18n';
import { BOARD_ART, colourShape, cowboyKey, markerKey, playerColour } from '../src/ui/board/boardArtFiles';
import { colourName } from '../src/ui/board/boardText';
import { PLAYER_COLOURS } from '../src/ui/playerColours';

const CATALOGUES: Record<Lang, Catalogue> = { en, de, fr, it: itCat, nl };

describe('player colours', () => {
  beforeAll(async () => {
    await setLanguage('en');
  });

  it('are six (BOARD 1), each with its own fill, shape and name', () => {
    expect(PLAYER_COLOURS).toHaveLength(6);
    for (const field of ['fill', 'shape', 'name'] as const)
      expect(new Set(PLAYER_COLOURS.map((c) => c[field])).size, field).toBe(PLAYER_COLOURS.length);
  });

  it('have a name of their own in every language', () => {
    for (const [lang, cat] of Object.entries(CATALOGUES)) {
      const names = PLAYER_COLOURS.map((c) => cat[c.name]);
      for (const [i, n] of names.entries())
        expect(typeof n === 'string' && n.trim() !== '', `${lang} ${i}`).toBe(true);
      expect(new Set(names).size, lang).toBe(PLAYER_COLOURS.length);
    }
  });

  it('are what the board art, the drawers and the colour names read', () => {
    const keys = new Set(BOARD_ART.map((a) => a.key));
    PLAYER_COLOURS.forEach((c, i) => {
      expect(playerColour(i)).toBe(c.fill);
      expect(colourShape(i)).toBe(c.shape);
      expect(colourName(i)).toBe(en[c.name]);
      expect(keys.has(markerKey(i)) && keys.has(cowboyKey(i)), `art of colour ${i}`).toBe(true);
    });
    expect(colourName(PLAYER_COLOURS.length)).toBe(String(PLAYER_COLOURS.length + 1));
  });
});

/** Every file of the board game's art (issue 28), named by the table in src/ui/board/boardArtFiles.ts. */
import { BUILDING_KINDS } from '../../src/board/engine';
import { BOARD_ART, RAISED_KINDS, buildingSlug } from '../../src/ui/board/boardArtFiles';
import { PLAYER_COLOURS } from '../../src/ui/playerColours';
import { coin, cowboy, die, marker, revolver, road, roundMarker, vpStar, whiteCowboy } from './board-pieces';
import { buildingTile, paper, parcelGround, parcelPiece } from './board-tiles';
import type { ArtFile } from './ground';

/** The drawing of each board art file, by file name. */
function drawings(): Map<string, () => string> {
  const m = new Map<string, () => string>();
  for (const k of BUILDING_KINDS) m.set(`building-${buildingSlug(k)}.svg`, () => buildingTile(k, false));
  for (const k of RAISED_KINDS) m.set(`building-${buildingSlug(k)}-raised.svg`, () => buildingTile(k, true));
  m.set('parcel.svg', parcelGround);
  for (const p of ['house', 'townhouse', 'mountain'] as const) m.set(`${p}.svg`, () => parcelPiece(p));
  PLAYER_COLOURS.forEach(({ fill, shape }, i) => {
    m.set(`cowboy-${i}.svg`, () => cowboy(fill, shape));
    m.set(`marker-${i}.svg`, () => marker(fill, shape));
  });
  m.set('cowboy-white.svg', whiteCowboy);
  for (const c of ['white', 'black'] as const)
    for (let n = 1; n <= 6; n++) m.set(`die-${c}-${n}.svg`, () => die(c, n));
  m.set('revolver.svg', revolver);
  m.set('coin.svg', coin);
  m.set('vp.svg', vpStar);
  m.set('road.svg', road);
  m.set('round.svg', roundMarker);
  m.set('paper.svg', paper);
  return m;
}

/** All board art files under board/, one per entry of BOARD_ART; throws when an entry has no drawing. */
export function boardArt(): ArtFile[] {
  const draw = drawings();
  return BOARD_ART.map(({ file }) => {
    const fn = draw.get(file);
    if (!fn) throw new Error(`board art: no drawing for ${file}`);
    return { path: `board/${file}`, svg: fn() };
  });
}

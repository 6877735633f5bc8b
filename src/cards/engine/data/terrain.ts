/** Terrain deck data (RULES 1.2). Reconstructed project data: the printed layouts are not public. */
import type { Content, TerrainDef } from '../types';

/** One card: parcels as 4 codes of city notation, row-major (top-left, top-right, bottom-left, bottom-right). */
function t(era: 1 | 2, parcels: string, appeal: number): TerrainDef {
  const [tl, tr, bl, br] = parcels.split('') as [Content, Content, Content, Content];
  return { era, parcels: [tl, tr, bl, br], appeal };
}

// RULES 1.2: counts per era match the table exactly; at most 2 buildings and at most 1 Outlaws per card.
// Appeal follows the card's worth to a city (buildings and what they score on the card itself, minus Outlaws).

/** The 96 terrain cards: Era I first (48), then Era II (48). Reconstructed project data (RULES 1.2). */
export const TERRAIN: readonly TerrainDef[] = [
  // Era I: Mines
  t(1, '.M.m', 7),
  t(1, 'M.m.', 7),
  t(1, 'Mm..', 7),
  t(1, '.MMm', 9),
  t(1, 'MH.m', 7),
  t(1, 'm..M', 7),
  t(1, '.mKM', 9),
  t(1, '.BmM', 9),
  t(1, 'm..H', 5),
  t(1, 'mMXM', 5),
  // Era I: Ranches
  t(1, 'R...', 6),
  t(1, '.R.H', 6),
  t(1, '.HR.', 6),
  t(1, 'R.HM', 6),
  t(1, 'DR..', 7),
  t(1, 'K..R', 8),
  t(1, '..R.', 6),
  t(1, 'M.R.', 6),
  t(1, '.R.X', 2),
  t(1, '.H.R', 6),
  // Era I: other buildings, Townhouses
  t(1, '.HS.', 8),
  t(1, 'D.H.', 5),
  t(1, '.DH.', 5),
  t(1, '..HB', 6),
  t(1, 'H.B.', 6),
  t(1, 'H..G', 6),
  t(1, 'H.HC', 6),
  t(1, 'HO..', 7),
  t(1, 'X.P.', 4),
  t(1, 'HT..', 4),
  t(1, '.H.T', 4),
  // Era I: Houses, Mountains
  t(1, '.H.H', 4),
  t(1, 'H..H', 4),
  t(1, '..H.', 3),
  t(1, 'H.M.', 4),
  t(1, '..MH', 4),
  t(1, '....', 1),
  t(1, 'H...', 3),
  t(1, '.M..', 3),
  t(1, '.H..', 3),
  t(1, '..M.', 3),
  t(1, '..H.', 3),
  t(1, 'H...', 3),
  t(1, '.M.H', 4),
  t(1, '..H.', 3),
  t(1, '.H..', 3),
  t(1, '...H', 3),
  t(1, '....', 1),
  // Era II: Mines
  t(2, '..mM', 7),
  t(2, 'm..M', 7),
  t(2, 'Mm.B', 9),
  t(2, 'M..m', 7),
  // Era II: Ranches
  t(2, 'R.D.', 8),
  t(2, '.R..', 7),
  t(2, '.X.R', 3),
  t(2, '..RM', 6),
  // Era II: Saloons, Hotels
  t(2, '.S.T', 9),
  t(2, '.SH.', 8),
  t(2, '..TS', 9),
  t(2, 'M.S.', 6),
  t(2, '.OS.', 9),
  t(2, '...O', 7),
  t(2, 'OH..', 7),
  t(2, 'OM..', 7),
  // Era II: City Hall, General Store, Church, Prison
  t(2, '.YH.', 9),
  t(2, '..GT', 8),
  t(2, 'CT..', 7),
  t(2, 'HC..', 6),
  t(2, '..PX', 5),
  t(2, 'X.P.', 5),
  t(2, '.M.P', 6),
  // Era II: Drugstores, Banks, Blacksmith
  t(2, 'D.H.', 6),
  t(2, 'D..T', 8),
  t(2, '.B.D', 7),
  t(2, 'D.M.', 5),
  t(2, '.TD.', 8),
  t(2, '.DM.', 5),
  t(2, '.K.D', 7),
  t(2, 'B..T', 8),
  t(2, '.BM.', 6),
  t(2, 'BM..', 6),
  t(2, 'T..B', 8),
  t(2, '..HB', 6),
  t(2, '.HB.', 6),
  // Era II: Houses, Townhouses, Mountains, Outlaws
  t(2, '.MX.', 1),
  t(2, 'HH..', 4),
  t(2, '...M', 4),
  t(2, 'T...', 4),
  t(2, 'H.M.', 4),
  t(2, '...T', 4),
  t(2, 'X.H.', 1),
  t(2, 'M...', 4),
  t(2, '...H', 4),
  t(2, '.M..', 4),
  t(2, '..M.', 4),
  t(2, '....', 2),
];

/** City fixtures shared by several test files. */

/**
 * The rulebook's worked example (RULES 6): a layout made for the tests, inside 8x8. With the
 * Doctor, the Teacher and the Banker it scores exactly the rulebook's line totals, 109 in all.
 * As in the rulebook: one Ranch with 6 empty neighbours; 4 Mines worth 10, 10, 4 and 4; 1 Drugstore
 * by 2 house units; 2 Banks worth 15 together; 1 Saloon by 8 units; 2 Hotels; 14 house units in all
 * (4 Houses, 3 Townhouses, 2 Hotels); a Prison and 2 Outlaws parcels.
 */
export const WORKED_EXAMPLE: readonly string[] = [
  'M...MMMX',
  '.....mM.',
  '...XM...',
  '.RM.MmMO',
  '.M..MMBO',
  '.m.mTTHH',
  '.PMDBTS.',
  '....MHH.',
];

/** The line totals of the worked example, in the order of RULES 6. */
export const WORKED_LINES = {
  ranches: 6,
  mines: 28,
  drugstores: 2,
  banks: 15,
  saloons: 16,
  generalStoresAndCityHall: 0,
  ranchBonus: 1,
  mineBonus: 8,
  houseBonus: 0,
  hotels: 6,
  cityHall: 0,
  outlaws: 0,
  characters: 27,
} as const;

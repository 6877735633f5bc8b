/** English: the table on a phone held upright (the players-and-log page and its tabs). */
export const phone = {
  'phone.others': 'Players',
  'phone.othersNew': 'Players, with new moves',
  'phone.back': 'Back to my city',
  'phone.page': 'Players and game log',
  'phone.fit': 'Fit city',
} as const;

/** English: the board game's rules reference, in this edition's own words (BOARD 2..11). */
export const boardRules = {
  'boardRules.setup.title': 'Setting up',
  'boardRules.setup.1':
    'Carson City is played over 4 rounds on an 8 by 8 grid of parcels, with a winding path of action spaces above it. The player with the most victory points (VP) after round 4 wins.',
  'boardRules.setup.2':
    'Everyone starts with $15, 3 cowboys, 1 road, 1 revolver and 12 property markers in their colour. Cowboys and roads you hold make up your personal supply; the rest waits in the general supply.',
  'boardRules.setup.3':
    'Two dice place the town centre somewhere inside the outer ring: it gets a house and a road on each of its four sides. Nine more dice rolls place the mountains.',
  'boardRules.setup.4':
    'Seven buildings go onto the building spaces: two ranches and two mines on fixed spaces, three drawn from the bag. Then each player marks two starting parcels, the first in reverse turn order, the second in turn order.',
  'boardRules.setup.5':
    'Seven characters are laid out (eight when the Paperboy is among them). The first round’s turn order is drawn at random.',

  'boardRules.round.title': 'A round',
  'boardRules.round.1': 'Each round has four phases:',
  'boardRules.round.2':
    '• Characters: in pass-track order, each player takes one character; some act as soon as they are taken.',
  'boardRules.round.3':
    '• Cowboys: in the order of the character numbers (lowest first), players take turns placing one cowboy on an action space, an unsold parcel or a building, until everyone has passed.',
  'boardRules.round.4':
    '• Actions: the path is worked through space by space. Contested spaces are settled by duels first.',
  'boardRules.round.5':
    '• End of the round: money above your cash limit is handed in, new cowboys arrive and the building display is refilled.',
  'boardRules.round.6':
    'The order in which players passed becomes the pass track. It also breaks every tie: whoever passed earlier wins it.',

  'boardRules.characters.title': 'Characters',
  'boardRules.characters.1':
    'Every character card shows a number, a cash limit and a power. The number sets your place in the cowboy phase; the cash limit is the money you may keep at the end of the round.',
  'boardRules.characters.2':
    'Some powers work the moment you take the card (money, roads, a free parcel, extra cowboys); others last for the whole round (extra firepower, cheaper buildings, protection from attacks).',
  'boardRules.characters.3':
    'Hover over a character card, or hold your finger on it, to read its power and cash limit.',
  'boardRules.characters.4':
    'All cards go back to the display at the end of each round, so the same character may serve a different player next time.',

  'boardRules.spaces.title': 'The action spaces',
  'boardRules.spaces.1':
    'The path runs in this order. On most spaces only one cowboy acts; when several players are there, they duel first.',
  'boardRules.spaces.2':
    '• Roads (1) gives 3 roads. Roads (2) and Wages are shared: every cowboy there gets 1 road or $4, with no duel.',
  'boardRules.spaces.3':
    '• Ammunition lends the “3 revolvers” tile for the rest of the round. Then parcels with cowboys on them are bought, and the seven building spaces are sold, dearest first.',
  'boardRules.spaces.4':
    '• Income: $2 per parcel you own, $2 per point of firepower, or the sum of two dice from gambling. Then every building pays its owner, no cowboy needed.',
  'boardRules.spaces.5':
    '• Victory points: four spaces sell VP at $2, $3, $4 or $5 each (the round marker closes the cheap ones round by round); then 1 VP per 2 firepower, 1 VP per building you own, or 1 VP per 2 parcels.',
  'boardRules.spaces.6': 'Any action may be declined. A cowboy that acted goes back to the general supply.',

  'boardRules.duels.title': 'Duels and firepower',
  'boardRules.duels.1':
    'Your firepower is the number of cowboys in your personal supply, plus your revolvers, plus this round’s bonuses (the Ammunition tile, the Mercenary).',
  'boardRules.duels.2':
    'When several players’ cowboys share a space, a parcel or a building, each rolls a die and adds their firepower. The highest total wins; a tie goes to whoever passed earlier.',
  'boardRules.duels.3':
    'The winner may take the action. Losing cowboys go back to their owner’s personal supply, where they add to firepower for the rest of the round.',
  'boardRules.duels.4':
    'A cowboy on another player’s building attacks it; the owner may add a cowboy to defend. That duel is fought just before building income. A winning attacker takes half the building’s income, rounded down.',
  'boardRules.duels.5':
    'Churches, prisons, schools, the station and the town hall cannot be attacked, nor can buildings next to their owner’s own church.',

  'boardRules.town.title': 'Building the town',
  'boardRules.town.1':
    'A parcel costs $1 plus $1 for each building, house or mountain on it and on the eight parcels around it. It is bought by a cowboy placed on it; you need a free property marker.',
  'boardRules.town.2':
    'A building won on a building space must go on an empty parcel of yours that touches a road at a side or a corner. Ranches and mines need no road.',
  'boardRules.town.3':
    'Most buildings bring a free house, placed on any empty parcel on the road network (your own, an unsold one, or another player’s if they agree). A school brings three; ranches and mines bring none.',
  'boardRules.town.4':
    'Instead of a new house you may raise an existing house to a townhouse, if every parcel around it is occupied or owned.',
  'boardRules.town.5':
    'A building you cannot or do not want to place can be kept and built at the end of a later building step. Roads from your supply may be laid at any time, joined to the existing network.',
  'boardRules.town.6':
    'The town hall is never bought: when drawn it is placed at once, and a cowboy kept on it raises its holder’s building income by one step.',

  'boardRules.income.title': 'Building income',
  'boardRules.income.1':
    'A house counts for a neighbouring building when it stands on an unsold parcel or on a parcel of the building’s owner. Hotels and the station count as two houses; ranches, churches, schools and the town hall as one.',
  'boardRules.income.2':
    '• Ranch: $1 per empty parcel around it (at least $1). Mine: $3 per mountain around it.',
  'boardRules.income.3':
    '• Drugstore: $3 per house around it and per ranch you own. Bank: $3 per house around it and per mine you own. Saloon: $5 per house around it.',
  'boardRules.income.4':
    '• Hotel: always $6. Blacksmith: $5 times the round plus $5 per ranch you own. General store: $6 per own house and $3 per other house around it.',
  'boardRules.income.5':
    'Each kind has a highest income it cannot exceed. Hover over a building in the town to see how its income is made up this round.',

  'boardRules.roundEnd.title': 'End of a round',
  'boardRules.roundEnd.1':
    'Money above your character’s cash limit must be handed in, and you may hand in more. Every full $10 handed in is worth 1 VP.',
  'boardRules.roundEnd.2':
    'The round marker moves on and closes one more VP space. You receive new cowboys (4 after round 1, 5 after rounds 2 and 3), never more than 10 of your colour in all.',
  'boardRules.roundEnd.3':
    'Characters go back on display. Unsold buildings slide to the cheapest spaces and the empty spaces are filled from the bag.',

  'boardRules.scoring.title': 'Final scoring',
  'boardRules.scoring.1': 'After round 4 and its hand-in, each player adds:',
  'boardRules.scoring.2': '• 1 VP for every $6 left;',
  'boardRules.scoring.3':
    '• 2 VP for each building, house and mountain on their own parcels (a townhouse is two houses);',
  'boardRules.scoring.4':
    '• the station’s VP for the houses of the whole town, and the Teacher’s VP in the last round.',

  'boardRules.end.title': 'End of the game',
  'boardRules.end.1':
    'The game ends after the fourth round. The most VP wins; when scores are tied, the player who passed earlier in round 4 wins.',
  'boardRules.end.2':
    'Buildings kept in your supply and empty parcels score nothing at the end, so build what you buy.',
} as const;

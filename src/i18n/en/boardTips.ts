/** English: what hovering or long-pressing a board space, building kind, character or track explains (BOARD 3..9). */
export const boardTips = {
  'boardTips.space.roads1': {
    one: 'The winner takes 1 road into their supply.',
    other: 'The winner takes {count} roads into their supply.',
  },
  'boardTips.space.roads2': {
    one: 'Each cowboy here brings 1 road into its owner’s supply.',
    other: 'Each cowboy here brings {count} roads into its owner’s supply.',
  },
  'boardTips.space.wages': 'Each cowboy here earns ${money}.',
  'boardTips.space.ammo':
    'The winner holds the “3 revolvers” tile: +{firepower} firepower for the rest of the round.',
  'boardTips.space.building': 'The winner may buy the building shown here for ${price} and build it.',
  'boardTips.space.incParcels': 'The winner earns ${money} for each parcel they own.',
  'boardTips.space.incCowboys': 'The winner earns ${money} for each point of firepower.',
  'boardTips.space.gamble': 'The winner rolls both dice and takes their sum in dollars.',
  'boardTips.space.vp': 'The winner may buy any number of VP at ${price} each.',
  'boardTips.space.vpCowboys': 'The winner scores 1 VP for every {per} points of firepower.',
  'boardTips.space.vpBuildings': 'The winner scores 1 VP for each building on their parcels.',
  'boardTips.space.vpParcels': 'The winner scores 1 VP for every {per} parcels they own.',
  'boardTips.space.shared': 'Any number of cowboys may stand here, and nobody duels.',
  'boardTips.space.duel': 'Several players here fight a duel; only the winner acts.',

  'boardTips.building.road': 'Needs a road at a side or corner of its parcel.',
  'boardTips.building.noRoad': 'Needs no road.',
  'boardTips.building.straightRoad':
    'Needs a straight road crossing the whole town along one side of its parcel.',
  'boardTips.building.houses': {
    zero: 'Brings no house.',
    one: 'Brings 1 free house.',
    other: 'Brings {count} free houses.',
  },
  'boardTips.building.revolvers': {
    one: 'Gives its owner 1 revolver.',
    other: 'Gives its owner {count} revolvers.',
  },
  'boardTips.building.attackable': 'Can be attacked.',
  'boardTips.building.safe': 'Can never be attacked.',
  'boardTips.building.noIncome': 'Pays no income.',
  'boardTips.building.cap': 'Pays at most ${cap} a round.',
  'boardTips.building.symbols': {
    one: 'Counts as 1 house for its neighbours.',
    other: 'Counts as {count} houses for its neighbours.',
  },
  'boardTips.rate.empty': '${each} per empty parcel around it (at least ${each}).',
  'boardTips.rate.mountains': '${each} per mountain around it.',
  'boardTips.rate.symbols': '${each} per house around it.',
  'boardTips.rate.ownSymbols': '${each} per house around it on its owner’s parcels.',
  'boardTips.rate.otherSymbols': '${each} per house around it on other parcels.',
  'boardTips.rate.ownRanches': '${each} per ranch its owner has.',
  'boardTips.rate.ownMines': '${each} per mine its owner has.',
  'boardTips.rate.round': '${each} times the round number.',
  'boardTips.rate.fixed': 'Always ${each}.',
  'boardTips.special.church': 'Its owner’s buildings next to it cannot be attacked.',
  'boardTips.special.station': 'At the end: 1 VP for every 2 houses in the whole town.',
  'boardTips.special.townHall':
    'Nobody owns it. A cowboy kept on it raises its holder’s building income by one step.',

  'boardTips.character.number': 'Number {number}: its place in the cowboy phase. Cash limit ${limit}.',
  'boardTips.character.paperboy': 'Pay $3 to take a second character from the display too.',
  'boardTips.character.sheriff':
    'Gets the white cowboy for the round: it never duels, and nobody may join its space.',
  'boardTips.character.banker': 'Takes $9 at once.',
  'boardTips.character.grocer':
    'Doubles this round’s income of one building kind, or takes ${money} instead.',
  'boardTips.character.coolie': 'Takes 2 roads at once; buildings bought this round cost half, rounded up.',
  'boardTips.character.settler': 'Claims an unsold parcel for free at once.',
  'boardTips.character.captain': 'May hire up to 3 cowboys at once for {prices}.',
  'boardTips.character.mercenary': '+{firepower} firepower this round.',
  'boardTips.character.chief': 'The dice give 2 free parcels at once.',
  'boardTips.character.goldSeeker': 'May pay $10 at once to put a mine on an empty unsold parcel.',
  'boardTips.character.gunsmith': '2 VP for each duel won this round.',
  'boardTips.character.singer':
    'Gets 2 “no duel” tiles: a cowboy with one acts without a duel on Roads (1), an income or a VP space.',
  'boardTips.character.auctioneer': 'Auctions two unsold parcels at once and earns half of the winning bid.',
  'boardTips.character.governor':
    'Takes 1 road at once; 1 VP for each road this round that connects a new parcel.',
  'boardTips.character.doctor':
    'A cowboy that loses a duel may pay the Doctor $3 to move to a free spot later this round.',
  'boardTips.character.cowboy': 'No power of its own in the base game.',
  'boardTips.character.heroes': 'Your buildings cannot be attacked this round, and you may not attack.',
  'boardTips.character.lawyer':
    'Buys an unsold parcel at its price at once; nobody may contest your parcel purchases this round.',
  'boardTips.character.teacher':
    'Rounds 1 to 3: you pass first next round. Round 4: VP for schools, prisons, churches and no saloon.',

  'boardTips.track.order':
    'Action track: in the cowboy phase players take turns in the order of their characters’ numbers.',
  'boardTips.track.pass':
    'Pass track: the order in which players passed. It sets the next round’s character choice and breaks ties.',
  'boardTips.track.round': 'Round marker: the game lasts 4 rounds; each round closes one more VP space.',
  'boardTips.track.vp': 'Victory points of each player.',
} as const;

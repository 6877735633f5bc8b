/** English: what each card does, ability prompts, placement problems and score lines. */
export const play = {
  'contentTip.empty': 'Open ground. Ranches earn from it. Almost anything may be built over it.',
  'contentTip.house':
    'Worth 1 house unit to the shops, banks and saloons around it, and to churches and general stores anywhere in town. A House or Townhouse may go on top.',
  'contentTip.townhouse':
    'Worth 2 house units to the businesses around it, and to churches and general stores anywhere in town. Nothing may be built over it.',
  'contentTip.mountain': 'Each Mine next to it earns 2 VP for it. Only a Mountain may cover a Mountain.',
  'contentTip.mine':
    '2 VP for every Mountain among its 8 neighbours. Every Bank and Blacksmith in town adds 1 VP per Mine.',
  'contentTip.ranch':
    '1 VP for every empty parcel among its 8 neighbours. Every Drugstore and Blacksmith in town adds 1 VP per Ranch.',
  'contentTip.blacksmith':
    'Scores nothing by itself, but adds 1 VP for each Ranch and 1 VP for each Mine in your city.',
  'contentTip.drugstore':
    '1 VP per house unit among its 8 neighbours. It also adds 1 VP for every Ranch in your city.',
  'contentTip.bank':
    '1 VP per house unit among its 8 neighbours. It also adds 1 VP for every Mine in your city.',
  'contentTip.saloon': '2 VP per house unit among its 8 neighbours. The Singer pays for your best Saloon.',
  'contentTip.hotel': '3 VP, and it counts as 2 house units for the businesses next to it.',
  'contentTip.generalStore':
    '1 VP per house unit among its 8 neighbours, plus 1 VP for every house unit anywhere in your city.',
  'contentTip.church': 'Adds 1 VP for every house unit anywhere in your city.',
  'contentTip.prison': 'Tames your Outlaws: they cost nothing and count as empty ground.',
  'contentTip.cityHall':
    '1 VP per house unit among its 8 neighbours, plus 1 VP for every building in your city (itself too).',
  'contentTip.outlaws':
    'Costs 6 VP unless you have a Prison or the Sheriff; then it counts as empty ground. Outlaws never go on Outlaws.',
  'charText.governor':
    'Turn up one more terrain card, then take any card from the offer straight away. You still bid and take as usual.',
  'charText.lawyer':
    'Take any card from the offer straight away. Your bid this round is thrown away and you take nothing more.',
  'charText.chineseWorker':
    'One more terrain card joins the offer, and on your turn you take two cards instead of one.',
  'charText.heroes': '+{bonus} to your bid this round. Also worth 6 VP at the end.',
  'charText.gunsmith': '+{bonus} to your bid this round.',
  'charText.mercenary': '+{bonus} to your bid this round.',
  'charText.doctor': '+{bonus} to your bid this round. Also worth 5 VP at the end.',
  'charText.auctioneer':
    'In one turn of each era, sell 1 to {limit} terrain cards from your city that nothing lies on, keeping the city in one piece (at most {limit} in the whole game). After that turn the card is used until the next era. Each sale is worth {vp} VP at the end.',
  'charText.singer': 'Scores as much as your best Saloon.',
  'charText.indian':
    'Half a VP (rounded up) for every parcel of your 8×8 area (8×9 with the Captain) that no card covers.',
  'charText.settler': '1 VP for every empty parcel that touches one of your Ranches (each counted once).',
  'charText.banker': '4 VP for every Bank in your city.',
  'charText.cowboy': '3 VP for every Ranch in your city.',
  'charText.captain': '6 VP, and your city may grow to 8×9 (or 9×8) parcels.',
  'charText.grocer': '4 VP for every Drugstore in your city.',
  'charText.undertaker': '2 VP for every character you own, this one included.',
  'charText.editor': '1 VP for every $ character you own (this one too) and 4 VP for every action character.',
  'charText.paperboy':
    '3 VP, and before scoring you may add one character nobody took (removed or never drawn) to your own.',
  'charText.prospector': '1 VP for every Mountain and every Mine in your city.',
  'charText.sheriff': '3 VP for every Prison. Your Outlaws cost nothing and count as empty ground.',
  'charText.teacher': '1 VP per House and 2 VP per Townhouse and per Hotel.',

  'ability.governor':
    'Use the Governor? One more terrain card is turned up and you take any card from the offer now. You can do this only once per game.',
  'ability.lawyer':
    'Use the Lawyer? You take any card from the offer now, but your bid is wasted and you take nothing else this round.',
  'ability.chineseWorker':
    'Use the Chinese Worker? One more terrain card joins the offer and you take two cards on your turn.',
  'ability.heroes': 'Use the Heroes? Your bid gets +3 this round.',
  'ability.gunsmith': 'Use the Gunsmith? Your bid gets +6 this round.',
  'ability.mercenary': 'Use the Mercenary? Your revealed bid gets +5 this round.',
  'ability.doctor': 'Use the Doctor? Your revealed bid gets +2 this round.',
  'problem.tooBig': 'Too far out: your city has to fit inside 8×8 parcels (8×9 with the Captain).',
  'problem.notConnected':
    'Not connected: the card must overlap your city or touch it along a whole side; corners do not count.',
  'problem.coversBlocked':
    'Blocked: it would cover something that cannot be built over. Only like goes on like (a building on the same building, Mountain on Mountain, House or Townhouse on a House); everything else needs empty ground.',
  'problem.illegal': 'Not a legal spot.',
  'line.ranches': 'Ranches',
  'line.mines': 'Mines',
  'line.drugstores': 'Drugstores',
  'line.banks': 'Banks',
  'line.saloons': 'Saloons',
  'line.generalStoresAndCityHall': 'General Stores & City Hall',
  'line.ranchBonus': 'Ranch bonus',
  'line.mineBonus': 'Mine bonus',
  'line.houseBonus': 'House bonus',
  'line.hotels': 'Hotels',
  'line.cityHall': 'City Hall',
  'line.outlaws': 'Outlaws',
  'line.characters': 'Characters',
  'lineTip.ranches': '1 VP per empty parcel next to each Ranch.',
  'lineTip.mines': '2 VP per Mountain next to each Mine.',
  'lineTip.drugstores': '1 VP per house unit next to each Drugstore.',
  'lineTip.banks': '1 VP per house unit next to each Bank.',
  'lineTip.saloons': '2 VP per house unit next to each Saloon.',
  'lineTip.generalStoresAndCityHall': '1 VP per house unit next to each General Store and City Hall.',
  'lineTip.ranchBonus': '(Drugstores + Blacksmiths) × Ranches.',
  'lineTip.mineBonus': '(Banks + Blacksmiths) × Mines.',
  'lineTip.houseBonus': '(Churches + General Stores) × house units in the city.',
  'lineTip.hotels': '3 VP per Hotel.',
  'lineTip.cityHall': '1 VP per building in the city, per City Hall.',
  'lineTip.outlaws': '−6 VP per Outlaws parcel, unless you have a Prison or the Sheriff.',
  'lineTip.characters': 'What your characters are worth.',
} as const;

/** en: the board game's guided first game: each step's note, a wrong move's explanation, and the buttons (BOARD 2..10). */
export const boardLesson = {
  'boardLesson.title': 'Lesson {step} of {count}',
  'boardLesson.next': 'Go on',
  'boardLesson.waiting': 'The others are taking their turns…',
  'boardLesson.choice.realGame': 'Play a real game',
  'boardLesson.choice.replay': 'Start the lesson again',
  'boardLesson.step.welcome':
    'Welcome to Carson City! You and two rivals will grow a town over four rounds. The most victory points (VP) wins. Tap {next} whenever a note has no move for you.',
  'boardLesson.step.town':
    'This is the town: 8 by 8 parcels. The house in the middle is the centre, with roads on its four sides. Grey peaks are mountains.',
  'boardLesson.step.start1':
    'Before round 1 everyone claims two parcels for free. Take the lit parcel just above the centre.',
  'boardLesson.step.start2': 'Now claim the parcel beside it, also touching the centre.',
  'boardLesson.step.characters':
    'Each round starts with a character. Its number decides who places cowboys first, and each one has a power and a limit on the money you may keep.',
  'boardLesson.step.pickCharacter':
    'Take the {name}. You will place last, so you see where the others went, and you add 3 to your firepower in duels.',
  'boardLesson.step.path':
    'Up top is the action path. A cowboy on a space does that action when its turn comes: roads, wages, a building, income, VP. A cowboy on an unsold parcel buys it.',
  'boardLesson.step.placeParcel':
    'Put a cowboy on the lit parcel. It is cheap: the price is $1 plus $1 for each thing on it and around it.',
  'boardLesson.step.placeBuilding':
    'Put a cowboy on the {building} on the $5 space. If nobody else goes there, you may buy it.',
  'boardLesson.step.placeDuel':
    'A rival already has a cowboy on this mountain parcel. Join them: two cowboys on one spot means a duel.',
  'boardLesson.step.pass':
    'That is enough for this round. Pass: the earlier you pass, the earlier you act next round and the more ties you win.',
  'boardLesson.step.actions':
    'Everyone has passed. Now the path runs from start to end, and each cowboy does its action in turn.',
  'boardLesson.step.buyParcel': 'Your cowboy stands alone on the parcel. Buy it for ${price}.',
  'boardLesson.step.duel':
    'Duel on the mountain parcel! Each side rolls a die and adds its firepower: revolvers plus the cowboys waiting at home, plus 3 for you. You made {mine} against {theirs} and won.',
  'boardLesson.step.buyDuelParcel': 'The winner may buy the parcel. Buy it for ${price}.',
  'boardLesson.step.network':
    'You won the {building}. A building needs a parcel of yours that touches the road network, and your new parcel does not touch it yet.',
  'boardLesson.step.road':
    'Lay your road on the lit edge. A road must join the network, and now your parcel touches it. You may lay roads whenever it is your move.',
  'boardLesson.step.build':
    'Build the {building} on your parcel. It brings a free house, which you put on the lit parcel right beside it.',
  'boardLesson.step.income':
    'Income day! Your {building} earned ${amount}: it pays for every house next to it, so neighbours are worth planning for.',
  'boardLesson.step.handIn':
    'End of the round. Money above your character’s limit must be handed in, and each full $10 handed in gives 1 VP. You are under the limit: keep your money.',
  'boardLesson.step.roundEnd':
    'A new round: everyone gets fresh cowboys, the unsold buildings move down to cheaper spaces, and the characters are free again.',
  'boardLesson.step.autoPlay':
    'You know the basics now. Watch the three remaining rounds play out; your moves are made for you.',
  'boardLesson.step.finalScore':
    'The game is over. Money and property turn into a few last VP. You scored {vp} VP, and {winner} wins.',
  'boardLesson.step.done': 'That was your first game of Carson City. Ready for a real one?',
  'boardLesson.why.readFirst': 'Read this note first, then tap {next}.',
  'boardLesson.why.watch': 'The rest of the game plays itself now: just watch.',
  'boardLesson.why.otherStart': 'Pick the lit parcel: it touches the centre, so you can build there later.',
  'boardLesson.why.otherCharacter': 'In this lesson, take the {name}.',
  'boardLesson.why.otherParcel': 'That parcel works too, but the lesson buys the lit one.',
  'boardLesson.why.otherSpace': 'That space works too, but the lesson uses the lit one.',
  'boardLesson.why.plainCowboy': 'Use an ordinary cowboy here, without a special token.',
  'boardLesson.why.notPassYet': 'Not yet: place a cowboy on the lit spot first.',
  'boardLesson.why.passNow':
    'Keep your last cowboys at home this time: they add to your firepower. Pass now.',
  'boardLesson.why.roadLater': 'Roads come a little later in the lesson.',
  'boardLesson.why.otherRoad':
    'That road joins the network, but the lit one is the one that reaches your parcel.',
  'boardLesson.why.buyIt': 'Buy it: the lesson needs this.',
  'boardLesson.why.otherBuild': 'Build on your lit parcel, with the house on the parcel beside it.',
  'boardLesson.why.buildIt': 'Do not keep it for later: build it now.',
  'boardLesson.why.keepMoney': 'No need to hand in money yet: you are under your limit.',
  'boardLesson.why.notNow': 'That is not part of this step. Follow the note.',
} as const;

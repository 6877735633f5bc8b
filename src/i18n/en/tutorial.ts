/** English: the guided first game (steps, kind explanations of a wrong move, its buttons) and the first game's hints. */
export const tutorial = {
  'tutorial.playerName': 'You',
  'tutorial.title': 'Learn to play · step {step} of {count}',
  'tutorial.next': 'Next',
  'tutorial.openSheet': 'Open the score sheet',
  'tutorial.leave': 'Leave',
  'tutorial.skip': 'Skip lesson',
  'tutorial.realGame': 'Play a real game',
  'tutorial.again': 'Replay the lesson',
  'tutorial.toTitle': 'Title',
  'tutorial.tryAgain': 'Not quite',
  'tutorial.step.welcome':
    'Welcome to Carson City! You build a small Wild West town, card by card. Three virtual players, Ada, Bo and Cy, share this table with you. Each round you bid, then take one card. Press {next}.',
  'tutorial.step.offer':
    'This row is the offer: one character and four terrain cards. Everyone will take exactly one of them this round, the highest bid first.',
  'tutorial.step.scoring':
    'The {name} is a scoring character: it does nothing during play, but adds points to the city of whoever owns it when the game ends.',
  'tutorial.step.back':
    'Look at the back of the next character on the pile: six suits in a row. When two bids are equal, the suit further left wins. Your suit is the star, and here it stands before the boot.',
  'tutorial.step.bid':
    'Time to bid. Pick your 7, then confirm it. Bids stay secret until everyone has chosen, and each card can be played once per era.',
  'tutorial.step.tie':
    'Cy also showed a 7. On the back of the next character your star comes before Cy’s boot, so you take first. The numbers next to the seats show the taking order.',
  'tutorial.step.virtual':
    'Ada, Bo and Cy are virtual players. Each bids the top card of a hidden pile, always takes the card with the highest appeal (the small number on the card), and keeps it without building. Their points are the appeal of everything they took.',
  'tutorial.step.firstCard':
    'Your turn to take. Choose the card with the Mountain and the Mine, then tap the glowing spot in your city and press {place}. Your first card may go anywhere.',
  'tutorial.step.building':
    'Your town has begun. Every new card must touch it along a side or lie partly on top of it, and the whole town must fit inside 8 by 8 parcels.',
  'tutorial.step.bid2': 'A new round. Bid your 8 this time.',
  'tutorial.step.cover':
    'Take the Ranch card and lay it at the left edge so it covers your two empty parcels. Empty ground may be covered by anything; a Mountain only by a Mountain; a building only by the same building; a House by a House or a Townhouse.',
  'tutorial.step.action':
    'The {name} are an action character: once per era, at their moment, their owner may use them to change the auction. A card used turns sideways until the next era.',
  'tutorial.step.bid3': 'Bid your 9: with it you will surely choose first.',
  'tutorial.step.takeHeroes': 'Take the {name}. Characters go next to your town, not into it.',
  'tutorial.step.fastForward':
    'The other six rounds of Era I now play by themselves, quickly. In each one your highest auction card is bid for you, and you take the card that adds the most points, laid where it scores best. Watch the round count at the top and your town as it grows.',
  'tutorial.step.era':
    'Round nine is over, and with it Era I. What was left of its terrain deck is gone; Era II brings fresh cards. Your nine auction cards are back in your hand, and the {name} stand upright again, ready for use. Nine more rounds, and then the game ends.',
  'tutorial.step.scoreSheet':
    'Points are only counted when the game ends, on the score sheet: thirteen lines, each one a way to score. Right now your town would be worth {vp} VP. Press “{openSheet}” to see where they come from.',
  'tutorial.step.readSheet':
    'This is the score sheet as if the game ended now: your town makes {total} VP. Your best line, {line}, gives {vp} VP. The ringed figure is explained beside it, with the parcels that count lit up in a small picture of your town. Tap any other figure to read its own reason, then press {next}.',
  'tutorial.step.readSheetPanel':
    'This is the score sheet as if the game ended now: your town makes {total} VP. Your best line, {line}, gives {vp} VP, and the panel says why, with the parcels that count lit up in a small picture of your town. Tap the panel to see the whole sheet, tap any figure to read its own reason, then press {next}.',
  'tutorial.step.done':
    'That is the whole game: bid, take, build, and think about your neighbours. You are ready for a real game against virtual players.',
  'tutorial.why.readFirst': 'Read the note first, then press {next}.',
  'tutorial.why.otherBid':
    'A {got} would work in a real game, but this lesson uses your {want}. Pick the {want} and confirm.',
  'tutorial.why.otherCard': 'That card is fine in a real game. For this lesson, take the {name}.',
  'tutorial.why.tooBig': 'That spot would make your town wider or taller than 8 parcels.',
  'tutorial.why.notConnected':
    'That spot does not touch your town. A new card must share a side with it or lie partly on it.',
  'tutorial.why.coversBlocked':
    'That spot would cover something it may not: a Mountain only takes a Mountain, a building only the same building.',
  'tutorial.why.otherSpot': 'That spot is allowed, but for this lesson use the glowing spot.',
  'tutorial.why.notNow': 'Not needed right now. Follow the note.',
  'hint.title': 'Tip',
  'hint.dismiss': 'Got it',
  'hint.bid':
    'Bid high for the card you want most; a low bid saves your big cards for later rounds. The back of the next character breaks ties.',
  'hint.place': 'The dots on your city show how many points each legal spot would add right now.',
  'hint.prompt': 'One of your characters can act now. Using it is always optional.',
  'hint.character':
    'A character goes next to your town: scoring ones pay at the end, action ones help in the auction.',
  'hint.era': 'A new era: your auction cards are back in your hand, and used characters stand up again.',
} as const;

/** The card game for the screen-reader layer: readable labels of its intents and the table summary, from a GameView. */
import {
  ABILITY_CHARACTER,
  auctionValue,
  cellAt,
  characterDef,
  footprint,
  formatCity,
  isCharacter,
  isTerrain,
  terrainDef,
  viewGrid,
  viewScore,
} from '../cards/engine';
import type { Ability, Cell, CharacterName, EntityId, GameView } from '../cards/engine';
import {
  A11Y_TEXT,
  bidChosenLine,
  bidLabel,
  characterText,
  charactersLine,
  cityLine,
  cityRowLine,
  dueLine,
  handLine,
  noCard,
  offerLine,
  paperboyLabel,
  phaseText,
  roundLine,
  scoreLine,
  scoresHeading,
  seatCharactersLine,
  seatCityLine,
  seatKeptLine,
  sellLabel,
  spotAroundLabel,
  spotLabel,
  takeLabel,
  terrainText,
  useLabel,
  yourTurn,
} from './a11yText';
import { commonLabel } from './a11yGames';
import type { A11yGame } from './a11yGames';
import { characterName, contentName } from '../i18n/names';
import { characterShort } from './texts';

const ERA = ['', 'I', 'II'];

/** The name of one parcel (lower case). */
function cellName(c: Cell): string {
  return c === '_' ? noCard() : contentName(c);
}

/** A terrain card parcel by parcel, or a character with its short effect. */
export function cardText(id: EntityId): string {
  if (isTerrain(id)) {
    const [tl, tr, bl, br] = terrainDef(id).parcels.map(cellName) as [string, string, string, string];
    return terrainText(tl, tr, bl, br);
  }
  if (isCharacter(id)) {
    const name = characterDef(id).name;
    return characterText(characterName(name), characterShort(name));
  }
  return String(id);
}

/** The names of the carded parcels among these, each once, in order. */
function names(cells: readonly Cell[]): string[] {
  return [...new Set(cells.filter((c) => c !== '_').map(cellName))];
}

function num(s: string | undefined): number | null {
  if (s === undefined || !/^-?\d+$/.test(s)) return null;
  return Number(s);
}

/** A label a person understands for an intent (`offer:`, `spot:`, `sell:`, `use:`, `paperboy:` ids spelled out). */
export function intentLabel(intent: { id: string; label: string }, view: GameView | null): string {
  const [kind = '', rest = ''] = splitOnce(intent.id, ':');
  const label = intent.label.trim();
  switch (kind) {
    case 'offer': {
      const id = num(rest);
      if (id === null) break;
      return takeLabel(cardText(id));
    }
    case 'spot': {
      const [x, y] = rest.split(',').map((s) => num(s));
      if (x === null || y === null || x === undefined || y === undefined) break;
      if (!view || view.viewer < 0) return spotLabel(x, y, label);
      const f = footprint(viewGrid(view, view.viewer), x, y);
      return spotAroundLabel(x, y, label, names(f.covers), names(f.touches));
    }
    case 'sell': {
      const id = num(rest);
      const me = view && view.viewer >= 0 ? view.seats[view.viewer] : undefined;
      const at = me?.city.find((c) => c.id === id);
      if (id === null || !at) break;
      return sellLabel(at.x, at.y, cardText(id));
    }
    case 'use': {
      const name = (ABILITY_CHARACTER as Record<string, CharacterName | undefined>)[rest as Ability];
      // The prompt's button only says "Use" in some language: the id names the ability, so the character is named.
      if (name) return useLabel(characterName(name));
      break;
    }
    case 'paperboy': {
      const id = num(rest);
      if (id !== null && isCharacter(id)) return paperboyLabel(cardText(id));
      break;
    }
    case 'bid': {
      const id = num(rest);
      if (!label && id !== null) return bidLabel(auctionValue(id));
      break;
    }
  }
  return commonLabel(intent);
}

function splitOnce(s: string, sep: string): [string, string] {
  const i = s.indexOf(sep);
  return i < 0 ? [s, ''] : [s.slice(0, i), s.slice(i + 1)];
}

/** The city of a seat row by row: each row's parcels in words and in city notation. */
export function cityRows(view: GameView, seat: number): string[] {
  const g = viewGrid(view, seat);
  if (g.w === 0 || g.h === 0) return [];
  const rows = formatCity(g);
  return rows.map((notation, r) => {
    const y = g.y0 + r;
    const names: string[] = [];
    for (let x = g.x0; x < g.x0 + g.w; x++) names.push(cellName(cellAt(g, x, y)));
    return cityRowLine(y, g.x0, names.join(', '), notation);
  });
}

/** Another seat as text: its characters, then its city row by row (a virtual player: the terrain it keeps). */
function seatLines(view: GameView, seat: number): string[] {
  const s = view.seats[seat];
  const setup = view.setup.seats[seat];
  if (!s || !setup) return [];
  const out = [
    seatCharactersLine(
      setup.name,
      s.characters.map((c) => characterName(characterDef(c.id).name)),
    ),
  ];
  // RULES 5: a virtual player builds no city; the terrain it takes is kept aside.
  if (setup.kind === 'virtual' && s.city.length === 0) out.push(seatKeptLine(setup.name, s.kept.length));
  else out.push(seatCityLine(setup.name, s.city.length, viewScore(view, seat)), ...cityRows(view, seat));
  return out;
}

/**
 * The whole table as text: round and phase, who is due, the offer, the viewer's hand and city row by row, every other
 * seat's characters and city, scores.
 */
export function describeTable(view: GameView | null): string[] {
  if (!view) return [A11Y_TEXT.noGame];
  const seats = view.setup.seats;
  const out: string[] = [roundLine(ERA[view.era] ?? String(view.era), view.round, phaseText(view.phase))];
  const due = view.active.filter((i) => i !== view.viewer).map((i) => seats[i]?.name ?? '');
  if (view.phase !== 'over') {
    if (view.active.includes(view.viewer)) out.push(yourTurn());
    if (due.length > 0) out.push(dueLine(due));
  }
  out.push(offerLine(view.offer.length));
  view.offer.forEach((id, i) => out.push(`${i + 1}. ${cardText(id)}.`));
  const me = view.viewer >= 0 ? view.seats[view.viewer] : undefined;
  if (me) {
    const hand = me.hand.map(auctionValue).sort((a, b) => a - b);
    out.push(handLine(hand));
    if (me.bid !== null) out.push(bidChosenLine(auctionValue(me.bid)));
    out.push(charactersLine(me.characters.map((c) => characterName(characterDef(c.id).name))));
    out.push(cityLine(me.city.length, viewScore(view, view.viewer)));
    out.push(...cityRows(view, view.viewer));
  }
  seats.forEach((_, i) => {
    if (i !== view.viewer) out.push(...seatLines(view, i));
  });
  out.push(scoresHeading());
  seats.forEach((s, i) => out.push(`${scoreLine(s.name, viewScore(view, i))}.`));
  return out;
}

/** The card game as the screen-reader layer asks for it, reading the view on screen from `view`. */
export function cardA11yGame(view: () => GameView | null): A11yGame {
  return {
    labels: () => {
      const v = view();
      return (i) => intentLabel(i, v);
    },
    describe: () => describeTable(view()),
    version: () => '',
  };
}

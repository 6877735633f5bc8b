/**
 * The log and screen-reader lines of the building-income step (BOARD 7, 6): each payment names its building and
 * parcel, with the neighbour bonus when there is one, in every language.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  viewFor,
  type BoardEvent,
  type BoardView,
  type BuildingKind,
  type IncomeSource,
} from '../../../src/board/engine';
import { playOut } from '../play';
import { LANGUAGES, loadLanguage, setLanguage, t, type Lang } from '../../../src/i18n';
import { boardParcelName } from '../../../src/ui/boardReasonText';
import { eventText } from '../../../src/ui/board/boardText';
import { boardActionLines } from '../../../src/ui/board/boardSpoken';

const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];

type Money = Extract<BoardEvent, { type: 'money' }>;

const source = (kind: BuildingKind, parcel: number, parts: Partial<IncomeSource> = {}): IncomeSource => ({
  parcel,
  kind,
  base: 0,
  neighbours: 0,
  hall: 0,
  capped: 0,
  boost: 0,
  shared: 0,
  ...parts,
});

/** A saloon with a bonus (and the town hall's step), a hotel without one, and an attacker's share of a bank. */
const SAMPLES: Money[] = [
  {
    type: 'money',
    seat: 1,
    amount: 20,
    cause: 'buildings',
    income: source('saloon', 27, { neighbours: 15, hall: 5 }),
  },
  { type: 'money', seat: 2, amount: 6, cause: 'buildings', income: source('hotel', 40, { base: 6 }) },
  {
    type: 'money',
    seat: 0,
    amount: 9,
    cause: 'attack',
    income: source('bank', 9, { base: 9, neighbours: 9, shared: -9 }),
  },
];

/** English words that must not be left in another language's lines. */
const ENGLISH = /\b(receives?|from|the|on|neighbour|attack|parcel|income)\b/i;

/** A view to word the samples against (the lines read only the events). */
function someView(): BoardView {
  const r = createGame({ players: 4 }, 1);
  if (!r.ok) throw new Error(r.error);
  return viewFor(r.state, -1);
}

afterAll(async () => {
  await setLanguage('en');
});

describe('building income lines', () => {
  const view = someView();

  it('English names the building, its parcel and the neighbour bonus', async () => {
    await setLanguage('en');
    const [saloon, hotel, attack] = SAMPLES.map((e) => eventText(view, e, NAMES));
    expect(saloon).toBe('Bo receives $20 from the saloon on parcel D4 (neighbour bonus $15)');
    expect(hotel).toBe('Cy receives $6 from the hotel on parcel A6');
    expect(attack).toBe('Ann receives $9 from the attack on the bank on parcel B2');
    expect(eventText(view, SAMPLES[0] as Money, ['You', 'Bo'], 1)).toBe(
      'You receive $20 from the saloon on parcel D4 (neighbour bonus $15)',
    );
  });

  it('names no bonus the owner did not get whole: a capped income says only what was paid', async () => {
    await setLanguage('en');
    const capped: Money = {
      type: 'money',
      seat: 1,
      amount: 55,
      cause: 'buildings',
      income: source('saloon', 27, { neighbours: 80, hall: 5, capped: -30 }),
    };
    expect(eventText(view, capped, NAMES)).toBe('Bo receives $55 from the saloon on parcel D4');
  });

  it('German says it with the rulebook’s words', async () => {
    await setLanguage('de');
    const [saloon, hotel, attack] = SAMPLES.map((e) => eventText(view, e, NAMES));
    expect(saloon).toBe('Bo erhält $20 für den Saloon auf Parzelle D4 (Nachbarbonus $15)');
    expect(hotel).toBe('Cy erhält $6 für das Hotel auf Parzelle A6');
    expect(attack).toBe('Ann erhält $9 aus dem Angriff auf die Bank auf Parzelle B2');
  });

  it.each(LANGUAGES)(
    '%s: each line names its building and parcel, the bonus when there is one, in the language',
    async (l: Lang) => {
      await loadLanguage(l);
      expect(await setLanguage(l)).toBe(true);
      const generic = t('boardPlay.cause.buildingIncome');
      for (const you of [-1, SAMPLES[0]?.seat ?? 0]) {
        for (const e of SAMPLES) {
          const i = e.income as IncomeSource;
          const line = eventText(view, e, NAMES, you) ?? '';
          expect(line).toContain(t(`boardPlay.the.${i.kind}`));
          expect(line.toLowerCase()).toContain(t(`board.building.${i.kind}`).toLowerCase());
          expect(line).toContain(boardParcelName(i.parcel));
          expect(line).toContain(String(e.amount));
          expect(line).not.toContain(generic);
          expect(line).not.toMatch(/[{}]/);
          if (l !== 'en') expect(line).not.toMatch(ENGLISH);
          if (e.seat !== you) expect(line).toContain(NAMES[e.seat]);
          else expect(line).not.toContain(NAMES[e.seat]);
        }
        const [bonus, plain] = SAMPLES.map((e) => eventText(view, e, NAMES, you) ?? '');
        expect(bonus).toContain('15');
        expect(plain).not.toMatch(/\(/);
      }
    },
  );

  it('the screen reader hears each building’s line as the log shows it, over a whole game', async () => {
    await setLanguage('en');
    const game = playOut({ players: 4 }, 5, false);
    const start = createGame({ players: 4 }, 5);
    if (!start.ok) throw new Error(start.error);
    let s = start.state;
    let heard = 0;
    for (const a of game.actions) {
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.error);
      const v = viewFor(r.state, -1);
      const spoken = boardActionLines(v, a, r.events, NAMES);
      for (const e of r.events)
        if (e.type === 'money' && e.income) {
          const line = eventText(v, e, NAMES) ?? '';
          expect(spoken).toContain(line);
          expect(line).toContain(boardParcelName(e.income.parcel));
          heard++;
        }
      s = r.state;
    }
    expect(heard).toBeGreaterThan(0);
  });
});

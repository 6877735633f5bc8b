/** BOARD 4.5, 6: several duels in one step are fought in the order the first involved player on the pass track picks. */
import { describe, expect, it } from 'vitest';
import { answerValues, at, type BoardEvent, type BoardState } from '../../src/board/engine';
import { answerAll, choose, clearCity, must, placeAll, put, started } from './fixtures';

/** Three players in phase 2 without at-once prompts; the seats in action order. */
function phase2(): { s: BoardState; a: number; b: number; c: number } {
  const s = choose(started(3), [1, 2, 7]);
  const [a, b, c] = s.actionOrder as [number, number, number];
  for (const t of s.seats) t.money = 40;
  return { s, a, b, c };
}

/** The spots of the duels among the events, in order. */
const duelSpots = (events: BoardEvent[]): string[] =>
  events.flatMap((e) => (e.type === 'duel' ? [e.spot] : []));

/** Answers every open prompt with its first value until the step is past `step`. */
const settle = (s: BoardState, step: number) =>
  answerAll(
    s,
    (x) => ({ type: 'answer', seat: x.prompt!.seat, value: answerValues(x, x.prompt!)[0]! }),
    (x) => x.step > step || x.phase !== 'actions',
  );

describe('the order of several duels in one step (BOARD 4.5, 6)', () => {
  it('parcels: the first on the pass track who fights picks the next duel; the answer sets the order', () => {
    const { s, a, b, c } = phase2();
    const x = `p:${at(7, 7)}`;
    const y = `p:${at(7, 6)}`;
    const { state } = placeAll(s, { [a]: [x], [b]: [x, y], [c]: [y] });
    expect(state.passOrder).toEqual([a, c, b]);
    expect(state.prompt).toEqual({
      kind: 'duelOrder',
      seat: a,
      duels: [
        { spot: y, seats: [c, b] },
        { spot: x, seats: [a, b] },
      ],
    });
    expect(answerValues(state, state.prompt!)).toEqual([0, 1]);
    const second = must(state, { type: 'answer', seat: a, value: 1 });
    const rest = settle(second.state, 4);
    expect(duelSpots([...second.events, ...rest.events])).toEqual([x, y]);
    const first = must(state, { type: 'answer', seat: a, value: 0 });
    const rest0 = settle(first.state, 4);
    expect(duelSpots([...first.events, ...rest0.events])).toEqual([y, x]);
  });

  it('attacks: the defender first on the pass track picks which building is fought over first', () => {
    const { s, a, b, c } = phase2();
    clearCity(s);
    const h1 = put(s, 2, 2, b, 'hotel');
    const h2 = put(s, 5, 5, c, 'hotel');
    const { state } = placeAll(s, { [a]: [`b:${h1}`, `b:${h2}`], [b]: [`b:${h1}`], [c]: [`b:${h2}`] });
    expect(state.passOrder).toEqual([b, c, a]);
    const at10 = settle(state, 9).state;
    expect(at10.prompt).toEqual({
      kind: 'duelOrder',
      seat: b,
      duels: [
        { spot: `b:${h1}`, seats: [b, a] },
        { spot: `b:${h2}`, seats: [c, a] },
      ],
    });
    const r = must(at10, { type: 'answer', seat: b, value: 1 });
    expect(duelSpots(r.events)).toEqual([`b:${h2}`, `b:${h1}`]);
  });
});

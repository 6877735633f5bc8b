/** Exported files hold only the public part of a game: no bid chosen but not revealed yet. */
import { describe, expect, it } from 'vitest';
import { publicLength, publicSave } from '../src/app/exportPublic';
import { Library } from '../src/app/library';
import { loadSave } from '../src/app/saveFormat';
import type { SaveV3 } from '../src/app/saveFormat';
import { MemoryKeyValue, SaveStore } from '../src/app/saveStore';
import type { GameSession } from '../src/app/session';
import { CARD_DATA_FINGERPRINT, replay, viewFor } from '../src/cards/engine';
import type { Action, GameSetup, GameState, GameView } from '../src/cards/engine';
import { openSession, rand } from './helpers';

const PASS_AND_PLAY: GameSetup = {
  seats: [
    { kind: 'real', name: 'Anna', suit: 'star', controller: 'human' },
    { kind: 'real', name: 'Ben', suit: 'hat', controller: 'human' },
    { kind: 'virtual', name: 'Dusty', suit: 'cactus', strength: 'novice' },
    { kind: 'virtual', name: 'Rosa', suit: 'boot', strength: 'expert' },
  ],
};
const SEED = 314;

/** Plays people's seeded random legal actions until `stop` holds after an action (or the game ends). */
function playUntil(stop: (s: GameSession) => boolean, from: Action[] = []): GameSession {
  const s = openSession(PASS_AND_PLAY, SEED, null, from);
  const r = rand(17 + from.length);
  while (s.state.phase !== 'over') {
    const due = s.dueHuman();
    const legal = s.legal(due);
    expect(s.send(legal[Math.floor(r() * legal.length)] as Action)).toBeNull();
    if (stop(s)) break;
  }
  return s;
}

/** A person has chosen a bid that is still hidden: the last action is a bid and the bids are not revealed yet. */
const midBids = (s: GameSession): boolean =>
  s.state.phase === 'bidding' && s.actions.at(-1)?.type === 'bid' && s.state.round >= 3;

function saveOf(s: GameSession): SaveV3 {
  return {
    schemaVersion: 3,
    fingerprint: CARD_DATA_FINGERPRINT,
    id: 'g1',
    createdAt: 1,
    updatedAt: 2,
    setup: PASS_AND_PLAY,
    seed: SEED,
    actions: s.actions.slice(),
    finished: s.state.phase === 'over',
  };
}

/** What a spectator sees, leaving out who has chosen a bid and who is still due (the hidden bids' only trace). */
function publicPart(state: GameState): Omit<GameView, 'active'> {
  const { active: _active, ...v } = viewFor(state, -1);
  return { ...v, seats: v.seats.map((seat) => ({ ...seat, hasBid: false })) };
}

describe('publicSave', () => {
  it('leaves out a chosen, unrevealed bid; the file replays to the public state', () => {
    const s = playUntil(midBids);
    const hidden = s.actions.at(-1) as Extract<Action, { type: 'bid' }>;
    expect(s.view(-1).seats[hidden.seat]?.hasBid).toBe(true);
    const out = publicSave(saveOf(s));
    expect(out.actions).toEqual(s.actions.slice(0, -1));
    const back = loadSave(JSON.stringify(out));
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.state.phase).toBe('bidding');
    expect(viewFor(back.state, -1).seats.every((seat) => !seat.hasBid)).toBe(true);
    expect(publicPart(back.state)).toEqual(publicPart(s.state));
    // Every bid left in the file was revealed in the game.
    const r = replay(out.setup, out.seed, out.actions);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const shown = new Set(
      r.events.flatMap((e) => (e.type === 'bidsRevealed' ? e.bids.map((b) => b.card) : [])),
    );
    for (const a of out.actions) if (a.type === 'bid') expect(shown.has(a.card)).toBe(true);
  });

  it('keeps every action between bids and of a finished game', () => {
    const taking = playUntil((s) => s.state.phase === 'taking' && s.state.round >= 2);
    expect(publicSave(saveOf(taking)).actions).toEqual(taking.actions);
    const over = playUntil(() => false);
    expect(over.state.phase).toBe('over');
    const save = saveOf(over);
    expect(publicSave(save)).toBe(save);
  });

  it('counts only actions the engine accepts', () => {
    const s = playUntil((x) => x.state.phase === 'taking');
    const bad: Action = { type: 'take', seat: 3, card: 0 };
    expect(publicLength(PASS_AND_PLAY, SEED, [...s.actions, bad])).toBe(s.actions.length);
  });
});

describe('Saved games → Export', () => {
  it('writes no hidden bid into the file of a pass-and-play game in progress', async () => {
    const s = playUntil(midBids);
    const hidden = s.actions.at(-1) as Extract<Action, { type: 'bid' }>;
    const store = new SaveStore(new MemoryKeyValue());
    await store.write(saveOf(s));
    const lib = new Library({
      store,
      journal: null,
      now: () => 5,
      newId: () => 'new',
      bots: null,
      onProblem: () => undefined,
    });
    const file = await lib.exportFile('g1');
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    const actions = (JSON.parse(file.text) as SaveV3).actions;
    expect(actions).toEqual(s.actions.slice(0, -1));
    expect(actions.some((a) => a.type === 'bid' && a.card === hidden.card && a.seat === hidden.seat)).toBe(
      false,
    );
  });
});

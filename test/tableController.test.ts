/** The headless table controller: viewer choice, hand-offs, bot pacing on a hand-advanced clock, the bot-error fallback. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Action, GameSetup } from '../src/cards/engine';
import type { Controller } from '../src/cards/bots/levels';
import type { BotRunner } from '../src/app/botRunner';
import type { GameSession } from '../src/app/session';
import type { SessionUpdate } from '../src/app/session';
import {
  fallbackReason,
  HAND_OFF_HOLD_MS,
  TableController,
  taskOf,
  waitingText,
} from '../src/app/tableController';
import type { TableDisplay } from '../src/app/tableController';
import { botSeat, pickViewer } from '../src/app/seats';
import { KEY_QUIET_MS } from '../src/app/keyHold';
import { openSession, SUITS } from './helpers';
import { ManualScheduler } from './kit/manualScheduler';
import { loadLanguage, setLanguage } from '../src/i18n';
import { en } from '../src/i18n/en';
import { it as it_ } from '../src/i18n/it';

beforeAll(async () => {
  await loadLanguage('en');
});

/** Records what the controller asks to draw; play resolves at once unless `hold` is set. */
class FakeDisplay implements TableDisplay {
  calls: string[] = [];
  active = true;
  played: SessionUpdate[] = [];
  hold: Promise<void> | null = null;

  isActive(): boolean {
    return this.active;
  }
  viewerChanged(): void {
    this.calls.push('viewer');
  }
  redraw(): void {
    this.calls.push('redraw');
  }
  thinkingChanged(): void {
    this.calls.push('thinking');
  }
  play(u: SessionUpdate): Promise<void> {
    this.played.push(u);
    return this.hold ?? Promise.resolve();
  }
  showHandOff(seat: number, task: string): void {
    this.calls.push(`handOff:${seat}:${task}`);
  }
  hideHandOff(): void {
    this.calls.push('hideHandOff');
  }
  present(seat: number): void {
    this.calls.push(`present:${seat}`);
  }
  wait(title: string): void {
    this.calls.push(`wait:${title}`);
  }
  showOver(): void {
    this.calls.push('over');
  }
  settled(): void {
    this.calls.push('settled');
  }
}

/** Real seats with these controllers, then virtual seats up to four. */
function setup(controllers: readonly Controller[]): GameSetup {
  const seats: GameSetup['seats'] = controllers.map((controller, i) => ({
    kind: 'real' as const,
    name: `P${i}`,
    suit: SUITS[i] ?? 'hat',
    controller,
  }));
  while (seats.length < 4)
    seats.push({
      kind: 'virtual',
      name: `V${seats.length}`,
      suit: SUITS[seats.length] ?? 'hat',
      strength: 'novice',
    });
  return { seats };
}

/** A bot runner that plays each seat's first legal action and counts its calls. */
function firstLegal(): BotRunner & { calls: number } {
  const r = {
    calls: 0,
    decide(_level: unknown, _view: unknown, legal: readonly Action[]) {
      r.calls++;
      return Promise.resolve({ action: legal[0] as Action });
    },
  };
  return r;
}

function session(controllers: readonly Controller[], bots: BotRunner | null, seed = 7): GameSession {
  return openSession(setup(controllers), seed, bots);
}

/** Lets every pending promise chain run. */
const flush = (): Promise<void> => new Promise((done) => setImmediate(done));

function table(s: GameSession, delay = 550) {
  const clock = new ManualScheduler();
  const display = new FakeDisplay();
  const viewers: (number | null)[] = [];
  const ctl = new TableController({
    session: s,
    display,
    clock,
    botDelay: () => delay,
    onViewer: (v) => viewers.push(v),
  });
  return { ctl, clock, display, viewers };
}

describe('table controller: the seat on screen', () => {
  it('shows the one person on the device, and the public view while several share it', () => {
    expect(pickViewer(session(['easy', 'human', 'easy'], null), null)).toBe(1);
    expect(pickViewer(session(['easy', 'easy'], null), null)).toBe(0);
    const two = session(['human', 'human', 'easy'], null);
    expect(pickViewer(two, null)).toBe(-1);
    expect(pickViewer(two, 1)).toBe(1);
  });

  it('starts a one-person table on that person, with their controls when they are due', () => {
    const t = table(session(['easy', 'human', 'easy'], firstLegal()));
    t.ctl.start();
    expect(t.ctl.viewer).toBe(1);
    expect(t.viewers).toEqual([1]);
    expect(t.display.calls).toContain('present:1');
  });
});

describe('table controller: bot pacing', () => {
  it('lets the due bot decide only after the pause, one decision per timer', async () => {
    const bots = firstLegal();
    const s = session(['human', 'easy', 'easy'], bots);
    const t = table(s, 550);
    t.ctl.start();
    expect(botSeat(s)).toBe(1);
    expect(t.ctl.thinking).toBe(1);
    expect(t.display.calls).toContain('thinking');
    expect(t.clock.pending).toBe(1);
    t.clock.advance(549);
    await flush();
    expect(bots.calls).toBe(0);
    t.clock.advance(1);
    await flush();
    expect(bots.calls).toBe(1);
    expect(s.actions).toHaveLength(1);
    expect(t.display.played.map((u) => u.seat)).toEqual([1]);
    // The played update cleared seat 1's thinking; the settle after it paced seat 2.
    expect(t.ctl.thinking).toBe(2);
    expect(t.clock.pending).toBe(1);
  });

  it('never keeps two bot timers, however often the table settles', () => {
    const t = table(session(['human', 'easy'], firstLegal()));
    t.ctl.start();
    t.ctl.confirm(0);
    t.ctl.confirm(0);
    expect(t.clock.pending).toBe(1);
  });

  it('plays a game of bots to the end and then shows the game-over step', async () => {
    const bots = firstLegal();
    const s = session(['easy', 'easy', 'easy'], bots, 3);
    const t = table(s);
    t.ctl.start();
    for (let i = 0; i < 2000 && !t.ctl.over; i++) {
      t.clock.advance(550);
      await flush();
    }
    expect(s.state.phase).toBe('over');
    expect(t.ctl.over).toBe(true);
    expect(t.display.calls.at(-1)).toBe('over');
    expect(t.clock.pending).toBe(0);
    expect(bots.calls).toBe(s.actions.length);
  });

  it('makes the first legal move for a bot whose decision failed', async () => {
    const failing: BotRunner = { decide: () => Promise.reject(new Error('worker and page both failed')) };
    const s = session(['human', 'easy'], failing);
    const t = table(s);
    const seen: SessionUpdate[] = [];
    s.subscribe((u) => seen.push(u));
    t.ctl.start();
    const first = s.legal(1)[0];
    t.clock.advance(550);
    await flush();
    expect(s.actions).toEqual([first]);
    expect(seen[0]?.reason).toBe(fallbackReason());
  });

  it('words the fallback move of a failed bot in the language of the moment', async () => {
    await setLanguage('it');
    try {
      const failing: BotRunner = { decide: () => Promise.reject(new Error('worker and page both failed')) };
      const s = session(['human', 'easy'], failing);
      const t = table(s);
      const seen: SessionUpdate[] = [];
      s.subscribe((u) => seen.push(u));
      t.ctl.start();
      t.clock.advance(550);
      await flush();
      expect(seen[0]?.reason).toBe(it_['reason.fallback']);
      expect(seen[0]?.reason).not.toBe(en['reason.fallback']);
    } finally {
      await setLanguage('en');
    }
  });

  it('cancels a pending bot step when the table goes away', async () => {
    const bots = firstLegal();
    const t = table(session(['human', 'easy'], bots));
    t.ctl.start();
    t.ctl.dispose();
    t.clock.advance(10_000);
    await flush();
    expect(bots.calls).toBe(0);
    expect(t.clock.pending).toBe(0);
    expect(t.viewers.at(-1)).toBeNull();
  });

  it('keeps updates queued while the scene is not running', async () => {
    const s = session(['human', 'easy'], firstLegal());
    const t = table(s);
    t.ctl.start();
    t.display.active = false;
    const bid = s.legal(0)[0] as Action;
    expect(s.send(bid)).toBeNull();
    await flush();
    expect(t.display.played).toHaveLength(0);
  });
});

describe('table controller: pass and play', () => {
  it('shows a hand-off screen first, then the confirmed person, and hides a chosen bid at once', async () => {
    const s = session(['human', 'human', 'easy'], firstLegal());
    const t = table(s);
    t.ctl.start();
    expect(t.ctl.viewer).toBe(-1);
    expect(t.display.calls).toContain('handOff:0:bid');
    expect(t.display.calls).not.toContain('present:0');
    t.clock.advance(HAND_OFF_HOLD_MS);
    expect(t.ctl.confirm(0)).toBe(true);
    expect(t.ctl.viewer).toBe(0);
    expect(t.display.calls).toContain('present:0');
    let release = (): void => undefined;
    t.display.hold = new Promise((done) => {
      release = done;
    });
    s.send(s.legal(0)[0] as Action);
    // Still animating, yet the bid's owner no longer has the screen.
    expect(t.ctl.viewer).toBe(-1);
    expect(t.viewers.at(-1)).toBe(-1);
    expect(t.ctl.draining).toBe(true);
    release();
    t.display.hold = null;
    await flush();
    expect(t.ctl.draining).toBe(false);
    expect(t.display.calls.filter((c) => c === 'handOff:1:bid')).toHaveLength(1);
    expect(t.ctl.lastPerson).toBe(1);
  });

  it('ignores "I am …" while the hand-off screen is new, so a double press cannot open the next hand', async () => {
    const s = session(['human', 'human', 'easy'], firstLegal());
    const t = table(s);
    t.ctl.start();
    expect(t.ctl.handOffReady).toBe(false);
    expect(t.ctl.confirm(0)).toBe(false);
    t.clock.advance(HAND_OFF_HOLD_MS - 1);
    expect(t.ctl.confirm(0)).toBe(false);
    expect(t.ctl.viewer).toBe(-1);
    t.clock.advance(1);
    expect(t.ctl.handOffReady).toBe(true);
    // Only the person the screen is up for.
    expect(t.ctl.confirm(1)).toBe(false);
    expect(t.ctl.confirm(0)).toBe(true);
    expect(t.ctl.handOffReady).toBe(false);
    s.send(s.legal(0)[0] as Action);
    await flush();
    // The next person's screen is up at once; the same press repeated straight after the bid does nothing.
    expect(t.display.calls.filter((c) => c.startsWith('handOff:')).at(-1)).toBe('handOff:1:bid');
    expect(t.ctl.confirm(1)).toBe(false);
    expect(t.ctl.viewer).toBe(-1);
    t.clock.advance(HAND_OFF_HOLD_MS);
    expect(t.ctl.confirm(1)).toBe(true);
    expect(t.ctl.viewer).toBe(1);
  });

  it('names what the due person is about to do', () => {
    expect(taskOf([{ type: 'bid', seat: 0, card: 1 }])).toBe('bid');
    expect(taskOf([{ type: 'pass', seat: 0 }])).toBe('prompt');
    expect(taskOf([{ type: 'sell', seat: 0, card: 3 }])).toBe('take');
    expect(taskOf([{ type: 'paperboy', seat: 0, card: null }])).toBe('paperboy');
    expect(taskOf([])).toBe('other');
  });

  it('waits for the reveal without naming who still bids when several share the device', () => {
    const s = session(['human', 'human', 'easy'], null);
    expect(waitingText(s.view(-1), true)[1]).toMatch(/every bid turns up at once/);
    expect(waitingText(s.view(-1), false)[1]).toBe('Waiting for P0, P1, and P2 to choose.');
  });
});

describe('table controller: keys typed ahead', () => {
  /** Sends the person's first legal move with Enter hammered on (a key every 20 ms) until their next prompt shows. */
  async function hammerUntilNextPrompt(s: GameSession, t: ReturnType<typeof table>): Promise<void> {
    const shown = t.display.calls.filter((c) => c === 'present:0').length;
    expect(t.ctl.keyPressed()).toBe(true);
    expect(s.send(s.legal(0)[0] as Action)).toBeNull();
    for (let k = 0; k < 500 && t.display.calls.filter((c) => c === 'present:0').length === shown; k++) {
      t.ctl.keyPressed();
      t.clock.advance(20);
      await flush();
    }
    expect(t.display.calls.filter((c) => c === 'present:0').length).toBe(shown + 1);
  }

  it('holds a burst of keys begun before a new prompt until the keyboard is quiet (issue 27, item 25)', async () => {
    const s = session(['human', 'easy'], firstLegal());
    const t = table(s, 0);
    t.ctl.start();
    expect(t.display.calls).toContain('present:0');
    expect(t.ctl.keysHeld).toBe(false);
    await hammerUntilNextPrompt(s, t);
    // The Enters meant for the bid go on: none of them acts on the new prompt, and its intents wait.
    expect(t.ctl.keysHeld).toBe(true);
    expect(t.ctl.keyPressed()).toBe(false);
    t.clock.advance(KEY_QUIET_MS - 1);
    expect(t.ctl.keyPressed()).toBe(false);
    t.clock.advance(KEY_QUIET_MS);
    expect(t.ctl.keysHeld).toBe(false);
    expect(t.ctl.keyPressed()).toBe(true);
    t.ctl.dispose();
  });

  it('lets a key act at once on a prompt shown after a quiet keyboard', async () => {
    const s = session(['human', 'easy'], firstLegal());
    const t = table(s, 0);
    t.ctl.start();
    expect(t.ctl.keyPressed()).toBe(true);
    expect(t.ctl.keyPressed()).toBe(true);
    expect(s.send(s.legal(0)[0] as Action)).toBeNull();
    t.clock.advance(KEY_QUIET_MS);
    const shown = t.display.calls.filter((c) => c === 'present:0').length;
    for (let k = 0; k < 500 && t.display.calls.filter((c) => c === 'present:0').length === shown; k++) {
      t.clock.advance(20);
      await flush();
    }
    expect(t.display.calls.filter((c) => c === 'present:0').length).toBeGreaterThan(shown);
    expect(t.ctl.keysHeld).toBe(false);
    expect(t.ctl.keyPressed()).toBe(true);
    t.ctl.dispose();
  });
});

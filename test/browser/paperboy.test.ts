/**
 * The Paperboy's pick on phones: the golden four-seat game resumed one action before its end with its first seat
 * played by a person, who owns the Paperboy; upright and in landscape its candidate cards and buttons are 44 px
 * targets 8 px apart on screen, and a tapped card is offered with its confirm button. (More candidates than fit in
 * one row, which turn in pages, are covered by test/pickGrid.test.ts: no stored game reaches that position.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Action, GameSetup } from '../../src/cards/engine';
import { clickId, settle, waitForHook } from './driver';
import { presetSettings, putRecords, withGame } from './flows';
import { checkScreen, intents, phone, shot, tap, texts } from './phoneChecks';

const golden = JSON.parse(
  readFileSync(new URL('../fixtures/saves/golden-4-seats.json', import.meta.url), 'utf8'),
) as { setup: GameSetup; seed: number; actions: Action[]; [k: string]: unknown };
const { totals: _t, winners: _w, ...rest } = golden;
const seats = golden.setup.seats.map((s, i) => (i === 0 ? { ...s, controller: 'human' } : s));
/** The last action of the game is seat 0's Paperboy pick: a person makes it. */
const atPick = {
  ...rest,
  setup: { ...golden.setup, seats },
  id: 'paperboy',
  finished: false,
  actions: golden.actions.slice(0, -1),
};

describe('the Paperboy pick on phones', () => {
  const game = withGame();

  for (const sc of [
    { w: 390, h: 844, name: 'portrait' },
    { w: 844, h: 390, name: 'landscape' },
  ])
    it(`${sc.w}x${sc.h}: the candidates are 44 px targets 8 px apart`, { timeout: 600_000 }, async () => {
      const ctx = await game.browser.newContext(phone(sc.w, sc.h));
      await presetSettings(ctx, 'instant');
      const p = await ctx.newPage();
      try {
        await p.goto(`${game.server.url}/`, { timeout: 120_000 });
        await waitForHook(p, (s) => s.scene === 'title', 60_000, 'the title');
        await putRecords(p, { 'game:paperboy': JSON.stringify(atPick) });
        await clickId(p, 'saves');
        await clickId(p, 'resume-paperboy');
        const isCard = (id: string): boolean => /^paperboy:\d+$/.test(id);
        const s = await waitForHook(
          p,
          (h) => h.intents.some((i) => isCard(i.id) || i.id === 'button:continue'),
          120_000,
          'the pick or its hand-off',
        );
        if (!s.intents.some((i) => isCard(i.id))) await clickId(p, 'continue');
        await waitForHook(p, (h) => h.intents.some((i) => isCard(i.id)), 60_000, 'the Paperboy pick');
        await settle(p);
        await shot(p, `${sc.name}-table-paperboy`);
        await checkScreen(p, sc.w, sc.h, `Paperboy pick ${sc.w}x${sc.h}`, /^spot:/);
        const cards = (await intents(p)).filter((i) => isCard(i.id));
        expect(cards.length).toBeGreaterThan(0);
        await tap(p, cards[0] as (typeof cards)[0]);
        await waitForHook(p, (h) => h.intents.some((i) => /confirm-paperboy$/.test(i.id)), 30_000, 'confirm');
        await settle(p);
        await checkScreen(p, sc.w, sc.h, `Paperboy card picked ${sc.w}x${sc.h}`, /^spot:/);
        // The confirm button's label ("Add the …") keeps the label minimum: it once shrank to 9.6 px upright.
        const confirm = (await texts(p)).find((t) => t.label && /^Add the /.test(t.text));
        expect(confirm, 'the confirm label').toBeDefined();
        expect(confirm?.fontPx, `"${confirm?.text}" in CSS px`).toBeGreaterThanOrEqual(14 - 0.05);
      } finally {
        await ctx.close();
      }
    });
});

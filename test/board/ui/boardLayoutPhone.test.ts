import { describe, expect, it } from 'vitest';
import { SPACES } from '../../../src/board/engine';
import {
  PHONE_BUTTONS,
  PHONE_DESIGNS,
  PHONE_PAGES,
  TOWN_MAX_ZOOM,
  boardPhoneLayout,
  carryTownView,
  clampTownView,
  phonePage,
  type BoardPhoneLayout,
  type PhoneMode,
} from '../../../src/ui/board/boardLayoutPhone';
import type { Rect } from '../../../src/ui/board/boardLayout';

/** The phones the layouts serve, in CSS pixels, with the mode each is. */
const PHONES: [number, number, PhoneMode][] = [
  [390, 844, 'portrait'],
  [412, 915, 'portrait'],
  [844, 390, 'short'],
  [740, 360, 'short'],
];
const EPS = 1e-6;

const overlap = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.w - EPS && b.x < a.x + a.w - EPS && a.y < b.y + b.h - EPS && b.y < a.y + a.h - EPS;
const within = (inner: Rect, outer: Rect): boolean =>
  inner.x >= outer.x - EPS &&
  inner.y >= outer.y - EPS &&
  inner.x + inner.w <= outer.x + outer.w + EPS &&
  inner.y + inner.h <= outer.y + outer.h + EPS;
/** The gap between two rectangles (0 when they touch or overlap). */
const gap = (a: Rect, b: Rect): number =>
  Math.max(
    0,
    Math.max(a.x, b.x) - Math.min(a.x + a.w, b.x + b.w),
    Math.max(a.y, b.y) - Math.min(a.y + a.h, b.y + b.h),
  );

/** CSS pixels per design pixel when the design is fitted to a phone's screen (ui/viewport.ts, fitDesign). */
const cssPerDesign = (w: number, h: number, mode: PhoneMode): number =>
  Math.min(w / PHONE_DESIGNS[mode].w, h / PHONE_DESIGNS[mode].h);

/**
 * The targets a page shows apart from the town's parcels (which tile the town edge to edge, and are zoomed to a thumb's
 * size): tabs, menu, rules, buttons, characters, spaces.
 */
function targets(l: BoardPhoneLayout): [string, Rect][] {
  const out: [string, Rect][] = [
    ...l.tabs.map((t): [string, Rect] => [`tab ${t.page}`, t.rect]),
    ...l.buttons(PHONE_BUTTONS[l.mode]).map((r, i): [string, Rect] => [`button ${i}`, r]),
  ];
  if (l.menu) out.push(['menu', l.menu]);
  if (l.rules) out.push(['rules', l.rules]);
  if (l.shows.characters) out.push(...l.characters.map((r, i): [string, Rect] => [`character ${i}`, r]));
  if (l.shows.path) out.push(...SPACES.map((id): [string, Rect] => [`space ${id}`, l.space(id)]));
  return out;
}

/** The regions a page draws, which must not overlap one another. */
function regions(l: BoardPhoneLayout, players: number): [string, Rect][] {
  const out: [string, Rect][] = [
    ['prompt', l.prompt],
    ['status', l.status],
    ...l.tabs.map((t): [string, Rect] => [`tab ${t.page}`, t.rect]),
  ];
  if (l.menu) out.push(['menu', l.menu]);
  if (l.rules) out.push(['rules', l.rules]);
  if (l.shows.town) out.push(['town', l.townWindow]);
  if (l.shows.characters) out.push(...l.characters.map((r, i): [string, Rect] => [`character ${i}`, r]));
  if (l.shows.path) out.push(...SPACES.map((id): [string, Rect] => [`space ${id}`, l.space(id)]));
  if (l.shows.tracks)
    out.push(['turn track', l.turnTrack], ['pass track', l.passTrack], ['round track', l.roundTrack]);
  if (l.shows.vp) out.push(['vp track', l.vpTrack]);
  if (l.shows.seats)
    out.push(...l.seats.slice(0, players).map((s, i): [string, Rect] => [`seat ${i}`, s.panel]));
  if (l.shows.log) out.push(['log', l.log]);
  return out;
}

describe('boardPhoneLayout', () => {
  for (const [w, h, mode] of PHONES)
    for (let players = 2; players <= 6; players++)
      for (const page of PHONE_PAGES[mode])
        it(`${w}x${h} (${mode}), ${players} seats, page ${page}: inside, apart, big enough`, () => {
          const l = boardPhoneLayout(mode, players, 8, page);
          const k = cssPerDesign(w, h, mode);
          const canvas = { x: 0, y: 0, w: l.width, h: l.height };
          const regs = regions(l, players);
          for (const [name, r] of regs) expect(within(r, canvas), `${name} inside the canvas`).toBe(true);
          for (let i = 0; i < regs.length; i++)
            for (let j = i + 1; j < regs.length; j++) {
              const [an, a] = regs[i] as [string, Rect];
              const [bn, b] = regs[j] as [string, Rect];
              expect(overlap(a, b), `${an} over ${bn}`).toBe(false);
            }
          const tg = targets(l);
          for (const [name, r] of tg) {
            expect(r.w * k, `${name} wide`).toBeGreaterThanOrEqual(44);
            expect(r.h * k, `${name} tall`).toBeGreaterThanOrEqual(44);
          }
          for (let i = 0; i < tg.length; i++)
            for (let j = i + 1; j < tg.length; j++) {
              const [an, a] = tg[i] as [string, Rect];
              const [bn, b] = tg[j] as [string, Rect];
              expect(gap(a, b) * k, `${an} and ${bn} apart`).toBeGreaterThanOrEqual(8);
            }
          if (l.shows.seats)
            for (const s of l.seats.slice(0, players)) expect(within(s.panel, l.prompt)).toBe(false);
          expect(l.design.minText * k).toBeGreaterThanOrEqual(12);
          expect(l.design.minLabel * k).toBeGreaterThanOrEqual(14);
          expect(l.design.minTarget * k).toBeGreaterThanOrEqual(44);
        });

  for (const [w, h, mode] of PHONES)
    it(`${w}x${h}: the whole town fills its window, and zoomed in a parcel is a thumb wide`, () => {
      const l = boardPhoneLayout(mode, 4, 8, 'town');
      const k = cssPerDesign(w, h, mode);
      const win = l.townWindow;
      for (let p = 0; p < 64; p++) expect(within(l.parcelRect(p), win), `parcel ${p}`).toBe(true);
      expect(l.town.w).toBeCloseTo(win.w, 6);
      if (mode === 'portrait') {
        expect(win.w).toBe(l.width - 16);
        expect(l.cell * k).toBeGreaterThanOrEqual(44);
      }
      const z = boardPhoneLayout(mode, 4, 8, 'town', { zoom: 2, cx: win.w / 2, cy: win.h / 2 });
      expect(z.cell).toBeCloseTo(l.cell * 2, 6);
      expect(z.cell * k).toBeGreaterThanOrEqual(44);
    });

  it('keeps a zoomed town inside its window and within the zoom range', () => {
    for (const mode of ['portrait', 'short'] as const) {
      const far = clampTownView(mode, { zoom: 10, cx: -500, cy: 9999 });
      expect(far.zoom).toBe(TOWN_MAX_ZOOM);
      const l = boardPhoneLayout(mode, 3, 8, 'town', far);
      const win = l.townWindow;
      // The window shows only town: the town's corner lies at or beyond the window's.
      expect(l.town.x).toBeLessThanOrEqual(win.x + EPS);
      expect(l.town.y + l.town.h).toBeGreaterThanOrEqual(win.y + win.h - EPS);
      expect(clampTownView(mode, { zoom: 0.5, cx: 0, cy: 0 }).zoom).toBe(1);
      expect(clampTownView(mode, null).zoom).toBe(1);
    }
  });

  it('puts road lines on the parcel edges, and finds a road from a point on it', () => {
    for (const mode of ['portrait', 'short'] as const) {
      const l = boardPhoneLayout(mode, 2, 8, 'town', { zoom: 1.5, cx: 200, cy: 200 });
      for (let seg = 0; seg < 144; seg += 7) {
        const r = l.roadLine(seg);
        expect(l.roadNear((r.x1 + r.x2) / 2, (r.y1 + r.y2) / 2)).toBe(seg);
      }
      const p0 = l.parcelRect(0);
      const top = l.roadLine(0);
      expect(Math.min(top.x1, top.x2)).toBeGreaterThanOrEqual(p0.x - EPS);
    }
  });

  it('reaches the rules and the main menu upright from every page, in landscape from the Menu tab', () => {
    for (const page of PHONE_PAGES.portrait) {
      const l = boardPhoneLayout('portrait', 4, 8, page);
      expect(l.rules, page).not.toBeNull();
      expect(l.menu, page).not.toBeNull();
    }
    const l = boardPhoneLayout('short', 4, 8, 'menu');
    expect(l.tabs.map((x) => x.page)).toContain('menu');
    expect(l.page).toBe('menu');
    expect(l.rules).not.toBeNull();
    expect(l.menu).not.toBeNull();
    if (!l.rules || !l.menu) return;
    const k = cssPerDesign(740, 360, 'short');
    expect(Math.min(l.rules.w, l.rules.h) * k).toBeGreaterThanOrEqual(44);
    expect(gap(l.rules, l.menu) * k).toBeGreaterThanOrEqual(8);
  });

  it('keeps the town view when the phone turns: the same parcel in the middle, at the same zoom', () => {
    for (const [from, to] of [
      ['portrait', 'short'],
      ['short', 'portrait'],
    ] as const) {
      const before = boardPhoneLayout(from, 4, 8, 'town');
      const q = 3 * 8 + 4;
      const p = before.parcelRect(q);
      // A view at zoom 2 centred on parcel q (window coordinates at zoom 1).
      const view = {
        zoom: 2,
        cx: p.x + p.w / 2 - before.townWindow.x,
        cy: p.y + p.h / 2 - before.townWindow.y,
      };
      const a = boardPhoneLayout(from, 4, 8, 'town', view);
      const carried = carryTownView(from, to, a.townView);
      expect(carried?.zoom).toBe(2);
      const b = boardPhoneLayout(to, 4, 8, 'town', carried);
      const centre = (l: BoardPhoneLayout): [number, number] => {
        const r = l.parcelRect(q);
        const w = l.townWindow;
        return [(r.x + r.w / 2 - w.x) / w.w, (r.y + r.h / 2 - w.y) / w.h];
      };
      expect(centre(a)[0]).toBeCloseTo(0.5, 6);
      expect(centre(b)[0]).toBeCloseTo(centre(a)[0], 6);
      expect(centre(b)[1]).toBeCloseTo(centre(a)[1], 6);
      expect(b.cell / b.townWindow.w).toBeCloseTo(a.cell / a.townWindow.w, 1);
      const back = carryTownView(to, from, carried);
      expect(back?.cx).toBeCloseTo(a.townView.cx, 6);
      expect(back?.cy).toBeCloseTo(a.townView.cy, 6);
    }
    expect(carryTownView('portrait', 'short', null)).toBeNull();
  });

  it('falls back to a page the mode has', () => {
    expect(phonePage('short', 'town')).toBe('path');
    expect(phonePage('portrait', 'people')).toBe('path');
    expect(phonePage('portrait', 'log')).toBe('log');
  });
});

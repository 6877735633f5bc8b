import { describe, expect, it } from 'vitest';
import { SEGMENTS, SPACES, segmentBetween, segmentPoints } from '../../../src/board/engine';
import {
  boardLayout,
  figureSlots,
  HOLDINGS,
  MAX_BUTTONS,
  type BoardLayout,
  type Rect,
} from '../../../src/ui/board/boardLayout';

const SIZES: [number, number][] = [
  [1600, 900],
  [1280, 720],
  [1920, 1080],
  [1440, 900],
];
const EPS = 1e-6;

const overlap = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.w - EPS && b.x < a.x + a.w - EPS && a.y < b.y + b.h - EPS && b.y < a.y + a.h - EPS;
const within = (inner: Rect, outer: Rect): boolean =>
  inner.x >= outer.x - EPS &&
  inner.y >= outer.y - EPS &&
  inner.x + inner.w <= outer.x + outer.w + EPS &&
  inner.y + inner.h <= outer.y + outer.h + EPS;

/** The table's top-level regions, named, which must not overlap one another. */
function regions(l: BoardLayout, players: number): [string, Rect][] {
  return [
    ['town', l.town],
    ...SPACES.map((id): [string, Rect] => [`space ${id}`, l.space(id)]),
    ...l.characters.map((r, i): [string, Rect] => [`character ${i}`, r]),
    ['round track', l.roundTrack],
    ['vp track', l.vpTrack],
    ['turn track', l.turnTrack],
    ['pass track', l.passTrack],
    ['status', l.status],
    ...l.seats.slice(0, players).map((s, i): [string, Rect] => [`seat ${i}`, s.panel]),
    ['log', l.log],
    ['prompt', l.prompt],
  ];
}

/** Everything a player clicks, named. */
function clickable(l: BoardLayout): [string, Rect][] {
  return [
    ...Array.from({ length: 64 }, (_, p): [string, Rect] => [`parcel ${p}`, l.parcelRect(p)]),
    ...SPACES.map((id): [string, Rect] => [`space ${id}`, l.space(id)]),
    ...l.characters.map((r, i): [string, Rect] => [`character ${i}`, r]),
    ...l.buttons(MAX_BUTTONS).map((r, i): [string, Rect] => [`button ${i}`, r]),
  ];
}

describe('boardLayout', () => {
  for (const [w, h] of SIZES)
    for (let players = 2; players <= 6; players++)
      for (const cards of [7, 8])
        it(`${w}x${h}, ${players} seats, ${cards} characters: inside, apart, big enough`, () => {
          const l = boardLayout(w, h, players, cards);
          const canvas = { x: 0, y: 0, w, h };
          const all = regions(l, players);
          expect(l.seats).toHaveLength(players);
          expect(l.characters).toHaveLength(cards);
          for (const [name, r] of all) expect(within(r, canvas), name).toBe(true);
          for (let i = 0; i < all.length; i++)
            for (let j = i + 1; j < all.length; j++) {
              const [a, ra] = all[i] as [string, Rect];
              const [b, rb] = all[j] as [string, Rect];
              expect(overlap(ra, rb), `${a} overlaps ${b}`).toBe(false);
            }
          // Targets at least 44 design pixels, i.e. 44 * scale canvas pixels, and 44 canvas pixels at 720p and up.
          for (const [name, r] of clickable(l)) {
            expect(Math.min(r.w, r.h) / l.scale, name).toBeGreaterThanOrEqual(44);
            expect(Math.min(r.w, r.h), name).toBeGreaterThanOrEqual(44);
          }
          for (let p = 0; p < 64; p++) expect(within(l.parcelRect(p), l.town)).toBe(true);
          for (let d = 1; d <= 6; d++) {
            expect(within(l.colLabel(d), l.town)).toBe(true);
            expect(within(l.rowLabel(d), l.town)).toBe(true);
          }
          l.seats.forEach((s) => {
            expect(within(s.name, s.panel)).toBe(true);
            for (const f of HOLDINGS) expect(within(s.fields[f], s.panel), f).toBe(true);
          });
          for (let i = 0; i < players; i++) {
            expect(within(l.turnSlot(i), l.turnTrack)).toBe(true);
            expect(within(l.passSlot(i), l.passTrack)).toBe(true);
          }
          for (let r = 1; r <= 4; r++) expect(within(l.roundSlot(r), l.roundTrack)).toBe(true);
          for (let v = 0; v < 50; v++) expect(within(l.vpSlot(v), l.vpTrack)).toBe(true);
          expect(within(l.question, l.prompt)).toBe(true);
          for (let n = 0; n <= MAX_BUTTONS + 2; n++) {
            const bs = l.buttons(n);
            expect(bs).toHaveLength(Math.min(n, MAX_BUTTONS));
            bs.forEach((b, i) => {
              expect(within(b, l.prompt)).toBe(true);
              expect(overlap(b, l.question)).toBe(false);
              bs.slice(i + 1).forEach((c) => expect(overlap(b, c)).toBe(false));
            });
          }
        });

  it('parcels are square cells in the engine order (p = y*8 + x), dice labels over columns and rows 1..6', () => {
    const l = boardLayout(1600, 900, 4);
    for (let p = 0; p < 64; p++) {
      const r = l.parcelRect(p);
      expect(r.w).toBeCloseTo(l.cell);
      expect(r.h).toBeCloseTo(l.cell);
      const right = l.parcelRect(p + 1 < 64 ? p + 1 : p);
      if (p % 8 < 7) expect(right.x).toBeCloseTo(r.x + l.cell);
      if (p < 56) expect(l.parcelRect(p + 8).y).toBeCloseTo(r.y + l.cell);
    }
    // BOARD 1, Decision: face d of the white die selects column d (0-based), the black die row d.
    for (let d = 1; d <= 6; d++) {
      expect(l.colLabel(d).x).toBeCloseTo(l.parcelRect(d).x);
      expect(l.rowLabel(d).y).toBeCloseTo(l.parcelRect(d * 8).y);
    }
  });

  it('road lines run along the parcels edges of the engine segments, and a click near one finds it', () => {
    const l = boardLayout(1600, 900, 3);
    const corner = (gx: number, gy: number) => {
      const r = l.parcelRect(Math.min(gy, 7) * 8 + Math.min(gx, 7));
      return { x: r.x + (gx === 8 ? r.w : 0), y: r.y + (gy === 8 ? r.h : 0) };
    };
    for (let seg = 0; seg < SEGMENTS; seg++) {
      const line = l.roadLine(seg);
      const [a, b] = segmentPoints(seg);
      expect(segmentBetween(a, b)).toBe(seg);
      const [ca, cb] = [corner(a.x, a.y), corner(b.x, b.y)];
      expect(line.x1).toBeCloseTo(ca.x);
      expect(line.y1).toBeCloseTo(ca.y);
      expect(line.x2).toBeCloseTo(cb.x);
      expect(line.y2).toBeCloseTo(cb.y);
      const mx = (line.x1 + line.x2) / 2;
      const my = (line.y1 + line.y2) / 2;
      expect(l.roadNear(mx + 3, my + 3)).toBe(seg);
    }
    const centre = l.parcelRect(27);
    expect(l.roadNear(centre.x + centre.w / 2, centre.y + centre.h / 2)).toBe(-1);
  });

  it('spots map to spaces and parcels; the display holds its price, tile and cowboys', () => {
    const l = boardLayout(1920, 1080, 6);
    expect(l.spotRect('s:wages')).toEqual(l.space('wages'));
    expect(l.spotRect('p:12')).toEqual(l.parcelRect(12));
    expect(l.spotRect('b:63')).toEqual(l.parcelRect(63));
    expect(l.spotRect('x:1')).toBeNull();
    expect(l.display).toHaveLength(7);
    l.display.forEach((d, i) => {
      expect(d.space).toEqual(l.space(`bld${i}`));
      for (const part of [d.price, d.tile, d.cowboys]) expect(within(part, d.space)).toBe(true);
      expect(overlap(d.price, d.tile) || overlap(d.tile, d.cowboys)).toBe(false);
    });
    // Board order left to right along each row of the path.
    for (let i = 1; i < 4; i++)
      expect(l.space(SPACES[i] as string).x).toBeGreaterThan(l.space(SPACES[i - 1] as string).x);
  });

  it('figure slots fit up to 4 cowboys on every space and parcel, apart and at least 22 design pixels', () => {
    const l = boardLayout(1600, 900, 6);
    const places = [
      ...SPACES.filter((id) => !id.startsWith('bld')).map((id) => l.space(id)),
      ...l.display.map((d) => d.cowboys),
      l.parcelRect(0),
    ];
    for (const r of places)
      for (let n = 1; n <= 4; n++) {
        const slots = figureSlots(r, n);
        expect(slots).toHaveLength(n);
        slots.forEach((s, i) => {
          expect(within(s, r)).toBe(true);
          expect(s.w).toBeGreaterThanOrEqual(22);
          slots.slice(i + 1).forEach((t) => expect(overlap(s, t)).toBe(false));
        });
      }
  });
});

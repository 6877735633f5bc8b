/** The game's sound effects, each synthesised procedurally and deterministically. */
import {
  Biquad,
  SR,
  buffer,
  env,
  fadeEdges,
  filter,
  mixAt,
  noiseBurst,
  noiseSource,
  normalise,
  partials,
  pluck,
  type Buf,
} from './dsp';

/** Note frequency from a MIDI note number. */
function midi(n: number): number {
  return 440 * 2 ** ((n - 69) / 12);
}

/** A single card flick: a short, bright, band-limited tick. */
function flick(seed: number, centre: number): Buf {
  const b = noiseBurst(seed, 0.03, 0.0008, 0.006);
  filter(b, new Biquad('bandpass', centre, 1.4));
  return b;
}

/** Riffle shuffle: accelerating card flicks, then a soft bridge whoosh and a tap. */
export function shuffle(): Buf {
  const out = buffer(0.78);
  const n = noiseSource(11);
  let t = 0.01;
  for (let i = 0; i < 34; i++) {
    const gap = 0.019 - i * 0.00025 + n() * 0.003;
    mixAt(out, flick(100 + i, 2600 + n() * 900), t, 1.1 + 0.5 * Math.abs(n()));
    t += gap;
  }
  const whoosh = buffer(0.2);
  const wn = noiseSource(7);
  const bp = new Biquad('bandpass', 900, 0.8);
  for (let i = 0; i < whoosh.length; i++) {
    const s = i / whoosh.length;
    bp.tune(900 + 1800 * s);
    whoosh[i] = bp.step(wn()) * Math.sin(Math.PI * s) ** 1.5;
  }
  mixAt(out, whoosh, t - 0.02, 0.9);
  const tap = noiseBurst(21, 0.06, 0.001, 0.012);
  filter(tap, new Biquad('lowpass', 700));
  mixAt(out, tap, t + 0.17, 2.2);
  return out;
}

/** Dealing a card: a rising swish and a light slap as it lands. */
export function deal(): Buf {
  const out = buffer(0.22);
  const n = noiseSource(31);
  const bp = new Biquad('bandpass', 1200, 1.1);
  const len = Math.round(0.15 * SR);
  for (let i = 0; i < len; i++) {
    const s = i / len;
    bp.tune(1200 + 3200 * s);
    out[i] = bp.step(n()) * Math.sin(Math.PI * s) ** 2;
  }
  const slap = noiseBurst(33, 0.07, 0.0008, 0.01);
  filter(slap, new Biquad('lowpass', 1800));
  mixAt(out, slap, 0.14, 1.4);
  return out;
}

/** Flipping a card face up: a crisp snap with a small body. */
export function flip(): Buf {
  const out = buffer(0.13);
  const snap = noiseBurst(41, 0.03, 0.0005, 0.004);
  filter(snap, new Biquad('highpass', 2500));
  mixAt(out, snap, 0, 1);
  const flap = noiseBurst(43, 0.08, 0.004, 0.018);
  filter(flap, new Biquad('bandpass', 1700, 1.2));
  mixAt(out, flap, 0.012, 1.6);
  mixAt(out, partials(170, 0.08, [[1, 1, 0.02]]), 0.01, 0.25);
  return out;
}

/** Bid reveal flourish: a quick strummed E-major arpeggio with a shimmer on top. */
export function reveal(): Buf {
  const out = buffer(0.9);
  [52, 59, 64, 68, 71, 76].forEach((note, i) => {
    const s = pluck(200 + i, midi(note), 0.85 - i * 0.035, 0.9965, 0.55);
    mixAt(out, s, i * 0.035, 0.55 + i * 0.05);
  });
  const bell = partials(midi(88), 0.6, [
    [1, 0.5, 0.22],
    [2.0, 0.2, 0.12],
    [3.01, 0.08, 0.07],
  ]);
  mixAt(out, bell, 0.2, 0.35);
  filter(out, new Biquad('lowpass', 7000));
  for (let i = 0; i < out.length; i++)
    out[i] = (out[i] ?? 0) * Math.min(1, Math.exp(-(i / SR - 0.45) / 0.12));
  return out;
}

/** Placing a card on the wooden table: a pitched-down thump and a woody knock. */
export function place(): Buf {
  const out = buffer(0.26);
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SR;
    const fr = 85 + 95 * Math.exp(-t / 0.03);
    phase += (2 * Math.PI * fr) / SR;
    out[i] = Math.sin(phase) * env(t, 0.002, 0.06);
  }
  const knock = partials(420, 0.15, [
    [1, 0.5, 0.03],
    [2.31, 0.3, 0.018],
    [3.9, 0.15, 0.01],
  ]);
  mixAt(out, knock, 0.001, 0.8);
  const click = noiseBurst(51, 0.03, 0.0005, 0.005);
  filter(click, new Biquad('lowpass', 2500));
  mixAt(out, click, 0, 0.6);
  return out;
}

/** A bright coin "ka-ching" used for each tally tick. */
export function score(): Buf {
  const out = buffer(0.36);
  const coin = (base: number, decay: number): Buf =>
    partials(base, 0.3, [
      [1, 0.6, decay],
      [1.47, 0.35, decay * 0.8],
      [2.09, 0.25, decay * 0.6],
      [2.56, 0.15, decay * 0.5],
      [3.24, 0.1, decay * 0.4],
    ]);
  mixAt(out, coin(midi(95), 0.12), 0, 0.7);
  mixAt(out, coin(midi(100), 0.16), 0.055, 0.8);
  const tick = noiseBurst(61, 0.01, 0.0003, 0.0015);
  filter(tick, new Biquad('highpass', 4000));
  mixAt(out, tick, 0, 0.4);
  mixAt(out, tick, 0.055, 0.4);
  return out;
}

/** One harmonica-like reed chord with vibrato, breath and a soft swell. */
function reedChord(notes: readonly number[], seconds: number, seed: number, release = 0.09): Buf {
  const out = buffer(seconds);
  const harm = [1, 0.55, 0.42, 0.26, 0.18, 0.1, 0.06];
  notes.forEach((note, k) => {
    const f0 = midi(note) * (1 + (k - 1) * 0.0015);
    let phase = 0;
    for (let i = 0; i < out.length; i++) {
      const t = i / SR;
      phase += (2 * Math.PI * f0 * (1 + 0.004 * Math.sin(2 * Math.PI * 5.2 * t))) / SR;
      let v = 0;
      harm.forEach((a, h) => {
        if (f0 * (h + 1) < SR * 0.45) v += a * Math.sin(phase * (h + 1));
      });
      out[i] = (out[i] ?? 0) + v / notes.length;
    }
  });
  const breath = noiseBurst(seed, seconds, 0.05, seconds);
  filter(breath, new Biquad('bandpass', 1800, 0.7));
  mixAt(out, breath, 0, 0.12);
  for (let i = 0; i < out.length; i++) {
    const t = i / SR;
    const swell = Math.min(1, t / 0.06) * Math.min(1, (seconds - t) / release) ** 1.5;
    out[i] = (out[i] ?? 0) * swell * (0.9 + 0.1 * Math.sin(2 * Math.PI * 5.2 * t));
  }
  return out;
}

/** End of an era: a short harmonica cadence (G, C, G) crowned by a bell. */
export function eraEnd(): Buf {
  const out = buffer(1.9);
  mixAt(out, reedChord([67, 71, 74], 0.42, 71), 0, 0.8);
  mixAt(out, reedChord([67, 72, 76], 0.42, 72), 0.4, 0.8);
  mixAt(out, reedChord([67, 71, 74, 79], 1.0, 73, 0.45), 0.8, 0.9);
  filter(out, new Biquad('lowpass', 4200));
  const bell = partials(midi(91), 0.9, [
    [1, 0.6, 0.35],
    [2.0, 0.25, 0.2],
    [2.76, 0.12, 0.12],
    [5.4, 0.04, 0.05],
  ]);
  mixAt(out, bell, 0.82, 0.5);
  return out;
}

/** A short, soft wooden UI click. */
export function click(): Buf {
  const out = partials(1500, 0.05, [
    [1, 0.6, 0.008],
    [2.3, 0.25, 0.004],
  ]);
  const tick = noiseBurst(81, 0.01, 0.0003, 0.0015);
  filter(tick, new Biquad('bandpass', 3000, 1));
  mixAt(out, tick, 0, 0.5);
  return out;
}

/** A gentle two-note descending "bonk" for a refused action. */
export function error(): Buf {
  const out = buffer(0.36);
  const tone = (f0: number): Buf =>
    partials(
      f0,
      0.17,
      [
        [1, 1, 0.07],
        [2, 0.25, 0.05],
        [3, 0.3, 0.04],
        [5, 0.1, 0.03],
      ],
      0.006,
    );
  mixAt(out, tone(233), 0, 1);
  mixAt(out, tone(175), 0.15, 1);
  filter(out, new Biquad('lowpass', 1600));
  return out;
}

/** Dice thrown on the wooden board: a short rattle in the hand, then clacks that bounce closer together and die away. */
export function dice(): Buf {
  const out = buffer(0.62);
  const n = noiseSource(91);
  const rattle = noiseBurst(93, 0.12, 0.01, 0.05);
  filter(rattle, new Biquad('bandpass', 2200, 1.6));
  mixAt(out, rattle, 0, 0.5);
  const clack = (seed: number, f0: number): Buf => {
    const b = partials(f0, 0.07, [
      [1, 0.6, 0.012],
      [2.7, 0.3, 0.008],
      [4.1, 0.15, 0.005],
    ]);
    const tick = noiseBurst(seed, 0.02, 0.0003, 0.003);
    filter(tick, new Biquad('bandpass', 3200, 1.2));
    mixAt(b, tick, 0, 0.7);
    return b;
  };
  let t = 0.13;
  let gap = 0.11;
  for (let i = 0; i < 7; i++) {
    mixAt(out, clack(300 + i, 820 + n() * 260), t, 1 - i * 0.12);
    mixAt(out, clack(320 + i, 1040 + n() * 260), t + 0.012 + Math.abs(n()) * 0.02, 0.8 - i * 0.1);
    t += gap;
    gap *= 0.72;
  }
  return out;
}

/** Every sound effect in sprite order with its output level. */
export const SFX: readonly (readonly [name: string, make: () => Buf, level: number])[] = [
  ['shuffle', shuffle, 0.7],
  ['deal', deal, 0.6],
  ['flip', flip, 0.6],
  ['reveal', reveal, 0.8],
  ['place', place, 0.85],
  ['score', score, 0.7],
  ['eraEnd', eraEnd, 0.8],
  ['click', click, 0.5],
  ['error', error, 0.6],
  ['dice', dice, 0.7],
];

/** Renders one effect: synthesised, normalised to its level, with click-free edges. */
export function render(make: () => Buf, level: number): Buf {
  const b = filter(make(), new Biquad('highpass', 30));
  normalise(b, level);
  return fadeEdges(b, 0.001, 0.015);
}

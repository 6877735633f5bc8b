/** Small deterministic DSP toolkit for procedural sound effects. */

/** Output sample rate of every generated sound. */
export const SR = 22050;

/** A mono sample buffer. */
export type Buf = Float32Array;

/** A zeroed buffer of the given length in seconds. */
export function buffer(seconds: number): Buf {
  return new Float32Array(Math.ceil(seconds * SR));
}

/** Seconds to a whole number of samples. */
export function samples(seconds: number): number {
  return Math.round(seconds * SR);
}

/** A seeded white-noise source in [-1, 1] (mulberry32). */
export function noiseSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

/** An RBJ biquad filter with per-sample processing and retunable frequency. */
export class Biquad {
  private b0 = 1;
  private b1 = 0;
  private b2 = 0;
  private a1 = 0;
  private a2 = 0;
  private x1 = 0;
  private x2 = 0;
  private y1 = 0;
  private y2 = 0;

  /** Creates a filter of a kind at a centre/cutoff frequency and quality. */
  constructor(
    private readonly kind: 'lowpass' | 'highpass' | 'bandpass',
    freq: number,
    private readonly q = 0.707,
  ) {
    this.tune(freq);
  }

  /** Changes the centre/cutoff frequency, keeping the filter state. */
  tune(freq: number): void {
    const w = (2 * Math.PI * Math.min(freq, SR * 0.45)) / SR;
    const cos = Math.cos(w);
    const alpha = Math.sin(w) / (2 * this.q);
    const a0 = 1 + alpha;
    if (this.kind === 'lowpass') {
      this.b0 = (1 - cos) / 2 / a0;
      this.b1 = (1 - cos) / a0;
      this.b2 = this.b0;
    } else if (this.kind === 'highpass') {
      this.b0 = (1 + cos) / 2 / a0;
      this.b1 = -(1 + cos) / a0;
      this.b2 = this.b0;
    } else {
      this.b0 = alpha / a0;
      this.b1 = 0;
      this.b2 = -alpha / a0;
    }
    this.a1 = (-2 * cos) / a0;
    this.a2 = (1 - alpha) / a0;
  }

  /** Filters one sample. */
  step(x: number): number {
    const y = this.b0 * x + this.b1 * this.x1 + this.b2 * this.x2 - this.a1 * this.y1 - this.a2 * this.y2;
    this.x2 = this.x1;
    this.x1 = x;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }
}

/** Filters a whole buffer in place and returns it. */
export function filter(buf: Buf, f: Biquad): Buf {
  for (let i = 0; i < buf.length; i++) buf[i] = f.step(buf[i] ?? 0);
  return buf;
}

/** Adds `src` times `gain` into `dst` starting at a time in seconds. */
export function mixAt(dst: Buf, src: Buf, at: number, gain = 1): void {
  const o = samples(at);
  for (let i = 0; i < src.length && o + i < dst.length; i++) {
    if (o + i >= 0) dst[o + i] = (dst[o + i] ?? 0) + (src[i] ?? 0) * gain;
  }
}

/** Attack-then-exponential-decay envelope value at time t (seconds). */
export function env(t: number, attack: number, decay: number): number {
  if (t < 0) return 0;
  if (t < attack) return Math.sin(((t / attack) * Math.PI) / 2);
  return Math.exp(-(t - attack) / decay);
}

/** A burst of noise shaped by an attack/decay envelope. */
export function noiseBurst(seed: number, seconds: number, attack: number, decay: number): Buf {
  const n = noiseSource(seed);
  const out = buffer(seconds);
  for (let i = 0; i < out.length; i++) out[i] = n() * env(i / SR, attack, decay);
  return out;
}

/** Sum of sine partials [frequency ratio, amplitude, decay seconds] over a base frequency. */
export function partials(
  base: number,
  seconds: number,
  list: readonly (readonly [ratio: number, amp: number, decay: number])[],
  attack = 0.002,
): Buf {
  const out = buffer(seconds);
  for (const [ratio, amp, decay] of list) {
    const fr = base * ratio;
    if (fr >= SR * 0.45) continue;
    const w = (2 * Math.PI * fr) / SR;
    for (let i = 0; i < out.length; i++)
      out[i] = (out[i] ?? 0) + amp * Math.sin(w * i) * env(i / SR, attack, decay);
  }
  return out;
}

/** A Karplus-Strong plucked string at a frequency. */
export function pluck(seed: number, freq: number, seconds: number, damping = 0.996, brightness = 0.5): Buf {
  const n = noiseSource(seed);
  const period = Math.max(2, Math.round(SR / freq));
  const line = new Float32Array(period);
  let prev = 0;
  for (let i = 0; i < period; i++) {
    const v = n();
    prev = prev + brightness * (v - prev);
    line[i] = prev;
  }
  const mean = line.reduce((a, v) => a + v, 0) / period;
  for (let i = 0; i < period; i++) line[i] = (line[i] ?? 0) - mean;
  const out = buffer(seconds);
  let idx = 0;
  for (let i = 0; i < out.length; i++) {
    const cur = line[idx] ?? 0;
    const next = line[(idx + 1) % period] ?? 0;
    out[i] = cur;
    line[idx] = damping * 0.5 * (cur + next);
    idx = (idx + 1) % period;
  }
  return out;
}

/** Peak absolute sample value. */
export function peak(buf: Buf): number {
  let p = 0;
  for (const v of buf) p = Math.max(p, Math.abs(v));
  return p;
}

/** Scales a buffer so its peak equals `target`, and returns it. */
export function normalise(buf: Buf, target: number): Buf {
  const p = peak(buf);
  if (p > 0) for (let i = 0; i < buf.length; i++) buf[i] = (buf[i] ?? 0) * (target / p);
  return buf;
}

/** Applies short raised-cosine fades at both ends to avoid clicks, and returns the buffer. */
export function fadeEdges(buf: Buf, fadeIn = 0.002, fadeOut = 0.02): Buf {
  const fi = Math.min(samples(fadeIn), buf.length);
  const fo = Math.min(samples(fadeOut), buf.length);
  for (let i = 0; i < fi; i++) buf[i] = (buf[i] ?? 0) * 0.5 * (1 - Math.cos((Math.PI * i) / fi));
  for (let i = 0; i < fo; i++) {
    const k = buf.length - 1 - i;
    buf[k] = (buf[k] ?? 0) * 0.5 * (1 - Math.cos((Math.PI * i) / fo));
  }
  return buf;
}

/** Encodes mono float samples as a 16-bit PCM WAV file. */
export function encodeWav(buf: Buf): Buffer {
  const data = Buffer.alloc(buf.length * 2);
  for (let i = 0; i < buf.length; i++) {
    const v = Math.max(-1, Math.min(1, buf[i] ?? 0));
    data.writeInt16LE(Math.round(v * 32767), i * 2);
  }
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(SR, 24);
  h.writeUInt32LE(SR * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

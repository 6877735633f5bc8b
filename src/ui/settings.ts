/** Player settings: a synchronous in-memory cache, persisted through a settings store (localforage in the browser). */
import type { GameSetup } from '../cards/engine';
import { isLang } from '../i18n/types';
import type { Lang } from '../i18n/types';
import { setTextScale } from './theme';

/** How fast animations play. */
export type AnimationSpeed = 'slow' | 'normal' | 'fast' | 'instant';

/** Everything the player can set. */
export interface Settings {
  /** Master volume, 0..1. */
  volume: number;
  muted: boolean;
  animationSpeed: AnimationSpeed;
  /** Skip movement animations (defaults to the system preference). */
  reducedMotion: boolean;
  /** The language chosen in the settings; unset until the player picks one (the browser's language is used). */
  language?: Lang;
  /** Text size in percent: every text is drawn this much larger. */
  textSize: TextSize;
  /** The last setup started, to offer it again. */
  lastSetup?: GameSetup;
  /** Bid lens: 'auto' is on in solo and off in pass and play. */
  bidLens: BidLensSetting;
  /** High contrast: stronger text colours and heavier borders and outlines (defaults to the system preference). */
  highContrast: boolean;
}

/** When the bid lens is offered. */
export type BidLensSetting = 'auto' | 'on' | 'off';

/** Bid lens settings in the order the settings screen cycles through them. */
export const BID_LENS_SETTINGS: readonly BidLensSetting[] = ['auto', 'on', 'off'];

/** True when the lens is offered at a table with `people` persons sharing the device. */
export function bidLensOn(setting: BidLensSetting, people: number): boolean {
  return setting === 'on' || (setting === 'auto' && people <= 1);
}

/** The text sizes offered, in percent. */
export type TextSize = 100 | 125 | 150;

/** Text sizes, smallest first. */
export const TEXT_SIZES: readonly TextSize[] = [100, 125, 150];

/** Animation speeds, slowest first. */
export const ANIMATION_SPEEDS: readonly AnimationSpeed[] = ['slow', 'normal', 'fast', 'instant'];

const SPEED_FACTOR: Record<AnimationSpeed, number> = { slow: 1.6, normal: 1, fast: 0.5, instant: 0 };

function systemReducedMotion(): boolean {
  try {
    return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}

function systemHighContrast(): boolean {
  try {
    return (
      typeof matchMedia === 'function' &&
      (matchMedia('(prefers-contrast: more)').matches || matchMedia('(forced-colors: active)').matches)
    );
  } catch {
    return false;
  }
}

function defaults(): Settings {
  return {
    volume: 0.7,
    muted: false,
    animationSpeed: 'normal',
    reducedMotion: systemReducedMotion(),
    textSize: 100,
    bidLens: 'auto',
    highContrast: systemHighContrast(),
  };
}

function clamp01(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : fallback;
}

function sanitize(raw: unknown): Settings {
  const d = defaults();
  if (!raw || typeof raw !== 'object') return d;
  const r = raw as Partial<Record<keyof Settings, unknown>>;
  const s: Settings = {
    volume: clamp01(r.volume, d.volume),
    muted: typeof r.muted === 'boolean' ? r.muted : d.muted,
    animationSpeed: ANIMATION_SPEEDS.includes(r.animationSpeed as AnimationSpeed)
      ? (r.animationSpeed as AnimationSpeed)
      : d.animationSpeed,
    reducedMotion: typeof r.reducedMotion === 'boolean' ? r.reducedMotion : d.reducedMotion,
    textSize: TEXT_SIZES.includes(r.textSize as TextSize) ? (r.textSize as TextSize) : d.textSize,
    bidLens: BID_LENS_SETTINGS.includes(r.bidLens as BidLensSetting)
      ? (r.bidLens as BidLensSetting)
      : d.bidLens,
    highContrast: typeof r.highContrast === 'boolean' ? r.highContrast : d.highContrast,
  };
  if (isLang(r.language)) s.language = r.language;
  const setup = r.lastSetup as GameSetup | undefined;
  if (setup && Array.isArray(setup.seats)) s.lastSetup = setup;
  return s;
}

/** Where settings are kept (SaveStore's settings record in the browser). */
export interface SettingsStore {
  read(): Promise<unknown>;
  write(value: Settings): Promise<void>;
}

/** The key settings had in localStorage before they moved; read once, then removed. */
export const LEGACY_SETTINGS_KEY = 'carson-city.settings';

/**
 * A synchronous copy of the small settings in localStorage, so the first screen draws with the player's animation
 * speed and sound before the settings store (IndexedDB) has opened. The store stays the record.
 */
export const QUICK_SETTINGS_KEY = 'carson-city.settings.quick';

function readLocal(key: string, remove: boolean): Record<string, unknown> | null {
  try {
    if (typeof localStorage === 'undefined') return null;
    const text = localStorage.getItem(key);
    if (!text) return null;
    if (remove) localStorage.removeItem(key);
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function writeQuick(s: Settings): void {
  try {
    if (typeof localStorage === 'undefined') return;
    const { volume, muted, animationSpeed, reducedMotion, language, textSize, highContrast } = s;
    localStorage.setItem(
      QUICK_SETTINGS_KEY,
      JSON.stringify({ volume, muted, animationSpeed, reducedMotion, language, textSize, highContrast }),
    );
  } catch {
    // No localStorage (or it is full): the first screen uses defaults until the store opens.
  }
}

let current: Settings = sanitize({
  ...(readLocal(QUICK_SETTINGS_KEY, false) ?? {}),
  ...(readLocal(LEGACY_SETTINGS_KEY, false) ?? {}),
});
let store: SettingsStore | null = null;
let changedBeforeInit: Partial<Settings> = {};
const listeners = new Set<(s: Readonly<Settings>) => void>();

function readLegacy(): Record<string, unknown> | null {
  return readLocal(LEGACY_SETTINGS_KEY, true);
}

/**
 * Loads the stored settings into the cache (values from the old localStorage key win and are moved over),
 * then persists every later change to the store. Changes made before it finishes are kept.
 */
export async function initSettings(s: SettingsStore): Promise<Readonly<Settings>> {
  const stored = await s.read().catch(() => null);
  const legacy = readLegacy();
  const base = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const early = store === null ? changedBeforeInit : {};
  current = sanitize({ ...base, ...(legacy ?? {}), ...early });
  store = s;
  changedBeforeInit = {};
  writeQuick(current);
  if (legacy || Object.keys(early).length > 0) await s.write(current).catch(() => undefined);
  for (const fn of listeners) fn(current);
  return current;
}

/** The current settings (do not mutate; use updateSettings). */
export function getSettings(): Readonly<Settings> {
  return current;
}

/** Changes some settings, saves them and tells every listener. */
export function updateSettings(patch: Partial<Settings>): Readonly<Settings> {
  current = sanitize({ ...current, ...patch });
  writeQuick(current);
  if (store) void store.write(current).catch(() => undefined);
  else changedBeforeInit = { ...changedBeforeInit, ...patch };
  for (const fn of listeners) fn(current);
  return current;
}

/** Listens to settings changes; returns the unsubscribe function. */
export function onSettings(fn: (s: Readonly<Settings>) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

let hurry = 1;

/** A base duration scaled by the animation speed; 0 when instant or with reduced motion. */
export function animMs(base: number): number {
  if (current.reducedMotion) return 0;
  return Math.round(base * SPEED_FACTOR[current.animationSpeed] * hurry);
}

/** Speeds every animation up for a while (the lesson's fast-forward), not saved; 1 is the setting's own speed. */
export function setAnimHurry(factor: number): void {
  hurry = factor > 0 ? factor : 1;
}

/** Keeps the theme's text scale on the text-size setting (called once at start; scenes drawn afterwards honour it). */
export function applyTextSize(): () => void {
  setTextScale(current.textSize / 100);
  return onSettings((s) => setTextScale(s.textSize / 100));
}

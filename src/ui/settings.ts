/** Player settings: a synchronous in-memory cache, persisted through a settings store (localforage in the browser). */
import type { GameSetup } from '../cards/engine';
import { isLang } from '../i18n/types';
import type { Lang } from '../i18n/types';

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

/** Synchronous key-value slots (localStorage in the browser, a map in tests). */
export interface LocalSlots {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The page's localStorage, or null where there is none (Node, or storage blocked). */
export function browserSlots(): LocalSlots | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readLocal(local: LocalSlots | null, key: string, remove: boolean): Record<string, unknown> | null {
  try {
    if (!local) return null;
    const text = local.getItem(key);
    if (!text) return null;
    if (remove) local.removeItem(key);
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function writeQuick(local: LocalSlots | null, s: Settings): void {
  try {
    if (!local) return;
    const { volume, muted, animationSpeed, reducedMotion, language, textSize, highContrast } = s;
    local.setItem(
      QUICK_SETTINGS_KEY,
      JSON.stringify({ volume, muted, animationSpeed, reducedMotion, language, textSize, highContrast }),
    );
  } catch {
    // No localStorage (or it is full): the first screen uses defaults until the store opens.
  }
}

/**
 * One app's settings: a synchronous cache that starts from the quick copy in `local`, then loads the settings store
 * (init) and persists every later change to it.
 */
export class SettingsState {
  private current: Settings;
  private store: SettingsStore | null = null;
  private changedBeforeInit: Partial<Settings> = {};
  private hurry = 1;
  private readonly listeners = new Set<(s: Readonly<Settings>) => void>();

  /** Starts from the quick copy (and the legacy key) in `local`. */
  constructor(private readonly local: LocalSlots | null) {
    this.current = sanitize({
      ...(readLocal(local, QUICK_SETTINGS_KEY, false) ?? {}),
      ...(readLocal(local, LEGACY_SETTINGS_KEY, false) ?? {}),
    });
  }

  /**
   * Loads the stored settings into the cache (values from the old localStorage key win and are moved over),
   * then persists every later change to the store. Changes made before it finishes are kept.
   */
  async init(s: SettingsStore): Promise<Readonly<Settings>> {
    const stored = await s.read().catch(() => null);
    const legacy = readLocal(this.local, LEGACY_SETTINGS_KEY, true);
    const base = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
    const early = this.store === null ? this.changedBeforeInit : {};
    this.current = sanitize({ ...base, ...(legacy ?? {}), ...early });
    this.store = s;
    this.changedBeforeInit = {};
    writeQuick(this.local, this.current);
    if (legacy || Object.keys(early).length > 0) await s.write(this.current).catch(() => undefined);
    for (const fn of this.listeners) fn(this.current);
    return this.current;
  }

  /** The current settings (do not mutate; use update). */
  get(): Readonly<Settings> {
    return this.current;
  }

  /** Changes some settings, saves them and tells every listener. */
  update(patch: Partial<Settings>): Readonly<Settings> {
    this.current = sanitize({ ...this.current, ...patch });
    writeQuick(this.local, this.current);
    if (this.store) void this.store.write(this.current).catch(() => undefined);
    else this.changedBeforeInit = { ...this.changedBeforeInit, ...patch };
    for (const fn of this.listeners) fn(this.current);
    return this.current;
  }

  /** Listens to settings changes; returns the unsubscribe function. */
  on(fn: (s: Readonly<Settings>) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** A base duration scaled by the animation speed; 0 when instant or with reduced motion. */
  animMs(base: number): number {
    if (this.current.reducedMotion) return 0;
    return Math.round(base * SPEED_FACTOR[this.current.animationSpeed] * this.hurry);
  }

  /** Speeds every animation up for a while (the lesson's fast-forward), not saved; 1 is the setting's own speed. */
  setHurry(factor: number): void {
    this.hurry = factor > 0 ? factor : 1;
  }

  /** The text scale of the text-size setting (1, 1.25 or 1.5): texts drawn afterwards honour it. */
  textScale(): number {
    return this.current.textSize / 100;
  }
}

/**
 * Translated texts: `t(key, params)` over typed catalogues, the current language, switching it at any moment, and
 * number, list and plural formatting through Intl. The English texts of the first screens (cards, title, setup,
 * settings) are in the entry chunk; the rest of English loads with the late scenes, other languages on demand.
 */
import { access } from './en/access';
import { cards } from './en/cards';
import { daily } from './en/daily';
import { lens } from './en/lens';
import { scorepad } from './en/scorepad';
import { ui } from './en/ui';
import { LANGUAGES, LANGUAGE_NAMES, isLang } from './types';
import type { ArgsOf, Catalogue, Key, Lang, Message, ParamValue, PluralForms } from './types';

export { LANGUAGES, LANGUAGE_NAMES, isLang };
export type { Catalogue, Key, Lang, ParamValue };

const loaders: Record<Lang, () => Promise<Catalogue>> = {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
  it: () => import('./it').then((m) => m.it),
  fr: () => import('./fr').then((m) => m.fr),
  nl: () => import('./nl').then((m) => m.nl),
};

type Messages = Readonly<Partial<Record<Key, Message>>>;

const loaded = new Map<Lang, Catalogue>();
/** English as far as it is loaded: the fallback of every lookup. */
let english: Messages = { ...cards, ...ui, ...daily, ...scorepad, ...lens, ...access };
let lang: Lang = 'en';
let active: Messages = english;
let plurals = new Intl.PluralRules('en');
let numbers = new Intl.NumberFormat('en');
let lists = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
const listeners = new Set<(l: Lang) => void>();

/** The language texts are in now. */
export function language(): Lang {
  return lang;
}

/** Loads a language's whole catalogue (once). */
export async function loadLanguage(l: Lang): Promise<Catalogue> {
  const have = loaded.get(l);
  if (have) return have;
  const cat = await loaders[l]();
  loaded.set(l, cat);
  if (l === 'en') {
    english = cat;
    if (lang === 'en') active = cat;
  }
  return cat;
}

function use(l: Lang, cat: Messages): void {
  lang = l;
  active = cat;
  plurals = new Intl.PluralRules(l);
  numbers = new Intl.NumberFormat(l);
  lists = new Intl.ListFormat(l, { style: 'long', type: 'conjunction' });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = l;
    document.title = t('meta.title');
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('meta.description'));
  }
}

/**
 * Switches every text to `l` (loading it first if needed) and tells the listeners, which redraw. A language that
 * fails to load leaves the current one in place and resolves false.
 */
export async function setLanguage(l: Lang): Promise<boolean> {
  const cat = await loadLanguage(l).catch(() => null);
  if (!cat) return false;
  const changed = l !== lang;
  use(l, cat);
  if (changed) for (const fn of listeners) fn(l);
  return true;
}

/** Listens to language switches; returns the unsubscribe function. */
export function onLanguage(fn: (l: Lang) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * Sets the language the game starts in, before the first frame: English at once (its first screens are built in),
 * another language once loaded. A language that fails to load leaves English.
 */
export async function startIn(l: Lang): Promise<void> {
  if (l === 'en' || !(await setLanguage(l))) use('en', english);
}

/** The language to start in: the saved choice, else the browser's first language the game speaks, else English. */
export function startLanguage(saved: unknown, preferred: readonly string[]): Lang {
  if (isLang(saved)) return saved;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

/** A number written the language's way (digit grouping, decimal mark). */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return options ? new Intl.NumberFormat(lang, options).format(n) : numbers.format(n);
}

/** A list joined with the language's "and". */
export function formatList(items: readonly string[]): string {
  return lists.format(items);
}

/** A share (0..1) as a percentage the language's way. */
export function formatPercent(share: number): string {
  return formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
}

function pick(m: PluralForms, count: number): string {
  const form = plurals.select(count) as keyof PluralForms;
  return m[form] ?? m.other;
}

function show(v: ParamValue): string {
  if (typeof v === 'number') return numbers.format(v);
  if (typeof v === 'string') return v;
  return lists.format(v);
}

function fill(template: string, params: Readonly<Record<string, ParamValue>> | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = params[name];
    return v === undefined ? whole : show(v);
  });
}

/** True when a message is at hand (in the current language or English); the late part of English may not be yet. */
export function hasText(key: Key): boolean {
  return (active[key] ?? english[key]) !== undefined;
}

/**
 * The message `key` in the current language with its placeholders filled in; English when the language lacks it, the
 * key itself when English has not loaded that part yet.
 */
export function t<K extends Key>(key: K, ...args: ArgsOf<K>): string {
  const params = args[0] as Readonly<Record<string, ParamValue>> | undefined;
  const m: Message = active[key] ?? english[key] ?? key;
  if (typeof m === 'string') return fill(m, params);
  const count = params?.['count'];
  return fill(pick(m, typeof count === 'number' ? count : 0), params);
}

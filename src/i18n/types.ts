/** Types of the message catalogues: languages, plural forms and the placeholders a message takes. */
import type { en } from './en';

/** The languages the game speaks. */
export type Lang = 'en' | 'de' | 'it' | 'fr' | 'nl';

/** Every language, in menu order. */
export const LANGUAGES: readonly Lang[] = ['en', 'de', 'it', 'fr', 'nl'];

/** Each language written in its own name. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  de: 'Deutsch',
  it: 'Italiano',
  fr: 'Français',
  nl: 'Nederlands',
};

/** True for a language code the game speaks. */
export function isLang(v: unknown): v is Lang {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
}

/** A message that depends on a number: one text per CLDR plural category, chosen by the `count` parameter. */
export interface PluralForms {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/** One catalogue entry: a template with `{name}` placeholders, or plural forms of one. */
export type Message = string | PluralForms;

/** The English catalogue's type, the reference every other catalogue follows. */
export type English = typeof en;

/** A message key. */
export type Key = keyof English;

type Holes<S> = S extends `${string}{${infer P}}${infer R}` ? P | Holes<R> : never;

/** The placeholder names of a message (plural messages always take `count`). */
export type ParamsOf<M> = M extends string
  ? Holes<M>
  : M extends PluralForms
    ? Holes<Exclude<M[keyof M], undefined>> | 'count'
    : never;

/** A value for a placeholder: numbers are formatted for the language, lists joined with its "and". */
export type ParamValue = string | number | readonly string[];

/** The arguments `t` takes after the key: nothing, or an object with exactly the message's placeholders. */
export type ArgsOf<K extends Key> = [ParamsOf<English[K]>] extends [never]
  ? []
  : [params: Record<ParamsOf<English[K]>, ParamValue>];

/** A message key that takes no placeholders (a name or a label a module can hand over alone). */
export type PlainKey = { [K in Key]: [ParamsOf<English[K]>] extends [never] ? K : never }[Key];

/** A catalogue of another language: the same keys, plain templates where English has them, plural forms likewise. */
export type Catalogue = { readonly [K in Key]: English[K] extends string ? string : PluralForms };

type SameHoles<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Marks the entries of `L` whose placeholders differ from English, so they fail to type-check. */
export type CheckPlaceholders<L extends Catalogue> = {
  readonly [K in Key]: SameHoles<ParamsOf<L[K]>, ParamsOf<English[K]>> extends true
    ? L[K]
    : 'placeholders differ from English';
};

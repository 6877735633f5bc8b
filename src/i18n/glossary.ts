/**
 * The rules terms and their one translation per language (German after the German rulebook): every catalogue entry
 * whose English names a term names it with this word, and no other word for it appears (test/glossary.test.ts).
 */
import type { Lang } from './types';

/**
 * One rules term: the English word (a whole-word, case-blind pattern), the word each language uses for it, and words it
 * must not use instead. A language without a word here has not been brought to the term yet.
 */
export interface GlossaryTerm {
  en: string;
  use: Readonly<Partial<Record<Exclude<Lang, 'en'>, string>>>;
  avoid: Readonly<Partial<Record<Exclude<Lang, 'en'>, readonly string[]>>>;
}

/** The glossary of rules terms. */
export const GLOSSARY: readonly GlossaryTerm[] = [
  { en: 'offer', use: { fr: 'offre', it: 'in palio' }, avoid: {} },
  { en: 'appeal', use: { fr: 'attra', it: 'appetibil' }, avoid: { it: ['fascino'] } },
  { en: 'round', use: { fr: 'manche', it: 'round' }, avoid: {} },
  { en: 'house unit', use: { fr: 'logement', it: 'unità abitativ' }, avoid: { fr: ['unité d’habitation'] } },
  { en: 'seed', use: { it: 'mescolata' }, avoid: {} },
  {
    en: 'era',
    use: { de: 'epoche', fr: 'époque', it: 'era', nl: 'tijdperk' },
    avoid: { de: ['zeitalter', 'ära'], fr: ['l’ère', ' ère'], it: ['epoca'] },
  },
  {
    en: 'auction',
    use: { de: 'auktion', fr: 'enchère', it: 'asta', nl: 'veiling' },
    avoid: {
      de: ['versteigerung', 'gebotskarte'],
      it: ['carte offerta', 'carta offerta'],
      nl: ['biedkaart'],
    },
  },
  {
    en: 'townhouse',
    use: { de: 'stadthaus', fr: 'résidence', it: 'palazz', nl: 'herenhuis' },
    avoid: { fr: ['immeuble'] },
  },
  {
    en: 'virtual player',
    use: { de: 'virtuelle', fr: 'virtuel', it: 'virtual', nl: 'virtuele' },
    avoid: {},
  },
  {
    en: 'score sheet',
    use: { de: 'wertungsbogen', fr: 'feuille de score', it: 'foglio dei punti', nl: 'scoreblad' },
    avoid: {},
  },
];

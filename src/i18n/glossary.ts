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
  { en: 'round', use: { fr: 'manche', it: 'round' }, avoid: {} },
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
  {
    en: 'skull',
    use: { de: 'totenkopf', fr: 'crâne', it: 'teschi', nl: 'doodshoofd' },
    avoid: { nl: ['schedel'] },
  },
  {
    en: 'terrain card',
    use: { de: 'geländekarte', fr: 'terrain', it: 'terren', nl: 'terreinkaart' },
    avoid: {},
  },
  {
    en: 'cash limit',
    use: { de: 'geldlimit', fr: 'limite', it: 'limite', nl: 'limiet' },
    avoid: { de: ['grenze deiner', 'deiner grenze'], nl: ['je grens', 'de grens'] },
  },
  {
    en: 'property marker',
    use: { de: 'besitzplättchen', fr: 'marqueur', it: 'segnalin', nl: 'eigendom' },
    avoid: { de: ['besitzmarker'] },
  },
  {
    en: 'appeal',
    use: { de: 'reiz', fr: 'attra', it: 'appetibil', nl: 'charme' },
    avoid: { it: ['fascino'], nl: ['aantrekk'] },
  },
  {
    en: 'house unit',
    use: { de: 'wohneinheit', fr: 'logement', it: 'unità abitativ', nl: 'woning' },
    avoid: { de: ['hauseinheit'], fr: ['unité d’habitation'], nl: ['woningeenhe'] },
  },
  { en: 'taking order', use: { nl: 'volgorde van pakken' }, avoid: { nl: ['volgorde van nemen'] } },
  { en: 'title', use: { fr: 'accueil' }, avoid: { fr: ['écran titre', 'menu principal'] } },
  { en: 'main menu', use: { fr: 'accueil' }, avoid: {} },
  { en: 'saving', use: { fr: 'enregistr' }, avoid: { fr: ['sauvée', 'sauvés', 'sauver'] } },
  { en: 'damaged', use: { fr: 'endommagée' }, avoid: { fr: ['abîmée'] } },
  {
    en: 'action path',
    use: { de: 'aktionsfeld' },
    avoid: { de: ['aktionsweg', 'leiste der aktionsfelder'] },
  },
];

/** The catalogues: every key in every language with the same placeholders, formatting per language, switching. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHARACTERS, CONTENTS, LINE_KEYS } from '../src/cards/engine';
import type { Suit } from '../src/cards/engine';
import type { BotReason } from '../src/cards/bots/types';
import { LANGUAGES, language, loadLanguage, onLanguage, setLanguage, startLanguage, t } from '../src/i18n';
import type { Catalogue, Lang } from '../src/i18n';
import { en } from '../src/i18n/en';
import { characterName, contentName, lineName, seatSetupLabel, suitName } from '../src/i18n/names';
import { botReasonText } from '../src/i18n/reasons';
import type { Message } from '../src/i18n/types';
import { characterTip, rulesSections } from '../src/ui/texts';

const EN = en as Readonly<Record<string, Message>>;
const OTHERS = LANGUAGES.filter((l): l is Exclude<Lang, 'en'> => l !== 'en');

/**
 * Values that are the same word as in English on purpose (loan words, names, numbers). Templates made only of
 * placeholders, digits and symbols are the same everywhere and need no entry.
 */
const SAME_AS_ENGLISH: Readonly<Record<Exclude<Lang, 'en'>, readonly string[]>> = {
  de: [
    'boardPlay.setup.name',
    'board.character.cowboy',
    'board.character.sheriff',
    'explain.count.ranch',
    'explain.count.drugstore',
    'explain.count.generalStore',
    'explain.count.hotel',
    'character.cowboy',
    'character.sheriff',
    'content.mine',
    'content.ranch',
    'content.drugstore',
    'content.bank',
    'content.saloon',
    'content.hotel',
    'content.generalStore',
    'content.outlaws',
    'line.ranches',
    'line.drugstores',
    'line.saloons',
    'line.hotels',
    'line.outlaws',
    'title.name',
    'setup.colName',
    'settings.speed.normal',
    'replay.pause',
    'table.zoom',
    'key.esc',
    'key.enter',
  ],
  it: [
    'boardTable.track.round',
    'boardTable.menu',
    'board.character.cowboy',
    'board.building.ranch',
    'board.building.saloon',
    'board.building.hotel',
    'character.cowboy',
    'content.ranch',
    'content.saloon',
    'content.hotel',
    'suit.cactus',
    'title.name',
    'common.era',
    'settings.volume',
    'replay.roundBack',
    'replay.roundOn',
    'replay.phase',
    'table.eraRound',
    'table.eraRoundCaps',
    'table.eraRoundStacked',
    'table.menu',
    'table.zoom',
    'key.esc',
    'a11y.round',
    'boardA11y.round',
    'review.when',
  ],
  fr: [
    'boardTable.menu',
    'boardSheet.total',
    'boardPlay.final.total',
    'boardPlay.hold.revolvers',
    'boardPlay.token.dynamite',
    'board.building.mine',
    'board.building.ranch',
    'board.building.saloon',
    'board.building.prison',
    'explain.count.mine',
    'explain.count.prison',
    'content.mine',
    'content.ranch',
    'content.saloon',
    'content.prison',
    'suit.cactus',
    'charTip.action',
    'line.mines',
    'line.saloons',
    'title.name',
    'setup.level.expert',
    'settings.volume',
    'settings.animations',
    'replay.pause',
    'scoring.total',
    'table.menu',
    'table.table',
    'table.zoom',
    'turn.terrain',
  ],
  nl: [
    'boardTable.menu',
    'boardSheet.cause.station',
    'boardPlay.cause.station',
    'boardPlay.count.revolvers',
    'boardPlay.hold.revolvers',
    'board.character.cowboy',
    'board.character.sheriff',
    'board.building.ranch',
    'board.building.bank',
    'board.building.saloon',
    'board.building.hotel',
    'board.building.school',
    'board.building.station',
    'explain.count.ranch',
    'explain.count.hotel',
    'character.cowboy',
    'character.sheriff',
    'content.ranch',
    'content.bank',
    'content.saloon',
    'content.hotel',
    'suit.cactus',
    'line.ranches',
    'line.saloons',
    'line.hotels',
    'title.name',
    'setup.kind.ai',
    'setup.level.expert',
    'daily.rival',
    'hint.title',
    'settings.volume',
    'settings.contrast',
    'stats.ais',
    'scoring.aiKind',
    'table.menu',
    'seat.ai',
    'pwa.later',
    'key.esc',
    'key.enter',
  ],
};

function forms(m: Message): string[] {
  return typeof m === 'string' ? [m] : Object.values(m).filter((v): v is string => typeof v === 'string');
}

function placeholders(m: Message): string[] {
  const names = new Set<string>(typeof m === 'string' ? [] : ['count']);
  for (const f of forms(m)) for (const x of f.matchAll(/\{(\w+)\}/g)) names.add(x[1] as string);
  return [...names].sort();
}

function wordless(m: Message): boolean {
  return forms(m).every((f) => !/\p{L}/u.test(f.replace(/\{\w+\}/g, '')));
}

const catalogues = new Map<Lang, Catalogue>();

beforeAll(async () => {
  // The first screens' English is built in; the rest (rules, table, saved games, scoring) loads like this.
  expect(t('rules.goal.title')).toBe('rules.goal.title');
  expect(t('common.newGame')).toBe('New game');
  expect(characterTip('Banker')).toBe('Banker\n$ Victory points · appeal 5');
  await setLanguage('en');
  expect(characterTip('Banker')).toBe(
    'Banker\n$ Victory points · appeal 5\nAt game end: 4 VP for every Bank in your city.',
  );
  expect(t('rules.goal.title')).toBe('The goal');
});

describe('catalogues', async () => {
  for (const l of OTHERS) catalogues.set(l, await loadLanguage(l));

  it.each(OTHERS)('%s has every English key and no other', (l) => {
    const cat = catalogues.get(l) as Readonly<Record<string, Message>>;
    expect(Object.keys(cat).sort()).toEqual(Object.keys(EN).sort());
  });

  it.each(OTHERS)('%s uses the same placeholders as English in every message', (l) => {
    const cat = catalogues.get(l) as Readonly<Record<string, Message>>;
    const wrong = Object.keys(EN).filter(
      (k) =>
        JSON.stringify(placeholders(cat[k] as Message)) !== JSON.stringify(placeholders(EN[k] as Message)),
    );
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty message and plural messages always have an "other" form', (l) => {
    const cat = (l === 'en' ? EN : catalogues.get(l)) as Readonly<Record<string, Message>>;
    const empty = Object.entries(cat).filter(([, m]) => forms(m).some((f) => f.trim() === ''));
    expect(empty.map(([k]) => k)).toEqual([]);
    for (const m of Object.values(cat)) if (typeof m !== 'string') expect(m.other).toBeTruthy();
  });

  it.each(OTHERS)('%s differs from English except in the listed same words', (l) => {
    const cat = catalogues.get(l) as Readonly<Record<string, Message>>;
    const same = Object.keys(EN).filter(
      (k) => JSON.stringify(cat[k]) === JSON.stringify(EN[k]) && !wordless(EN[k] as Message),
    );
    expect(same.sort()).toEqual([...SAME_AS_ENGLISH[l]].sort());
  });

  it('German and Italian use the names printed in their rulebooks', async () => {
    await setLanguage('de');
    expect(characterName('Chinese Worker')).toBe('Tagelöhner');
    expect(characterName('Mercenary')).toBe('Revolverheld');
    expect(characterName('Prospector')).toBe('Goldsucher');
    expect(contentName('T')).toBe('Stadthaus');
    expect(suitName('cow')).toBe('Rind');
    await setLanguage('it');
    expect(characterName('Auctioneer')).toBe('Battitore d’asta');
    expect(characterName('Paperboy')).toBe('Ragazzo dei Giornali');
    expect(contentName('G')).toBe('Emporio');
    expect(suitName('horseshoe')).toBe('Ferro di cavallo');
  });

  it.each(LANGUAGES)('%s names every character, content, suit and score line, each name once', async (l) => {
    await setLanguage(l);
    const chars = CHARACTERS.map((c) => characterName(c.name));
    expect(new Set(chars).size).toBe(CHARACTERS.length);
    const contents = CONTENTS.map(contentName);
    expect(new Set(contents).size).toBe(CONTENTS.length);
    const suits: Suit[] = ['hat', 'star', 'cactus', 'boot', 'horseshoe', 'cow'];
    expect(new Set(suits.map(suitName)).size).toBe(6);
    expect(new Set(LINE_KEYS.map(lineName)).size).toBe(LINE_KEYS.length);
  });

  it.each(LANGUAGES)('%s rules reference has every section and paragraph filled', async (l) => {
    await setLanguage(l);
    const sections = rulesSections();
    expect(sections.map((s) => s.id)).toEqual([
      'goal',
      'round',
      'abilities',
      'building',
      'scoring',
      'virtual',
    ]);
    for (const s of sections) {
      expect(s.title).not.toMatch(/^rules\./);
      for (const p of s.body) expect(p).not.toMatch(/^rules\./);
    }
    const paragraphs = Object.keys(EN).filter((k) => /^rules\.\w+\.\d+$/.test(k)).length;
    expect(sections.reduce((n, s) => n + s.body.length, 0)).toBe(paragraphs);
  });
});

describe('formatting', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  const ONE_TWO: Record<Lang, [string, string]> = {
    en: ['1 card · 3 VP', '2 cards · 3 VP'],
    de: ['1 Karte · 3 SP', '2 Karten · 3 SP'],
    it: ['1 carta · 3 PV', '2 carte · 3 PV'],
    fr: ['1 carte · 3 PV', '2 cartes · 3 PV'],
    nl: ['1 kaart · 3 WP', '2 kaarten · 3 WP'],
  };

  it.each(LANGUAGES)('%s picks the plural form with Intl.PluralRules', async (l) => {
    await setLanguage(l);
    expect(t('replay.cityCards', { count: 1, vp: 3 })).toBe(ONE_TWO[l][0]);
    expect(t('replay.cityCards', { count: 2, vp: 3 })).toBe(ONE_TWO[l][1]);
  });

  it('French counts 0 as singular and English as plural (CLDR rules, not a hand-made plural)', async () => {
    expect(t('saves.moves', { count: 0 })).toBe('0 moves');
    await setLanguage('fr');
    expect(t('saves.moves', { count: 0 })).toBe('0 coup');
  });

  it('numbers and lists follow the language', async () => {
    expect(t('saves.moves', { count: 1234 })).toBe('1,234 moves');
    expect(t('scoring.sharedVictory', { names: ['Ann', 'Bob', 'Cy'] })).toBe(
      'Shared victory: Ann, Bob, and Cy',
    );
    await setLanguage('de');
    expect(t('saves.moves', { count: 1234 })).toBe('1.234 Züge');
    expect(t('scoring.sharedVictory', { names: ['Ann', 'Bob', 'Cy'] })).toBe(
      'Geteilter Sieg: Ann, Bob und Cy',
    );
    await setLanguage('nl');
    expect(t('scoring.sharedVictory', { names: ['Ann', 'Bob'] })).toBe('Gedeelde winst: Ann en Bob');
  });

  it('tooltips are assembled in the current language', async () => {
    await setLanguage('it');
    expect(characterTip('Banker')).toBe(
      'Banchiere\n$ Punti vittoria · appetibilità 5\nA fine partita: 4 PV per ogni Banca della città.',
    );
    expect(seatSetupLabel('person,ai:medium,ai:medium,virtual:novice')).toBe(
      'Tu + 2 IA (Media) + 1 virtuale (Principiante)',
    );
    // Every bot level is worded, the Master included (it was shown as its id).
    expect(seatSetupLabel('person,ai:master')).toBe(`Tu + 1 IA (${t('setup.level.master')})`);
    expect(t('setup.level.master')).not.toBe('master');
  });

  it('bot reasons are data worded per language', async () => {
    const r: BotReason = { kind: 'bidWantsNow', bid: 7, card: 96, gain: 4 };
    expect(botReasonText(r)).toBe('bid 7: wants the Governor (+4 now)');
    await setLanguage('de');
    expect(botReasonText(r)).toBe('Gebot 7: will Gouverneur (jetzt +4)');
    expect(botReasonText({ kind: 'takeWorth', card: 96, worth: 3.25 })).toBe('nimmt Gouverneur (Wert 3,3)');
  });
});

describe('choosing and switching', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('starts in the saved language, else the browser languages, else English', () => {
    expect(startLanguage('nl', ['de-DE'])).toBe('nl');
    expect(startLanguage(undefined, ['es-ES', 'fr-CA', 'de'])).toBe('fr');
    expect(startLanguage('xx', ['pt-BR'])).toBe('en');
    expect(startLanguage(undefined, [])).toBe('en');
  });

  it('switches at once and tells the listeners once per change', async () => {
    const heard: Lang[] = [];
    const off = onLanguage((l) => heard.push(l));
    await setLanguage('fr');
    expect(language()).toBe('fr');
    expect(t('common.newGame')).toBe('Nouvelle partie');
    await setLanguage('fr');
    await setLanguage('en');
    off();
    await setLanguage('de');
    expect(heard).toEqual(['fr', 'en']);
  });
});

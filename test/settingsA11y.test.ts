/** The settings screen through the screen-reader layer: each control in a named group, with its selected state. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_NAMES, formatPercent, loadLanguage, setLanguage, t } from '../src/i18n';
import type { Lang } from '../src/i18n';
import { settingsRole } from '../src/scenes/settingsRoles';
import { actionBlocks } from '../src/ui/a11yList';
import type { IntentTarget } from '../src/ui/hookRegistry';
import { ANIMATION_SPEEDS, TEXT_SIZES } from '../src/ui/settings';
import type { Settings } from '../src/ui/settings';

beforeAll(async () => {
  for (const l of LANGUAGES) await loadLanguage(l);
});
afterAll(async () => {
  await setLanguage('en');
});

const SETTINGS: Settings = {
  volume: 0.7,
  muted: false,
  animationSpeed: 'slow',
  reducedMotion: true,
  textSize: 125,
  bidLens: 'auto',
  highContrast: false,
};

/** The settings screen's controls as the overlay registers them: id and visible label, with their reader roles. */
function settingsIntents(s: Settings, lang: Lang): IntentTarget[] {
  const visible: [string, string][] = [
    ['slider:volume', t('settings.volume')],
    ['button:volume-down', '−'],
    ['button:volume-up', '+'],
    ['button:mute', t(s.muted ? 'settings.muted' : 'settings.soundOn')],
    ...ANIMATION_SPEEDS.map((sp): [string, string] => [`button:speed-${sp}`, t(`settings.speed.${sp}`)]),
    ['button:motion-full', t('settings.motionFull')],
    ['button:motion-reduced', t('settings.motionReduced')],
    ...LANGUAGES.map((l): [string, string] => [`button:language-${l}`, LANGUAGE_NAMES[l]]),
    ...TEXT_SIZES.map((sz): [string, string] => [`button:text-${sz}`, formatPercent(sz / 100)]),
    ['button:settings-close', t('common.done')],
  ];
  return visible.map(([id, label]) => {
    const role = settingsRole(id.slice(id.indexOf(':') + 1), s, lang);
    return role ? { id, label, role } : { id, label };
  });
}

describe('settings through the screen reader', () => {
  for (const lang of LANGUAGES) {
    it(`names every group and says which choice is selected (${lang})`, async () => {
      await setLanguage(lang);
      const blocks = actionBlocks(settingsIntents(SETTINGS, lang), (i) => i.label);
      const byGroup = new Map(blocks.map((b) => [b.group, b]));

      const speeds = byGroup.get(t('settings.animations'));
      expect(speeds?.kind).toBe('radiogroup');
      expect(speeds?.entries.map((e) => [e.label, e.checked])).toEqual(
        ANIMATION_SPEEDS.map((sp) => [t(`settings.speed.${sp}`), sp === 'slow']),
      );
      const sizes = byGroup.get(t('settings.textSize'));
      expect(sizes?.kind).toBe('radiogroup');
      expect(sizes?.entries.filter((e) => e.checked).map((e) => e.label)).toEqual([formatPercent(1.25)]);
      const motion = byGroup.get(t('settings.motion'));
      expect(motion?.entries.map((e) => e.checked)).toEqual([false, true]);
      const langs = byGroup.get(t('settings.language'));
      expect(langs?.kind).toBe('radiogroup');
      expect(langs?.entries.filter((e) => e.checked).map((e) => e.label)).toEqual([LANGUAGE_NAMES[lang]]);

      // The volume's "−" and "+" say what they do and the level now.
      const volume = byGroup.get(t('settings.volume'));
      expect(volume?.kind).toBe('group');
      const signs = volume?.entries.filter((e) => e.id !== 'slider:volume') ?? [];
      expect(signs).toHaveLength(2);
      for (const e of signs) {
        expect(e.label.length).toBeGreaterThan(3);
        expect(e.label).toContain(formatPercent(0.7));
      }

      // Sound is a switch named for what it turns on, whatever its face says.
      const sound = blocks.flatMap((b) => b.entries).find((e) => e.id === 'button:mute');
      expect(sound).toMatchObject({ kind: 'switch', label: t('settings.sound'), checked: true });
      const muted = actionBlocks(settingsIntents({ ...SETTINGS, muted: true }, lang), (i) => i.label)
        .flatMap((b) => b.entries)
        .find((e) => e.id === 'button:mute');
      expect(muted).toMatchObject({ kind: 'switch', label: t('settings.sound'), checked: false });

      // A control with no group stays a plain entry of its own.
      expect(blocks.at(-1)).toMatchObject({ group: null, kind: 'plain' });
    });
  }

  it('keeps the order of the screen and one block per group', () => {
    const blocks = actionBlocks(
      [
        { id: 'a', label: 'A', role: { group: 'G', kind: 'radio', checked: false } },
        { id: 'x', label: 'X' },
        { id: 'b', label: 'B', role: { group: 'G', kind: 'radio', checked: true } },
      ],
      (i) => i.label,
    );
    expect(blocks.map((b) => [b.group, b.entries.map((e) => e.id)])).toEqual([
      ['G', ['a', 'b']],
      [null, ['x']],
    ]);
  });
});

/** The scorepad's tool that steps a parcel through its contents explains itself by its own name (issue 27, item 32). */
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES, setLanguage, t } from '../src/i18n';

afterAll(async () => {
  await setLanguage('en');
});

describe('the scorepad words', () => {
  it('name the stepping tool in its tip and say what a clean check means, in all five languages', async () => {
    const tips = new Set<string>();
    const oks = new Set<string>();
    for (const lang of LANGUAGES) {
      await setLanguage(lang);
      const tool = t('pad.cycle');
      const [head, body = ''] = t('pad.cycleTip', { tool }).split('\n');
      expect(head).toBe(tool);
      expect(body.length).toBeGreaterThan(40);
      tips.add(body);
      expect(t('pad.ok')).toMatch(/:/);
      oks.add(t('pad.ok'));
    }
    expect(tips.size).toBe(LANGUAGES.length);
    expect(oks.size).toBe(LANGUAGES.length);
  });
});

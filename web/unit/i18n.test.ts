// The scripts' words in other languages: plurals by each language's rules, numbers and clocks in
// its digits, a game's end in its words.
import { afterAll, describe, expect, it } from 'vitest';
import { digits, t, tcWords, useCatalogue } from '../src/i18n';
import { fmtClock, fmtDeadline } from '../src/clock';
import { scriptsCatalogue } from './setup';

// The digits the server names for each language (CLDR's, through ICU4X).
const NU: Record<string, string> = { fa: 'arabext', ur: 'arabext' };
const use = (lang: string) =>
  useCatalogue(lang, scriptsCatalogue(lang), NU[lang] ?? 'latn');

describe('the scripts in other languages', () => {
  afterAll(() => use('en'));

  it('chooses plural forms by the language\'s rules', () => {
    use('en');
    expect(t('clock-days', { n: 1 })).toBe('1 day');
    expect(t('clock-days', { n: 3 })).toBe('3 days');
    use('ru');
    expect(t('clock-days', { n: 1 })).toBe('1 день');
    expect(t('clock-days', { n: 3 })).toBe('3 дня');
    expect(t('clock-days', { n: 5 })).toBe('5 дней');
    expect(t('clock-days', { n: 21 })).toBe('21 день');
    use('ar');
    expect(t('clock-days', { n: 2 })).toBe('يومان');
    expect(t('clock-days', { n: 3 })).toContain('أيام');
  });

  it('writes clocks and numbers in the language\'s digits', () => {
    use('fa');
    expect(fmtClock('live', 185000)).toBe('۳:۰۵');
    expect(digits('12.')).toBe('۱۲.');
    expect(t('clock-days', { n: 3 })).toContain('۳');
    expect(fmtDeadline(2 * 86400000 + 5 * 3600000)).toBe(`${t('clock-days', { n: 2 })} ${t('clock-hours', { n: 5 })}`);
    use('hi');
    expect(fmtClock('live', 185000)).toBe('3:05');
    // Arabic's digits as the page names them: the Arabic-Indic ones where it asks for them.
    useCatalogue('ar', scriptsCatalogue('ar'), 'arab');
    expect(fmtClock('live', 185000)).toBe('٣:٠٥');
    expect(t('clock-days', { n: 3 })).toMatch(/٣.* أيام/);
  });

  it('reads the server\'s time controls', () => {
    use('de');
    expect(tcWords('3 days')).toBe('3 Tage');
    expect(tcWords('1 day')).toBe('1 Tag');
    expect(tcWords('unlimited')).toBe('ohne Uhr');
    expect(tcWords('5+3')).toBe('5+3');
  });

  it('gives an unknown key back as it is, so that a missing message shows', () => {
    use('en');
    expect(t('no-such-message')).toBe('no-such-message');
  });
});

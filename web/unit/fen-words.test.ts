// What is wrong with a FEN, said in the page's language from the rules' parts (as the editor and
// the analysis board say it), with English's sentence only where no parts came.
import { afterAll, describe, expect, it } from 'vitest';
import { useCatalogue } from '../src/i18n';
import { fenProblemText } from '../src/study-words';
import type { FenProblemView } from '../src/wire';
import { scriptsCatalogue } from './setup';

const NU: Record<string, string> = { fa: 'arabext', ur: 'arabext' };
const use = (lang: string) => useCatalogue(lang, scriptsCatalogue(lang), NU[lang] ?? 'latn');
const strip = (s: string) => s.replace(/[\u2068\u2069]/g, '');

const ranks: FenProblemView = { field: 'board', at: 1, found: null, code: 'rank-count', args: { given: 7, ranks: 8 } };
const kings: FenProblemView = { field: 'position', at: 1, found: null, code: 'kings', args: { side: 'white', count: 2 } };
const turn: FenProblemView = { field: 'turn', at: 20, found: 'x', code: 'bad-turn', args: {} };

describe('a FEN\'s problem in words', () => {
  afterAll(() => use('en'));

  it('says the field, the place and the problem in English', () => {
    use('en');
    expect(fenProblemText(ranks, 'english')).toBe('In the FEN\'s board (field 1), at character 1: 7 ranks are given; the board has 8.');
    expect(fenProblemText(turn, 'english')).toContain('(“x”)');
    expect(fenProblemText(kings, 'english')).toBe('This position cannot arise: White has 2 kings.');
  });

  it('says them in Persian, with its digits and its name for the side', () => {
    use('fa');
    const said = strip(fenProblemText(ranks, 'english'));
    expect(said).toContain('۷');
    expect(said).toContain('ردیف');
    expect(said).not.toMatch(/ranks|board/);
    expect(strip(fenProblemText(kings, 'english'))).toContain('سفید');
  });

  it('falls back to the sentence given when no parts came', () => {
    use('hi');
    expect(fenProblemText(null, 'a sentence')).toBe('a sentence');
  });
});

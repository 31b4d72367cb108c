// The English catalogues of the pages' scripts (every page's, the study pages' and the game
// page's), as the pages carry them.
import { readFileSync } from 'node:fs';
import { useCatalogue } from '../src/i18n';

/** A language's catalogues for the scripts, all three together. */
export function scriptsCatalogue(lang: string): string {
  return ['scripts', 'study', 'game']
    .map(f => readFileSync(new URL(`../../crates/web/locales/${lang}/${f}.ftl`, import.meta.url), 'utf8'))
    .join('\n');
}

useCatalogue('en', scriptsCatalogue('en'));

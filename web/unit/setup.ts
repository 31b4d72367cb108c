// The English catalogue of the pages' scripts, as an English page carries it.
import { readFileSync } from 'node:fs';
import { useCatalogue } from '../src/i18n';

useCatalogue('en', readFileSync(new URL('../../crates/web/locales/en/scripts.ftl', import.meta.url), 'utf8'));

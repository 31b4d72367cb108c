// The scripts' words in the page's language: the catalogue crates/web/locales/LANG/scripts.ftl,
// which the page carries (`<script id="i18n" type="text/x-fluent" data-lang=LANG>`), read with
// Project Fluent's own library, so that plurals follow the language's rules and numbers come
// out in its digits (Intl).
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';

let bundle: FluentBundle | null = null;
let code = 'en';
let locale = 'en';

/** Reads a catalogue (the page's, or one given by a test); `nu` names the digits the server
 * writes the language's numbers in (Unicode's `latn`, `arabext`, ...), so that both agree. */
export function useCatalogue(lang: string, source: string, nu?: string): void {
  code = lang;
  locale = nu ? `${lang}-u-nu-${nu}` : lang;
  // Isolation marks only where the page runs right to left, as the site's pages do.
  const b = new FluentBundle(locale, { useIsolating: ['fa', 'ar', 'ur'].includes(lang) });
  const errors = b.addResource(new FluentResource(source));
  if (errors.length) console.warn('the page\'s catalogue has mistakes', errors);
  bundle = b;
}

function current(): FluentBundle | null {
  if (!bundle && typeof document !== 'undefined') {
    const el = document.getElementById('i18n');
    if (el) useCatalogue(el.dataset.lang || 'en', el.textContent || '', el.dataset.nu);
  }
  return bundle;
}

/** The page's language code (`en`, `fa`, ...). */
export function pageLang(): string {
  current();
  return code;
}

/** The message `key` in the page's language, with its arguments (numbers as numbers, so that a
 * plural form is chosen and the digits are the language's). The key itself when the catalogue
 * lacks it (a test keeps the catalogues whole). */
export function t(key: string, args?: Record<string, FluentVariable>): string {
  const b = current();
  const message = b?.getMessage(key);
  if (!b || !message?.value) return key;
  return b.formatPattern(message.value, args);
}

/** A built-in game's name in the page's language (`fallback`, the server's name, for a game
 * the catalogue does not name). */
export function gameName(id: string, fallback: string): string {
  const key = `game-${id}`;
  const named = t(key);
  return named === key ? fallback : named;
}

/** A whole number in the page's language's digits and grouping. */
export function num(n: number): string {
  current();
  return new Intl.NumberFormat(locale).format(n);
}

/** A share (0.83) as a percentage in the page's language (`83%`, `٪۸۳`). */
export function percent(share: number): string {
  current();
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A rating in the page's digits, ungrouped: ratings read as labels ("1500"), not counts. */
export function ratingNum(n: number): string {
  current();
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 0 }).format(n);
}

/** `text` with its ASCII digits in the page's language's (clocks, move numbers). */
export function digits(text: string): string {
  current();
  if (code === 'en') return text;
  const f = new Intl.NumberFormat(locale, { useGrouping: false });
  return text.replace(/[0-9]/g, d => f.format(Number(d)));
}

/** A time control as the server writes it (`5+3`, `3 days`, `unlimited`) in the page's
 * language. */
export function tcWords(tc: string): string {
  const days = tc.match(/^(\d+) days?$/);
  if (days) return t('clock-days', { n: Number(days[1]) });
  if (tc === 'unlimited') return t('unlimited');
  return digits(tc);
}

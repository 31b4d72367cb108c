// The trainer's first page: a visitor's puzzle ratings are kept in this browser, so they are
// written here (an account's come with the page).
import type { BrowserRating } from './wire';
import { digits, ratingNum, t } from './i18n';

const home = document.querySelector('.training-home') as HTMLElement | null;
if (home && home.dataset.account !== 'true') {
  for (const span of document.querySelectorAll<HTMLElement>('.puzzle-rating[data-game]')) {
    let b: BrowserRating | null = null;
    try { b = JSON.parse(localStorage.getItem(`rukh-puzzle-rating-${span.dataset.game}`) || 'null'); } catch { b = null; }
    if (!b) continue;
    span.textContent = t('pz-your-rating', { rating: ratingNum(Math.round(b.rating)) + (b.deviation > 110 ? digits('?') : '') });
  }
}

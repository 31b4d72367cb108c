// The problems list: marks the problems solved in this browser.
import { t } from './i18n';

let solved: string[] = [];
try { solved = JSON.parse(localStorage.getItem('rukh-solved') || '[]'); } catch { solved = []; }
for (const id of solved) {
  const card = document.querySelector<HTMLElement>(`[data-problem="${CSS.escape(id)}"]`);
  if (card) { card.classList.add('solved'); card.title = t('pr-solved-here'); }
}

// Moves typed in a box under the board, as lichess takes them: SAN (`e3`, `Nf3`, `Rxa8`, a
// lower-case piece letter too) or coordinates (`e2e3`, `e2-e3`, `b7b8n`). The parser is pure:
// it finds the legal moves a text stands for, and whether a longer text could still mean another.
import type { Legal } from './wire';
import { el } from './dom';
import { t } from './i18n';

/** A move's text without what players may leave out: checks, captures, dashes, `=`, spaces. */
function bare(s: string): string {
  return s.replace(/[+#!?\s\-=x:,]/g, '');
}

/** The legal moves `text` names: every promotion (or bonus) a from-to pair allows, when the text
 * leaves it open; none when it names no legal move. */
export function movesTyped(text: string, legal: Legal[]): Legal[] {
  const t = bare(text);
  if (!t) return [];
  const bySan = legal.filter(m => bare(m.san) === t);
  if (bySan.length > 0) return bySan;
  // A piece letter in lower case (`nf3`): only where it is not also a pawn's file move.
  const cap = t.charAt(0).toUpperCase() + t.slice(1);
  if (cap !== t) {
    const byCap = legal.filter(m => bare(m.san) === cap);
    if (byCap.length > 0) return byCap;
  }
  const lower = t.toLowerCase();
  const exact = legal.filter(m => bare(m.move).toLowerCase() === lower);
  if (exact.length > 0) return exact;
  // From and to only: the promotion and the bonus move are chosen afterwards.
  const m = /^([a-p][0-9]{1,2})([a-p][0-9]{1,2})$/.exec(lower);
  if (m) return legal.filter(x => x.from === m[1] && x.to === m[2]);
  return [];
}

/** True when some legal move's SAN or coordinates begin with `text` and are longer: typing
 * may go on (`e3` may be the start of `e3e4`). */
export function mayContinue(text: string, legal: Legal[]): boolean {
  const t = bare(text);
  if (!t) return true;
  const lower = t.toLowerCase();
  return legal.some(m => {
    const san = bare(m.san), coord = bare(m.move).toLowerCase();
    return (san.startsWith(t) && san !== t) || (coord.startsWith(lower) && coord !== lower)
      || (san.toLowerCase().startsWith(lower) && san.toLowerCase() !== lower);
  });
}

/** What typing `text` does now: play the moves found (the box is sure), wait for more, or say
 * that nothing legal is named. `done` is true once Enter is pressed. */
export function readTyped(text: string, legal: Legal[], done: boolean):
  { play: Legal[] } | { wait: true } | { error: string } {
  const found = movesTyped(text, legal);
  const squares = new Set(found.map(m => `${m.from}${m.to}`));
  if (found.length > 0 && squares.size === 1 && (done || !mayContinue(text, legal))) return { play: found };
  if (found.length > 0 && squares.size > 1 && done) return { error: t('typed-ambiguous', { text: text.trim() }) };
  if (!done) return bare(text) === '' || mayContinue(text, legal) || found.length > 0 ? { wait: true } : { error: t('typed-none', { text: text.trim() }) };
  return { error: t('typed-none', { text: text.trim() }) };
}

/** The move box of a page that is not a live game (analysis, problems, offline play): a form
 * under the board whose text is read against the moves the page allows now. `legal` gives
 * them, or a sentence saying why no move may be typed now; `play` takes the moves the text
 * named (several when a promotion is still to be chosen). */
export class MoveBox {
  readonly form: HTMLFormElement;
  readonly input: HTMLInputElement;
  readonly error: HTMLElement;

  constructor(legal: () => Legal[] | string, play: (found: Legal[]) => void) {
    this.form = el('form', { class: 'move-box', id: 'move-form' }) as HTMLFormElement;
    this.input = el('input', {
      id: 'move-input', autocomplete: 'off', spellcheck: 'false', placeholder: t('move-placeholder'),
      'aria-label': t('move-label'),
    }) as HTMLInputElement;
    this.error = el('div', { class: 'error', id: 'move-error', role: 'alert' });
    this.form.append(this.input, this.error);
    const read = (done: boolean) => {
      const now = legal();
      if (typeof now === 'string') {
        if (done && this.input.value.trim()) this.error.textContent = now;
        return;
      }
      const r = readTyped(this.input.value, now, done);
      this.input.classList.toggle('wrong', 'error' in r);
      if ('play' in r) { this.input.value = ''; this.error.textContent = ''; play(r.play); }
      else if ('error' in r && done) this.error.textContent = r.error;
      else if (!done) this.error.textContent = '';
    };
    this.input.addEventListener('input', () => read(false));
    this.form.onsubmit = e => { e.preventDefault(); read(true); };
  }
}

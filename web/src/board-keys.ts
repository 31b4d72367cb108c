// Keyboard play on every board: the board takes the focus (Tab), the arrow keys move a cursor
// over its squares as the player sees them, Enter (or Space) picks up the man under the cursor
// and Enter again puts it on a square it may go to, Escape lets it go. Each step is said to
// screen readers in words: the square and what stands on it, the squares a picked man may go
// to. The moves themselves are announced by each page (`announce`), as the page knows their SAN.
import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';
import type { VariantInfo } from './types';
import { el } from './dom';
import { t } from './i18n';

const FILES = 'abcdefghijklmnop';
/** chessgroundx's rank characters: '1'–'9', then ':' for 10 and on. */
const RANKS = '123456789:;<=>?@';

/** A square's chessgroundx key from file and rank counted from 0. */
export function keyAt(file: number, rank: number): cg.Key {
  return (FILES[file] + RANKS[rank]) as cg.Key;
}

/** The square's name as players write it (`a10`, not chessgroundx's `a:`). */
export function squareName(key: string): string {
  return key[0] + String(RANKS.indexOf(key[1]) + 1);
}

/** The cursor's next square for an arrow key, as the board is seen: up is away from the player
 * at the bottom. Stays on the edge. */
export function step(file: number, rank: number, arrow: string, o: cg.Color, files: number, ranks: number): [number, number] {
  const sign = o === 'white' ? 1 : -1;
  let f = file, r = rank;
  if (arrow === 'ArrowUp') r += sign;
  else if (arrow === 'ArrowDown') r -= sign;
  else if (arrow === 'ArrowRight') f += sign;
  else if (arrow === 'ArrowLeft') f -= sign;
  return [Math.min(files - 1, Math.max(0, f)), Math.min(ranks - 1, Math.max(0, r))];
}

/** The live region screen readers read from: the page's own (`#announce`) or one made here. */
export function announcer(): HTMLElement {
  let a = document.getElementById('announce');
  if (!a) {
    a = el('div', { class: 'sr-only', id: 'announce', 'aria-live': 'polite' });
    document.body.append(a);
  }
  return a;
}

/** Says `text` to screen readers (again, when it is the same as the last). */
export function announce(text: string): void {
  const a = announcer();
  a.textContent = a.textContent === text ? text + '\u00a0' : text;
}

export interface BoardKeysOptions {
  /** A key the board does not use itself (the editor's piece letters, Delete): true when taken. */
  other?: (e: KeyboardEvent, key: cg.Key) => boolean;
  /** What Enter says the board is for, in the label. */
  label?: string;
}

/** The keyboard's hold on one board. */
export class BoardKeys {
  private file = 0;
  private rank = 0;
  private placed = false;
  private readonly cursor: HTMLElement;

  constructor(
    private readonly wrap: HTMLElement,
    private readonly variant: VariantInfo,
    private readonly ground: () => Api | null | undefined,
    private readonly opts: BoardKeysOptions = {},
  ) {
    wrap.tabIndex = 0;
    wrap.setAttribute('role', 'application');
    wrap.setAttribute('aria-roledescription', t('board-role'));
    wrap.setAttribute('aria-label', opts.label
      ?? t('board-help'));
    this.cursor = el('div', { class: 'kb-cursor', 'aria-hidden': 'true' });
    wrap.append(this.cursor);
    wrap.addEventListener('focus', () => {
      if (!this.placed) this.start();
      this.draw();
      this.say(true);
    });
    wrap.addEventListener('keydown', e => this.key(e));
  }

  /** Where the cursor begins: on the last move's square, else the bottom-left corner. */
  private start(): void {
    const g = this.ground();
    const last = g?.state.lastMove?.[g.state.lastMove.length - 1];
    if (last && last.length === 2 && FILES.includes(last[0])) {
      this.file = FILES.indexOf(last[0]);
      this.rank = RANKS.indexOf(last[1]);
    } else {
      const o = g?.state.orientation ?? 'white';
      this.file = o === 'white' ? 0 : this.variant.files - 1;
      this.rank = o === 'white' ? 0 : this.variant.ranks - 1;
    }
    this.placed = true;
  }

  private keyOf(): cg.Key { return keyAt(this.file, this.rank); }

  private key(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const g = this.ground();
    if (!g) return;
    if (!this.placed) this.start();
    if (e.key.startsWith('Arrow')) {
      [this.file, this.rank] = step(this.file, this.rank, e.key, g.state.orientation, this.variant.files, this.variant.ranks);
      this.draw();
      this.say(false);
    } else if (e.key === 'Enter' || e.key === ' ') {
      const here = this.keyOf();
      const before = g.state.selectable.selected;
      const lastBefore = g.state.lastMove?.join('');
      g.selectSquare(here);
      const now = g.state.selectable.selected;
      if (now && now === here && now !== before) this.sayPicked(g, here);
      else if (!now && before && g.state.lastMove?.join('') === lastBefore && !g.state.premovable.current) {
        announce(t('kb-cannot-go', { square: squareName(here), from: squareName(String(before)) }));
      } else if (!now && !before) {
        if (this.opts.other) this.say(false);
        else announce(t('kb-nothing', { square: squareName(here) }));
      }
    } else if (e.key === 'Escape') {
      if (!g.state.selectable.selected) return;
      g.selectSquare(null);
      announce(t('kb-let-go'));
    } else if (this.opts.other?.(e, this.keyOf())) {
      this.say(false);
    } else return;
    // The page's own keys (the arrows step through the moves) stay off while the board has them.
    e.preventDefault();
    e.stopPropagation();
  }

  /** The cursor drawn over its square as the board is oriented. */
  private draw(): void {
    const o = this.ground()?.state.orientation ?? 'white';
    const v = this.variant;
    const x = o === 'white' ? this.file : v.files - 1 - this.file;
    const y = o === 'white' ? v.ranks - 1 - this.rank : this.rank;
    Object.assign(this.cursor.style, {
      left: `${(100 * x) / v.files}%`, top: `${(100 * y) / v.ranks}%`,
      width: `${100 / v.files}%`, height: `${100 / v.ranks}%`,
    });
  }

  /** The man on a square in words ("white rukh"), or "empty". */
  private what(key: cg.Key): string {
    const p = this.ground()?.state.boardState.pieces.get(key);
    if (!p) return t('kb-empty');
    const letter = p.role.split('-')[0].toUpperCase();
    const name = this.variant.pieces.find(x => x.letter === letter)?.name ?? letter;
    return t('kb-man', { side: t(p.color === 'white' ? 'side-white-lower' : 'side-black-lower'), piece: name.toLowerCase() });
  }

  private say(withHelp: boolean): void {
    const k = this.keyOf();
    let s = t('kb-square', { square: squareName(k), what: this.what(k) });
    const g = this.ground();
    const sel = g?.state.selectable.selected;
    if (sel && typeof sel === 'string' && sel !== k) {
      const dests = g!.state.movable.dests?.get(sel) ?? [];
      if (dests.includes(k)) s += `: ${t('kb-plays-here')}`;
    }
    if (withHelp && !sel) s += `. ${t('kb-help')}`;
    announce(s);
  }

  private sayPicked(g: Api, key: cg.Key): void {
    const dests = g.state.movable.dests?.get(key) ?? g.state.premovable.dests ?? [];
    const to = dests.map(squareName);
    announce(`${t('kb-picked', { what: this.what(key), square: squareName(key) })} `
      + (to.length ? t('kb-can-go', { squares: to.join(', ') })
        : g.state.movable.free ? t('kb-free') : t('kb-no-move')));
  }
}

// What the game page draws from a game: the seats (name, rating, taken pieces, clock), the move
// list, the status line, the end banner's rating change and the tab's title. Functions of the
// game and what the viewer looks at; the controller (main.ts) calls them.
import type * as cg from 'chessgroundx/types';
import type { GameView, VariantInfo } from '../wire';
import { el } from '../dom';
import { pieceUrl, sanWithFigurine } from '../pieces';
import { materialAhead } from './material';
import { digits, num, ratingNum, t } from '../i18n';
import { endText, sideName } from '../ends';

/** A rating's speed (`blitz`, ...) in the page's language. */
export function speedWord(speed: string): string {
  const words: Record<string, string> = {
    bullet: 'speed-bullet', blitz: 'speed-blitz', rapid: 'speed-rapid', classical: 'speed-classical',
    correspondence: 'speed-correspondence',
  };
  return words[speed] ? t(words[speed]) : speed;
}

export { sideName };

/** The game's clock in words: `5+3` (in the language's digits), `3 days`, `unlimited`. */
export function timeControlText(g: GameView): string {
  if (g.clock.kind === 'correspondence') return t('clock-days', { n: g.clock.days_per_move });
  if (g.clock.kind === 'none') return t('unlimited');
  return digits(g.time_control);
}

/** How the game ended, in the page's language (see `endText`). */
export function endWords(g: GameView): string {
  return endText(g.result ?? '*', g.termination ?? '', g.description ?? null);
}

/** A rating as shown: rounded, with "?" while provisional. */
export function ratingText(r: number, provisional: boolean | undefined): string {
  return `${ratingNum(r)}${provisional ? '?' : ''}`;
}

/** A seat: the player's name (linked), rating and its change, the pieces taken, the clock. */
export function seatView(target: HTMLElement, game: GameView, color: cg.Color, variant: VariantInfo, shownPly: number): HTMLElement | null {
  const seat = game[color];
  target.innerHTML = '';
  target.dataset.side = color;
  const name = el('span', { class: 'name' }, `${color === 'white' ? '○' : '●'} `);
  const label = seat.name ?? (seat.seated ? sideName(color) : t('seat-waiting'));
  if (seat.url) name.append(el('a', { href: seat.url, class: 'player-link' }, label));
  else name.append(document.createTextNode(label));
  // Whether the player has the game open (people only; the engine and bots are always there).
  if (seat.online != null && seat.seated) {
    const words = seat.online ? 'here' : 'away';
    const title = seat.online ? t('presence-here-title', { name: label }) : t('presence-away-title', { name: label });
    name.prepend(el('span', { class: `presence ${words}`, id: `presence-${color}`, title, role: 'img', 'aria-label': seat.online ? t('presence-here') : t('presence-away') }));
  }
  if (seat.bot) name.append(' ', el('span', { class: 'bot' }, 'BOT'));
  if (seat.rating) {
    const r = seat.rating;
    const rating = el('span', { class: 'rating', id: `rating-${color}` }, ratingText(r.before, r.provisional));
    if (r.diff !== undefined) rating.append(' ', el('span', { class: r.diff >= 0 ? 'diff up' : 'diff down' }, `${r.diff >= 0 ? '+' : '−'}${num(Math.abs(r.diff))}`));
    name.append(' ', rating);
  }
  target.append(name, capturedBy(game, color, variant, shownPly));
  if (game.clock.kind === 'none') return null;
  const c = el('span', { class: 'clock', id: `clock-${color}`, role: 'timer', 'aria-label': t('clock-of', { side: sideName(color) }) });
  target.append(c);
  return c;
}

function capturedBy(game: GameView, color: cg.Color, variant: VariantInfo, shown: number): HTMLElement {
  const box = el('span', { class: 'captured', id: `captured-by-${color}` });
  const { surplus, points } = materialAhead(game.captures, shown, variant.pieces, color);
  for (const l of surplus) {
    const info = variant.pieces.find(p => p.letter === l.toUpperCase());
    if (!info) continue;
    box.append(el('img', { src: pieceUrl(info, l === l.toUpperCase() ? 'white' : 'black'), alt: info.name, title: info.name, 'data-piece': l }));
  }
  if (points >= 10) {
    const pawns = Math.round(points / 10) / 10;
    box.append(el('span', { class: 'material', title: t('material-ahead', { n: pawns }) }, `+${num(pawns)}`));
  }
  return box;
}

/** The moves, numbered by full moves; the one shown marked. The list scrolls itself (never
 * the page) to keep the marked move in view. */
export function movesView(list: HTMLElement, game: GameView, variant: VariantInfo, shown: number, notation: string, pick: (ply: number) => void): void {
  list.innerHTML = '';
  let li: HTMLElement | null = null;
  const firstBlack = game.start_turn === 'black';
  const startNo = Number(game.start_fen.split(/\s+/)[5]) || 1;
  game.moves.forEach((m, i) => {
    const whiteMove = firstBlack ? i % 2 === 1 : i % 2 === 0;
    if (whiteMove || li === null) {
      li = el('li');
      li.append(el('span', { class: 'no' }, `${digits(String(startNo + Math.floor((i + (firstBlack ? 1 : 0)) / 2)))}.`));
      if (!whiteMove) li.append(el('span', { class: 'gap' }, '…'));
      list.append(li);
    }
    const span = el('button', { class: 'mv', type: 'button', 'data-ply': String(m.ply) });
    if (notation === 'san') sanWithFigurine(span, m.san, whiteMove ? 'white' : 'black', variant.pieces);
    else span.textContent = m.courier;
    if (m.ply === shown) { span.classList.add('current'); span.setAttribute('aria-current', 'step'); }
    span.onclick = () => pick(m.ply);
    li.append(span);
  });
  const current = list.querySelector('.current') as HTMLElement | null;
  const target = current ?? (list.lastElementChild as HTMLElement | null);
  if (!target) return;
  // Scrolls the list only: scrollIntoView would move the page as well.
  if (list.scrollWidth > list.clientWidth + 1 && getComputedStyle(list).overflowX !== 'visible') {
    list.scrollLeft = target.offsetLeft - list.clientWidth / 2;
  } else {
    list.scrollTop = target.offsetTop - list.clientHeight / 2;
  }
}

/** The line under the game's name: whose move, or how the game stands. */
export function statusText(game: GameView): string {
  if (game.status === 'open') return t('status-open');
  if (game.status === 'finished') return t('status-over', { result: game.result ?? '' });
  const yours = game.you === game.turn;
  let s = yours ? t('status-your-move') : t('status-to-move', { side: sideName(game.turn) });
  if (game.you && !yours && game[game.turn].engine) s = t('status-engine');
  return s;
}

/** What a rated game did to the players' ratings: `1500? → 1563 (+63)` for each side; the
 * viewer's own line first. */
export function ratingChange(g: GameView): HTMLElement {
  const box = el('div', { class: 'rating-change', id: 'rating-change' });
  if (!g.rated) return box;
  const sides: cg.Color[] = g.you === 'black' ? ['black', 'white'] : ['white', 'black'];
  for (const c of sides) {
    const r = g[c].rating;
    if (!r || r.after === undefined || r.diff === undefined) continue;
    const who = g.you === c ? t('your-rating') : `${g[c].name ?? sideName(c)}`;
    box.append(el('div', { class: 'line', 'data-side': c },
      `${who}: ${ratingText(r.before, r.provisional)} → ${ratingText(r.after, r.after_provisional)} (${r.diff >= 0 ? '+' : '−'}${num(Math.abs(r.diff))})`));
  }
  return box;
}

/** The tab's title: whose turn it is, so a player sees it from another tab. */
export function tabTitle(g: GameView, variantName: string): string {
  if (g.status === 'finished') return `${g.termination === 'aborted' ? t('aborted') : g.result} · ${variantName} · Rukh`;
  if (g.status === 'open') return `${t('title-open')} · ${variantName} · Rukh`;
  if (g.you && g.you === g.turn) return `● ${t('title-your-turn')} · ${variantName}`;
  if (g.you) return `${t('title-waiting-for', { name: g[g.you === 'white' ? 'black' : 'white'].name ?? t('the-opponent') })} · ${variantName}`;
  return `${g.white.name ?? sideName('white')} – ${g.black.name ?? sideName('black')} · ${variantName} · Rukh`;
}

/** A move in words for the screen reader's live region: "Black played Nf6. Your move." */
export function moveWords(g: GameView): string {
  const m = g.moves[g.moves.length - 1];
  if (!m) return '';
  const mover = g.turn === 'white' ? 'black' : 'white';
  let s = t('said-played', { side: sideName(mover), san: m.san });
  if (g.status === 'finished') s += ` ${t('said-over', { result: g.result ?? '', reason: endWords(g) })}`;
  else if (g.you && g.you === g.turn) s += ` ${t('said-your-move')}`;
  return s;
}

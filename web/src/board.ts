// The board every page draws the same way: the game's own piece pictures in the chosen set, the
// board style (checkered, plain, ashtapada) and coordinates outside the squares.
import type * as cg from 'chessgroundx/types';
import type { VariantInfo } from './types';
import { el } from './dom';
import { pieceUrl } from './pieces';
import { boardSvg } from './boardsvg';

/** The stylesheet that gives each piece letter its picture and each square its size. */
export function pieceStyles(variant: VariantInfo): string {
  let css = '';
  for (const p of variant.pieces) {
    const l = p.letter.toLowerCase();
    css += `.cg-wrap piece.${l}-piece.white{background-image:url('${pieceUrl(p, 'white')}')}`;
    css += `.cg-wrap piece.${l}-piece.black{background-image:url('${pieceUrl(p, 'black')}')}`;
  }
  const w = 100 / variant.files, h = 100 / variant.ranks;
  css += `.board-wrap .cg-wrap piece,.board-wrap cg-board square{width:${w}%;height:${h}%}`;
  css += `.board-wrap{aspect-ratio:${variant.files}/${variant.ranks}}`;
  css += `:root{--board-aspect:${variant.files / variant.ranks}}`;
  return css;
}

/** A board's frame: the square area for chessgroundx and the coordinates beside it. */
export class BoardFrame {
  readonly frame: HTMLElement;
  readonly wrap: HTMLElement;
  readonly boardEl: HTMLElement;
  private readonly ranksEl: HTMLElement;
  private readonly filesEl: HTMLElement;

  constructor(private readonly variant: VariantInfo, onPieceSet?: () => void) {
    const style = el('style');
    style.textContent = pieceStyles(variant);
    document.head.append(style);
    window.addEventListener('rukh-piece-set', () => { style.textContent = pieceStyles(variant); onPieceSet?.(); });
    this.wrap = el('div', { class: 'board-wrap' });
    this.boardEl = el('div', { id: 'board' });
    this.wrap.append(this.boardEl);
    this.frame = el('div', { class: 'board-frame' });
    this.ranksEl = el('div', { class: 'coords-ranks', 'aria-hidden': 'true' });
    this.filesEl = el('div', { class: 'coords-files', 'aria-hidden': 'true' });
    this.frame.append(this.ranksEl, this.wrap, el('div'), this.filesEl);
  }

  /** Coordinates outside the board, beside the ranks and under the files, so none covers a piece. */
  coords(o: cg.Color): void {
    const v = this.variant;
    this.filesEl.innerHTML = '';
    this.ranksEl.innerHTML = '';
    for (let i = 0; i < v.files; i++) {
      const f = o === 'white' ? i : v.files - 1 - i;
      this.filesEl.append(el('span', {}, String.fromCharCode(97 + f)));
    }
    for (let j = 0; j < v.ranks; j++) {
      const r = o === 'white' ? v.ranks - 1 - j : j;
      this.ranksEl.append(el('span', {}, String(r + 1)));
    }
  }

  /** Paints the squares in a style under the pieces, and the coordinates. */
  paint(style: string, o: cg.Color): void {
    const cgBoard = this.boardEl.querySelector('cg-board') as HTMLElement | null;
    if (cgBoard) cgBoard.style.backgroundImage = `url("data:image/svg+xml;utf8,${encodeURIComponent(boardSvg(this.variant.files, this.variant.ranks, style, o))}")`;
    this.coords(o);
  }
}

/** The board style chosen for a game in this browser (or the game's own). */
export function boardStyle(variant: VariantInfo): string {
  return localStorage.getItem('rukh-board-style-' + variant.id) || variant.board || 'checkered';
}

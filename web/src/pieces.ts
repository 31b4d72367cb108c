// Piece pictures in the set the player chose: boards, figurines, promotion choices.
import type * as cg from 'chessgroundx/types';
import type { PieceInfo } from './types';
import { el } from './dom';

/** The piece set the player chose (the header's choice, kept in this browser). */
export function pieceSet(): string {
  const s = localStorage.getItem('rukh-piece-set');
  return s === 'turned' || s === 'letters' ? s : 'figures';
}

/** A piece's picture in the chosen set: its figure, or the lettered disc. */
export function pieceUrl(p: PieceInfo, color: cg.Color): string {
  const side = color === 'white' ? 'w' : 'b';
  const set = pieceSet();
  if (p.figure && set !== 'letters') return `/pieces/${set}/${side}-${p.figure}.svg`;
  const flag = p.royal ? 'r' : p.pawn ? 'p' : '';
  return `/pieces/${side}-${p.letter}${flag}.svg`;
}

/** SAN with the moving piece (and a promotion's piece) drawn as a small figure of the chosen set. */
export function sanWithFigurine(span: HTMLElement, text: string, color: cg.Color, pieces: PieceInfo[]): void {
  const parts = text.split(/([A-Z])/);
  for (const part of parts) {
    const info = /^[A-Z]$/.test(part) ? pieces.find(p => p.letter === part) : undefined;
    if (info && pieceSet() !== 'letters') {
      span.append(el('img', { class: 'figurine', src: pieceUrl(info, color), alt: part, title: info.name }));
    } else if (part) span.append(document.createTextNode(part));
  }
}

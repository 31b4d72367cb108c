// The designer's start position on a board: pieces of the game being designed taken from trays
// (dragged, or chosen and then put with a click) and moved or dragged off the board; every
// change writes the board into the start FEN's field.
import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import type { VariantInfo } from './types';
import { el } from './dom';
import { BoardFrame, boardStyle } from './board';
import { t } from './i18n';
import { SetupTrays, setupConfig } from './setup-board';

export type StartBoard = { setBoard(board: string): void; destroy(): void };

/** Mounts the start board in `host` for `variant`, from `board` (a FEN's board part); `onChange`
 * is told the new board part after each change. */
export function mountStartBoard(host: HTMLElement, variant: VariantInfo, board: string, onChange: (board: string) => void): StartBoard {
  host.innerHTML = '';
  const frame = new BoardFrame(variant);
  // The page's other board (the game played in the designer) is #board.
  frame.boardEl.id = 'design-start-ground';
  let ground: Api;
  const trays = new SetupTrays(variant, () => ground);
  const clear = el('button', { type: 'button', class: 'secondary' }, t('design-clear-board')) as HTMLButtonElement;
  const row = el('p');
  row.append(clear);
  host.append(trays.black, frame.frame, trays.white, row);
  const written = () => onChange(ground.getFen().split(/\s+/)[0]);
  ground = Chessground(frame.boardEl, setupConfig(variant, board, {
    change: written,
    select: key => { if (trays.place(key)) written(); },
  }));
  frame.paint(boardStyle(variant), 'white');
  clear.onclick = () => { ground.setPieces(new Map([...ground.state.boardState.pieces.keys()].map(k => [k, undefined]))); written(); };
  return {
    setBoard(b: string) {
      if (ground.getFen().split(/\s+/)[0] !== b) { ground.set({ fen: b } as never); frame.paint(boardStyle(variant), 'white'); }
    },
    destroy() { ground.destroy(); host.innerHTML = ''; },
  };
}

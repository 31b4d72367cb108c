// The designer's start position on a board: pieces of the game being designed taken from trays
// (dragged, or chosen and then put with a click) and moved or dragged off the board; every
// change writes the board into the start FEN's field.
import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';
import type { PieceInfo, VariantInfo } from './types';
import { el } from './dom';
import { pieceUrl } from './pieces';
import { BoardFrame, boardStyle } from './board';
import { t } from './i18n';
import { sideName } from './ends';

export type StartBoard = { setBoard(board: string): void; destroy(): void };

/** Mounts the start board in `host` for `variant`, from `board` (a FEN's board part); `onChange`
 * is told the new board part after each change. */
export function mountStartBoard(host: HTMLElement, variant: VariantInfo, board: string, onChange: (board: string) => void): StartBoard {
  host.innerHTML = '';
  const frame = new BoardFrame(variant);
  // The page's other board (the game played in the designer) is #board.
  frame.boardEl.id = 'design-start-ground';
  let tool: { piece: PieceInfo; color: cg.Color } | 'delete' | null = null;
  const buttons: HTMLButtonElement[] = [];
  const paint = () => {
    for (const b of buttons) {
      const on = tool === 'delete' ? b.dataset.piece === 'delete' : !!tool && b.dataset.piece === (tool.color === 'white' ? tool.piece.letter : tool.piece.letter.toLowerCase());
      b.classList.toggle('chosen', on);
      b.setAttribute('aria-pressed', String(on));
    }
  };
  let ground: Api;
  const drag = (ev: MouseEvent | TouchEvent, p: PieceInfo, color: cg.Color) => {
    if (ev instanceof MouseEvent && ev.button !== 0) return;
    ev.preventDefault();
    ground.dragNewPiece({ role: `${p.letter.toLowerCase()}-piece` as cg.Role, color }, false, ev as cg.MouchEvent, true);
  };
  const tray = (color: cg.Color) => {
    const box = el('div', { class: 'tray', role: 'group', 'aria-label': t('ed-tray', { side: sideName(color) }) });
    for (const p of variant.pieces) {
      const letter = color === 'white' ? p.letter : p.letter.toLowerCase();
      const b = el('button', { type: 'button', class: 'tray-piece', 'aria-pressed': 'false', 'data-piece': letter,
        title: t('kb-man', { side: t(color === 'white' ? 'side-white-lower' : 'side-black-lower'), piece: p.name }) }) as HTMLButtonElement;
      b.append(el('img', { src: pieceUrl(p, color), alt: t('kb-man', { side: t(color === 'white' ? 'side-white-lower' : 'side-black-lower'), piece: p.name }), draggable: 'false' }));
      b.addEventListener('mousedown', ev => drag(ev, p, color));
      b.addEventListener('touchstart', ev => drag(ev, p, color), { passive: false });
      b.onclick = () => { tool = tool !== 'delete' && tool?.piece === p && tool.color === color ? null : { piece: p, color }; paint(); };
      buttons.push(b);
      box.append(b);
    }
    return box;
  };
  const eraser = el('button', { type: 'button', class: 'tray-piece eraser', 'data-piece': 'delete', 'aria-pressed': 'false', title: t('ed-eraser'), 'aria-label': t('ed-eraser') }, '✕') as HTMLButtonElement;
  eraser.onclick = () => { tool = tool === 'delete' ? null : 'delete'; paint(); };
  buttons.push(eraser);
  const clear = el('button', { type: 'button', class: 'secondary' }, t('design-clear-board')) as HTMLButtonElement;
  const white = tray('white');
  white.append(eraser);
  const row = el('p');
  row.append(clear);
  host.append(tray('black'), frame.frame, white, row);
  const written = () => onChange(ground.getFen().split(/\s+/)[0]);
  ground = Chessground(frame.boardEl, {
    fen: board,
    orientation: 'white',
    coordinates: false,
    dimensions: { width: variant.files, height: variant.ranks },
    movable: { free: true, color: 'both', showDests: false },
    draggable: { enabled: true, deleteOnDropOff: true },
    premovable: { enabled: false },
    highlight: { lastMove: false, check: false },
    animation: { enabled: false },
    events: {
      change: written,
      select: (key: cg.Key) => {
        if (!tool) return;
        const here = ground.state.boardState.pieces.get(key);
        const diff: cg.PiecesDiff = new Map();
        if (tool === 'delete') diff.set(key, undefined);
        else {
          const role = `${tool.piece.letter.toLowerCase()}-piece` as cg.Role;
          diff.set(key, here && here.role === role && here.color === tool.color ? undefined : { role, color: tool.color });
        }
        ground.setPieces(diff);
        ground.selectSquare(null);
        written();
      },
    },
  } as never);
  frame.paint(boardStyle(variant), 'white');
  clear.onclick = () => { ground.setPieces(new Map([...ground.state.boardState.pieces.keys()].map(k => [k, undefined]))); written(); };
  return {
    setBoard(b: string) {
      if (ground.getFen().split(/\s+/)[0] !== b) { ground.set({ fen: b } as never); frame.paint(boardStyle(variant), 'white'); }
    },
    destroy() { ground.destroy(); host.innerHTML = ''; },
  };
}

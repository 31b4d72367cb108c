// The position editor: pieces of the game from trays onto the board, the side to move and what
// the FEN carries beyond the board (Parsi's unmoved masters and raja leap, Kamil's lone-king
// counts). The server's rules check every change; from a valid position: copy the FEN, analyse
// it, play the engine or invite a friend.
import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';
import type { VariantInfo } from './types';
import type { PositionCheck } from './wire';
import { checkHere, rulesHere } from './rules-here';
import { el } from './dom';
import { BoardFrame, boardStyle } from './board';
import { BoardKeys } from './board-keys';
import { SetupTrays, setupConfig } from './setup-board';
import { t } from './i18n';
import { endText, sideName } from './ends';
import { fenProblemText } from './study-words';

type Variant = VariantInfo;
const root = document.getElementById('editor') as HTMLElement;
const variant: Variant = JSON.parse(root.dataset.variant!);
const rules = root.dataset.rules || '{}';
const initial = root.dataset.fen || variant.start_fen;

/** A FEN's board as squares and letters (numbers of more than one digit allowed: 10x8 boards). */
function readBoard(board: string): Map<string, string> {
  const out = new Map<string, string>();
  board.split('/').forEach((row, i) => {
    const rank = variant.ranks - i;
    let file = 0;
    for (const m of row.matchAll(/(\d+)|([A-Za-z])/g)) {
      if (m[1]) file += parseInt(m[1], 10);
      else { out.set(String.fromCharCode(97 + file) + rank, m[2]); file += 1; }
    }
  });
  return out;
}

const startFields = variant.start_fen.split(/\s+/);
const startBoard = readBoard(startFields[0]);
/** The start's flags (Parsi): a file letter per unmoved master piece, L/l for the leap. */
const startFlags = (startFields[2] ?? '-') === '-' ? [] : [...startFields[2]];
const counted = variant.rules['bare-king'] === 'counted';

// ---- Layout ----
document.getElementById('loading')?.remove();
const frame = new BoardFrame(variant);
const layout = el('div', { class: 'game-layout editor-layout' });
const boardCol = el('div', { class: 'board-col' });
const side = el('div', { class: 'side' });
const trays = new SetupTrays(variant, () => ground, true);
const topTray = trays.black;
const bottomTray = trays.white;
boardCol.append(topTray, frame.frame, bottomTray);

const controls = el('div', { class: 'card editor-controls' });
const turnSelect = el('select', { id: 'turn' });
turnSelect.append(el('option', { value: 'w' }, t('an-to-move', { side: sideName('white') })), el('option', { value: 'b' }, t('an-to-move', { side: sideName('black') })));
turnSelect.value = (initial.split(/\s+/)[1] ?? 'w') === 'b' ? 'b' : 'w';
const turnLabel = el('label', {}, `${t('ed-side-to-move')} `);
turnLabel.append(turnSelect);
controls.append(turnLabel);
const flagBoxes = new Map<string, HTMLInputElement>();
if (startFlags.length > 0) {
  const box = el('fieldset', { class: 'flags' });
  box.append(el('legend', {}, t('ed-unmoved')));
  const given = new Set([...(initial.split(/\s+/)[2] ?? '-')]);
  for (const f of startFlags) {
    const white = f === f.toUpperCase();
    const rank = white ? 1 : variant.ranks;
    const sq = f.toLowerCase() + rank;
    const side = sideName(white ? 'white' : 'black');
    const what = f === 'L' || f === 'l'
      ? t('ed-may-leap', { side })
      : t('ed-unmoved-piece', { side, piece: variant.pieces.find(p => p.letter === startBoard.get(sq)?.toUpperCase())?.name ?? '?', square: sq });
    const cb = el('input', { type: 'checkbox', 'data-flag': f });
    cb.checked = given.has(f);
    const label = el('label', { class: 'flag' });
    label.append(cb, document.createTextNode(' ' + what));
    box.append(label);
    flagBoxes.set(f, cb);
    cb.onchange = () => changed();
  }
  controls.append(box);
}
const countInputs: HTMLInputElement[] = [];
const countsBox = el('div', { class: 'counts' });
if (counted) {
  const seventh = (initial.split(/\s+/)[6] ?? '').match(/^w(\d+)b(\d+)$/);
  countsBox.append(el('span', {}, `${t('ed-lone-count')} `));
  for (const [i, c] of ['White', 'Black'].entries()) {
    const inp = el('input', { type: 'number', min: '0', max: '99', value: seventh ? seventh[i + 1] : '0', id: `count-${c.toLowerCase()}` });
    inp.style.width = '4rem';
    inp.oninput = () => changed();
    countsBox.append(document.createTextNode(` ${sideName(c === 'White' ? 'white' : 'black')} `), inp);
    countInputs.push(inp);
  }
  controls.append(countsBox);
}
const numbers = el('div', { class: 'numbers' });
const halfmove = el('input', { type: 'number', min: '0', value: initial.split(/\s+/)[4] ?? '0', id: 'halfmove' });
const fullmove = el('input', { type: 'number', min: '1', value: initial.split(/\s+/)[5] ?? '1', id: 'fullmove' });
halfmove.style.width = fullmove.style.width = '4.5rem';
const halfLabel = el('label', {}, `${t('ed-halfmoves')} `);
halfLabel.append(halfmove);
const fullLabel = el('label', {}, `${t('ed-move-number')} `);
fullLabel.append(fullmove);
numbers.append(halfLabel, fullLabel);
controls.append(numbers);
const quick = el('div', { class: 'tools' });
const button = (label: string, id: string, f: () => void) => { const b = el('button', { class: 'secondary', id }, label); b.onclick = f; quick.append(b); return b; };
button(t('ed-start'), 'start-position', () => load(variant.start_fen));
button(t('ed-clear'), 'clear-board', () => { ground.setPieces(new Map([...ground.state.boardState.pieces.keys()].map(k => [k, undefined]))); changed(); });
button(t('an-flip'), 'flip', () => { ground.toggleOrientation(); paint(); });
controls.append(quick);

const verdict = el('div', { class: 'verdict', id: 'verdict', role: 'status' });
const fenRow = el('div', { class: 'fen-row' });
const fenInput = el('input', { id: 'fen', 'aria-label': 'FEN', spellcheck: 'false' });
const fenLoad = el('button', { class: 'secondary', title: t('ed-load-title') }, t('an-load'));
fenLoad.onclick = () => load(fenInput.value.trim());
fenRow.append(fenInput, fenLoad);
const next = el('div', { class: 'tools', id: 'next-steps' });
const copy = el('button', { id: 'copy-fen' }, t('ed-copy'));
copy.onclick = async () => {
  try { await navigator.clipboard.writeText(fenInput.value); } catch { fenInput.select(); document.execCommand('copy'); }
  copy.textContent = t('ed-copied'); setTimeout(() => { copy.textContent = t('ed-copy'); }, 1500);
};
const analyse = el('a', { class: 'button', id: 'to-analysis' }, t('ed-analyse'));
const playEngine = el('a', { class: 'button', id: 'play-engine' }, t('ed-play-engine'));
const invite = el('a', { class: 'button secondary', id: 'invite-friend' }, t('ed-invite'));
// The engine in the browser plays the five games with their usual rules.
const offline = el('a', { class: 'button secondary', id: 'play-offline' }, t('ed-offline'));
next.append(copy, analyse, playEngine, invite);
if (['shatranj', 'chaturanga-davidson', 'parsi', 'shatranj-kamil-64', 'great-shatranj'].includes(variant.id) && (rules === '{}' || rules === '')) next.append(offline);
side.append(controls, el('h3', {}, t('an-position')), verdict, fenRow, next);
layout.append(boardCol, side);
root.append(layout);

// ---- The board ----
const ground: Api = Chessground(frame.boardEl, setupConfig(variant, initial.split(/\s+/)[0], {
  change: () => changed(),
  select: (key: cg.Key) => { if (trays.place(key)) changed(); },
}));

// The board by keyboard: a piece's letter puts it on the cursor's square (capital for White),
// Delete or Backspace clears it; Enter picks up a man and Enter again moves it (or, with a
// piece chosen in a tray, puts that piece there).
new BoardKeys(frame.wrap, variant, () => ground, {
  label: t('ed-board-help'),
  other: (e, key) => {
    if (e.key === 'Delete' || e.key === 'Backspace') {
      ground.setPieces(new Map([[key, undefined]]));
      changed();
      return true;
    }
    const p = e.key.length === 1 ? variant.pieces.find(x => x.letter === e.key.toUpperCase()) : undefined;
    if (!p) return false;
    const color: cg.Color = e.key === e.key.toUpperCase() ? 'white' : 'black';
    ground.setPieces(new Map([[key, { role: `${p.letter.toLowerCase()}-piece` as cg.Role, color }]]));
    changed();
    return true;
  },
});

function paint(): void {
  const o = ground.state.orientation;
  frame.paint(boardStyle(variant), o);
  // The tray of the side at the bottom sits under the board.
  boardCol.prepend(o === 'white' ? topTray : bottomTray);
  boardCol.append(o === 'white' ? bottomTray : topTray);
  bottomTray.append(trays.eraser);
}

/** The FEN of what is on the page: board, side, flags, counters, lone-king counts. */
function fen(): string {
  const board = ground.getFen().split(/\s+/)[0];
  const placed = readBoard(board);
  // A flag only stands while its piece is still on its start square.
  const flags = startFlags.filter(f => {
    const box = flagBoxes.get(f)!;
    if (f === 'L' || f === 'l') return box.checked;
    const rank = f === f.toUpperCase() ? 1 : variant.ranks;
    const sq = f.toLowerCase() + rank;
    const ok = placed.get(sq) === startBoard.get(sq);
    box.disabled = !ok;
    if (!ok) box.checked = false;
    return ok && box.checked;
  }).join('') || '-';
  let f = `${board} ${turnSelect.value} ${flags} - ${Math.max(0, parseInt(halfmove.value, 10) || 0)} ${Math.max(1, parseInt(fullmove.value, 10) || 1)}`;
  if (counted) {
    const men = (white: boolean) => [...placed.values()].filter(l => (l === l.toUpperCase()) === white && variant.pieces.find(p => p.letter === l.toUpperCase() && !p.royal)).length;
    const lone = men(true) === 0 || men(false) === 0;
    countsBox.hidden = !lone;
    if (lone) f += ` w${parseInt(countInputs[0].value, 10) || 0}b${parseInt(countInputs[1].value, 10) || 0}`;
  }
  return f;
}

let timer: number | undefined;
let asked = 0;
function changed(): void {
  const f = fen();
  fenInput.value = f;
  clearTimeout(timer);
  timer = window.setTimeout(() => void check(f), 120);
}

async function check(f: string): Promise<void> {
  const n = ++asked;
  const q = new URLSearchParams({ variant: variant.id, rules, fen: f });
  let j: PositionCheck;
  if (await rulesHere(variant.id, rules)) {
    // Checked in this browser: no round trip.
    try { j = checkHere(variant.id, f); } catch (e) { j = { ok: false, error: (e as Error).message, problem: null }; }
  } else {
    try { j = await (await fetch(`/api/positions/check?${q}`)).json(); } catch { j = { ok: false, error: t('ed-unreachable'), problem: null }; }
  }
  if (n !== asked) return;
  verdict.className = 'verdict ' + (j.ok ? 'ok' : 'bad');
  verdict.textContent = j.ok
    ? (j.outcome ? t('ed-finished', { result: j.outcome.result, reason: endText(j.outcome.result, j.outcome.termination ?? '', j.outcome.description) })
      : t(j.check ? 'ed-legal-check' : 'ed-legal', { side: sideName(j.turn) }))
    : t('ed-not-position', { game: variant.name, text: fenProblemText(j.problem, j.error) });
  const good = j.ok && !j.outcome;
  const canon = j.ok ? j.fen : f;
  const base = `variant=${encodeURIComponent(variant.id)}&fen=${encodeURIComponent(canon)}`;
  for (const [a, href] of [
    [analyse, `/analysis/${encodeURIComponent(variant.id)}?fen=${encodeURIComponent(canon)}${rules !== '{}' ? '&rules=' + encodeURIComponent(rules) : ''}`],
    [playEngine, `/?${base}&opponent=engine`],
    [invite, `/?${base}&opponent=human`],
    [offline, `/offline/${encodeURIComponent(variant.id)}?fen=${encodeURIComponent(canon)}`],
  ] as const) {
    a.classList.toggle('disabled', !(j.ok && (a === analyse || good)));
    if (j.ok && (a === analyse || good)) a.removeAttribute('aria-disabled'); else a.setAttribute('aria-disabled', 'true');
    if (j.ok && (a === analyse || good)) a.setAttribute('href', href); else a.removeAttribute('href');
  }
  copy.disabled = !j.ok;
}

/** Sets the whole page from a FEN. */
function load(f: string): void {
  const fields = f.split(/\s+/);
  ground.set({ fen: fields[0] } as never);
  turnSelect.value = fields[1] === 'b' ? 'b' : 'w';
  const given = new Set([...(fields[2] ?? '-')]);
  for (const [flag, box] of flagBoxes) box.checked = given.has(flag);
  halfmove.value = fields[4] ?? '0';
  fullmove.value = fields[5] ?? '1';
  const seventh = (fields[6] ?? '').match(/^w(\d+)b(\d+)$/);
  if (seventh && countInputs.length === 2) { countInputs[0].value = seventh[1]; countInputs[1].value = seventh[2]; }
  changed();
}

for (const x of [turnSelect, halfmove, fullmove]) x.addEventListener('change', () => changed());
fenInput.addEventListener('keydown', e => { if (e.key === 'Enter') load(fenInput.value.trim()); });
paint();
changed();

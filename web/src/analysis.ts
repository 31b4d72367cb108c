// The analysis board: explore any position of a game with the server's engine. Moves form a tree
// (main line and side lines) kept in the page's address; the engine's three best lines, an
// evaluation bar and arrows follow the position shown; the tree exports as PGN with variations.
// A finished game's review (an evaluation of every ply) draws a graph and marks the mistakes.
import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';
import type { Legal, VariantInfo } from './types';
import type { AnalysisMessage, AnalysisRequest, PvLine } from './wire';
import { el } from './dom';
import { netFor } from './nets';
import { sanWithFigurine } from './pieces';
import { BoardFrame, boardStyle } from './board';
import { BOARD_COLOURS, boardColours } from './boardsvg';
import { ReviewPanel } from './review';
import { MoveChooser } from './promotion';
import { MoveBox } from './typed-move';
import { setPref } from './prefs';
import { BoardKeys, announce } from './board-keys';
import { digits, t } from './i18n';
import { endText, sideName } from './ends';
import { fenProblemText, tableMoveText, tableVerdict, scoreText } from './study-words';
import { type TNode, add, coordsOf, indicesOf, isMain, newTree, parseTree, pathOf, promote, remove, serialize } from './tree';

const root = document.getElementById('analysis') as HTMLElement;
const variant: VariantInfo = JSON.parse(root.dataset.variant!);
const rules = root.dataset.rules || '{}';
const startFen = root.dataset.fen || (variant as VariantInfo & { start_fen: string }).start_fen;
const gameId = root.dataset.game || '';
const result = root.dataset.result || '*';
const mainline: { coord: string; san: string }[] = JSON.parse(root.dataset.mainline || '[]');

// ---- The tree of moves (tree.ts) ----
const tree: TNode = newTree();
let cur: TNode = tree;

function saveAddress(): void {
  const h = new URLSearchParams();
  const t = serialize(tree);
  if (t) h.set('t', t);
  const c = indicesOf(cur);
  if (c.length) h.set('c', c.join('.'));
  history.replaceState(null, '', location.pathname + location.search + (h.toString() ? '#' + h.toString() : ''));
}

// ---- Layout ----
document.getElementById('loading')?.remove();
const frame = new BoardFrame(variant, () => renderMoves());
const layout = el('div', { class: 'game-layout analysis-layout' });
const boardCol = el('div', { class: 'board-col' });
const evalBar = el('div', { class: 'eval-bar', id: 'eval-bar', title: t('an-eval-title') });
const evalWhite = el('div', { class: 'eval-white' });
evalBar.append(evalWhite);
const boardRow = el('div', { class: 'board-row' });
boardRow.append(evalBar, frame.frame);
const stepBar = el('div', { class: 'steps' });
const styleSelect = el('select', { id: 'board-style', title: t('board-style'), 'aria-label': t('board-style') });
const STYLES: Record<string, string> = { checkered: 'style-checkered', plain: 'style-plain', ashtapada: 'style-ashtapada' };
for (const [s, key] of Object.entries(STYLES)) styleSelect.append(el('option', { value: s }, t(key)));
styleSelect.value = boardStyle(variant);
let flipped = false;
const stepButton = (label: string, title: string, f: () => void) => {
  const b = el('button', { class: 'secondary', title }, label); b.onclick = f; stepBar.append(b); return b;
};
stepButton('«', t('an-step-start'), () => go(tree));
stepButton('‹', t('an-step-back'), () => go(cur.parent ?? tree));
stepButton('›', t('an-step-forward'), () => { if (cur.children[0]) go(cur.children[0]); });
stepButton('»', t('an-step-end'), () => { let x = cur; while (x.children[0]) x = x.children[0]; go(x); });
stepButton(t('an-flip'), t('flip'), () => { flipped = !flipped; render(); });
stepBar.append(styleSelect);
const coloursSelect = el('select', { id: 'board-colours', title: t('board-colours'), 'aria-label': t('board-colours') });
const COLOUR_WORDS: Record<string, string> = { wood: 'colour-wood', sand: 'colour-sand', green: 'colour-green', blue: 'colour-blue', grey: 'colour-grey' };
for (const [k, c] of Object.entries(BOARD_COLOURS)) coloursSelect.append(el('option', { value: k }, COLOUR_WORDS[k] ? t(COLOUR_WORDS[k]) : c.name));
coloursSelect.value = boardColours();
coloursSelect.onchange = () => { setPref('rukh-board-colours', coloursSelect.value); render(); };
stepBar.append(coloursSelect);
// Moves by keyboard: typed in the box under the board, or picked on the board with the arrow keys.
const moveBox = new MoveBox(
  () => !shown ? t('an-still-loading') : shown.outcome ? t('an-over') : shown.legal,
  found => chooser.choose(found, shown?.turn ?? 'white', played, () => render()),
);
boardCol.append(boardRow, stepBar, moveBox.form);

const side = el('div', { class: 'side' });
const enginePanel = el('div', { class: 'card engine', id: 'engine' });
const engineHead = el('div', { class: 'engine-head' });
const engineToggle = el('input', { type: 'checkbox', id: 'engine-on' });
engineToggle.checked = localStorage.getItem('rukh-engine') !== 'off';
const engineLabel = el('label', { for: 'engine-on', class: 'engine-toggle' });
engineLabel.append(engineToggle, document.createTextNode(` ${t('an-engine')}`));
const evalEl = el('strong', { class: 'eval', id: 'eval' }, '…');
const depthEl = el('span', { class: 'muted', id: 'depth' });
// Where the engine thinks: in this browser (WebAssembly, in a worker; the default, for the five
// games with their usual rules) or on the server (with its endgame tables, and for games of a
// variant file or switched rules).
const BROWSER_GAMES = ['shatranj', 'chaturanga-davidson', 'parsi', 'shatranj-kamil-64', 'great-shatranj'];
// A game of the operator's or a player's design comes with its variant file, which the engine
// in the browser reads as it reads the five.
const variantFile = root.dataset.variantFile;
const browserCapable = typeof WebAssembly === 'object' && typeof Worker === 'function'
  && (BROWSER_GAMES.includes(variant.id) || !!variantFile) && (rules === '{}' || rules === '');
const whereSelect = el('select', { id: 'engine-where', 'aria-label': t('an-where') }) as HTMLSelectElement;
whereSelect.append(el('option', { value: 'browser' }, t('an-in-browser')), el('option', { value: 'server' }, t('an-on-server')));
whereSelect.value = browserCapable && localStorage.getItem('rukh-engine-where') !== 'server' ? 'browser' : 'server';
whereSelect.hidden = !browserCapable;
engineHead.append(engineLabel, whereSelect, evalEl, depthEl);
const linesEl = el('div', { class: 'lines', id: 'lines' });
const engineNote = el('div', { class: 'muted', id: 'engine-note' });
enginePanel.append(engineHead, linesEl, engineNote);
// The endgame tables' verdict, where the server has tables for the position.
const tbPanel = el('div', { class: 'card tablebase', id: 'tablebase' });
tbPanel.hidden = true;
const statusEl = el('div', { class: 'status', id: 'status', role: 'status' });
const picker = el('div', { class: 'picker', id: 'picker' });
const chooser = new MoveChooser(picker, variant, () => ground);
const movesEl = el('div', { class: 'tree', id: 'tree', tabindex: '0', role: 'region', 'aria-label': t('an-moves') });
const review = new ReviewPanel(gameId, mainline.length, ply => {
  let x = tree;
  for (let i = 0; i < ply && x.children[0]; i++) x = x.children[0];
  go(x);
}, fullmoveOfStart().white);
window.addEventListener('rukh-review', () => renderMoves());
const tools = el('div', { class: 'tools' });
const deleteButton = el('button', { class: 'secondary', id: 'delete-line', title: t('an-delete-title') }, t('an-delete'));
deleteButton.onclick = () => {
  const p = remove(cur);
  if (p) go(p);
};
const promoteButton = el('button', { class: 'secondary', id: 'promote-line', title: t('an-promote-title') }, t('an-promote'));
promoteButton.onclick = () => {
  // The side line this move is on moves to the front of its branch.
  promote(cur);
  saveAddress(); renderMoves();
};
tools.append(deleteButton, promoteButton);
const fenRow = el('div', { class: 'fen-row' });
const fenInput = el('input', { id: 'fen-now', 'aria-label': t('an-fen-label'), spellcheck: 'false' });
const fenLoad = el('button', { class: 'secondary', title: t('an-load-title') }, t('an-load'));
fenLoad.onclick = () => {
  location.href = `/analysis/${encodeURIComponent(variant.id)}?fen=${encodeURIComponent(fenInput.value.trim())}${rules !== '{}' ? '&rules=' + encodeURIComponent(rules) : ''}`;
};
fenRow.append(fenInput, fenLoad);
const exportRow = el('div', { class: 'tools' });
const pgnButton = el('button', { class: 'secondary', id: 'pgn-show' }, 'PGN');
const pgnBox = el('textarea', { id: 'pgn', readonly: '', rows: '6', 'aria-label': t('an-pgn-label') });
pgnBox.hidden = true;
pgnButton.onclick = () => { pgnBox.value = pgn(); pgnBox.hidden = !pgnBox.hidden; };
const pgnDownload = el('a', { class: 'button secondary', id: 'pgn-download', download: 'analysis.pgn', href: '#' }, t('an-pgn-download'));
pgnDownload.onclick = () => { pgnDownload.setAttribute('href', URL.createObjectURL(new Blob([pgn()], { type: 'application/x-chess-pgn' }))); };
const editorLink = el('a', { class: 'button secondary', id: 'to-editor' }, t('an-edit'));
const playLink = el('a', { class: 'button secondary', id: 'to-play' }, t('an-play-here'));
const diagramLink = el('a', { class: 'button secondary', id: 'diagram-download', title: t('an-diagram-title') }, t('an-diagram'));
exportRow.append(pgnButton, pgnDownload, diagramLink, editorLink, playLink);
side.append(enginePanel, tbPanel, statusEl, picker, review.element, el('h3', {}, t('an-moves')), movesEl, tools, el('h3', {}, t('an-position')), fenRow, exportRow, pgnBox);
layout.append(boardCol, side);
root.append(layout);

// ---- The position shown, as the server describes it ----
type PositionView = Extract<AnalysisMessage, { type: 'position' }>;
type Line = PvLine;
let shown: PositionView | null = null;
let lines: Line[] = [];
let seq = 0;
let ground: Api | null = null;
new BoardKeys(frame.wrap, variant, () => ground);
let socket: WebSocket | null = null;
const waiting = new Map<number, TNode>(); // line requests (SAN for links) by their number

/** Whether the engine runs in this browser. */
function inBrowser(): boolean {
  return browserCapable && whereSelect.value === 'browser';
}

// ---- The engine in this browser ----
let wasmModule: Promise<WebAssembly.Module> | null = null;
let worker: Worker | null = null;

function stopWorker(): void {
  worker?.terminate();
  worker = null;
}

/** Analyses `fen` in a fresh worker (the last one, still searching, is ended). */
function analyseHere(fen: string, asked: number): void {
  stopWorker();
  wasmModule ??= WebAssembly.compileStreaming(fetch(document.body.dataset.wasm || '/assets/rukh_bg.wasm'));
  const w = new Worker(document.body.dataset.worker || '/assets/engine-worker.js', { type: 'module' });
  worker = w;
  w.onmessage = ev => {
    const msg = ev.data as AnalysisMessage;
    if (msg.type === 'error') {
      engineNote.textContent = analysisError(msg);
      if (worker === w) stopWorker();
      return;
    }
    if (msg.type === 'analysis' && msg.seq === seq) onAnalysis(msg);
  };
  w.onerror = () => {
    engineNote.textContent = t('an-browser-stopped');
    if (worker === w) stopWorker();
  };
  wasmModule.then(module => {
    if (worker === w) w.postMessage({ module, seq: asked, variant: variantFile ?? variant.id, net: variantFile ? undefined : netFor(variant.id), fen, multipv: 3, movetime: 60_000 });
  }).catch(() => {
    engineNote.textContent = t('an-browser-failed');
    whereSelect.value = 'server';
    whereSelect.hidden = true;
    request();
  });
}

/** The engine's lines for the position shown: best first while the engine searches too (its
 * lines of a depth come one by one). */
function onAnalysis(msg: Extract<AnalysisMessage, { type: 'analysis' }>): void {
  const whiteToMove = (shown?.turn ?? 'white') === 'white';
  lines = [...msg.lines].sort((x, y) => worth(y, whiteToMove) - worth(x, whiteToMove));
  depthEl.textContent = [t('an-depth', { n: msg.depth }), ...(msg.nps ? [t('an-speed', { n: Math.round(msg.nps / 1000) })] : []), ...(msg.done ? [t('an-done')] : [])].join(' · ');
  renderEngine();
  // Only the arrows change on the board: a move being made there (the board tells the page of
  // it a moment later) is not undone by setting the position again.
  ground?.setAutoShapes(arrows() as never);
}

function send(msg: AnalysisRequest): void {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(msg));
}

/** Asks for the position of the current node (and its analysis, with the engine on). */
function request(): void {
  seq += 1;
  shown = null; lines = [];
  stopWorker();
  send({ type: 'position', seq, fen: startFen, moves: coordsOf(cur), analyse: engineToggle.checked && !inBrowser() });
  render();
}

function go(n: TNode): void {
  chooser.close();
  cur = n;
  saveAddress();
  request();
}

function fullmoveOfStart(): { white: boolean; number: number } {
  const f = startFen.split(/\s+/);
  const n = parseInt(f[5] ?? f[4] ?? '1', 10);
  return { white: (f[1] ?? 'w') === 'w', number: Number.isFinite(n) && n > 0 ? n : 1 };
}

/** Which side played the move at a depth of the tree (1 = the first move). */
function moveLabel(depth: number, force: boolean): { white: boolean; text: string } {
  const s = fullmoveOfStart();
  const idx = depth - 1 + (s.white ? 0 : 1);
  const white = idx % 2 === 0;
  const number = s.number + Math.floor(idx / 2);
  return { white, text: white ? `${number}.` : force ? `${number}…` : '' };
}

function moveSpan(n: TNode, depth: number, force: boolean): HTMLElement {
  const lab = moveLabel(depth, force);
  const span = el('span', { class: 'mv', 'data-path': indicesOf(n).join('.') });
  if (lab.text) span.append(el('span', { class: 'num' }, digits(lab.text) + ' '));
  const sanEl = el('span', { class: 'san' });
  sanWithFigurine(sanEl, n.san || n.coord, lab.white ? 'white' : 'black', variant.pieces);
  span.append(sanEl);
  const mark = review.markOf(isMain(n) ? depth : -1);
  if (mark) {
    span.append(el('span', { class: `mark ${mark.cls}`, title: mark.title }, mark.sym));
    if (mark.best) {
      const best = el('span', { class: 'best', title: t('an-preferred', { what: mark.title, san: mark.best }) }, `${t('an-best')} `);
      sanWithFigurine(best, mark.best, lab.white ? 'white' : 'black', variant.pieces);
      span.append(best);
    }
  }
  if (n === cur) span.classList.add('current');
  span.onclick = () => go(n);
  return span;
}

/** Writes a line from `from` on: its main continuation, and each side line in parentheses. */
function renderLine(box: HTMLElement, from: TNode, depth: number, forceFirst: boolean): void {
  let x = from;
  let force = forceFirst;
  while (x.children.length > 0) {
    const [main, ...sides] = x.children;
    // A space after each move: the line may break there (the moves are kept whole).
    box.append(moveSpan(main, depth + 1, force), ' ');
    force = false;
    for (const s of sides) {
      const v = el('div', { class: 'variation' });
      v.append(moveSpan(s, depth + 1, true), ' ');
      renderLine(v, s, depth + 1, true);
      box.append(v);
      force = true;
    }
    x = main;
    depth += 1;
  }
}

function renderMoves(): void {
  movesEl.innerHTML = '';
  if (tree.children.length === 0) {
    movesEl.append(el('p', { class: 'muted' }, t('an-explore')));
  }
  renderLine(movesEl, tree, 0, true);
  if (result !== '*' && mainline.length > 0) movesEl.append(el('span', { class: 'result' }, ' ' + result));
  movesEl.querySelector('.current')?.scrollIntoView({ block: 'nearest' });
}

function orientation(): cg.Color { return flipped ? 'black' : 'white'; }

function squaresOf(coord: string): cg.Key[] {
  return (coord.match(/[a-p][0-9]+/g) ?? []) as cg.Key[];
}

function dests(): cg.Dests {
  const d: cg.Dests = new Map();
  for (const m of shown?.legal ?? []) {
    const k = m.from as cg.Key;
    const list = d.get(k) ?? [];
    if (!list.includes(m.to as cg.Key)) list.push(m.to as cg.Key);
    d.set(k, list);
  }
  return d;
}

/** A move on the board: the promotion (and Parsi's bonus move, on the board) chosen by the shared
 * picker, then into the tree. */
function onMove(orig: cg.Key, dest: cg.Key): void {
  if (chooser.boardMove(orig, dest)) return;
  const options = (shown?.legal ?? []).filter(m => m.from === orig && m.to === dest);
  if (options.length === 0) { render(); return; }
  chooser.choose(options, shown?.turn ?? 'white', played, () => render());
}

/** A move chosen (on the board or typed) goes into the tree, and is said to screen readers. */
function played(o: Legal): void {
  announce(`${o.san}.`);
  go(add(cur, o.move));
}

/** A line's worth for the side to move (scores are from White's side): a mate to give comes
 * first, the sooner the better; a mate to suffer last, the later the better. */
function worth(l: Line, whiteToMove: boolean): number {
  const s = l.score;
  const forWhite = s.mate !== undefined ? (s.mate > 0 ? 1e6 - s.mate : -1e6 - s.mate) : (s.cp ?? 0);
  return whiteToMove ? forWhite : -forWhite;
}

function evalPercent(l: Line | undefined): number {
  if (!l) return 50;
  if (l.score.mate !== undefined) return l.score.mate > 0 ? 100 : 0;
  const cp = l.score.cp ?? 0;
  return 50 + 50 * (2 / (1 + Math.exp(-cp / 350)) - 1);
}

function renderEngine(): void {
  const best = lines[0];
  if (!engineToggle.checked) {
    evalEl.textContent = '';
    depthEl.textContent = t('an-off');
  } else if (shown?.outcome) {
    evalEl.textContent = shown.outcome.result;
    depthEl.textContent = '';
  } else {
    evalEl.textContent = best ? scoreText(best.score) : '…';
  }
  const pct = shown?.outcome
    ? (shown.outcome.result === '1-0' ? 100 : shown.outcome.result === '0-1' ? 0 : 50)
    : evalPercent(best);
  evalWhite.style.height = `${pct}%`;
  evalBar.classList.toggle('flipped', flipped);
  linesEl.innerHTML = '';
  if (!engineToggle.checked) return;
  for (const l of lines) {
    const row = el('div', { class: 'line', 'data-multipv': String(l.multipv) });
    row.append(el('strong', { class: 'line-eval' }, scoreText(l.score)));
    const depth = pathOf(cur).length;
    l.san.slice(0, 12).forEach((s, i) => {
      const lab = moveLabel(depth + i + 1, i === 0);
      const m = el('span', { class: 'line-move' });
      if (lab.text) m.append(document.createTextNode(digits(lab.text) + ' '));
      sanWithFigurine(m, s, lab.white ? 'white' : 'black', variant.pieces);
      m.onclick = () => {
        // Plays the line up to this move into the tree.
        let x = cur;
        for (let k = 0; k <= i; k++) x = add(x, l.moves[k], l.san[k]);
        go(x);
      };
      row.append(m);
    });
    linesEl.append(row);
  }
}

/** The tables' verdict and every move's, best first, each playable by a click. */
function renderTablebase(): void {
  const tb = shown?.tablebase;
  tbPanel.hidden = !tb;
  tbPanel.innerHTML = '';
  if (!tb) return;
  const head = el('div', { class: 'tb-head' });
  head.append(el('span', { class: 'muted' }, `${t('an-table')} · ${tb.class}`));
  const verdict = el('strong', { class: `tb-verdict tb-${tb.winner ? (tb.winner === 'White' ? 'white' : 'black') : 'draw'}`, id: 'tb-verdict' }, tableVerdict(tb));
  tbPanel.append(head, verdict);
  const list = el('div', { class: 'tb-moves', id: 'tb-moves' });
  const depth = pathOf(cur).length;
  for (const m of tb.moves) {
    const row = el('button', { class: `tb-move tb-${m.result}`, title: t('an-play-san', { san: m.san }) });
    const lab = moveLabel(depth + 1, true);
    const sanEl = el('span', { class: 'tb-san' });
    sanWithFigurine(sanEl, m.san, lab.white ? 'white' : 'black', variant.pieces);
    row.append(sanEl, el('span', { class: 'tb-text' }, tableMoveText(m)));
    row.onclick = () => go(add(cur, m.uci, m.san));
    list.append(row);
  }
  tbPanel.append(list);
}

/** The engine's best moves as arrows (dark blue: the best). */
function arrows(): unknown[] {
  const best = engineToggle.checked ? lines : [];
  return best.map((l, i) => {
    const [a, b] = squaresOf(l.moves[0] ?? '');
    return a && b ? { orig: a, dest: b, brush: i === 0 ? 'blue' : 'paleBlue' } : null;
  }).filter(Boolean);
}

function render(): void {
  const o = orientation();
  const fen = shown?.fen ?? '';
  const shapes = arrows();
  const last = cur.parent ? squaresOf(cur.coord).slice(0, 2) : undefined;
  const config = {
    ...(fen ? { fen } : {}),
    orientation: o,
    turnColor: shown?.turn ?? 'white',
    lastMove: last,
    check: shown?.check ? shown.turn : false,
    coordinates: false,
    dimensions: { width: variant.files, height: variant.ranks },
    movable: { free: false, color: shown && !shown.outcome ? shown.turn : undefined, dests: dests(), showDests: true },
    draggable: { enabled: true },
    highlight: { lastMove: true, check: true },
    animation: { enabled: true, duration: 120 },
    premovable: { enabled: false },
    events: { move: onMove },
    drawable: { enabled: true, autoShapes: shapes as never },
  };
  if (!ground) ground = Chessground(frame.boardEl, config as never);
  else if (!chooser.onBoard) ground.set(config as never);
  frame.paint(styleSelect.value, o);
  statusEl.textContent = !shown ? '' : shown.outcome
    ? `${shown.outcome.result} · ${endText(shown.outcome.result, shown.outcome.termination, shown.outcome.description)}`
    : t(shown.check ? 'an-to-move-check' : 'an-to-move', { side: sideName(shown.turn) });
  fenInput.value = fen;
  diagramLink.setAttribute('href', `/api/diagram/${encodeURIComponent(variant.id)}?fen=${encodeURIComponent(fen)}&style=${encodeURIComponent(styleSelect.value)}${o === 'black' ? '&flip=1' : ''}`);
  editorLink.setAttribute('href', `/editor/${encodeURIComponent(variant.id)}?fen=${encodeURIComponent(fen)}`);
  playLink.setAttribute('href', `/?variant=${encodeURIComponent(variant.id)}&fen=${encodeURIComponent(fen)}&opponent=engine`);
  deleteButton.hidden = !cur.parent;
  promoteButton.hidden = isMain(cur);
  renderEngine();
  renderTablebase();
  renderMoves();
  review.highlight(isMain(cur) ? pathOf(cur).length : -1);
}

// ---- PGN with variations ----
function pgn(): string {
  const tags: [string, string][] = [
    ['Event', gameId ? 'Analysis of game ' + gameId : 'Analysis'], // PGN's tags stay in English
    ['Site', location.origin],
    ['Date', new Date().toISOString().slice(0, 10).replace(/-/g, '.')],
    ['White', '?'], ['Black', '?'],
    ['Result', result],
    ['Variant', root.dataset.pgnVariant || variant.name],
  ];
  if (startFen !== (variant as VariantInfo & { start_fen: string }).start_fen) tags.push(['SetUp', '1'], ['FEN', startFen]);
  const words: string[] = [];
  const walk = (from: TNode, depth: number, forceFirst: boolean) => {
    let x = from; let force = forceFirst;
    while (x.children.length > 0) {
      const [main, ...sides] = x.children;
      const lab = moveLabel(depth + 1, force);
      words.push((lab.text ? lab.text.replace('…', '...') + ' ' : '') + (main.san || main.coord));
      force = false;
      for (const s of sides) {
        const l2 = moveLabel(depth + 1, true);
        words.push('(' + l2.text.replace('…', '...') + ' ' + (s.san || s.coord));
        walk(s, depth + 1, true);
        words[words.length - 1] += ')';
        force = true;
      }
      x = main; depth += 1;
    }
  };
  walk(tree, 0, true);
  words.push(result);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && (line + ' ' + w).length > 79) { lines.push(line); line = w; } else line = line ? line + ' ' + w : w;
  }
  if (line) lines.push(line);
  return tags.map(([k, v]) => `[${k} "${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`).join('\n') + '\n\n' + lines.join('\n') + '\n';
}

// ---- The server ----
function connect(): void {
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  // A name this browser keeps, so the server's per-browser cap counts its tabs together.
  let browserName = localStorage.getItem('rukh-browser');
  if (!browserName) {
    browserName = Array.from(crypto.getRandomValues(new Uint8Array(12)), b => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem('rukh-browser', browserName);
  }
  const q = new URLSearchParams({ variant: variant.id, rules, browser: browserName });
  socket = new WebSocket(`${proto}://${location.host}/api/analysis/ws?${q}`);
  socket.onopen = () => {
    engineNote.textContent = '';
    // Lines read from the address need their SAN.
    const leaves: TNode[] = [];
    const walk = (n: TNode) => { if (n.children.length === 0 && n !== tree) leaves.push(n); n.children.forEach(walk); };
    walk(tree);
    for (const leaf of leaves) {
      if (pathOf(leaf).every(x => x.san)) continue;
      seq += 1; waiting.set(seq, leaf);
      send({ type: 'line', seq, fen: startFen, moves: coordsOf(leaf) });
    }
    request();
  };
  socket.onmessage = ev => {
    const msg = JSON.parse(ev.data) as AnalysisMessage;
    if (msg.type === 'line') {
      const leaf = waiting.get(msg.seq); waiting.delete(msg.seq);
      if (leaf) pathOf(leaf).forEach((x, i) => { x.san = msg.sans[i] ?? x.san; });
      renderMoves();
      return;
    }
    if (msg.type === 'error' && msg.seq !== undefined && waiting.has(msg.seq)) {
      // A line from the address that is not legal: it is cut at the move the rules refuse.
      const leaf = waiting.get(msg.seq)!; waiting.delete(msg.seq);
      const bad = msg.ply !== undefined ? pathOf(leaf)[msg.ply - 1] : undefined;
      if (bad && bad.parent) {
        bad.parent.children.splice(bad.parent.children.indexOf(bad), 1);
        if (pathOf(cur).includes(bad)) cur = bad.parent;
        engineNote.textContent = t('an-link-illegal', { text: analysisError(msg) });
        saveAddress(); request();
      }
      return;
    }
    if (msg.seq !== undefined && msg.seq !== seq) return; // an answer for a position left behind
    if (msg.type === 'position') {
      shown = msg;
      pathOf(cur).forEach((x, i) => { if (msg.sans[i]) x.san = msg.sans[i]; });
      if (inBrowser() && engineToggle.checked && !msg.outcome && !document.hidden) analyseHere(msg.fen, msg.seq);
      render();
    } else if (msg.type === 'analysis') {
      onAnalysis(msg);
    } else if (msg.type === 'busy') {
      engineNote.textContent = t('an-busy');
      const asked = seq;
      setTimeout(() => { if (asked === seq && engineToggle.checked && !document.hidden) request(); }, 5000);
    } else if (msg.type === 'error') {
      engineNote.textContent = analysisError(msg);
      if (cur.parent && msg.seq === seq) { const bad = cur; go(cur.parent); bad.parent!.children.splice(bad.parent!.children.indexOf(bad), 1); }
    }
  };
  socket.onclose = () => { socket = null; engineNote.textContent = t('reconnecting'); setTimeout(connect, 1500); };
}

// ---- Start: the game's moves as the main line, then what the address adds ----
{
  let x = tree;
  for (const m of mainline) x = add(x, m.coord, m.san);
  const h = new URLSearchParams(location.hash.slice(1));
  if (h.get('t')) parseTree(h.get('t')!, tree);
  const c = h.get('c');
  if (c !== null) {
    let y = tree;
    for (const i of c.split('.').map(Number)) { if (y.children[i]) y = y.children[i]; else break; }
    cur = y;
  } else {
    const ply = parseInt(root.dataset.ply ?? '', 10);
    if (Number.isFinite(ply)) { let y = tree; for (let i = 0; i < ply && y.children[0]; i++) y = y.children[0]; cur = y; }
  }
}
engineToggle.onchange = () => {
  localStorage.setItem('rukh-engine', engineToggle.checked ? 'on' : 'off');
  if (!engineToggle.checked) { send({ type: 'stop' }); stopWorker(); lines = []; render(); } else request();
};
whereSelect.onchange = () => {
  localStorage.setItem('rukh-engine-where', whereSelect.value);
  send({ type: 'stop' });
  stopWorker();
  lines = [];
  request();
};
styleSelect.onchange = () => { setPref('rukh-board-style-' + variant.id, styleSelect.value); render(); };
document.addEventListener('keydown', e => {
  if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
  if (e.key === 'ArrowLeft') go(cur.parent ?? tree);
  else if (e.key === 'ArrowRight' && cur.children[0]) go(cur.children[0]);
  else if (e.key === 'Home') go(tree);
  else if (e.key === 'End') { let x = cur; while (x.children[0]) x = x.children[0]; go(x); }
  else return;
  e.preventDefault();
});
// A page out of sight does not keep the server's engine busy.
document.addEventListener('visibilitychange', () => {
  if (!engineToggle.checked) return;
  if (document.hidden) { send({ type: 'stop' }); stopWorker(); } else request();
});
review.load();
render();
connect();

/** What the analysis socket (or the engine in this browser) refused, in the page's language. */
function analysisError(msg: Extract<AnalysisMessage, { type: 'error' }>): string {
  switch (msg.code) {
    case 'illegal-move': return t('an-move-illegal', { n: msg.ply ?? 0 });
    case 'bad-fen': return fenProblemText(msg.problem, msg.error);
    case 'too-long': return t('an-line-too-long');
    case 'too-many': return t('an-too-many');
    case 'failed': return t('an-failed');
    default: return msg.error;
  }
}

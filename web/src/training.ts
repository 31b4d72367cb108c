// The puzzle trainer: the opponent's last move is played first, then the solver finds the line;
// the server judges each move and rates the first try (an account's rating in the store, a
// visitor's in this browser). Modes: rated (for the solver's rating, by theme), one puzzle, the
// daily puzzle, a streak (harder and harder, the first mistake ends it) and a storm (three
// minutes, as many as possible).
import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';
import type { Legal, VariantInfo } from './types';
import type { ApiErrorBody, BrowserRating, MoveText, PuzzleResult, PuzzleSolution, PuzzleVerdict, PuzzleView } from './wire';
import { el } from './dom';
import { sanWithFigurine } from './pieces';
import { BoardFrame, boardStyle } from './board';
import { MoveChooser } from './promotion';
import { MoveBox } from './typed-move';
import { BoardKeys, announce } from './board-keys';
import { digits, num, ratingNum, t } from './i18n';
import { sideName } from './ends';
import { add, newTree, serialize } from './tree';

type Mode = 'rated' | 'one' | 'daily' | 'streak' | 'storm';

const root = document.getElementById('trainer') as HTMLElement;
const variant: VariantInfo = JSON.parse(root.dataset.variant!);
const game = root.dataset.game!;
const mode = root.dataset.mode as Mode;
const theme = root.dataset.theme || '';
const account = root.dataset.account === 'true';
const themes: [string, string][] = JSON.parse(root.dataset.themes || '[]');
const given: PuzzleView | null = root.dataset.puzzle ? JSON.parse(root.dataset.puzzle) : null;
const run = mode === 'streak' || mode === 'storm';
const STORM_MS = 3 * 60 * 1000;

// ---- What this browser keeps ----
const ratingKey = `rukh-puzzle-rating-${game}`;
const triedKey = 'rukh-puzzles-tried';
function browserRating(): BrowserRating | null {
  try { return JSON.parse(localStorage.getItem(ratingKey) || 'null'); } catch { return null; }
}
function tried(): Set<string> {
  try { return new Set(JSON.parse(localStorage.getItem(triedKey) || '[]')); } catch { return new Set(); }
}
function markTried(id: string): void {
  const s = tried(); s.add(id);
  // The newest few thousand are enough to keep a visitor from rating a puzzle twice.
  localStorage.setItem(triedKey, JSON.stringify([...s].slice(-5000)));
}
const bestKey = `rukh-${mode}-best-${game}`;

// ---- The page ----
document.getElementById('loading')?.remove();
const frame = new BoardFrame(variant);
const layout = el('div', { class: 'game-layout problem-layout training-layout' });
const boardCol = el('div', { class: 'board-col' });
boardCol.append(frame.frame);
const side = el('div', { class: 'side' });
const head = el('div', { class: 'card stipulation', id: 'pz-task' });
const status = el('div', { class: 'status', id: 'pz-status', role: 'status' });
const ratingEl = el('p', { class: 'puzzle-rating', id: 'pz-rating' });
const runEl = el('div', { class: 'run-score', id: 'pz-run' }); runEl.hidden = !run;
const picker = el('div', { class: 'picker', id: 'picker' });
const movesEl = el('div', { class: 'tree', id: 'pz-moves' });
const tools = el('div', { class: 'tools' });
const retryBtn = el('button', { id: 'pz-retry' }, t('pz-retry')); retryBtn.hidden = true;
const solutionBtn = el('button', { class: 'secondary', id: 'pz-show' }, t('pz-show'));
const nextBtn = el('button', { id: 'pz-next' }, t('pz-next')); nextBtn.hidden = true;
const analysisLink = el('a', { class: 'button secondary', id: 'pz-analysis' }, t('pz-analyse')); analysisLink.hidden = true;
tools.append(retryBtn, solutionBtn, nextBtn, analysisLink);
const about = el('div', { class: 'card puzzle-about', id: 'pz-about' });
const votes = el('div', { class: 'votes', id: 'pz-votes' }); votes.hidden = true;
const upBtn = el('button', { class: 'secondary', id: 'pz-up', 'aria-pressed': 'false' }, t('pz-vote-up'));
const downBtn = el('button', { class: 'secondary', id: 'pz-down', 'aria-pressed': 'false' }, t('pz-vote-down'));
votes.append(upBtn, downBtn);
side.append(head, status, runEl, ratingEl, picker, el('h3', {}, t('an-moves')), movesEl, tools, votes, about);
if (mode === 'rated' && themes.length) {
  const label = el('label', { class: 'theme-pick' }, t('pz-theme'));
  const select = el('select', { id: 'pz-theme-pick' });
  select.append(el('option', { value: '' }, t('pz-any-theme')));
  for (const [code, name] of themes) {
    const o = el('option', { value: code }, name);
    if (code === theme) o.selected = true;
    select.append(o);
  }
  select.onchange = () => { location.href = `/training/${encodeURIComponent(game)}${select.value ? '?theme=' + encodeURIComponent(select.value) : ''}`; };
  label.append(' ', select);
  side.append(label);
}
layout.append(boardCol, side);
root.append(layout);

// ---- The try ----
let puzzle: PuzzleView | null = null;
/** The line so far after the opponent's first (coordinates): the solver's moves, each right but
 * perhaps the last, and the answers between them. */
let played: string[] = [];
let sans: string[] = [];
let fen = '';
let legal: Legal[] = [];
let over = false;
let waiting = true;
/** Whether the try is rated: the first try, outside a run, of a puzzle not tried before. */
let rated = false;
/** Where the solver stood before a wrong move, to take it back. */
let before: { played: string[]; sans: string[]; fen: string; legal: Legal[] } | null = null;
let lastMove: cg.Key[] | undefined;

const ground: Api = Chessground(frame.boardEl, {
  fen: variant.start_fen.split(' ')[0],
  orientation: 'white',
  coordinates: false,
  dimensions: { width: variant.files, height: variant.ranks },
  movable: { free: false, showDests: true },
  premovable: { enabled: false },
  animation: { enabled: true, duration: 200 },
  highlight: { lastMove: true, check: true },
  events: { move: (o: cg.Key, d: cg.Key) => onMove(o, d) },
} as never);
const chooser = new MoveChooser(picker, variant, () => ground);
new BoardKeys(frame.wrap, variant, () => ground);
const solverColor = (): cg.Color => puzzle?.solver ?? 'white';
const moveBox = new MoveBox(
  () => waiting ? t('pr-wait') : over ? t('pr-over') : legal,
  found => chooser.choose(found, solverColor(), o => play(o.move), () => render()),
);
boardCol.append(moveBox.form);

function squares(coord: string): cg.Key[] {
  return (coord.match(/[a-p][0-9]+/g) ?? []).slice(0, 2) as cg.Key[];
}

function dests(): cg.Dests {
  const d: cg.Dests = new Map();
  if (over || waiting) return d;
  for (const m of legal) {
    const list = d.get(m.from as cg.Key) ?? [];
    if (!list.includes(m.to as cg.Key)) list.push(m.to as cg.Key);
    d.set(m.from as cg.Key, list);
  }
  return d;
}

function render(): void {
  if (chooser.onBoard || !puzzle) return;
  const me = solverColor();
  const turn = fen.split(' ')[1] === 'b' ? 'black' : 'white';
  ground.set({
    fen: fen.split(' ')[0], orientation: me, turnColor: turn, lastMove,
    movable: { free: false, color: over || waiting ? undefined : me, dests: dests(), showDests: true },
  } as never);
  frame.paint(boardStyle(variant), me);
  movesEl.innerHTML = '';
  const startBlack = puzzle.fen.split(' ')[1] === 'b';
  const firstNo = parseInt(puzzle.fen.split(' ')[5] ?? '1', 10) || 1;
  sans.forEach((s, i) => {
    const idx = i + (startBlack ? 1 : 0);
    const white = idx % 2 === 0;
    const span = el('span', { class: 'mv' + (i === 0 ? ' muted' : '') });
    const no = firstNo + Math.floor(idx / 2);
    if (white) span.append(el('span', { class: 'num' }, `${digits(String(no))}. `));
    else if (i === 0) span.append(el('span', { class: 'num' }, `${digits(String(no))}… `));
    sanWithFigurine(span, s, white ? 'white' : 'black', variant.pieces);
    movesEl.append(span, document.createTextNode(' '));
  });
}

function showRating(r: PuzzleResult | null): void {
  if (run) return;
  if (r) {
    const sign = r.diff >= 0 ? '+' : '';
    ratingEl.textContent = r.rated
      ? t('pz-rating-change', { rating: ratingNum(r.after) + (r.provisional ? '?' : ''), diff: sign + digits(String(r.diff)) })
      : t('pz-not-rated');
    ratingEl.className = 'puzzle-rating ' + (r.rated ? (r.diff >= 0 ? 'good' : 'bad') : 'muted');
    return;
  }
  const b = account ? null : browserRating();
  const shown = root.dataset.rating ?? (b ? ratingNum(Math.round(b.rating)) + (b.deviation > 110 ? '?' : '') : digits('1500?'));
  ratingEl.textContent = t('pz-your-rating', { rating: shown });
  ratingEl.className = 'puzzle-rating muted';
}

function showAbout(p: PuzzleView, ended: boolean): void {
  about.innerHTML = '';
  about.append(el('p', { id: 'pz-puzzle-rating' }, t('pz-puzzle-rating', { rating: ratingNum(p.rating), plays: p.plays })));
  // The themes give the answer away: shown once the try is over (or when chosen by theme).
  if (ended || theme) {
    const names = p.themes.map(c => themes.find(([x]) => x === c)?.[1] ?? c);
    about.append(el('p', { id: 'pz-themes' }, t('pz-themes-are', { themes: names.join(', ') })));
  }
  if (ended && p.source) about.append(el('p', { class: 'muted', lang: 'en', dir: 'ltr', id: 'pz-source' }, p.source));
}

function setTask(text: string): void {
  head.innerHTML = '';
  head.append(el('strong', {}, text));
}

/** Shows a puzzle: its position, then the opponent's move after a moment. */
function begin(p: PuzzleView): void {
  puzzle = p;
  root.dataset.puzzleId = p.id;
  played = []; sans = []; before = null; over = false; waiting = true;
  rated = (mode === 'rated' || mode === 'one' || mode === 'daily') && (account || !tried().has(p.id));
  fen = p.fen; legal = []; lastMove = undefined;
  retryBtn.hidden = true; nextBtn.hidden = true; analysisLink.hidden = true; votes.hidden = true;
  solutionBtn.hidden = run; solutionBtn.disabled = false;
  status.textContent = ''; status.className = 'status';
  setTask(t('pz-find', { side: sideName(p.solver) }));
  showRating(null);
  showAbout(p, false);
  render();
  setTimeout(() => {
    if (puzzle !== p) return;
    fen = p.after; legal = p.legal; sans = [p.first.san]; lastMove = squares(p.first.coord);
    waiting = false;
    render();
    announce(t('pz-opponent-played', { san: p.first.san, side: sideName(p.solver) }));
  }, run ? 300 : 700);
}

function onMove(orig: cg.Key, dest: cg.Key): void {
  if (chooser.boardMove(orig, dest)) return;
  const options = legal.filter(m => m.from === orig && m.to === dest);
  if (options.length === 0) { render(); return; }
  chooser.choose(options, solverColor(), o => play(o.move), () => render());
}

async function post<T>(url: string, body: unknown): Promise<T | string> {
  try {
    const r = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const j = await r.json();
    return r.ok ? j as T : (j as ApiErrorBody).error;
  } catch { return t('pr-unreachable'); }
}

function keepResult(r: PuzzleResult | null | undefined): void {
  if (!puzzle || !r) return;
  if (r.browser) localStorage.setItem(ratingKey, JSON.stringify(r.browser));
  if (!account) markTried(puzzle.id);
  if (r.rated && account) root.dataset.rating = ratingNum(r.after) + (r.provisional ? '?' : '');
  else if (r.browser) delete root.dataset.rating;
  showRating(r);
}

async function play(move: string): Promise<void> {
  if (!puzzle) return;
  const p = puzzle;
  waiting = true;
  const was = { played: [...played], sans: [...sans], fen, legal };
  // The server is sent the solver's moves alone: it puts the line's answers between them.
  const tryMoves = [...played.filter((_, i) => i % 2 === 0), move];
  const j = await post<PuzzleVerdict>(`/api/training/puzzles/${encodeURIComponent(p.id)}/play`, {
    moves: tryMoves, rated, rating: !account && rated ? browserRating() : null,
  });
  if (puzzle !== p) return;
  if (typeof j === 'string') { status.textContent = j; status.className = 'status bad'; waiting = false; render(); return; }
  played = [...played, move];
  lastMove = squares(move);
  if (j.status === 'right') {
    // The solver's move stands a moment before the answer comes.
    sans = j.sans.slice(0, -1); fen = j.fen; legal = [];
    status.textContent = t('pz-right'); status.className = 'status good';
    render();
    await new Promise(r => setTimeout(r, run ? 150 : 400));
    if (puzzle !== p) return;
    sans = j.sans; legal = j.legal; waiting = false;
    if (j.reply) { played.push(j.reply.coord); lastMove = squares(j.reply.coord); }
    announce(t('pz-right-reply', { san: j.reply?.san ?? '' }));
    render();
    return;
  }
  sans = j.sans; fen = j.fen; legal = []; waiting = false;
  if (j.status === 'solved') {
    over = true;
    status.textContent = t('pz-solved'); status.className = 'status good';
    announce(t('pz-solved'));
    keepResult(j.result);
    rated = false;
    finish(true);
  } else {
    over = true;
    status.textContent = t('pz-wrong'); status.className = 'status bad';
    announce(t('pz-wrong'));
    keepResult(j.result);
    rated = false;
    if (run) { finish(false); } else { before = was; retryBtn.hidden = false; }
  }
  render();
}

/** The line on the analysis board: the puzzle's position, the moves as its main line. */
function analysisHref(p: PuzzleView, line: MoveText[]): string {
  const tree = newTree();
  let x = tree;
  for (const m of line) x = add(x, m.coord, m.san);
  const h = new URLSearchParams({ t: serialize(tree), c: line.map(() => '0').join('.') });
  return `/analysis/${encodeURIComponent(p.variant)}?fen=${encodeURIComponent(p.fen)}#${h}`;
}

/** The try is over: the next puzzle, the analysis board, the votes. */
function finish(solved: boolean): void {
  if (!puzzle) return;
  const p = puzzle;
  retryBtn.hidden = true;
  solutionBtn.hidden = true;
  showAbout(p, true);
  if (run) { runNext(solved); return; }
  nextBtn.hidden = false;
  analysisLink.hidden = false;
  analysisLink.setAttribute('href', analysisHref(p, [p.first, ...movesOfLine()]));
  votes.hidden = !account;
  focusNext();
}

// The next button takes the focus, except from the move box: the box plays a move as soon as its
// text names one, and an Enter pressed after it (out of habit) must not skip to the next puzzle.
function focusNext(): void {
  if (document.activeElement?.id === 'move-input') return;
  nextBtn.focus();
}

/** The moves played so far with their SAN (after the opponent's first). */
function movesOfLine(): MoveText[] {
  return played.map((c, i) => ({ coord: c, san: sans[i + 1] ?? c }));
}

retryBtn.onclick = () => {
  if (!before) return;
  ({ played, sans, fen, legal } = before);
  before = null; over = false; retryBtn.hidden = true;
  lastMove = played.length ? squares(played[played.length - 1]) : puzzle ? squares(puzzle.first.coord) : undefined;
  status.textContent = t('pz-again'); status.className = 'status';
  render();
};

solutionBtn.onclick = async () => {
  if (!puzzle) return;
  const p = puzzle;
  solutionBtn.disabled = true;
  const j = await post<PuzzleSolution>(`/api/training/puzzles/${encodeURIComponent(p.id)}/solution`, {
    rated: rated && !over, rating: !account && rated && !over ? browserRating() : null,
  });
  if (puzzle !== p) return;
  if (typeof j === 'string') { status.textContent = j; status.className = 'status bad'; solutionBtn.disabled = false; return; }
  if (j.result) keepResult(j.result);
  rated = false; over = true; before = null;
  // The line played out on the board, a move at a time.
  sans = [j.moves[0].san]; fen = p.after; legal = [];
  status.textContent = t('pz-the-solution'); status.className = 'status';
  const line = j.moves.slice(1);
  played = [];
  for (const [i, m] of line.entries()) {
    await new Promise(r => setTimeout(r, 500));
    if (puzzle !== p) return;
    played.push(m.coord);
    sans = [...sans, m.san];
    fen = j.fens[i + 1] ?? fen;
    lastMove = squares(m.coord);
    render();
  }
  announce(t('pz-solution-was', { line: line.map(m => m.san).join(', ') }));
  finish(false);
};

async function vote(v: number): Promise<void> {
  if (!puzzle) return;
  const pressed = (v === 1 ? upBtn : downBtn).getAttribute('aria-pressed') === 'true';
  const j = await post<{ up: number; down: number }>(`/api/training/puzzles/${encodeURIComponent(puzzle.id)}/vote`, { vote: pressed ? 0 : v });
  if (typeof j === 'string') { status.textContent = j; return; }
  upBtn.setAttribute('aria-pressed', String(!pressed && v === 1));
  downBtn.setAttribute('aria-pressed', String(!pressed && v === -1));
  announce(t('pz-voted'));
}
upBtn.onclick = () => void vote(1);
downBtn.onclick = () => void vote(-1);

// ---- Where puzzles come from ----
async function nextRated(): Promise<void> {
  const q = new URLSearchParams();
  if (theme) q.set('theme', theme);
  const b = browserRating();
  if (!account && b) q.set('rating', String(Math.round(b.rating)));
  if (puzzle) q.set('after', puzzle.id);
  // A visitor is given another when this browser has tried the one picked (a few times).
  for (let i = 0; i < 4; i++) {
    const r = await fetch(`/api/training/${encodeURIComponent(game)}/next?${q}`).catch(() => null);
    if (!r) { status.textContent = t('pr-unreachable'); return; }
    const j = await r.json();
    if (!r.ok) { status.textContent = (j as ApiErrorBody).error; return; }
    const p = j as PuzzleView;
    if (account || !tried().has(p.id) || i === 3) { begin(p); return; }
  }
}

nextBtn.onclick = () => {
  if (mode === 'rated') void nextRated();
  else location.href = `/training/${encodeURIComponent(game)}`;
};

// ---- Runs ----
let runList: PuzzleView[] = [];
let runAt = 0;
let score = 0;
let mistakes = 0;
let deadline = 0;
let timer = 0;

function runText(): void {
  runEl.innerHTML = '';
  if (mode === 'streak') {
    runEl.append(el('strong', { id: 'pz-score' }, t('pz-streak-score', { n: num(score) })));
  } else {
    const left = Math.max(0, deadline - Date.now());
    const s = Math.ceil(left / 1000);
    runEl.append(
      el('strong', { id: 'pz-clock', class: 'clock-text' }, digits(`${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`)),
      ' ',
      el('span', { id: 'pz-score' }, t('pz-storm-score', { n: num(score) })),
    );
  }
  const best = parseInt(localStorage.getItem(bestKey) || '0', 10) || 0;
  runEl.append(el('p', { class: 'muted', id: 'pz-best' }, t('pz-best', { n: num(best) })));
}

function endRun(): void {
  window.clearInterval(timer);
  over = true; waiting = true; render();
  const best = parseInt(localStorage.getItem(bestKey) || '0', 10) || 0;
  if (score > best) localStorage.setItem(bestKey, String(score));
  runText();
  setTask(t('pz-run-over', { n: num(score) }));
  announce(t('pz-run-over', { n: num(score) }));
  nextBtn.textContent = t('pz-run-again');
  nextBtn.hidden = false;
  nextBtn.onclick = () => location.reload();
  if (puzzle) { analysisLink.hidden = false; analysisLink.setAttribute('href', analysisHref(puzzle, [puzzle.first, ...movesOfLine()])); }
}

function runNext(solved: boolean): void {
  if (solved) score++;
  else mistakes++;
  runText();
  if (mode === 'streak' && !solved) { endRun(); return; }
  if (mode === 'storm' && Date.now() >= deadline) { endRun(); return; }
  runAt++;
  if (runAt >= runList.length) { endRun(); return; }
  setTimeout(() => begin(runList[runAt]), solved ? 300 : 800);
}

async function startRun(): Promise<void> {
  const r = await fetch(`/api/training/${encodeURIComponent(game)}/run?kind=${mode}`).catch(() => null);
  if (!r || !r.ok) { status.textContent = t('pr-unreachable'); return; }
  runList = await r.json() as PuzzleView[];
  if (!runList.length) { status.textContent = t('pz-none'); return; }
  runAt = 0; score = 0; mistakes = 0;
  if (mode === 'storm') {
    deadline = Date.now() + STORM_MS;
    timer = window.setInterval(() => {
      runText();
      if (Date.now() >= deadline && !over) endRun();
    }, 250);
  }
  runText();
  begin(runList[0]);
}

// ---- Start ----
if (run) {
  setTask(t(mode === 'streak' ? 'pz-streak-help' : 'pz-storm-help'));
  const go = el('button', { id: 'pz-start' }, t('pz-start'));
  go.onclick = () => { go.remove(); void startRun(); };
  tools.prepend(go);
  solutionBtn.hidden = true;
  runText();
  waiting = true;
  frame.paint(boardStyle(variant), 'white');
} else if (given) {
  begin(given);
} else {
  void nextRated();
}
showRating(null);

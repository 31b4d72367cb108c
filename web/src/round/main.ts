// Rukh's game page, as lichess's round: this controller holds the game and what the viewer looks
// at, and draws it with the views (view.ts); the socket (socket.ts) keeps it live; the board's
// size (layout.ts), the move box (../typed-move.ts) and the promotion picker (../promotion.ts) are
// their own modules. The server checks every move; the page only offers what the server lists.
import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';
import type { MoveEvent } from '../types';
import type { Action, ChatRow, GameMessage, GameView, Legal, RematchReply, VariantInfo } from '../wire';
import { el } from '../dom';
import { premoveHere, rulesHere } from '../rules-here';
import { BoardFrame, boardStyle } from '../board';
import { BOARD_COLOURS, boardColours } from '../boardsvg';
import { knock, soundOn } from '../sound';
import { clockMs, fmtClock } from '../clock';
import { MoveChooser } from '../promotion';
import { GameSocket, type Connection } from './socket';
import { BoardSizer } from './layout';
import { readTyped } from '../typed-move';
import { BoardKeys } from '../board-keys';
import { setPref } from '../prefs';
import { endWords, moveWords, movesView, ratingChange, seatView, sideName, speedWord, statusText, tabTitle, timeControlText } from './view';
import { t } from '../i18n';

/** A refused action in the page's language, from the server's code for it (its English sentence
 * where the code is one this page does not know). */
function refusalWords(code: string | undefined, english: string, args?: Record<string, number>): string {
  const keys: Record<string, string> = {
    over: 'refused-over', 'not-started': 'refused-not-started', 'not-a-player': 'refused-not-a-player',
    'not-your-turn': 'refused-not-your-turn', illegal: 'refused-illegal', stale: 'refused-stale',
    changed: 'refused-changed', 'too-many': 'refused-too-many',
    'chat-length': 'refused-chat-length', 'chat-sign-in': 'refused-chat-sign-in', 'chat-full': 'refused-chat-full',
    'chat-slow': 'refused-chat-slow', 'berserk-late': 'refused-berserk-late', 'berserk-already': 'refused-berserk-already',
    'abort-late': 'refused-abort-late', 'engine-no-draw': 'refused-engine-no-draw', 'no-draw-offer': 'refused-no-draw-offer',
    'no-takeback-move': 'refused-no-takeback-move', 'no-takeback-offer': 'refused-no-takeback-offer',
    'claim-wait': 'refused-claim-wait', 'claim-opponent-here': 'refused-claim-opponent-here',
    'more-time-live': 'refused-more-time-live', 'no-draw-claim': 'refused-no-draw-claim', 'no-win-claim': 'refused-no-win-claim',
  };
  return code && keys[code] ? t(keys[code], args) : english;
}

const root = document.getElementById('game') as HTMLElement;
const gameId = root.dataset.id!;
const variant: VariantInfo = JSON.parse(root.dataset.variant!);

// ---- Layout: the board in the middle, the seats and moves beside it (above and below it on a
// phone), the chat on the left of a wide screen. ----
document.getElementById('loading')?.remove();
const frame = new BoardFrame(variant, () => renderMoves());
const layout = el('div', { class: 'round' });
const boardCol = el('div', { class: 'board-col' });
const boardEl = frame.boardEl;
const resizer = el('div', { class: 'resize-handle', role: 'slider', tabindex: '0', 'aria-label': t('round-resize'), title: t('round-resize-title') });
boardCol.append(frame.frame, resizer);
let flipped = false;
const topSeat = el('div', { class: 'seat seat-top', id: 'seat-top' });
const bottomSeat = el('div', { class: 'seat seat-bottom', id: 'seat-bottom' });
const connectionEl = el('div', { class: 'connection', id: 'connection', role: 'status' }); connectionEl.hidden = true;
const stepBar = el('div', { class: 'steps' });
const stepButtons: Record<string, HTMLButtonElement> = {};
for (const [name, label, words] of [['first', '«', t('step-first')], ['prev', '‹', t('step-prev')], ['next', '›', t('step-next')], ['last', '»', t('step-last')]]) {
  const b = el('button', { class: 'secondary', id: `step-${name}`, title: words, 'aria-label': words }, label);
  stepButtons[name] = b; stepBar.append(b);
}
const flipButton = el('button', { class: 'secondary', id: 'flip', title: t('flip'), 'aria-label': t('flip') }, '⇅');
flipButton.onclick = () => { flipped = !flipped; if (game) render(game); };
stepBar.append(flipButton);
const settings = el('details', { class: 'board-settings' });
settings.append(el('summary', {}, t('board-settings')));
const styleSelect = el('select', { id: 'board-style', 'aria-label': t('board-style') });
const STYLES: Record<string, string> = { checkered: 'style-checkered', plain: 'style-plain', ashtapada: 'style-ashtapada' };
for (const [s, key] of Object.entries(STYLES)) styleSelect.append(el('option', { value: s }, t(key)));
styleSelect.value = boardStyle(variant);
const notationSelect = el('select', { id: 'notation', 'aria-label': t('notation') });
notationSelect.append(el('option', { value: 'san' }, 'SAN'), el('option', { value: 'courier' }, 'Game Courier'));
const soundButton = el('button', { class: 'secondary', id: 'sound', type: 'button' }, soundOn() ? t('sound-on') : t('sound-off'));
soundButton.onclick = () => {
  setPref('rukh-sound', soundOn() ? 'off' : 'on');
  soundButton.textContent = soundOn() ? t('sound-on') : t('sound-off');
};
const coloursSelect = el('select', { id: 'board-colours', 'aria-label': t('board-colours') });
const COLOUR_WORDS: Record<string, string> = { wood: 'colour-wood', sand: 'colour-sand', green: 'colour-green', blue: 'colour-blue', grey: 'colour-grey' };
for (const [k, c] of Object.entries(BOARD_COLOURS)) coloursSelect.append(el('option', { value: k }, COLOUR_WORDS[k] ? t(COLOUR_WORDS[k]) : c.name));
coloursSelect.value = boardColours();
coloursSelect.onchange = () => { setPref('rukh-board-colours', coloursSelect.value); if (game) render(game); };
const coordsBox = el('input', { type: 'checkbox', id: 'board-coords' }) as HTMLInputElement;
coordsBox.checked = localStorage.getItem('rukh-coords') !== 'off';
const showCoords = () => frame.frame.classList.toggle('no-coords', !coordsBox.checked);
coordsBox.onchange = () => { setPref('rukh-coords', coordsBox.checked ? 'on' : 'off'); showCoords(); };
showCoords();
// Correspondence moves wait for a second click (as lichess asks), unless switched off.
const confirmBox = el('input', { type: 'checkbox', id: 'confirm-correspondence' }) as HTMLInputElement;
confirmBox.checked = localStorage.getItem('rukh-confirm-correspondence') !== 'off';
confirmBox.onchange = () => setPref('rukh-confirm-correspondence', confirmBox.checked ? 'on' : 'off');
const confirmLabel = el('label', {}); confirmLabel.append(confirmBox, ' ', t('confirm-correspondence'));
const coloursLabel = el('label', {}, `${t('colours-label')} `); coloursLabel.append(coloursSelect);
const coordsLabel = el('label', {}); coordsLabel.append(coordsBox, ' ', t('coordinates'));
const styleLabel = el('label', {}, `${t('style-label')} `); styleLabel.append(styleSelect);
const notationLabel = el('label', {}, `${t('notation-label')} `); notationLabel.append(notationSelect);
const settingsPanel = el('div', { class: 'panel' });
settingsPanel.append(styleLabel, coloursLabel, coordsLabel, notationLabel, confirmLabel, soundButton);
settings.append(settingsPanel);
stepBar.append(settings);

const side = el('div', { class: 'side' });
const info = el('div', { class: 'game-info', id: 'game-info' });
const status = el('div', { class: 'status', id: 'status', role: 'status' });
const firstMoveEl = el('div', { class: 'first-move', id: 'first-move' }); firstMoveEl.hidden = true;
const announcer = el('div', { class: 'sr-only', id: 'announce', 'aria-live': 'polite' });
const banner = el('div', { class: 'banner', id: 'banner' }); banner.hidden = true;
const picker = el('div', { class: 'picker', id: 'picker' });
const actions = el('div', { class: 'actions', id: 'actions' });
const movesEl = el('ol', { class: 'moves', id: 'moves', 'aria-label': t('moves') });
const moveForm = el('form', { class: 'move-box', id: 'move-form' });
const moveInput = el('input', { id: 'move-input', autocomplete: 'off', spellcheck: 'false', placeholder: t('move-placeholder'), 'aria-label': t('move-label') });
moveForm.append(moveInput);
const errorEl = el('div', { class: 'error', id: 'error', role: 'alert' });
const chatCol = el('div', { class: 'chat-col' });
const chatList = el('div', { class: 'chat', id: 'chat', 'aria-label': t('chat'), role: 'log' });
const chatForm = el('form', { id: 'chat-form' });
const chatInput = el('input', { name: 'text', maxlength: '500', placeholder: t('chat-placeholder'), id: 'chat-input', 'aria-label': t('chat-label') });
chatForm.append(chatInput, el('button', { type: 'submit' }, t('chat-send')));
const chatTitle = el('h2', { class: 'chat-title', id: 'chat-title' }, t('chat'));
// Spectators have a room of their own, for those signed in (the header offers "Sign in" to the
// others).
const signedIn = !document.getElementById('sign-in');
const chatSignIn = el('p', { class: 'muted', id: 'chat-sign-in' });
chatSignIn.append(el('a', { href: `/login?next=${encodeURIComponent(location.pathname)}` }, t('chat-sign-in')), ' ', t('chat-sign-in-after'));
chatSignIn.hidden = true;
/** How many spectators have the game open. */
const watchersEl = el('span', { class: 'watchers muted', id: 'watchers' });
chatCol.append(chatTitle, chatList, chatForm, chatSignIn);
const confirmEl = el('div', { class: 'confirm-move', id: 'confirm-move', role: 'group', 'aria-label': t('confirm-move-label') }); confirmEl.hidden = true;
side.append(topSeat, connectionEl, info, status, firstMoveEl, banner, movesEl, stepBar, picker, confirmEl, moveForm, actions, errorEl, bottomSeat);
layout.append(chatCol, boardCol, side, announcer);
root.append(layout);
const sizer = new BoardSizer(layout, frame.frame, resizer, variant.files, variant.ranks,
  () => topSeat.offsetHeight + bottomSeat.offsetHeight + 60,
  // The board may have moved without changing size: it measures its squares' place again
  // (redrawing it would drop the squares' painting).
  () => ground?.state.dom.bounds.clear());

// ---- State ----
let game: GameView | null = null;
let viewPly: number | null = null; // null: following the game
let ground: Api | null = null;
// The board by keyboard: Tab to it, arrows, Enter (board-keys.ts); its moves are announced with
// the others (moveWords).
new BoardKeys(frame.wrap, variant, () => ground);
let received = 0; // when the last state came, for the clocks
const chooser = new MoveChooser(picker, variant, () => ground);
const socket = new GameSocket(
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/games/${gameId}/ws`,
  onMessage, onConnection);

function orientation(): cg.Color {
  const own = game?.you ?? 'white';
  return flipped ? (own === 'white' ? 'black' : 'white') : own;
}

/** Sends an action over the socket; while the connection is lost nothing is sent, and the
 * player is told so (a move is never queued out of sight). */
function send(action: Action): void {
  errorEl.textContent = '';
  if (!socket.send(action)) {
    errorEl.textContent = action.type === 'move'
      ? t('not-connected-move')
      : t('not-connected');
    if (game) render(game);
  }
}

function dests(): cg.Dests {
  const d: cg.Dests = new Map();
  if (!game || viewPly !== null) return d;
  for (const m of game.legal) {
    const k = m.from as cg.Key;
    const list = d.get(k) ?? [];
    if (!list.includes(m.to as cg.Key)) list.push(m.to as cg.Key);
    d.set(k, list);
  }
  return d;
}

function play(options: Legal[]): void {
  if (!game) return;
  const g = game;
  chooser.choose(options, g.turn, m => confirmThenSend(g, m), () => render(g));
}

/** Sends a move; in a correspondence game (unless switched off) only once it is confirmed, the
 * move shown on the board meanwhile. */
function confirmThenSend(g: GameView, m: Legal): void {
  if (g.clock.kind !== 'correspondence' || localStorage.getItem('rukh-confirm-correspondence') === 'off') {
    send({ type: 'move', move: m.move, ply: g.ply });
    return;
  }
  confirmEl.replaceChildren();
  const yes = el('button', { id: 'confirm-yes', type: 'button' }, t('confirm-play', { san: m.san }));
  const no = el('button', { id: 'confirm-no', type: 'button', class: 'secondary' }, t('confirm-take-back'));
  const close = () => { confirmEl.hidden = true; confirmEl.replaceChildren(); };
  yes.onclick = () => { close(); send({ type: 'move', move: m.move, ply: g.ply }); };
  no.onclick = () => { close(); if (game) render(game); };
  confirmEl.append(el('span', {}, t('confirm-send', { san: m.san })), yes, no);
  confirmEl.hidden = false;
  yes.focus({ preventScroll: true });
}

/** A move made ahead, while the opponent thinks (live games): played when the turn comes, if
 * it is legal then and needs no choice; otherwise dropped. */
let premove: { from: string; to: string } | null = null;

/** Whether the rules answer in this browser (premove destinations): known once they load. */
let rulesReady = false;
let rulesAsked = false;
/** The rules in this browser (2 MB of WebAssembly) are fetched only when a player of a game in
 * play waits for the other's move, and may premove: spectators, finished games and a page
 * opened on one's own move never load them before they are needed. */
function wantRules(g: GameView): void {
  if (rulesAsked || !g.you || g.status !== 'active' || g.turn === g.you) return;
  rulesAsked = true;
  void rulesHere(variant.id, '{}').then(ok => { rulesReady = ok; if (ok && game) render(game); });
}

/** The squares the board offers a man for a premove: from the rules in this browser, or (until
 * they load, or where they cannot) every square not held by a man of one's own. */
function premoveSquares(key: cg.Key): cg.Key[] {
  const g = game;
  if (!g || !g.you) return [];
  if (rulesReady) return premoveHere(variant.id, g.fen, g.you, key) as cg.Key[];
  const board = ground?.state.boardState.pieces;
  const all: cg.Key[] = [];
  for (let r = 0; r < variant.ranks; r++) {
    for (let f = 0; f < variant.files; f++) {
      const k = `${String.fromCharCode(97 + f)}${r + 1}` as cg.Key;
      const p = board?.get(k);
      if (k !== key && !(p && p.color === g.you)) all.push(k);
    }
  }
  return all;
}

function onMove(orig: cg.Key, dest: cg.Key): void {
  if (!game) return;
  if (chooser.boardMove(orig, dest)) return;
  const options = game.legal.filter(m => m.from === orig && m.to === dest);
  if (options.length === 0) { render(game); return; }
  play(options);
}

/** Plays the premove, if there is one and it fits a legal move of the position that came. */
function playPremove(g: GameView): void {
  if (!premove) return;
  const pm = premove;
  premove = null;
  ground?.cancelPremove();
  if (g.status !== 'active' || g.you !== g.turn) return;
  const options = g.legal.filter(m => m.from === pm.from && m.to === pm.to);
  const promos = new Set(options.map(o => o.promotion));
  if (options.length === 1 || (options.length > 1 && promos.size === 1 && options.every(o => !o.bonus))) {
    send({ type: 'move', move: options[0].move, ply: g.ply });
  }
}

// ---- Clocks ----
const clockEls: Partial<Record<cg.Color, HTMLElement>> = {};

/** The clocks from the server's last state and the time since it came; while the connection
 * is lost they stop where they were and say so. */
function tickClocks(): void {
  if (!game) return;
  const c = socket.connection;
  const elapsed = (c.state === 'lost' ? c.since : Date.now()) - received;
  for (const color of ['white', 'black'] as const) {
    const box = clockEls[color];
    if (!box || !box.isConnected) continue;
    const ms = clockMs(game.clock, color, Math.max(0, elapsed));
    const running = game.clock.running === color && game.status === 'active';
    box.textContent = fmtClock(game.clock.kind, ms);
    box.classList.toggle('running', running && c.state !== 'lost');
    box.classList.toggle('stale', c.state === 'lost');
    box.classList.toggle('low', running && ms < 20000 && game.clock.kind === 'live');
  }
  showAbsence();
  if (game.clock.first_move && game.status === 'active') {
    const left = Math.max(0, Math.ceil(((game.clock.left_ms ?? 0) - Math.max(0, elapsed)) / 1000));
    firstMoveEl.hidden = false;
    firstMoveEl.textContent = game.you === game.turn
      ? t('first-move-you', { n: left })
      : t('first-move-other', { n: left, side: sideName(game.turn) });
  } else firstMoveEl.hidden = true;
}

/** "X left the game": the seconds until the game may be claimed, then the claims. */
function showAbsence(): void {
  const note = document.getElementById('absent-note');
  if (!note || !game || !game.you) return;
  const them = game.you === 'white' ? 'black' : 'white';
  const name = game[them].name || t('your-opponent');
  const away = (game[them].away_ms ?? 0) + Math.max(0, Date.now() - received);
  const left = Math.ceil((game.absent_wait_ms - away) / 1000);
  const ready = left <= 0;
  note.textContent = ready
    ? t('absent-ready', { name })
    : t('absent-wait', { name, n: left });
  for (const id of ['claim-absent-win', 'claim-absent-draw']) {
    const b = document.getElementById(id);
    if (b) b.hidden = !ready;
  }
}

function renderSeats(): void {
  if (!game) return;
  const o = orientation();
  const shown = viewPly ?? game.moves.length;
  const top = o === 'white' ? 'black' : 'white';
  clockEls[top] = seatView(topSeat, game, top, variant, shown) ?? undefined;
  clockEls[o] = seatView(bottomSeat, game, o, variant, shown) ?? undefined;
  tickClocks();
}

function renderMoves(): void {
  if (!game) return;
  movesView(movesEl, game, variant, viewPly ?? game.moves.length, notationSelect.value, ply => {
    viewPly = ply === game!.moves.length ? null : ply;
    render(game!);
  });
}

function onConnection(c: Connection): void {
  showConnection(c);
  if (game) render(game);
}

const connectionText = el('span');
const reconnectButton = el('button', { type: 'button', class: 'secondary', id: 'reconnect' }, t('reconnect-now'));
reconnectButton.onclick = () => socket.now();
connectionEl.append(el('strong', {}, `${t('reconnecting')} `), connectionText, reconnectButton);

function showConnection(c: Connection): void {
  if (c.state === 'online') {
    connectionEl.hidden = true;
    if (errorEl.textContent === t('not-connected') || errorEl.textContent === t('not-connected-move')) errorEl.textContent = '';
  } else if (c.state === 'lost') {
    connectionEl.hidden = false;
    const secs = Math.max(1, Math.round((c.retryAt - Date.now()) / 1000));
    connectionText.textContent = `${t('connection-lost', { n: secs })} `;
  }
}

function renderActions(): void {
  actions.innerHTML = '';
  if (!game || !game.you) return;
  const add = (label: string, id: string, action: Action, cls = '', confirm = '') => {
    const b = el('button', { id, class: cls, type: 'button' }, label);
    b.onclick = () => {
      // Grave steps ask once more: a second click within a few seconds does it.
      if (confirm && !b.classList.contains('confirm')) {
        b.classList.add('confirm');
        b.textContent = confirm;
        setTimeout(() => { if (b.isConnected) { b.classList.remove('confirm'); b.textContent = label; } }, 4000);
        return;
      }
      send(action);
    };
    actions.append(b);
  };
  if (game.status !== 'active') {
    if (game.status === 'finished') renderRematch(game);
    return;
  }
  const them = game.you === 'white' ? 'black' : 'white';
  // An offer is said in words beside its buttons (and read out by screen readers).
  const theirName = game[them].name || t('your-opponent');
  const offers: string[] = [];
  if (game.draw_offer === them) offers.push(t('offer-draw-them', { name: theirName }));
  else if (game.draw_offer === game.you) offers.push(t('offer-draw-you'));
  if (game.takeback_offer === them) offers.push(t('offer-takeback-them', { name: theirName }));
  else if (game.takeback_offer === game.you) offers.push(t('offer-takeback-you'));
  if (offers.length) actions.append(el('p', { class: 'offer-note', id: 'offer-note', role: 'status' }, offers.join(' ')));
  // An opponent who left: a countdown, then the game may be claimed (or called a draw).
  if (game[them].away_ms != null) {
    actions.append(el('p', { class: 'offer-note', id: 'absent-note', role: 'status' }));
    add(t('claim-victory'), 'claim-absent-win', { type: 'claim-absent', result: 'win' });
    add(t('call-draw'), 'claim-absent-draw', { type: 'claim-absent', result: 'draw' }, 'secondary');
    showAbsence();
  }
  if (game.ply < 2) add(t('abort'), 'abort', { type: 'abort' }, 'secondary', t('abort-confirm'));
  else add(t('resign'), 'resign', { type: 'resign' }, 'secondary', t('resign-confirm'));
  if (game.draw_offer === them) {
    add(t('draw-accept'), 'draw-accept', { type: 'draw', action: 'accept' });
    add(t('draw-decline'), 'draw-decline', { type: 'draw', action: 'decline' }, 'secondary');
  } else if (!game[them].engine) {
    add(game.draw_offer === game.you ? t('draw-offered') : t('draw-offer'), 'draw-offer', { type: 'draw', action: 'offer' }, 'secondary', t('draw-offer-confirm'));
  }
  if (game.takeback_offer === them) {
    add(t('takeback-accept'), 'takeback-accept', { type: 'takeback', action: 'accept' });
    add(t('takeback-decline'), 'takeback-decline', { type: 'takeback', action: 'decline' }, 'secondary');
  } else if (game.ply > 0) {
    add(game.takeback_offer === game.you ? t('takeback-asked') : t('takeback-offer'), 'takeback-offer', { type: 'takeback', action: 'offer' }, 'secondary');
  }
  if (game.clock.kind === 'live' && !game[them].engine) {
    add(t('more-time'), 'more-time', { type: 'more-time' }, 'secondary');
    document.getElementById('more-time')!.title = t('more-time-title', { name: theirName });
  }
  for (const c of game.claims) {
    add(c === 'draw' ? t('claim-draw') : t('claim-win'), `claim-${c}`, { type: 'claim', claim: c });
    actions.append(el('p', { class: 'claim-help' }, c === 'draw'
      ? t('claim-draw-help')
      : t('claim-win-help')));
  }
}

/** After the end: the rematch as an offer the other player accepts or declines. */
function renderRematch(g: GameView): void {
  const them = g.you === 'white' ? 'black' : 'white';
  const post = async (path: string) => {
    const r = await fetch(`/api/games/${gameId}/${path}`, { method: 'POST' });
    const j = await r.json();
    if (!r.ok) { errorEl.textContent = j.error; return; }
    const reply = j as RematchReply;
    if (reply.started && reply.game_url) goTo(reply.game_url);
  };
  if (g.rematch) {
    // The other player accepted (or this one, in another tab): both are seated there.
    actions.append(el('a', { class: 'button', id: 'rematch-go', href: `/g/${encodeURIComponent(g.rematch)}` }, t('rematch-play')));
  } else if (g.rematch_offer === them) {
    actions.append(el('p', { class: 'offer', id: 'rematch-offered' }, t('rematch-offered-them', { name: g[them].name ?? t('your-opponent') })));
    const yes = el('button', { id: 'rematch-accept', type: 'button' }, t('rematch-accept'));
    yes.onclick = () => post('rematch');
    const no = el('button', { id: 'rematch-decline', class: 'secondary', type: 'button' }, t('decline'));
    no.onclick = () => post('rematch/decline');
    actions.append(yes, no);
  } else if (g.rematch_offer === g.you) {
    actions.append(el('p', { class: 'offer', id: 'rematch-waiting' }, t('rematch-waiting', { name: g[them].name ?? t('the-opponent') })));
  } else {
    if (g.rematch_offer === 'declined') actions.append(el('p', { class: 'offer', id: 'rematch-declined' }, t('rematch-declined')));
    const b = el('button', { id: 'rematch', type: 'button' }, g[them].engine ? t('rematch') : t('rematch-offer'));
    b.title = t('rematch-title');
    b.onclick = () => post('rematch');
    actions.append(b);
  }
  actions.append(el('a', { class: 'button secondary', id: 'new-game-link', href: `/?variant=${encodeURIComponent(variant.id)}` }, t('new-game')));
}

/** The rematch this player offered (or accepted in another tab) has started: both players go to
 * it, as the one who accepted does. True when the page is leaving. */
function followRematch(before: GameView | null, g: GameView): boolean {
  if (!g.you || !g.rematch || !before || before.rematch) return false;
  goTo(`/g/${encodeURIComponent(g.rematch)}`);
  return true;
}

/** Leaves for another game once (the answer to a request and the socket's news may both say
 * so: a second navigation would cancel the first). */
let leaving = false;
function goTo(url: string): void {
  if (leaving) return;
  leaving = true;
  location.href = url;
}

/** A tournament game that just ended while the player watched: back to the tournament in a few
 * seconds (to be paired again), unless the player stays. */
function backToTournament(before: GameView | null, g: GameView): void {
  const link = document.getElementById('back-to-tournament') as HTMLAnchorElement | null;
  if (!link || link.dataset.running !== 'true' || !g.you) return;
  if (before?.status !== 'active' || g.status !== 'finished' || document.getElementById('tournament-return')) return;
  const note = el('p', { id: 'tournament-return', class: 'muted', role: 'status' }, `${t('tournament-return')} `);
  const stay = el('button', { type: 'button', class: 'link', id: 'stay-here' }, t('stay-here'));
  note.append(stay);
  link.parentElement?.before(note);
  const timer = setTimeout(() => { location.href = link.href; }, 3000);
  stay.addEventListener('click', () => { clearTimeout(timer); note.remove(); });
}

/** Watched as the featured game (`/tv`): once it ends, the next featured game comes. */
const tv = new URLSearchParams(location.search).has('tv');
let tvNext = false;

/** A new state from the server: the clocks count from its arrival. */
function update(g: GameView): void {
  received = Date.now();
  if (tv && g.status === 'finished' && !tvNext) {
    tvNext = true;
    window.setTimeout(() => { location.href = '/tv'; }, 7000);
  }
  wantRules(g);
  backToTournament(game, g);
  if (followRematch(game, g)) return;
  notifyMove(game, g);
  showNotifyButton(g);
  if (game && g.ply > game.ply) {
    knock((g.captures[g.ply - 1] ?? '') !== '');
    announcer.textContent = moveWords(g);
  }
  setTimeout(() => playPremove(g), 0);
  // The invitation has done its work once the opponent is in; the board moves up with it.
  const invite = document.getElementById('invite');
  if (g.status !== 'open' && invite) {
    invite.remove();
    sizer.fit();
  }
  if (game && game.ply !== g.ply) chooser.close();
  render(g);
}

/** A move event: the move and what changed with it. The game is patched and drawn again; an
 * event that does not follow the game (one was missed) asks for the whole game. */
function applyMove(ev: MoveEvent): void {
  if (!game) return;
  if (ev.ply <= game.ply) return;
  if (ev.ply !== game.ply + 1 || !ev.move) {
    socket.send({ type: 'resync' });
    return;
  }
  update({
    ...game,
    moves: [...game.moves, ev.move],
    fens: [...game.fens, ev.fen],
    captures: [...game.captures, ev.captured],
    fen: ev.fen, ply: ev.ply, turn: ev.turn, check: ev.check, last_move: ev.last_move,
    status: ev.status, result: ev.result, termination: ev.termination, description: ev.description,
    draw_offer: ev.draw_offer, takeback_offer: ev.takeback_offer, clock: ev.clock,
    legal: ev.legal ?? [], claims: ev.claims ?? [],
  });
}

function onMessage(msg: GameMessage): void {
  if (msg.type === 'state') update(msg.game);
  else if (msg.type === 'move') applyMove(msg as MoveEvent);
  else if (msg.type === 'chat') addChat(msg.line);
  else if (msg.type === 'watchers') showWatchers(msg.count);
  else if (msg.type === 'error') { errorEl.textContent = refusalWords(msg.code, msg.error, msg.args); if (game) render(game); }
}

const inviteCopy = document.getElementById('invite-copy') as HTMLButtonElement | null;
if (inviteCopy) {
  inviteCopy.onclick = async () => {
    const input = document.getElementById('invite-link') as HTMLInputElement;
    input.select();
    try { await navigator.clipboard.writeText(input.value); } catch { document.execCommand('copy'); }
    inviteCopy.textContent = t('copied');
    setTimeout(() => { inviteCopy.textContent = t('copy'); }, 1500);
  };
}

/** Draws the game. Called again for local changes (stepping through moves, styles, a cancelled
 * promotion), which never touch the clocks: they run from the server's last state. */
function render(g: GameView): void {
  game = g;
  // Berserk is for before one's first move: the server's button goes once it is made.
  const berserk = document.querySelector('form.berserk');
  if (berserk && (g.status !== 'active' || g.ply >= (g.you === 'white' ? 1 : 2))) berserk.remove();
  // "Analyse this game" as soon as the game ends, without a reload.
  const analyse = document.getElementById('analyse');
  if (analyse) analyse.hidden = g.status !== 'finished';
  const o = orientation();
  const following = viewPly === null || viewPly >= g.moves.length;
  if (following) viewPly = null;
  const ply = viewPly ?? g.moves.length;
  const fen = ply === g.moves.length ? g.fen : (ply === 0 ? g.start_fen : g.fens[ply - 1]);
  const online = socket.online;
  const yourTurn = g.status === 'active' && g.you === g.turn && following && online;
  const last = ply === 0 ? undefined : lastMoveOf(ply);
  const checkColor: cg.Color | false = following && g.check && !g.king_capture ? g.turn : false;
  // "Download diagram" draws the position shown, as the board is turned.
  const diagramLink = document.getElementById('diagram-link');
  if (diagramLink) diagramLink.setAttribute('href', `/api/games/${encodeURIComponent(g.id)}/diagram?ply=${ply}${o === 'black' ? '&flip=1' : ''}`);
  const premoveOk = following && online && g.status === 'active' && g.clock.kind === 'live' && !!g.you && g.you !== g.turn;
  const config = {
    fen, orientation: o, turnColor: g.turn, lastMove: last, check: checkColor,
    coordinates: false,
    dimensions: { width: variant.files, height: variant.ranks },
    // While the opponent thinks in a live game, a move may be made ahead (a premove): the board
    // offers the squares the rules in this browser give the man; the server judges the move
    // when the turn comes.
    movable: { free: false, color: yourTurn || premoveOk ? g.you! : undefined, dests: yourTurn ? dests() : new Map(), showDests: true },
    draggable: { enabled: yourTurn || premoveOk },
    highlight: { lastMove: true, check: true },
    animation: { enabled: true, duration: 150 },
    premovable: {
      enabled: premoveOk,
      premoveFunc: (_: unknown, key: cg.Key) => premoveSquares(key),
      events: {
        set: (orig: cg.Key, dest: cg.Key) => { premove = { from: orig, to: dest }; },
        unset: () => { premove = null; },
      },
    },
    events: { move: onMove },
    drawable: { autoShapes: [] },
  };
  // While Parsi's bonus move is chosen on the board, the board stays as the chooser set it.
  if (!ground) ground = Chessground(boardEl, config as never);
  else if (!chooser.onBoard) ground.set(config as never);
  frame.paint(styleSelect.value, o);
  boardCol.classList.toggle('offline', !online);
  status.innerHTML = '';
  status.append(el('span', {}, statusText(g)));
  if (g.status === 'active' && g.check && following) {
    const warn = ` — ${g.king_capture ? t('check-king-capture') : t('check')}`;
    status.append(el('span', { class: 'check', id: 'check-warning' }, warn));
  }
  if (g.status === 'finished') {
    banner.hidden = false;
    banner.textContent = g.termination === 'aborted' ? `${t('aborted')} · ${endWords(g)}` : `${g.result} · ${endWords(g)}`;
    banner.append(ratingChange(g));
  } else banner.hidden = true;
  document.title = tabTitle(g, variant.name);
  // What kind of game: its clock, rated or casual, the speed its ratings are counted in.
  info.textContent = `${variant.name} · ${timeControlText(g)} · ${g.rated ? t('rated', { speed: speedWord(g.speed) }) : t('casual')}`;
  renderSeats();
  renderMoves();
  renderActions();
  moveForm.hidden = !(g.you && g.status === 'active');
  moveInput.disabled = !online;
  chatList.innerHTML = '';
  for (const c of g.chat) chatLine(c);
  chatList.scrollTop = chatList.scrollHeight;
  chatForm.hidden = !g.you && !signedIn;
  chatSignIn.hidden = !!g.you || signedIn;
  chatTitle.textContent = g.you ? t('chat') : t('chat-spectators');
  chatList.setAttribute('aria-label', chatTitle.textContent);
  info.append(watchersEl);
  if (!yourTurn && !chooser.onBoard) chooser.close();
}

/** "3 watching" beside the game's kind (nothing while nobody watches). */
function showWatchers(count: number): void {
  watchersEl.textContent = count > 0 ? ` · ${t('watching', { n: count })}` : '';
}

// Move notices: in a correspondence game, with the player's leave, the browser announces the
// opponent's move while the page is in the background.
const notifyButton = el('button', { class: 'secondary', id: 'notify', type: 'button', title: t('notify-title') }, t('notify'));
notifyButton.hidden = true;
notifyButton.onclick = async () => {
  if (!('Notification' in window)) return;
  const answer = await Notification.requestPermission();
  notifyButton.hidden = answer !== 'default';
  if (answer === 'denied') errorEl.textContent = t('notify-blocked');
};
settingsPanel.append(notifyButton);

function showNotifyButton(g: GameView): void {
  notifyButton.hidden = !('Notification' in window) || Notification.permission !== 'default'
    || !g.you || g.status !== 'active' || g.clock.kind !== 'correspondence';
}

function notifyMove(before: GameView | null, g: GameView): void {
  if (!before || !g.you || g.clock.kind !== 'correspondence' || !document.hidden) return;
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  if (g.ply <= before.ply || (g.turn !== g.you && g.status === 'active')) return;
  const last = g.moves[g.moves.length - 1];
  const text = g.status === 'finished' ? `${g.result} · ${endWords(g)}` : last ? t('notify-your-turn', { san: last.san }) : t('notify-a-move');
  const n = new Notification(t('notify-moved', { game: variant.name, name: g[g.you === 'white' ? 'black' : 'white'].name ?? t('the-opponent') }), { body: text, tag: `rukh-${g.id}` });
  n.onclick = () => { window.focus(); n.close(); };
}

function chatLine(c: ChatRow): void {
  const line = el('div'); line.append(el('strong', {}, c.author + ': '), document.createTextNode(c.body));
  chatList.append(line);
}

/// A chat line comes as its own event; the game is not sent again.
function addChat(c: ChatRow): void {
  if (!game || game.chat.some(x => x.seq === c.seq)) return;
  game.chat.push(c);
  chatLine(c);
  chatList.scrollTop = chatList.scrollHeight;
}

function lastMoveOf(ply: number): cg.Key[] | undefined {
  const m = game?.moves[ply - 1];
  if (!m) return undefined;
  const sq = m.coord.match(/[a-p][0-9]+/g);
  return sq ? [sq[0] as cg.Key, sq[1] as cg.Key] : undefined;
}

function step(to: 'first' | 'prev' | 'next' | 'last'): void {
  if (!game) return;
  const cur = viewPly ?? game.moves.length;
  const n = game.moves.length;
  const next = to === 'first' ? 0 : to === 'prev' ? Math.max(0, cur - 1) : to === 'next' ? Math.min(n, cur + 1) : n;
  viewPly = next >= n ? null : next;
  render(game);
}
for (const k of ['first', 'prev', 'next', 'last'] as const) stepButtons[k].onclick = () => step(k);
// The "Board" panel closes as a popover does: Escape (its button keeps the focus), or a click
// anywhere else.
document.addEventListener('click', e => {
  if (settings.open && !settings.contains(e.target as Node)) settings.open = false;
});
document.addEventListener('keydown', e => {
  if (e.key === 'Escape' && settings.open) {
    settings.open = false;
    settings.querySelector('summary')?.focus();
    return;
  }
  if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || e.target === resizer) return;
  if (e.key === 'ArrowLeft') step('prev');
  else if (e.key === 'ArrowRight') step('next');
  else if (e.key === 'Home') step('first');
  else if (e.key === 'End') step('last');
});
styleSelect.onchange = () => { setPref('rukh-board-style-' + variant.id, styleSelect.value); if (game) render(game); };
notationSelect.onchange = () => renderMoves();
chatForm.onsubmit = e => { e.preventDefault(); const t = chatInput.value.trim(); if (t) send({ type: 'chat', text: t }); chatInput.value = ''; };

// The move box: a move is played as soon as the text names exactly one (or on Enter).
function typed(done: boolean): void {
  if (!socket.online) {
    if (done) errorEl.textContent = t('not-connected-move');
    return;
  }
  if (!game || game.status !== 'active' || game.you !== game.turn) {
    if (done && moveInput.value.trim()) errorEl.textContent = t('not-your-move');
    return;
  }
  const r = readTyped(moveInput.value, game.legal, done);
  moveInput.classList.toggle('wrong', 'error' in r);
  if ('play' in r) { moveInput.value = ''; errorEl.textContent = ''; viewPly = null; play(r.play); }
  else if ('error' in r && done) errorEl.textContent = r.error;
}
moveInput.addEventListener('input', () => typed(false));
moveForm.onsubmit = e => { e.preventDefault(); typed(true); };

sizer.fit();
socket.open();
window.setInterval(() => {
  if (!game || game.status !== 'active' || game.clock.kind === 'none') return;
  tickClocks();
}, 100);
window.setInterval(() => { if (socket.connection.state === 'lost') showConnection(socket.connection); }, 1000);

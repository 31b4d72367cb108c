// Rukh's game page: the board (chessgroundx), clocks, moves, offers and chat, kept live over the
// game's WebSocket. The server checks every move; the page only offers what the server lists.
import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';
import type { ChatRow, GameView, Legal, MoveEvent, VariantInfo } from './types';
import type { Action, GameMessage, SocketRequest } from './wire';
import { el } from './dom';
import { pieceUrl, sanWithFigurine } from './pieces';
import { BoardFrame, boardStyle } from './board';
import { knock, soundOn } from './sound';
import { fmtClock } from './clock';

const root = document.getElementById('game') as HTMLElement;
const gameId = root.dataset.id!;
const variant: VariantInfo = JSON.parse(root.dataset.variant!);

// ---- Layout ----
document.getElementById('loading')?.remove();
const frame = new BoardFrame(variant, () => renderMoves());
const layout = el('div', { class: 'game-layout' });
const boardCol = el('div', { class: 'board-col' });
const boardEl = frame.boardEl;
const boardFrame = frame.frame;
let flipped = false;
const topSeat = el('div', { class: 'seat', id: 'seat-top' });
const bottomSeat = el('div', { class: 'seat', id: 'seat-bottom' });
const stepBar = el('div', { class: 'steps' });
const stepButtons: Record<string, HTMLButtonElement> = {};
for (const [name, label] of [['first', '«'], ['prev', '‹'], ['next', '›'], ['last', '»']]) {
  const b = el('button', { class: 'secondary', id: `step-${name}`, title: name }, label);
  stepButtons[name] = b; stepBar.append(b);
}
const styleSelect = el('select', { id: 'board-style', title: 'Board style', 'aria-label': 'Board style' });
for (const s of ['checkered', 'plain', 'ashtapada']) styleSelect.append(el('option', { value: s }, s));
styleSelect.value = boardStyle(variant);
stepBar.append(styleSelect);
const soundButton = el('button', { class: 'secondary', id: 'sound', title: 'Move sounds' }, soundOn() ? 'Sound on' : 'Sound off');
soundButton.onclick = () => {
  localStorage.setItem('rukh-sound', soundOn() ? 'off' : 'on');
  soundButton.textContent = soundOn() ? 'Sound on' : 'Sound off';
};
const flipButton = el('button', { class: 'secondary', id: 'flip', title: 'Flip the board' }, '⇅ Flip');
flipButton.onclick = () => { flipped = !flipped; if (game) render(game); };
stepBar.append(flipButton, soundButton);
boardCol.append(topSeat, boardFrame, bottomSeat, stepBar);

const side = el('div', { class: 'side' });
const info = el('div', { class: 'game-info muted', id: 'game-info' });
const status = el('div', { class: 'status', id: 'status', role: 'status' });
const banner = el('div', { class: 'banner', id: 'banner' }); banner.hidden = true;
const picker = el('div', { class: 'picker', id: 'picker' }); picker.hidden = true;
const actions = el('div', { class: 'actions', id: 'actions' });
const notationSelect = el('select', { id: 'notation', 'aria-label': 'Move notation' });
notationSelect.append(el('option', { value: 'san' }, 'SAN'), el('option', { value: 'courier' }, 'Game Courier'));
const movesEl = el('ol', { class: 'moves', id: 'moves' });
const chatList = el('div', { class: 'chat', id: 'chat' });
const chatForm = el('form', { id: 'chat-form' });
const chatInput = el('input', { name: 'text', maxlength: '500', placeholder: 'Say something…', id: 'chat-input' });
chatForm.append(chatInput, el('button', { type: 'submit' }, 'Send'));
const errorEl = el('div', { class: 'error', id: 'error', role: 'alert' });
side.append(info, status, banner, picker, actions, errorEl, el('h3', {}, 'Moves '), notationSelect, movesEl, el('h3', {}, 'Chat'), chatList, chatForm);
layout.append(boardCol, side);
root.append(layout);



// ---- State ----
let game: GameView | null = null;
let viewPly: number | null = null; // null: following the game
let ground: Api | null = null;
let socket: WebSocket | null = null;
let clockTimer: number | undefined;
let received = 0; // time the last state came, for the clocks

function orientation(): cg.Color {
  const own = game?.you ?? 'white';
  return flipped ? (own === 'white' ? 'black' : 'white') : own;
}

function send(action: Action | SocketRequest): void {
  errorEl.textContent = '';
  if (socket && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify(action));
  } else {
    // The session cookie says who sends it.
    fetch(`/api/games/${gameId}/actions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(action),
    }).then(async r => {
      const j = await r.json();
      if (!r.ok) errorEl.textContent = j.error; else update(j);
    }).catch(() => { errorEl.textContent = 'The site cannot be reached; your move was not sent.'; });
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

function pieceName(letter: string): string {
  return variant.pieces.find(p => p.letter === letter.toUpperCase())?.name ?? letter;
}

/** A move that needs a choice: the promotion piece, then (Parsi) the new horse's bonus move. */
function choose(options: Legal[]): void {
  const promos = [...new Set(options.map(o => o.promotion))];
  picker.innerHTML = '';
  picker.hidden = false;
  const cancel = el('button', { class: 'secondary' }, 'Cancel');
  cancel.onclick = () => { picker.hidden = true; render(game!); };
  if (promos.length > 1) {
    picker.append(el('div', {}, 'Promote to:'));
    for (const p of promos) {
      const b = el('button', { 'data-piece': p ?? '' });
      if (p) {
        const info = variant.pieces.find(x => x.letter === p.toUpperCase());
        if (info) b.append(el('img', { src: pieceUrl(info, game!.turn), alt: '' }));
        b.append(el('div', {}, pieceName(p)));
      } else b.textContent = 'no promotion';
      b.onclick = () => choose(options.filter(o => o.promotion === p));
      picker.append(b);
    }
    picker.append(cancel);
    return;
  }
  const bonuses = options.filter(o => o.bonus);
  if (bonuses.length > 0 && options.length > 1) {
    picker.append(el('div', {}, 'The new horse may move once more:'));
    for (const o of options) {
      const b = el('button', { 'data-bonus': o.bonus ?? '' }, o.bonus ? `to ${o.bonus}` : 'stay');
      b.onclick = () => { picker.hidden = true; send({ type: 'move', move: o.move, ply: game!.ply }); };
      picker.append(b);
    }
    picker.append(cancel);
    return;
  }
  picker.hidden = true;
  send({ type: 'move', move: options[0].move, ply: game!.ply });
}

/** A move made ahead, while the opponent thinks (live games): played when the turn comes, if
 * it is legal then and needs no choice; otherwise dropped. */
let premove: { from: string; to: string } | null = null;

function onMove(orig: cg.Key, dest: cg.Key): void {
  if (!game) return;
  if (game.status === 'active' && game.you && game.turn !== game.you) {
    premove = { from: orig, to: dest };
    render(game);
    return;
  }
  const options = game.legal.filter(m => m.from === orig && m.to === dest);
  if (options.length === 0) { render(game); return; }
  choose(options);
}

/** Plays the premove, if there is one and it fits a legal move of the position that came. */
function playPremove(g: GameView): void {
  if (!premove) return;
  const pm = premove;
  premove = null;
  if (g.status !== 'active' || g.you !== g.turn) return;
  const options = g.legal.filter(m => m.from === pm.from && m.to === pm.to);
  const promos = new Set(options.map(o => o.promotion));
  if (options.length === 1 || (options.length > 1 && promos.size === 1 && options.every(o => !o.bonus))) {
    send({ type: 'move', move: options[0].move, ply: g.ply });
  }
}

/** A rating as shown: rounded, with "?" while provisional. */
function ratingText(r: number, provisional: boolean | undefined): string {
  return `${r}${provisional ? '?' : ''}`;
}

function seatHtml(target: HTMLElement, color: cg.Color): void {
  if (!game) return;
  const seat = game[color];
  target.innerHTML = '';
  const name = el('span', { class: 'name' }, `${color === 'white' ? '○' : '●'} `);
  const label = seat.name ?? (seat.seated ? color : 'waiting for a player…');
  if (seat.url) name.append(el('a', { href: seat.url, class: 'player-link' }, label));
  else name.append(document.createTextNode(label));
  if (seat.bot) name.append(' ', el('span', { class: 'bot' }, 'BOT'));
  if (seat.rating) {
    const r = seat.rating;
    const rating = el('span', { class: 'rating', id: `rating-${color}` }, ratingText(r.before, r.provisional));
    if (r.diff !== undefined) rating.append(' ', el('span', { class: r.diff >= 0 ? 'diff up' : 'diff down' }, `${r.diff >= 0 ? '+' : ''}${r.diff}`));
    name.append(' ', rating);
  }
  target.append(name);
  target.append(capturedBy(color));
  if (game.clock.kind !== 'none') {
    const c = el('span', { class: 'clock', id: `clock-${color}` });
    target.append(c);
    tickClock(c, color);
  }
}

/** A clock's time, from the server's last state and the time since it came. */
function tickClock(c: HTMLElement, color: cg.Color): void {
  if (!game) return;
  const running = game.clock.running === color;
  let ms: number;
  if (game.clock.kind === 'live') {
    ms = color === 'white' ? game.clock.white_ms : game.clock.black_ms;
    if (running) ms = (game.clock.left_ms ?? ms) - (Date.now() - received);
  } else {
    ms = running ? (game.clock.left_ms ?? 0) - (Date.now() - received) : game.clock.days_per_move * 86400000;
  }
  c.textContent = fmtClock(game.clock.kind, ms);
  c.classList.toggle('running', running);
  c.classList.toggle('low', running && ms < 20000 && game.clock.kind === 'live');
}

/** The pieces a side has taken up to the position shown, as small figures (Great Shatranj's
 * promotions choose among the pieces a side has lost: they are the other side's list). */
function capturedBy(color: cg.Color): HTMLElement {
  const box = el('span', { class: 'captured', id: `captured-by-${color}` });
  if (!game) return box;
  const shown = viewPly ?? game.moves.length;
  const taken: string[] = [];
  game.captures.slice(0, shown).forEach(list => {
    for (const l of list) {
      const isWhitePiece = l === l.toUpperCase();
      if (isWhitePiece !== (color === 'white')) taken.push(l);
    }
  });
  const order = (l: string) => variant.pieces.findIndex(p => p.letter === l.toUpperCase());
  taken.sort((a, b) => order(a) - order(b));
  for (const l of taken) {
    const info = variant.pieces.find(p => p.letter === l.toUpperCase());
    if (!info) continue;
    box.append(el('img', { src: pieceUrl(info, l === l.toUpperCase() ? 'white' : 'black'), alt: info.name, title: info.name, 'data-piece': l }));
  }
  return box;
}

function renderClocks(): void {
  const o = orientation();
  seatHtml(topSeat, o === 'white' ? 'black' : 'white');
  seatHtml(bottomSeat, o);
}

function renderMoves(): void {
  if (!game) return;
  movesEl.innerHTML = '';
  const shown = viewPly ?? game.moves.length;
  const notation = notationSelect.value;
  let li: HTMLLIElement | null = null;
  const firstBlack = game.fens.length > 0 && game.start_turn === 'black';
  game.moves.forEach((m, i) => {
    const whiteMove = firstBlack ? i % 2 === 1 : i % 2 === 0;
    if (whiteMove || li === null) { li = el('li'); movesEl.append(li); }
    const span = el('span', { 'data-ply': String(m.ply) });
    if (notation === 'san') sanWithFigurine(span, m.san, whiteMove ? 'white' : 'black', variant.pieces);
    else span.textContent = m.courier;
    if (m.ply === shown) span.classList.add('current');
    span.onclick = () => { viewPly = m.ply === game!.moves.length ? null : m.ply; render(game!); };
    li.append(span);
  });
  movesEl.querySelector('.current')?.scrollIntoView({ block: 'nearest' });
}

function describeStatus(): string {
  if (!game) return '';
  if (game.status === 'open') return 'Waiting for your opponent to join through the invitation link.';
  if (game.status === 'finished') return `Game over: ${game.result}`;
  const yours = game.you === game.turn;
  let s = yours ? 'Your move' : `${game.turn === 'white' ? 'White' : 'Black'} to move`;
  if (game.you && !yours && game[game.turn].engine) s = 'The engine is thinking…';
  return s;
}

function renderActions(): void {
  actions.innerHTML = '';
  if (!game || !game.you) return;
  const add = (label: string, id: string, action: Action, cls = '', confirm = '') => {
    const b = el('button', { id, class: cls }, label);
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
    if (game.status === 'finished') {
      if (game.rematch) {
        // The other player (or this one, in another tab) started it: both are seated there.
        actions.append(el('a', { class: 'button', id: 'rematch-go', href: `/g/${encodeURIComponent(game.rematch)}` }, 'Play the rematch'));
      } else {
        const b = el('button', { id: 'rematch' }, 'Rematch');
        b.title = 'The same game again, colours swapped';
        b.onclick = async () => {
          const r = await fetch(`/api/games/${gameId}/rematch`, { method: 'POST' });
          const j = await r.json();
          if (r.ok) location.href = j.game_url; else errorEl.textContent = j.error;
        };
        actions.append(b);
      }
      actions.append(el('a', { class: 'button secondary', id: 'new-game-link', href: `/?variant=${encodeURIComponent(variant.id)}` }, 'New game'));
    }
    return;
  }
  const them = game.you === 'white' ? 'black' : 'white';
  if (game.ply < 2) add('Abort', 'abort', { type: 'abort' }, 'secondary', 'Abort the game? Click to confirm');
  else add('Resign', 'resign', { type: 'resign' }, 'secondary', 'Resign? Click to confirm');
  if (game.draw_offer === them) {
    add('Accept draw', 'draw-accept', { type: 'draw', action: 'accept' });
    add('Decline draw', 'draw-decline', { type: 'draw', action: 'decline' }, 'secondary');
  } else if (!game[them].engine) {
    add(game.draw_offer === game.you ? 'Draw offered' : 'Offer draw', 'draw-offer', { type: 'draw', action: 'offer' }, 'secondary', 'Offer a draw? Click to confirm');
  }
  if (game.takeback_offer === them) {
    add('Accept takeback', 'takeback-accept', { type: 'takeback', action: 'accept' });
    add('Decline takeback', 'takeback-decline', { type: 'takeback', action: 'decline' }, 'secondary');
  } else if (game.ply > 0) {
    add(game.takeback_offer === game.you ? 'Takeback asked' : 'Ask to take back', 'takeback-offer', { type: 'takeback', action: 'offer' }, 'secondary');
  }
  for (const c of game.claims) {
    add(c === 'draw' ? 'Claim a draw' : 'Claim the win', `claim-${c}`, { type: 'claim', claim: c });
    actions.append(el('p', { class: 'claim-help' }, c === 'draw'
      ? "The other king is alone: the rules let you take a draw now instead of trying to win."
      : "The lone king has used all the moves the rules give it to reach a draw: you may claim the win."));
  }
}

/** A new state from the server: the clocks count from its arrival. */
function update(g: GameView): void {
  received = Date.now();
  announce(game, g);
  showNotifyButton(g);
  if (game && g.ply > game.ply) knock((g.captures[g.ply - 1] ?? '') !== '');
  setTimeout(() => playPremove(g), 0);
  // The invitation has done its work once the opponent is in. The board moves up with it, so
  // it measures itself again (its squares are found by position).
  const invite = document.getElementById('invite');
  if (g.status !== 'open' && invite) {
    invite.remove();
    render(g);
    ground?.redrawAll();
    return;
  }
  render(g);
}

/** A move event: the move and what changed with it. The game is patched and drawn again; an
 * event that does not follow the game (one was missed) asks for the whole game. */
function applyMove(ev: MoveEvent): void {
  if (!game) return;
  if (ev.ply <= game.ply) return;
  if (ev.ply !== game.ply + 1 || !ev.move) {
    socket?.send(JSON.stringify({ type: 'resync' }));
    return;
  }
  const g: GameView = {
    ...game,
    moves: [...game.moves, ev.move],
    fens: [...game.fens, ev.fen],
    captures: [...game.captures, ev.captured],
    fen: ev.fen, ply: ev.ply, turn: ev.turn, check: ev.check, last_move: ev.last_move,
    status: ev.status, result: ev.result, termination: ev.termination, description: ev.description,
    draw_offer: ev.draw_offer, takeback_offer: ev.takeback_offer, clock: ev.clock,
    legal: ev.legal ?? [], claims: ev.claims ?? [],
  };
  update(g);
}

const inviteCopy = document.getElementById('invite-copy') as HTMLButtonElement | null;
if (inviteCopy) {
  inviteCopy.onclick = async () => {
    const input = document.getElementById('invite-link') as HTMLInputElement;
    input.select();
    try { await navigator.clipboard.writeText(input.value); } catch { document.execCommand('copy'); }
    inviteCopy.textContent = 'Copied';
    setTimeout(() => { inviteCopy.textContent = 'Copy'; }, 1500);
  };
}

/** Draws the game. Called again for local changes (stepping through moves, styles, a cancelled
 * promotion), which never touch the clocks: they run from the server's last state. */
function render(g: GameView): void {
  game = g;
  const o = orientation();
  const following = viewPly === null || viewPly >= g.moves.length;
  if (following) viewPly = null;
  const ply = viewPly ?? g.moves.length;
  const fen = ply === g.moves.length ? g.fen : (ply === 0 ? g.start_fen : g.fens[ply - 1]);
  const yourTurn = g.status === 'active' && g.you === g.turn && following;
  const last = ply === 0 ? undefined : lastMoveOf(ply);
  const checkColor: cg.Color | false = following && g.check && !g.king_capture ? g.turn : false;
  // "Download diagram" draws the position shown, as the board is turned.
  const diagramLink = document.getElementById('diagram-link');
  if (diagramLink) diagramLink.setAttribute('href', `/api/games/${encodeURIComponent(g.id)}/diagram?ply=${ply}${o === 'black' ? '&flip=1' : ''}`);
  const premoveOk = following && g.status === 'active' && g.clock.kind === 'live' && !!g.you && g.you !== g.turn;
  const config = {
    fen, orientation: o, turnColor: g.turn, lastMove: last, check: checkColor,
    coordinates: false,
    dimensions: { width: variant.files, height: variant.ranks },
    // While the opponent thinks in a live game, a move may be made ahead (a premove): any
    // piece of one's own to any square; the server judges it when the turn comes.
    movable: premoveOk
      ? { free: true, color: g.you!, dests: new Map(), showDests: false }
      : { free: false, color: yourTurn ? g.you! : undefined, dests: yourTurn ? dests() : new Map(), showDests: true },
    draggable: { enabled: yourTurn || premoveOk },
    highlight: { lastMove: true, check: true },
    animation: { enabled: true, duration: 150 },
    premovable: { enabled: false },
    events: { move: onMove },
    drawable: { autoShapes: premove ? [{ orig: premove.from as cg.Key, dest: premove.to as cg.Key, brush: 'paleGrey' }] : [] },
  };
  if (!ground) {
    ground = Chessground(boardEl, config as never);
  } else {
    ground.set(config as never);
  }
  frame.paint(styleSelect.value, o);
  // Status, check warning (only a warning where kings may be captured), end banner.
  status.innerHTML = '';
  status.append(el('span', {}, describeStatus()));
  if (g.status === 'active' && g.check && following) {
    const warn = g.king_capture ? ' — the king is attacked (it may be captured)' : ' — check!';
    status.append(el('span', { class: 'check', id: 'check-warning' }, warn));
  }
  if (g.status === 'finished') {
    banner.hidden = false;
    banner.textContent = g.termination === 'aborted' ? `Aborted · ${g.description ?? ''}` : `${g.result} · ${g.description ?? g.termination ?? ''}`;
    banner.append(ratingChange(g));
  } else banner.hidden = true;
  document.title = tabTitle(g);
  // What kind of game: its clock, rated or casual, the speed its ratings are counted in.
  info.textContent = `${variant.name} · ${g.time_control} · ${g.rated ? `Rated ${g.speed}` : 'Casual'}`;
  renderClocks();
  renderMoves();
  renderActions();
  chatList.innerHTML = '';
  for (const c of g.chat) chatLine(c);
  chatList.scrollTop = chatList.scrollHeight;
  chatForm.hidden = !g.you;
  if (!yourTurn) picker.hidden = true;
}

/** What a rated game did to the players' ratings: `1500? → 1563 (+63)` for each side; the
 * viewer's own line first. */
function ratingChange(g: GameView): HTMLElement {
  const box = el('div', { class: 'rating-change', id: 'rating-change' });
  if (!g.rated) return box;
  const sides: cg.Color[] = g.you === 'black' ? ['black', 'white'] : ['white', 'black'];
  for (const c of sides) {
    const r = g[c].rating;
    if (!r || r.after === undefined || r.diff === undefined) continue;
    const who = g.you === c ? 'Your rating' : `${g[c].name ?? c}`;
    box.append(el('div', { class: 'line', 'data-side': c },
      `${who}: ${ratingText(r.before, r.provisional)} → ${ratingText(r.after, r.after_provisional)} (${r.diff >= 0 ? '+' : ''}${r.diff})`));
  }
  return box;
}

/** The tab's title: whose turn it is, so a player sees it from another tab. */
function tabTitle(g: GameView): string {
  const name = variant.name;
  if (g.status === 'finished') return `${g.termination === 'aborted' ? 'Aborted' : g.result} · ${name} · Rukh`;
  if (g.status === 'open') return `Waiting for an opponent · ${name} · Rukh`;
  if (g.you && g.you === g.turn) return `● Your turn · ${name}`;
  if (g.you) return `Waiting for ${g[g.you === 'white' ? 'black' : 'white'].name ?? 'the opponent'} · ${name}`;
  return `${g.white.name ?? 'White'} – ${g.black.name ?? 'Black'} · ${name} · Rukh`;
}

// Move notices: in a correspondence game, with the player's leave, the browser announces the
// opponent's move while the page is in the background.
const notifyButton = el('button', { class: 'secondary', id: 'notify', title: 'Tell me when my opponent moves while this page is in the background' }, 'Notify me of moves');
notifyButton.hidden = true;
notifyButton.onclick = async () => {
  if (!('Notification' in window)) return;
  const answer = await Notification.requestPermission();
  notifyButton.hidden = answer !== 'default';
  if (answer === 'denied') errorEl.textContent = 'Notifications are blocked for this site in your browser.';
};
stepBar.append(notifyButton);

function showNotifyButton(g: GameView): void {
  notifyButton.hidden = !('Notification' in window) || Notification.permission !== 'default'
    || !g.you || g.status !== 'active' || g.clock.kind !== 'correspondence';
}

function announce(before: GameView | null, g: GameView): void {
  if (!before || !g.you || g.clock.kind !== 'correspondence' || !document.hidden) return;
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  if (g.ply <= before.ply || (g.turn !== g.you && g.status === 'active')) return;
  const last = g.moves[g.moves.length - 1];
  const text = g.status === 'finished' ? `${g.result} · ${g.description ?? ''}` : `${last?.san ?? 'A move'}: your turn`;
  const n = new Notification(`${variant.name}: ${g[g.you === 'white' ? 'black' : 'white'].name ?? 'your opponent'} moved`, { body: text, tag: `rukh-${g.id}` });
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
document.addEventListener('keydown', e => {
  if (e.target instanceof HTMLInputElement) return;
  if (e.key === 'ArrowLeft') step('prev');
  else if (e.key === 'ArrowRight') step('next');
  else if (e.key === 'Home') step('first');
  else if (e.key === 'End') step('last');
});
styleSelect.onchange = () => { localStorage.setItem('rukh-board-style-' + variant.id, styleSelect.value); if (game) render(game); };
notationSelect.onchange = () => renderMoves();
chatForm.onsubmit = e => { e.preventDefault(); const t = chatInput.value.trim(); if (t) send({ type: 'chat', text: t }); chatInput.value = ''; };

function connect(): void {
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  socket = new WebSocket(`${proto}://${location.host}/api/games/${gameId}/ws`);
  socket.onmessage = ev => {
    const msg = JSON.parse(ev.data) as GameMessage;
    if (msg.type === 'state') update(msg.game);
    else if (msg.type === 'move') applyMove(msg);
    else if (msg.type === 'chat') addChat(msg.line);
    else if (msg.type === 'error') { errorEl.textContent = msg.error; if (game) render(game); }
  };
  socket.onclose = () => { socket = null; setTimeout(connect, 1500); };
}
connect();
clockTimer = window.setInterval(() => {
  if (!game || game.status !== 'active' || game.clock.kind === 'none') return;
  for (const color of ['white', 'black'] as const) {
    const c = document.getElementById(`clock-${color}`);
    if (c) tickClock(c, color);
  }
}, 250);
void clockTimer;

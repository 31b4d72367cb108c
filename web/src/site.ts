// Every page: the piece set the player chose (kept in this browser) for every piece picture and
// the choice in the header; the count of games where it is one's move, kept up to date; the
// header's menu on a phone. The board pages listen for `rukh-piece-set` to redraw.

import { adoptAccountPrefs, setPref, setPrefNow } from './prefs';
import { num, t, tcWords } from './i18n';

const KEY = 'rukh-piece-set';
document.documentElement.classList.add('js');
// A signed-in account's preferences, before anything reads them.
adoptAccountPrefs();

function currentSet(): string {
  const s = localStorage.getItem(KEY);
  return s === 'turned' || s === 'letters' ? s : 'figures';
}

function applySet(set: string): void {
  const src = (e: HTMLElement | SVGElement) => set === 'letters'
    ? e.dataset.disc ?? ''
    : `/pieces/${set}/${e.dataset.side}-${e.dataset.figure}.svg`;
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-figure]')) img.src = src(img);
  // The pictures inside diagrams (SVG images) follow the same choice.
  for (const im of document.querySelectorAll<SVGImageElement>('image[data-figure]')) im.setAttribute('href', src(im));
  document.documentElement.dataset.pieceSet = set;
}

const select = document.getElementById('piece-set') as HTMLSelectElement | null;
if (select) {
  select.value = currentSet();
  select.addEventListener('change', () => {
    setPref(KEY, select.value);
    applySet(select.value);
    window.dispatchEvent(new CustomEvent('rukh-piece-set', { detail: select.value }));
  });
}
applySet(currentSet());

// The theme: the system's, or light or dark as chosen here (a cookie, so that the server draws
// the next page in it at once).
const theme = document.getElementById('theme') as HTMLSelectElement | null;
function useTheme(v: string): void {
  if (v === 'light' || v === 'dark') {
    document.documentElement.dataset.theme = v;
    document.cookie = `rukh-theme=${v}; path=/; max-age=${400 * 86400}; samesite=lax`;
  } else {
    delete document.documentElement.dataset.theme;
    document.cookie = 'rukh-theme=; path=/; max-age=0; samesite=lax';
  }
}
if (theme) {
  theme.addEventListener('change', () => {
    setPref('rukh-theme', theme.value || 'system');
    useTheme(theme.value);
  });
  // The account's theme, in a browser that chose another (or none).
  const chosen = localStorage.getItem('rukh-theme');
  if (document.body.dataset.prefs !== undefined && chosen !== null) {
    const v = chosen === 'light' || chosen === 'dark' ? chosen : '';
    if (theme.value !== v) { theme.value = v; useTheme(v); }
  }
}

// The language (the header's settings, and the account page's picker): kept in a cookie (the
// server draws every page in it) and with the account, then the page is drawn again in it
// (without a ?lang= that named another).
for (const id of ['lang', 'account-lang']) {
  const lang = document.getElementById(id) as HTMLSelectElement | null;
  lang?.addEventListener('change', () => {
    const v = lang.value;
    document.cookie = `rukh-lang=${v}; path=/; max-age=${400 * 86400}; samesite=lax`;
    void setPrefNow('rukh-lang', v).then(() => {
      const u = new URL(location.href);
      u.searchParams.delete('lang');
      location.replace(u.toString());
    });
  });
}

// The header's count of games where it is your move (server-sent events).
const badge = document.getElementById('turn-count');
let meStream: EventSource | null = null;
/** The player's one event stream (turns and challenges). */
function meEvents(): EventSource | null {
  if (!document.body.dataset.player || !window.EventSource) return null;
  meStream ??= new EventSource('/api/me/events');
  return meStream;
}
if (badge && document.body.dataset.player && window.EventSource) {
  const events = meEvents()!;
  events.addEventListener('turns', e => {
    const n = parseInt((e as MessageEvent).data, 10) || 0;
    badge.textContent = new Intl.NumberFormat(document.documentElement.lang || 'en').format(n);
    badge.hidden = n === 0;
  });
}

// On a phone the header's links fold behind a menu button.
const toggle = document.getElementById('menu-toggle');
const header = document.querySelector('header');
if (toggle && header) {
  toggle.addEventListener('click', () => {
    const open = header.classList.toggle('open');
    toggle.setAttribute('aria-expanded', String(open));
  });
}

// The header's menus (the rules, the account) close on a click elsewhere and on Escape.
const menus = [...document.querySelectorAll<HTMLDetailsElement>('header details')];
document.addEventListener('click', e => {
  for (const m of menus) if (m.open && !m.contains(e.target as Node)) m.open = false;
});
document.addEventListener('keydown', e => {
  if (e.key !== 'Escape') return;
  for (const m of menus) {
    if (!m.open) continue;
    m.open = false;
    m.querySelector('summary')?.focus();
  }
});

// "Sign in" in the header comes back to the page it was followed from (the server goes on only
// to this site's own paths).
const signIn = document.getElementById('sign-in');
if (signIn instanceof HTMLAnchorElement && !['/login', '/signup'].includes(location.pathname)) {
  signIn.href = `/login?next=${encodeURIComponent(location.pathname + location.search)}`;
}

// Challenges for the signed-in player: the header's count and list, and a notice (at once, on
// whatever page is open) for each new one, with Accept and Decline (and the reason).
type Challenge = import('./wire').ChallengeView;
type Reason = import('./wire').DeclineReason;
const challengesMenu = document.getElementById('challenges') as HTMLDetailsElement | null;
let reasons: Promise<Reason[]> | null = null;
const seen = new Set<string>();
let firstList = true;

function challengeWords(c: Challenge): string {
  return `${c.variant_name} · ${tcWords(c.time_control)} · ${c.rated ? t('challenge-rated') : t('challenge-casual')} · ${t('challenge-you-play', { side: t(c.color === 'white' ? 'side-white' : 'side-black') })}`;
}

/** Accept and Decline (with its reason) for one challenge: forms the server answers. */
function answerForms(c: Challenge, list: Reason[]): HTMLElement {
  const box = document.createElement('div');
  box.className = 'challenge-answer';
  const accept = document.createElement('form');
  accept.method = 'post';
  accept.action = `/challenges/${encodeURIComponent(c.id)}/accept`;
  const yes = document.createElement('button');
  yes.type = 'submit'; yes.className = 'accept'; yes.textContent = t('challenge-accept');
  accept.append(yes);
  const decline = document.createElement('form');
  decline.method = 'post';
  decline.action = `/challenges/${encodeURIComponent(c.id)}/decline`;
  const back = document.createElement('input');
  back.type = 'hidden'; back.name = 'back'; back.value = location.pathname + location.search;
  const why = document.createElement('select');
  why.name = 'reason';
  why.setAttribute('aria-label', t('challenge-why'));
  for (const r of list) why.append(new Option(r.text, r.word));
  const no = document.createElement('button');
  no.type = 'submit'; no.className = 'secondary'; no.textContent = t('challenge-decline');
  decline.append(back, why, no);
  box.append(accept, decline);
  return box;
}

function challengeItem(c: Challenge, list: Reason[]): HTMLElement {
  const item = document.createElement('div');
  item.className = 'challenge-item';
  item.dataset.challenge = c.id;
  const who = document.createElement('a');
  who.href = `/@/${encodeURIComponent(c.challenger)}`;
  who.textContent = c.challenger;
  const what = document.createElement('div');
  what.className = 'muted';
  what.textContent = challengeWords(c);
  const title = document.createElement('strong');
  title.append(who, ' ', t('challenge-you'));
  item.append(title, what, answerForms(c, list));
  return item;
}

async function showChallenges(incoming: Challenge[]): Promise<void> {
  if (!challengesMenu) return;
  reasons ??= fetch('/api/challenges/reasons').then(r => r.json() as Promise<Reason[]>).catch(() => []);
  const list = await reasons;
  const count = document.getElementById('challenge-count')!;
  const box = document.getElementById('challenge-list')!;
  challengesMenu.hidden = incoming.length === 0;
  if (incoming.length === 0) challengesMenu.open = false;
  count.textContent = num(incoming.length);
  box.replaceChildren(...incoming.map(c => challengeItem(c, list)));
  // A notice for each challenge that came while the page is open (those waiting when it
  // opened are in the header's list).
  for (const c of incoming) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    if (firstList) continue;
    let notice = document.getElementById('challenge-notice');
    if (!notice) {
      notice = document.createElement('div');
      notice.id = 'challenge-notice';
      notice.setAttribute('role', 'alert');
      document.body.append(notice);
    }
    const item = challengeItem(c, list);
    const close = document.createElement('button');
    close.type = 'button'; close.className = 'link close'; close.textContent = t('challenge-later');
    close.onclick = () => item.remove();
    item.append(close);
    notice.append(item);
  }
  // A notice of a challenge no longer waiting (taken back, answered elsewhere) goes.
  const ids = new Set(incoming.map(c => c.id));
  for (const n of document.querySelectorAll<HTMLElement>('#challenge-notice .challenge-item')) {
    if (!ids.has(n.dataset.challenge ?? '')) n.remove();
  }
  firstList = false;
}

if (challengesMenu && window.EventSource) {
  const events = meEvents();
  events?.addEventListener('challenges', e => {
    const list = JSON.parse((e as MessageEvent).data) as import('./wire').ChallengeList;
    void showChallenges(list.incoming);
  });
}

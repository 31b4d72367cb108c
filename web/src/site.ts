// Every page: the piece set the player chose (kept in this browser) for every piece picture and
// the choice in the header; the count of games where it is one's move, kept up to date; the
// header's menu on a phone. The board pages listen for `rukh-piece-set` to redraw.

const KEY = 'rukh-piece-set';
document.documentElement.classList.add('js');

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
    localStorage.setItem(KEY, select.value);
    applySet(select.value);
    window.dispatchEvent(new CustomEvent('rukh-piece-set', { detail: select.value }));
  });
}
applySet(currentSet());

// The theme: the system's, or light or dark as chosen here (a cookie, so that the server draws
// the next page in it at once).
const theme = document.getElementById('theme') as HTMLSelectElement | null;
if (theme) {
  theme.addEventListener('change', () => {
    const v = theme.value;
    if (v === 'light' || v === 'dark') {
      document.documentElement.dataset.theme = v;
      document.cookie = `rukh-theme=${v}; path=/; max-age=${400 * 86400}; samesite=lax`;
    } else {
      delete document.documentElement.dataset.theme;
      document.cookie = 'rukh-theme=; path=/; max-age=0; samesite=lax';
    }
  });
}

// The header's count of games where it is your move (server-sent events).
const badge = document.getElementById('turn-count');
if (badge && document.body.dataset.player && window.EventSource) {
  const events = new EventSource('/api/me/events');
  events.addEventListener('turns', e => {
    const n = parseInt((e as MessageEvent).data, 10) || 0;
    badge.textContent = String(n);
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

// A tournament's page: says every few seconds that the player is here (so an arena may pair
// them), takes them to their game as soon as one starts, and keeps the standings current.
const root = document.getElementById('tournament');
const id = root?.dataset.id;
// The game the player came back from to look at the tournament is left to them.
const cameFrom = /\/g\/([^/?#]+)/.exec(document.referrer)?.[1] ?? null;

async function tick(): Promise<void> {
  if (!id) return;
  try {
    const r = await fetch(`/api/tournaments/${encodeURIComponent(id)}`, { headers: { Accept: 'application/json' } });
    if (r.ok) {
      const t = await r.json() as { status: string; you?: { joined: boolean; playing: string | null } };
      const game = t.you?.joined ? t.you.playing : null;
      if (game && game !== cameFrom) { location.href = `/g/${game}`; return; }
      const fresh = await fetch(`/tournament/${encodeURIComponent(id)}/standings?lang=${encodeURIComponent(document.documentElement.lang || 'en')}`);
      const old = document.getElementById('standings');
      if (fresh.ok && old) {
        const box = document.createElement('div');
        box.innerHTML = await fresh.text();
        const next = box.firstElementChild;
        if (next && next.outerHTML !== old.outerHTML) old.replaceWith(next);
      }
      if (t.status !== root?.dataset.status && t.status !== 'upcoming') { location.reload(); return; }
    }
  } catch { /* the server is restarting: the next tick tries again */ }
  setTimeout(tick, 3000);
}
void tick();

// The form for a new tournament: the fields of the kind chosen (all are shown without scripts).
const form = document.querySelector<HTMLFormElement>('form[action="/tournaments/new"]');
if (form) {
  const show = (): void => {
    const swiss = form.querySelector<HTMLInputElement>('input[name=kind][value=swiss]')?.checked ?? false;
    const arena = document.getElementById('arena-fields');
    const rounds = document.getElementById('swiss-fields');
    if (arena) arena.hidden = swiss;
    if (rounds) rounds.hidden = !swiss;
  };
  form.addEventListener('change', show);
  show();
}

// Clock times as players read them.

/** `4:07`, or hours and days for correspondence. */
export function fmtClock(kind: string, ms: number): string {
  if (kind === 'correspondence') {
    const h = Math.max(0, ms) / 3600000;
    return h >= 24 ? `${(h / 24).toFixed(1)} days` : `${h.toFixed(1)} h`;
  }
  const s = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, '0')}`;
}

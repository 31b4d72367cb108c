// Clock times as players read them, and what a clock shows at a moment.
import type { Clock } from './wire';

/** `4:07` (with tenths under ten seconds, as lichess shows them), or hours and days for
 * correspondence. */
export function fmtClock(kind: string, ms: number): string {
  if (kind === 'correspondence') {
    const h = Math.max(0, ms) / 3600000;
    return h >= 24 ? `${(h / 24).toFixed(1)} days` : `${h.toFixed(1)} h`;
  }
  const left = Math.max(0, ms);
  if (left < 10000) return `0:0${(Math.floor(left / 100) / 10).toFixed(1)}`;
  const s = Math.ceil(left / 1000);
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, '0')}`;
}

/** The time a side's clock shows `elapsed` ms after the server's state came: a running clock
 * counts down from what the server said was left; one that waits shows its store. While the
 * connection is lost nothing runs (`elapsed` is the time up to the loss). */
export function clockMs(clock: Clock, side: 'white' | 'black', elapsed: number): number {
  const running = clock.running === side;
  if (clock.kind === 'live') {
    const stored = side === 'white' ? clock.white_ms : clock.black_ms;
    return running ? (clock.left_ms ?? stored) - elapsed : stored;
  }
  return running ? (clock.left_ms ?? 0) - elapsed : clock.days_per_move * 86400000;
}

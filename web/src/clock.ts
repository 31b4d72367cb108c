// Clock times as players read them, and what a clock shows at a moment.
import type { Clock } from './wire';
import { digits, t } from './i18n';

/** `4:07` (with tenths under ten seconds, as lichess shows them), or for correspondence the
 * time left in words: `2 days 5 h`, `1 day`, `5 h 20 min`, `42 min`, `30 s`. */
export function fmtClock(kind: string, ms: number): string {
  if (kind === 'correspondence') return fmtDeadline(ms);
  const left = Math.max(0, ms);
  if (left < 10000) return digits(`0:0${(Math.floor(left / 100) / 10).toFixed(1)}`);
  const s = Math.ceil(left / 1000);
  const m = Math.floor(s / 60);
  return digits(`${m}:${String(s % 60).padStart(2, '0')}`);
}

/** A correspondence deadline in the two largest units that say it (days and hours, hours and
 * minutes), rounded down: what is left is never overstated. */
export function fmtDeadline(ms: number): string {
  const left = Math.max(0, ms);
  const days = Math.floor(left / 86400000);
  const hours = Math.floor(left / 3600000) % 24;
  const minutes = Math.floor(left / 60000) % 60;
  if (days > 0) return `${t('clock-days', { n: days })}${hours > 0 ? ` ${t('clock-hours', { n: hours })}` : ''}`;
  if (hours > 0) return `${t('clock-hours', { n: hours })}${minutes > 0 ? ` ${t('clock-minutes', { n: minutes })}` : ''}`;
  if (minutes > 0) return t('clock-minutes', { n: minutes });
  return t('clock-seconds', { n: Math.floor(left / 1000) });
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

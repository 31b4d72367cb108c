// What the clocks show: minutes and seconds, tenths in the last ten seconds, days for
// correspondence; a running clock counts down from the server's time, a waiting one does not.
import { describe, expect, it } from 'vitest';
import { clockMs, fmtClock } from '../src/clock';
import type { Clock } from '../src/wire';

const live = (over: Partial<Clock> = {}): Clock => ({
  kind: 'live', white_ms: 180000, black_ms: 175000, increment_ms: 2000, days_per_move: 0,
  running: 'white', left_ms: 170000, first_move: false, ...over,
});

describe('fmtClock', () => {
  it('shows minutes and seconds, rounding up', () => {
    expect(fmtClock('live', 180000)).toBe('3:00');
    expect(fmtClock('live', 61001)).toBe('1:02');
    expect(fmtClock('live', 10000)).toBe('0:10');
  });
  it('shows tenths under ten seconds and never less than nothing', () => {
    expect(fmtClock('live', 9950)).toBe('0:09.9');
    expect(fmtClock('live', 400)).toBe('0:00.4');
    expect(fmtClock('live', -500)).toBe('0:00.0');
  });
  it('says a correspondence deadline in days and hours, or hours and minutes, never more than is left', () => {
    expect(fmtClock('correspondence', 3 * 86400000)).toBe('3 days');
    expect(fmtClock('correspondence', 86400000)).toBe('1 day');
    expect(fmtClock('correspondence', 86400000 + 5 * 3600000 + 59 * 60000)).toBe('1 day 5 h');
    expect(fmtClock('correspondence', 24 * 3600000 - 1)).toBe('23 h 59 min');
    expect(fmtClock('correspondence', 5 * 3600000)).toBe('5 h');
    expect(fmtClock('correspondence', 42 * 60000 + 30000)).toBe('42 min');
    expect(fmtClock('correspondence', 30500)).toBe('30 s');
    expect(fmtClock('correspondence', -5)).toBe('0 s');
  });
});

describe('clockMs', () => {
  it('counts the running side down from what the server said was left', () => {
    expect(clockMs(live(), 'white', 1500)).toBe(168500);
    expect(clockMs(live(), 'black', 1500)).toBe(175000);
  });
  it('runs no clock before the first moves', () => {
    const c = live({ running: null, first_move: true, left_ms: 30000 });
    expect(clockMs(c, 'white', 5000)).toBe(180000);
    expect(clockMs(c, 'black', 5000)).toBe(175000);
  });
  it('counts a correspondence deadline down, and shows the full days for the side waiting', () => {
    const c = live({ kind: 'correspondence', days_per_move: 2, left_ms: 86400000, running: 'black' });
    expect(clockMs(c, 'black', 3600000)).toBe(82800000);
    expect(clockMs(c, 'white', 3600000)).toBe(2 * 86400000);
  });
});

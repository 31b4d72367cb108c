// The board's size: as large as the window allows with the clocks, names and controls still in
// view (the side column is as tall as the board on a wide screen; on a phone the seats sit
// above and below it), or the size the player chose by dragging the board's corner, kept in
// this browser.
const KEY = 'rukh-board-width';
const PHONE = 800;

export class BoardSizer {
  constructor(
    private readonly layout: HTMLElement,
    private readonly frame: HTMLElement,
    private readonly handle: HTMLElement,
    private readonly files: number,
    private readonly ranks: number,
    /** What must fit under the board on a phone (the seats, the move strip, the controls). */
    private readonly phoneExtra: () => number,
    /** Called after each fit: the board may have moved without changing size (the invitation
     * above it gone), and must measure its squares again. */
    private readonly moved: () => void = () => {},
  ) {
    window.addEventListener('resize', () => this.fit());
    handle.addEventListener('pointerdown', e => this.drag(e));
    handle.addEventListener('keydown', e => {
      const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 16 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -16 : 0;
      if (!step) return;
      e.preventDefault();
      this.choose(this.frame.getBoundingClientRect().width + step);
    });
    handle.addEventListener('dblclick', () => { localStorage.removeItem(KEY); this.fit(); });
  }

  /** The frame's width for the window as it is now. */
  fit(): void {
    const phone = window.innerWidth <= PHONE;
    const coord = 17.6; // the coordinates' column and row (1.1rem)
    const top = this.layout.getBoundingClientRect().top + window.scrollY;
    const aspect = this.files / this.ranks;
    let width: number;
    if (phone) {
      const avail = window.innerHeight - top - this.phoneExtra() - coord - 8;
      width = Math.min(this.layout.clientWidth, Math.max(200, avail) * aspect + coord);
    } else {
      const avail = window.innerHeight - top - coord - 12;
      // The chat's and the side column's least widths and the gaps (site.css's .round).
      const side = window.innerWidth >= 1600 ? 360 + 220 + 32 : window.innerWidth >= 1200 ? 280 + 220 + 32 : 260 + 16;
      const byHeight = Math.max(240, avail) * aspect + coord;
      const byWidth = this.layout.clientWidth - side;
      const chosen = Number(localStorage.getItem(KEY)) || Infinity;
      width = Math.max(240, Math.min(chosen, byHeight, byWidth));
    }
    width = Math.floor(width);
    this.handle.setAttribute('aria-valuemin', '240');
    this.handle.setAttribute('aria-valuemax', String(Math.max(240, Math.floor(this.layout.clientWidth))));
    this.handle.setAttribute('aria-valuenow', String(width));
    this.handle.setAttribute('aria-valuetext', `${width} pixels wide`);
    const height = Math.floor((width - coord) / aspect + coord);
    this.layout.style.setProperty('--board-w', `${width}px`);
    this.layout.style.setProperty('--board-h', `${height}px`);
    this.moved();
  }

  private choose(width: number): void {
    localStorage.setItem(KEY, String(Math.round(Math.max(240, width))));
    this.fit();
  }

  private drag(e: PointerEvent): void {
    e.preventDefault();
    const left = this.frame.getBoundingClientRect().left;
    const move = (ev: PointerEvent) => this.choose(ev.clientX - left);
    const up = () => { window.removeEventListener('pointermove', move); window.removeEventListener('pointerup', up); };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  }
}

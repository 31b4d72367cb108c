// The game's WebSocket, kept alive: a heartbeat (`ping`, answered `pong`) finds a connection
// that died without closing; a lost one is said at once and tried again with a growing pause
// (0.5 s doubling to 3 s, with jitter, at once when the browser says it is online again): a
// restarted server is found within a few seconds.
import type { GameMessage, SocketRequest, Action } from '../wire';

export type Connection = { state: 'online' } | { state: 'connecting' } | { state: 'lost'; retryAt: number; since: number };

const HEARTBEAT_MS = 4000;
const SILENT_MS = 10000;

export class GameSocket {
  private ws: WebSocket | null = null;
  private attempts = 0;
  private heard = 0;
  private retry: number | undefined;
  private beat: number | undefined;
  private lostAt = 0;
  connection: Connection = { state: 'connecting' };

  constructor(
    private readonly url: string,
    private readonly onMessage: (m: GameMessage) => void,
    private readonly onConnection: (c: Connection) => void,
  ) {
    window.addEventListener('online', () => this.now());
    window.addEventListener('offline', () => this.drop());
  }

  get online(): boolean { return this.connection.state === 'online'; }

  open(): void {
    window.clearTimeout(this.retry);
    if (this.ws) return;
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempts = 0;
      this.heard = Date.now();
      this.set({ state: 'online' });
      window.clearInterval(this.beat);
      this.beat = window.setInterval(() => this.heartbeat(), HEARTBEAT_MS);
    };
    ws.onmessage = ev => {
      this.heard = Date.now();
      let msg: GameMessage;
      try { msg = JSON.parse(ev.data) as GameMessage; } catch { return; }
      if (msg.type !== 'pong') this.onMessage(msg);
    };
    ws.onclose = ev => {
      // The game was taken off (a seek cancelled, a challenge declined or cancelled): the page,
      // read again, says what became of it.
      if (ev.code === 4404) { location.reload(); return; }
      if (this.ws === ws) this.drop();
    };
  }

  /** Sends a request: false (nothing sent) while the connection is lost. */
  send(m: Action | SocketRequest): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN || !this.online) return false;
    this.ws.send(JSON.stringify(m));
    return true;
  }

  /** Tries again now (the "Reconnect now" button, the browser back online). */
  now(): void {
    if (this.connection.state !== 'lost') return;
    this.attempts = 0;
    this.open();
  }

  private heartbeat(): void {
    if (Date.now() - this.heard > SILENT_MS) { this.drop(); return; }
    this.send({ type: 'ping' });
  }

  /** The connection is gone (closed, silent, the browser offline): said, and tried again later. */
  private drop(): void {
    const ws = this.ws;
    this.ws = null;
    window.clearInterval(this.beat);
    if (ws) { ws.onclose = null; ws.onmessage = null; try { ws.close(); } catch { /* already closed */ } }
    if (this.connection.state !== 'lost') this.lostAt = Date.now();
    const pause = Math.min(3000, 500 * 2 ** this.attempts) * (0.8 + Math.random() * 0.4);
    this.attempts = Math.min(this.attempts + 1, 10);
    this.set({ state: 'lost', retryAt: Date.now() + pause, since: this.lostAt });
    window.clearTimeout(this.retry);
    this.retry = window.setTimeout(() => this.open(), pause);
  }

  private set(c: Connection): void {
    this.connection = c;
    this.onConnection(c);
  }
}

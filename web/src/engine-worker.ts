// The analysis board's engine in the browser: Rukh's search compiled to WebAssembly, run in this
// worker so that the page stays responsive. The page sends a position; the worker answers with
// the board's 'analysis' messages after every depth, then one marked done. To stop, the page
// ends the worker (a search cannot be interrupted from outside) and starts another with the
// module it compiled once.
import init, { Engine, Game, lastPanic } from '../wasm/web/rukh.js';

export type EngineAsk = {
  module: WebAssembly.Module;
  seq: number;
  variant: string;
  /** The address of the game's network, where the site has one. */
  net?: string;
  fen: string;
  multipv: number;
  movetime: number;
  /** Only the move to play (a game against the engine), not the board's analysis. */
  bestmove?: boolean;
};

type Report = { depth: number; nodes: number; nps: number; lines: unknown[] };

let engine: Engine | null = null;
/** The networks this worker's module has loaded (each serves every engine of the module). */
const netsLoaded = new Set<string>();

self.onmessage = async (ev: MessageEvent<EngineAsk>) => {
  const a = ev.data;
  const post = (r: Report, done: boolean) =>
    postMessage({ type: 'analysis', seq: a.seq, depth: r.depth, nodes: r.nodes, nps: r.nps, lines: r.lines, done });
  let game: Game | null = null;
  try {
    if (!engine) {
      await init({ module_or_path: a.module });
      engine = new Engine(32);
    }
    if (a.net && !netsLoaded.has(a.net)) {
      netsLoaded.add(a.net);
      // Without its network (the file could not be fetched) the engine plays on with its
      // written evaluation.
      try {
        (await Engine.withNetwork(a.net, 1)).free();
      } catch (e) {
        console.warn(`the engine's network ${a.net}: ${(e as Error).message ?? e}`);
      }
    }
    game = new Game(a.variant, a.fen);
    if (a.bestmove) {
      const r = engine.search(game, { movetime: a.movetime });
      postMessage({ type: 'bestmove', seq: a.seq, move: r.bestmove });
      return;
    }
    const last = engine.analyse(game, { movetime: a.movetime, multipv: a.multipv }, (r: Report) => post(r, false)) as Report | null;
    if (last) post(last, true);
  } catch (e) {
    // Bad input or a fault of the engine (a panic, whose message the module kept): the page is
    // told, and starts a fresh worker for the next position.
    const panic = e instanceof WebAssembly.RuntimeError ? lastPanic() : undefined;
    // The engine the panic broke stays borrowed; the next ask makes another in this module.
    if (e instanceof WebAssembly.RuntimeError) engine = null;
    postMessage({ type: 'error', seq: a.seq, code: 'failed', error: `the engine in this browser failed: ${panic ?? (e as Error).message ?? e}` });
  } finally {
    game?.free();
  }
};

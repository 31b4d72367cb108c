// Builds the board pages: type-checks, bundles each page's script into dist/ and the board's
// base stylesheet into dist/app.css.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';

// The rules and the engine in WebAssembly (web/wasm/), for the analysis board's engine in the
// browser: built first, as the worker's script imports it.
execFileSync('../tools/build-wasm.sh', [], { stdio: 'inherit' });
execFileSync('npx', ['tsc', '--noEmit', '-p', '.'], { stdio: 'inherit' });
mkdirSync('dist', { recursive: true });
// One bundle a page: the game, the analysis board, the position editor, a problem; and the
// small scripts of every page (the piece set, the header), the lobby, the import page and the
// problems list.
const entries = [['round/main', 'app'], ['analysis', 'analysis'], ['editor', 'editor'], ['problem', 'problem'],
  ['site', 'site'], ['lobby', 'lobby'], ['import', 'import'], ['problems-list', 'problems'], ['offline', 'offline'], ['tournament', 'tournament'], ['training', 'training'], ['training-home', 'training-home'], ['design', 'design']];
for (const [entry, out] of entries) {
  await build({
    entryPoints: [`src/${entry}.ts`],
    bundle: true,
    minify: true,
    sourcemap: true,
    format: 'iife',
    target: 'es2020',
    outfile: `dist/${out}.js`,
    // The WebAssembly glue finds its .wasm from import.meta.url unless given the module, which
    // the pages always give it.
    logOverride: { 'empty-import-meta': 'silent' },
  });
}
// The analysis board's engine: a module worker and the WebAssembly it runs.
await build({
  entryPoints: ['src/engine-worker.ts'],
  bundle: true,
  minify: true,
  sourcemap: true,
  format: 'esm',
  target: 'es2020',
  outfile: 'dist/engine-worker.js',
});
copyFileSync('wasm/rukh_bg.wasm', 'dist/rukh_bg.wasm');
// The engine's networks, one a game, fetched by the worker for the game it plays.
for (const net of readdirSync('wasm/nets')) copyFileSync(`wasm/nets/${net}`, `dist/${net}`);
copyFileSync('node_modules/chessgroundx/assets/chessground.base.css', 'dist/app.css');
console.log(`built ${entries.map(e => `web/dist/${e[1]}.js`).join(', ')}, web/dist/engine-worker.js with web/dist/rukh_bg.wasm and the networks, and web/dist/app.css`);

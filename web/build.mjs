// Builds the board pages: type-checks, bundles each page's script into dist/ and the board's
// base stylesheet into dist/app.css.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';

execFileSync('npx', ['tsc', '--noEmit', '-p', '.'], { stdio: 'inherit' });
mkdirSync('dist', { recursive: true });
// One bundle a page: the game, the analysis board, the position editor, a problem; and the
// small scripts of every page (the piece set, the header), the lobby, the import page and the
// problems list.
const entries = [['round/main', 'app'], ['analysis', 'analysis'], ['editor', 'editor'], ['problem', 'problem'],
  ['site', 'site'], ['lobby', 'lobby'], ['import', 'import'], ['problems-list', 'problems']];
for (const [entry, out] of entries) {
  await build({
    entryPoints: [`src/${entry}.ts`],
    bundle: true,
    minify: true,
    sourcemap: true,
    format: 'iife',
    target: 'es2020',
    outfile: `dist/${out}.js`,
  });
}
copyFileSync('node_modules/chessgroundx/assets/chessground.base.css', 'dist/app.css');
console.log(`built ${entries.map(e => `web/dist/${e[1]}.js`).join(', ')} and web/dist/app.css`);

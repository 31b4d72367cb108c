// Builds the board pages: type-checks, bundles each page's script into dist/ and the board's
// base stylesheet into dist/app.css.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';

execFileSync('npx', ['tsc', '--noEmit', '-p', '.'], { stdio: 'inherit' });
mkdirSync('dist', { recursive: true });
// One bundle a page: the game, the analysis board, the position editor, a problem.
for (const [entry, out] of [['main', 'app'], ['analysis', 'analysis'], ['editor', 'editor'], ['problem', 'problem']]) {
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
console.log('built web/dist/{app,analysis,editor,problem}.js and web/dist/app.css');

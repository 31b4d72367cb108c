// Builds the board page: type-checks, bundles src/main.ts into dist/app.js and the board's
// base stylesheet into dist/app.css.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';

execFileSync('npx', ['tsc', '--noEmit', '-p', '.'], { stdio: 'inherit' });
mkdirSync('dist', { recursive: true });
await build({
  entryPoints: ['src/main.ts'],
  bundle: true,
  minify: true,
  sourcemap: true,
  format: 'iife',
  target: 'es2020',
  outfile: 'dist/app.js',
});
copyFileSync('node_modules/chessgroundx/assets/chessground.base.css', 'dist/app.css');
console.log('built web/dist/app.js and web/dist/app.css');

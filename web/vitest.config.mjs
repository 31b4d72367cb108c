// Unit tests run in Node: the pages' scripts read their words from the English catalogue, as a
// page in English carries it.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['unit/**/*.test.ts'], setupFiles: ['unit/setup.ts'] } });

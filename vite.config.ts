/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The MSW worker script ships only in simulator builds. */
function simulatorOnlyFiles(isLive: boolean): Plugin {
  return {
    name: 'simulator-only-files',
    apply: 'build',
    writeBundle({ dir }) {
      if (isLive && dir) rmSync(join(dir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const isLive = Boolean(env.VITE_API_BASE_URL?.trim());
  return {
    plugins: [react(), simulatorOnlyFiles(isLive)],
    // A literal, so the bundler drops the simulator's dynamic import from live builds.
    define: { __SIMULATOR__: JSON.stringify(!isLive) },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 5173 },
    build: { target: 'es2022', sourcemap: false },
    test: {
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts'],
      environment: 'jsdom',
      setupFiles: ['tests/unit/setup.ts'],
      restoreMocks: true,
    },
  };
});

#!/usr/bin/env node
/** Draws every machine into docs/machines/*.svg. Vite's module runner loads the TypeScript sources. */
import { runnerImport } from 'vite';

const { module } = await runnerImport(new URL('../src/devtools/write-charts.ts', import.meta.url).pathname);
for (const file of await module.writeCharts()) console.log(`wrote ${file}`);

#!/usr/bin/env node
/** Draws every machine into docs/machines/*.svg, with the chart code bundled for Node by tools/node-bundle.mjs. */
import { importTypeScript } from './node-bundle.mjs';

const { writeCharts } = await importTypeScript('src/features/devtools/write-charts.ts', 'machine-charts');
for (const file of await writeCharts()) console.log(`wrote ${file}`);

/** `npm run charts`: every machine's chart, drawn from its definition, into docs/machines/. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { MACHINE_CATALOG } from '#machines/catalog';
import { chartModel } from './statechart/model';
import { layoutChart } from './statechart/layout';
import { renderChartSvg } from './statechart/svg';

export async function writeCharts(folder = 'docs/machines'): Promise<string[]> {
  mkdirSync(folder, { recursive: true });
  const written: string[] = [];
  for (const entry of MACHINE_CATALOG) {
    const svg = renderChartSvg(await layoutChart(chartModel(entry.id, entry.machine)), entry.title);
    const file = `${folder}/${entry.id}.svg`;
    writeFileSync(file, svg);
    written.push(file);
  }
  return written;
}

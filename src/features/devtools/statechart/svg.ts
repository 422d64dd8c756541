/** A laid-out chart as a standalone SVG document: the same picture in docs/machines/ and on /__machines. */
import { FONT_SIZE, type ChartLayout } from './layout';
import { escapeMarkup } from '#src/lib/markup';

const round = (value: number) => Math.round(value * 10) / 10;
const FONT = 'font-family="Arial, Helvetica, sans-serif"';

export function renderChartSvg(layout: ChartLayout, title: string): string {
  const width = Math.ceil(layout.width);
  const height = Math.ceil(layout.height);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="statechart" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeMarkup(title)}">`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="#555"/></marker></defs>',
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
  ];

  for (const placed of [...layout.states].sort((a, b) => a.depth - b.depth)) {
    const { state } = placed;
    const compound = state.children.length > 0;
    const dashed = placed.region ? ' stroke-dasharray="6 4"' : '';
    const fill = compound ? (state.kind === 'parallel' ? '#f6f3ec' : '#fbfaf7') : '#ffffff';
    const strokeWidth = state.kind === 'final' ? 3 : 1.5;
    parts.push(
      `<g class="statechart__state statechart__state--${state.kind}" data-state-id="${escapeMarkup(state.id)}">`,
      `<rect x="${round(placed.x)}" y="${round(placed.y)}" width="${round(placed.width)}" height="${round(placed.height)}" rx="8" fill="${fill}" stroke="#333" stroke-width="${strokeWidth}"${dashed}/>`,
    );
    const labelX = compound ? placed.x + 10 : placed.x + placed.width / 2;
    const anchor = compound ? 'start' : 'middle';
    const labelY = compound ? placed.y + 19 : placed.y + (state.invokes.length ? 20 : placed.height / 2 + 4);
    const kindNote = state.kind === 'parallel' ? ' (parallel)' : state.kind === 'final' ? ' (final)' : '';
    parts.push(
      `<text x="${round(labelX)}" y="${round(labelY)}" text-anchor="${anchor}" ${FONT} font-size="${FONT_SIZE + 1}" font-weight="bold" fill="#111">${escapeMarkup(state.key + kindNote)}</text>`,
    );
    if (state.invokes.length) {
      const invokeY = compound ? placed.y + 35 : placed.y + 37;
      parts.push(
        `<text x="${round(labelX)}" y="${round(invokeY)}" text-anchor="${anchor}" ${FONT} font-size="${FONT_SIZE - 1}" fill="#5a4a20">${escapeMarkup(`invoke ${state.invokes.join(', ')}`)}</text>`,
      );
    }
    parts.push('</g>');
  }

  for (const marker of layout.initialMarkers) {
    parts.push(
      `<circle class="statechart__initial" cx="${round(marker.x + marker.width / 2)}" cy="${round(marker.y + marker.height / 2)}" r="5" fill="#111"/>`,
    );
  }

  for (const edge of layout.edges) {
    if (edge.points.length < 2) continue;
    const d = edge.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)},${round(point.y)}`).join(' ');
    const data = edge.transition
      ? ` data-transition-id="${edge.transition.id}"${edge.transition.event ? ` data-event="${escapeMarkup(edge.transition.event)}"` : ''}`
      : '';
    parts.push(
      `<g class="statechart__transition"${data}><path d="${d}" fill="none" stroke="#555" stroke-width="1.3" marker-end="url(#arrow)"/>`,
    );
    if (edge.label) {
      const { x, y, width: labelWidth, height: labelHeight, text } = edge.label;
      parts.push(
        `<rect x="${round(x)}" y="${round(y)}" width="${round(labelWidth)}" height="${round(labelHeight)}" rx="3" fill="#ffffff" fill-opacity="0.9"/>`,
        `<text x="${round(x + 4)}" y="${round(y + labelHeight - 4)}" ${FONT} font-size="${FONT_SIZE - 1}" fill="#1b3f8f">${escapeMarkup(text)}</text>`,
      );
    }
    parts.push('</g>');
  }

  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

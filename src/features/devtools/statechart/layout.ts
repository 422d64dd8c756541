/**
 * Lays a chart model out with ELK (the Eclipse Layout Kernel, the layered
 * algorithm with hierarchy), offline and deterministically, so the page and
 * `npm run charts` draw the same picture.
 */
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { ChartModel, ChartState, ChartTransition } from './model';

export const FONT_SIZE = 12;
const CHAR_WIDTH = 7;
const LABEL_HEIGHT = 16;

export function textWidth(text: string): number {
  return Math.ceil(text.length * CHAR_WIDTH) + 8;
}

export function transitionLabel(transition: ChartTransition): string {
  return transition.guard ? `${transition.label} [${transition.guard}]` : transition.label;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedState extends Box {
  state: ChartState;
  /** The parent is parallel: this state is a region. */
  region: boolean;
  depth: number;
}

export interface PlacedEdge {
  transition: ChartTransition | null;
  /** Polyline points, start to end. */
  points: { x: number; y: number }[];
  label: (Box & { text: string }) | null;
}

export interface ChartLayout {
  width: number;
  height: number;
  states: PlacedState[];
  initialMarkers: (Box & { parentId: string })[];
  edges: PlacedEdge[];
}

const initialId = (stateId: string) => `${stateId}#initial`;

function parentOf(id: string): string {
  if (id.endsWith('#initial')) return id.slice(0, -'#initial'.length);
  const dot = id.lastIndexOf('.');
  return dot < 0 ? '' : id.slice(0, dot);
}

function selfAndAncestors(id: string): string[] {
  const chain: string[] = [];
  for (let current = id; current; current = parentOf(current)) chain.push(current);
  return chain;
}

/**
 * The container an edge belongs in for ELK: the lowest node holding both
 * ends, where a state holds its own descendants (state ids are dot paths; an
 * initial marker sits inside its state). A self-loop sits in the parent.
 * '' is the drawing itself.
 */
export function commonContainer(source: string, target: string): string {
  if (source === target) return parentOf(source);
  const targetChain = new Set(selfAndAncestors(target));
  return selfAndAncestors(source).find((id) => targetChain.has(id)) ?? '';
}

function toElkNode(state: ChartState): ElkNode {
  const labelWidth = textWidth(state.key) + (state.invokes.length ? 0 : 0);
  if (state.children.length === 0) {
    const invokeWidth = state.invokes.length ? textWidth(`invoke ${state.invokes.join(', ')}`) : 0;
    return { id: state.id, width: Math.max(96, labelWidth + 16, invokeWidth + 8), height: state.invokes.length ? 48 : 34 };
  }
  const children: ElkNode[] = state.children.map(toElkNode);
  if (state.initial) children.unshift({ id: initialId(state.id), width: 12, height: 12 });
  return {
    id: state.id,
    children,
    layoutOptions: {
      'elk.padding': `[top=${state.invokes.length ? 44 : 30},left=14,bottom=14,right=14]`,
      'elk.nodeSize.minimum': `(${labelWidth + 28}, 40)`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
    },
  };
}

function edgesFor(model: ChartModel, state: ChartState): ElkExtendedEdge[] {
  const own: ElkExtendedEdge[] = state.initial
    ? [{ id: `${state.id}#initial-edge`, sources: [initialId(state.id)], targets: [state.initial] }]
    : [];
  return [...own, ...state.children.flatMap((child) => edgesFor(model, child))];
}

export async function layoutChart(model: ChartModel): Promise<ChartLayout> {
  // ELK is about 1.5 MB of script: loaded with the first chart, so the page's text shows before it.
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const elk = new ELK();
  const transitionEdges: ElkExtendedEdge[] = model.transitions.flatMap((transition) => {
    const targets = transition.targets.length > 0 ? transition.targets : [transition.source];
    const text = transitionLabel(transition);
    return targets.map((target, index) => ({
      id: `${transition.id}-${index}`,
      sources: [transition.source],
      targets: [target],
      labels: [{ id: `${transition.id}-${index}-label`, text, width: textWidth(text), height: LABEL_HEIGHT }],
    }));
  });

  const root = toElkNode(model.root);
  const containers = new Map<string, ElkNode>();
  const indexContainers = (node: ElkNode) => {
    containers.set(node.id, node);
    node.children?.forEach(indexContainers);
  };
  indexContainers(root);

  const graph: ElkNode = {
    id: '__chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: [root],
    edges: [],
  };

  // ELK wants each edge in the lowest container holding both ends (a parent's own transition to a child lives in the parent).
  for (const edge of [...edgesFor(model, model.root), ...transitionEdges]) {
    const container = containers.get(commonContainer(edge.sources[0]!, edge.targets[0]!)) ?? graph;
    (container.edges ??= []).push(edge);
  }

  const laidOut = await elk.layout(graph);
  const byId = new Map<string, ChartTransition>(model.transitions.map((transition) => [transition.id, transition]));

  const states: PlacedState[] = [];
  const initialMarkers: ChartLayout['initialMarkers'] = [];
  const stateById = new Map<string, ChartState>();
  const index = (state: ChartState) => {
    stateById.set(state.id, state);
    state.children.forEach(index);
  };
  index(model.root);

  const walk = (node: ElkNode, parent: ChartState | null, depth: number) => {
    for (const child of node.children ?? []) {
      const box = { x: child.x ?? 0, y: child.y ?? 0, width: child.width ?? 0, height: child.height ?? 0 };
      if (child.id.endsWith('#initial')) {
        initialMarkers.push({ ...box, parentId: child.id.replace(/#initial$/, '') });
        continue;
      }
      const state = stateById.get(child.id);
      if (!state) continue;
      states.push({ ...box, state, region: parent?.kind === 'parallel', depth });
      walk(child, state, depth + 1);
    }
  };
  walk(laidOut, null, 0);

  const allEdges = (node: ElkNode): ElkExtendedEdge[] => [...(node.edges ?? []), ...(node.children ?? []).flatMap(allEdges)];
  const edges: PlacedEdge[] = allEdges(laidOut).map((edge) => {
    const section = edge.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const label = edge.labels?.[0];
    const transitionId = edge.id.replace(/-\d+$/, '');
    return {
      transition: byId.get(transitionId) ?? null,
      points,
      label: label
        ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0, text: label.text ?? '' }
        : null,
    };
  });

  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, states, initialMarkers, edges };
}

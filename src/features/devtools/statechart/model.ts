/**
 * A statechart's drawable model, read from an XState machine definition: its
 * states (atomic, compound, parallel, final), their initial children and every
 * transition with its event, guard, delay or invoked actor.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final';

export interface ChartState {
  id: string;
  key: string;
  kind: StateKind;
  /** Id of the initial child, for compound states. */
  initial: string | null;
  children: ChartState[];
  /** Actors invoked while in this state. */
  invokes: string[];
}

export interface ChartTransition {
  id: string;
  source: string;
  /** Empty for a transition that only runs actions. */
  targets: string[];
  /** What the edge reads: an event name, 'after 240 s', 'done: submitVotes', 'always'. */
  label: string;
  /** The event type as a visitor or test would send it, or null for internal ones. */
  event: string | null;
  guard: string | null;
  delayMs: number | null;
}

export interface ChartModel {
  id: string;
  root: ChartState;
  transitions: ChartTransition[];
}

function kindOf(node: AnyStateNode): StateKind {
  if (node.type === 'parallel') return 'parallel';
  if (node.type === 'final') return 'final';
  return Object.keys(node.states).length > 0 ? 'compound' : 'atomic';
}

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

export function formatDelay(ms: number): string {
  if (ms >= 1000 && ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}

function resolveDelay(machine: AnyStateMachine, delay: unknown): number | null {
  if (typeof delay === 'number') return delay;
  const implementation = (machine.implementations.delays as Record<string, unknown>)[String(delay)];
  return typeof implementation === 'number' ? implementation : null;
}

function toState(node: AnyStateNode): ChartState {
  const children = Object.values(node.states).map(toState);
  const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
  return {
    id: node.id,
    key: node.key,
    kind: kindOf(node),
    initial: initialTarget ? initialTarget.id : null,
    children,
    invokes: node.invoke.map((invoke) => String(invoke.src)),
  };
}

/** A state node and every state node under it, in the order of the definition. */
export function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

/** A delayed transition's label: 'after 240 s' for a fixed delay, 'after resendCooldown' for one computed from the context. */
export function delayLabel(machine: AnyStateMachine, delay: unknown): string {
  const delayMs = resolveDelay(machine, delay);
  return `after ${delayMs === null ? String(delay) : formatDelay(delayMs)}`;
}

/** 'xstate.done.actor.0.vote.form.submitting' → 'done: submitVotes'. */
export function actorEventLabel(node: AnyStateNode, eventType: string): string | null {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (!match) return null;
  const invoke = node.invoke.find((candidate) => candidate.id === match[2]);
  return `${match[1]}: ${invoke ? String(invoke.src) : match[2]}`;
}

export function chartModel(id: string, machine: AnyStateMachine): ChartModel {
  const transitions: ChartTransition[] = [];
  const add = (partial: Omit<ChartTransition, 'id'>) => transitions.push({ ...partial, id: `t${transitions.length}` });

  for (const node of allNodes(machine.root)) {
    const delayedTypes = new Set(node.after.map((after) => after.eventType));
    for (const [eventType, definitions] of node.transitions) {
      if (delayedTypes.has(eventType)) continue;
      const actorLabel = actorEventLabel(node, eventType);
      for (const definition of definitions) {
        add({
          source: node.id,
          targets: (definition.target ?? []).map((target) => target.id),
          label: actorLabel ?? eventType,
          event: actorLabel ? null : eventType,
          guard: guardName(definition.guard),
          delayMs: null,
        });
      }
    }
    for (const after of node.after) {
      const delayMs = resolveDelay(machine, after.delay);
      add({
        source: node.id,
        targets: (after.target ?? []).map((target) => target.id),
        label: delayLabel(machine, after.delay),
        event: null,
        guard: guardName(after.guard),
        delayMs,
      });
    }
    for (const always of node.always ?? []) {
      add({
        source: node.id,
        targets: (always.target ?? []).map((target) => target.id),
        label: 'always',
        event: null,
        guard: guardName(always.guard),
        delayMs: null,
      });
    }
  }
  return { id, root: toState(machine.root), transitions };
}

/** Every state id of the model, root included. */
export function stateIds(model: ChartModel): string[] {
  const walk = (state: ChartState): string[] => [state.id, ...state.children.flatMap(walk)];
  return walk(model.root);
}

/** Every event a sender can send (internal done/after/always transitions excluded). */
export function eventTypes(model: ChartModel): string[] {
  return [...new Set(model.transitions.flatMap((transition) => (transition.event ? [transition.event] : [])))].sort();
}

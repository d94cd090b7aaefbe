import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export const MACHINES_DIR = 'src/machines';
export const MACHINES_DOC = 'docs/machines.md';
export const PROPERTIES_DIR = 'test/models';

/** A document rule a machine's model tests check at every step (test/models/*.properties.ts), as the doc lists it. */
export interface DocumentedProperty {
  id: string;
  source: string;
  says: string;
}

export interface DocumentedMachine {
  file: string;
  machine: AnyStateMachine;
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'provide' in value && 'config' in value;

/** Every machine exported by every src/machines/<folder>/*.machine.ts, in path order. */
export async function loadMachines(root = process.cwd()): Promise<DocumentedMachine[]> {
  const dir = resolve(root, MACHINES_DIR);
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(join(dir, folder.name))
        .filter((file) => file.endsWith('.machine.ts'))
        .map((file) => join(folder.name, file)),
    )
    .sort();
  const found: DocumentedMachine[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (isMachine(value)) found.push({ file: relative(root, join(dir, file)), machine: value });
    }
  }
  return found;
}

/** Every machine's properties, by machine id, from test/models/*.properties.ts. */
export async function loadProperties(root = process.cwd()): Promise<Record<string, DocumentedProperty[]>> {
  const dir = resolve(root, PROPERTIES_DIR);
  const found: Record<string, DocumentedProperty[]> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.properties.ts'))) {
    const { default: spec } = (await import(pathToFileURL(join(dir, file)).href)) as {
      default: { machine: string; properties: DocumentedProperty[] };
    };
    found[spec.machine] = [...(found[spec.machine] ?? []), ...spec.properties];
  }
  return found;
}

function propertyTable(properties: readonly DocumentedProperty[] | undefined): string {
  const heading =
    '### Properties checked at every step of every generated path\n\nTaken from the documents, not from the chart; `test/models` checks each on the real actor after every step.';
  if (!properties?.length) return `${heading}\n\n_None yet._`;
  return `${heading}\n\n${table(
    ['Property', 'Rule', 'Source'],
    properties.map(({ id, says, source }) => [`\`${id}\``, says, source]),
  )}`;
}

type Guard = AnyTransitionDefinition['guard'];

function guardName(guard: Guard): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const parts = 'guards' in guard ? (guard.guards as Guard[]).map(guardName) : [];
    if (guard.name === 'not') return `not ${parts[0]}`;
    if (guard.name === 'and' || guard.name === 'or') return parts.join(` ${guard.name} `);
    return 'inline';
  }
  return guard.type;
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const builtIn = (action as { type?: string }).type;
    return builtIn ? builtIn.replace(/^xstate\./, '') : 'inline';
  }
  return (action as { type: string }).type;
}

/** The event as a reader says it: "after copiedDuration", "done fetchProfile", "always". */
function eventLabel(transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  if (!type) return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return /^\d+$/.test(after[1] ?? '') ? `after ${after[1]} ms` : `after ${after[1]}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[1]} ${actor[2]}`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type;
}

/** Mermaid ids: the state's path below the root, joined with underscores. */
const nodeId = (node: AnyStateNode) => node.path.join('_') || 'anyState';
const nodeName = (node: AnyStateNode) => node.path.join('.') || '(any state)';

/** The node and every node below it, parents before children, in definition order. */
function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes)];
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** The raise/cancel pair xstate adds to schedule an `after` transition: already drawn as the transition itself. */
const isDelayPlumbing = (action: unknown) => {
  const { id, sendId } = action as { id?: unknown; sendId?: unknown };
  return [id, sendId].some((value) => typeof value === 'string' && value.startsWith('xstate.after.'));
};

/** What happens inside a state: its invokes, entry and exit actions, and the tags views read. */
function describeState(node: AnyStateNode): string {
  const names = (actions: unknown[]) =>
    actions
      .filter((action) => !isDelayPlumbing(action))
      .map(actionName)
      .join(' ');
  const notes = [
    ...node.invoke.map((invoke: { src: unknown }) => `invokes ${String(invoke.src)}`),
    names(node.entry) ? `entry ${names(node.entry)}` : '',
    names(node.exit) ? `exit ${names(node.exit)}` : '',
    ...[...node.tags].map((tag) => `tag ${tag}`),
  ];
  return notes.filter(Boolean).join(', ');
}

function diagramStates(node: AnyStateNode, indent: string, lines: string[]): void {
  const children = Object.values(node.states) as AnyStateNode[];
  children.forEach((child, index) => {
    const id = nodeId(child);
    if (id !== child.key) lines.push(`${indent}state "${child.key}" as ${id}`);
    const note = describeState(child);
    const composite = Object.keys(child.states).length > 0;
    // Mermaid has no description line for a composite state; the states table lists its notes.
    if (note && !composite) lines.push(`${indent}${id} : ${note}`);
    if (composite) {
      lines.push(`${indent}state ${id} {`);
      diagramStates(child, `${indent}  `, lines);
      lines.push(`${indent}}`);
    }
    if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
    // Mermaid separates concurrent regions only inside a composite state; a parallel root lists them side by side.
    if (node.type === 'parallel' && node.parent && index < children.length - 1) lines.push(`${indent}--`);
  });
  const initial = node.type === 'compound' ? node.initial?.target[0] : undefined;
  if (initial) lines.push(`${indent}[*] --> ${nodeId(initial)}`);
}

function diagram(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  if (transitionsOf(machine.root).length) lines.push('  state "(any state)" as anyState');
  diagramStates(machine.root, '  ', lines);
  for (const node of allNodes(machine.root)) {
    for (const transition of transitionsOf(node)) {
      const guard = transition.guard ? ` [${guardName(transition.guard)}]` : '';
      const targets = transition.target?.length ? transition.target : [node];
      for (const target of targets)
        lines.push(`  ${nodeId(node)} --> ${nodeId(target)} : ${eventLabel(transition)}${guard}`);
    }
  }
  return lines.join('\n');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A table padded the way Biome formats Markdown, so the generated file passes `biome ci` as it is. */
function table(header: string[], rows: string[][]): string {
  const cells = [header, ...rows].map((row) => row.map(cell));
  const widths = header.map((_, column) => Math.max(3, ...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    `| ${row.map((text, column) => text.padEnd(widths[column] ?? 3)).join(' | ')} |`;
  const [head = [], ...body] = cells;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

function stateTable(machine: AnyStateMachine): string {
  const rows = allNodes(machine.root)
    .slice(1)
    .map((node) => [nodeName(node), describeState(node), node.description ?? '']);
  return table(['State', 'Inside', 'Why'], rows);
}

function transitionTable(machine: AnyStateMachine): string {
  const rows = allNodes(machine.root).flatMap((node) =>
    transitionsOf(node).map((transition) => {
      const to = transition.target?.length
        ? transition.target.map((target: AnyStateNode) => nodeName(target)).join(', ')
        : '(stays)';
      return [
        nodeName(node),
        `\`${eventLabel(transition)}\``,
        transition.guard ? `\`${guardName(transition.guard)}\`` : '',
        transition.reenter ? `${to} (re-entered)` : to,
        transition.actions.map(actionName).join(', '),
        transition.description ?? '',
      ];
    }),
  );
  return table(['From', 'Event', 'Guard', 'To', 'Actions', 'Why'], rows);
}

interface InvokeDefinition {
  id: string;
  src: unknown;
  systemId?: string;
}

/** Each actor a machine invokes: the state that runs it, its id or systemId, and its logic (a machine or not). */
function invokedChildren(machine: AnyStateMachine) {
  const actors = machine.implementations.actors as Record<string, unknown>;
  return allNodes(machine.root).flatMap((node) =>
    (node.invoke as InvokeDefinition[]).map((invoke) => {
      const src = typeof invoke.src === 'string' ? invoke.src : invoke.id;
      const logic = actors[src];
      return { node, name: invoke.systemId ?? invoke.id, src, child: isMachine(logic) ? logic : null };
    }),
  );
}

/**
 * Who runs whom: every invoked child from each machine that is nobody's child, down the tree; a machine child by
 * its id, any other actor (a promise or a callback: the outside world) by its name, and on each edge the state
 * that runs it and its systemId.
 */
function actorTree(machines: readonly DocumentedMachine[]): string {
  const invokedIds = new Set(
    machines.flatMap(({ machine }) =>
      invokedChildren(machine).flatMap(({ child }) => (child ? [child.id] : [])),
    ),
  );
  const lines = ['flowchart LR'];
  const seen = new Set<string>();
  const visit = (machine: AnyStateMachine) => {
    if (seen.has(machine.id)) return;
    seen.add(machine.id);
    lines.push(`  ${machine.id}[${machine.id}]`);
    for (const { node, name, src, child } of invokedChildren(machine)) {
      const where = node.path.length ? node.path.join('.') : 'always';
      const systemId = name === (child?.id ?? src) ? '' : ` as ${name}`;
      const target = child ? child.id : `${machine.id}_${src}`;
      if (!child && !seen.has(target)) {
        seen.add(target);
        lines.push(`  ${target}([${src}])`);
      }
      lines.push(`  ${machine.id} -->|"${where}${systemId}"| ${target}`);
      if (child) visit(child);
    }
  };
  for (const { machine } of machines) {
    if (!invokedIds.has(machine.id) && invokedChildren(machine).length > 0) visit(machine);
  }
  return lines.join('\n');
}

const ownership = (machine: AnyStateMachine) =>
  machine.root.description ?? '_No description: add `description` at the machine root._';

/** The whole of docs/machines.md, from the machine definitions alone. */
export function renderMachinesDoc(
  machines: readonly DocumentedMachine[],
  properties: Record<string, DocumentedProperty[]> = {},
): string {
  const summary = table(
    ['Machine', 'File', 'Owns'],
    machines.map(({ file, machine }) => [`\`${machine.id}\``, `\`${file}\``, ownership(machine)]),
  );
  const sections = machines.map(({ file, machine }) =>
    [
      `## ${machine.id}`,
      `\`${file}\`. ${ownership(machine)}`,
      `\`\`\`mermaid\n${diagram(machine)}\n\`\`\``,
      stateTable(machine),
      transitionTable(machine),
      propertyTable(properties[machine.id]),
    ].join('\n\n'),
  );
  return [
    '# State machines',
    'Generated from the machine definitions in `src/machines` by `npm run docs:machines`; do not edit by hand. `test/models/machines-doc.test.ts` fails when this file is out of date.',
    summary,
    '## Who runs whom',
    "Each machine that is nobody's child, with the actors it invokes (and they theirs): a box is a machine below, a rounded box an actor that reaches the outside world, provided by the composition root (`src/app`). An edge names the state that runs the child, and its `systemId` where the views look it up by another name.",
    `\`\`\`mermaid\n${actorTree(machines)}\n\`\`\``,
    ...sections,
  ]
    .join('\n\n')
    .concat('\n');
}

export async function generateMachinesDoc(root = process.cwd()): Promise<string> {
  return renderMachinesDoc(await loadMachines(root), await loadProperties(root));
}

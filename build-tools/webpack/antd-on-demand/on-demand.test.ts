import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { flattenKeys as antdFlattenKeys } from 'antd/es/table/hooks/useFilter/FilterDropdown';

// The stand-ins are plain JavaScript modules for webpack (create-federated-config.js).
/* eslint-disable @typescript-eslint/no-require-imports */
const { onDemand } = require('./on-demand') as {
  onDemand: <P>(load: () => Promise<{ default: ComponentType<P> }>, options: { whileLoading: 'children' | 'nothing' }) => ComponentType<P>;
};
const { flattenKeys } = require('./table-filter-dropdown') as { flattenKeys: (filters?: { value: unknown; children?: unknown[] }[]) => unknown[] };
/* eslint-enable @typescript-eslint/no-require-imports */

function Real({ label, children }: { label: string; children?: ReactNode }) {
  return createElement('b', null, label, children);
}

/** Server-rendered markup without React's Suspense and text-boundary comments. */
const render = (element: ReturnType<typeof createElement>) => renderToString(element).replace(/<!--.*?-->/g, '');

/** A module load the test completes when it wants. */
function heldLoad() {
  let complete: () => void = () => undefined;
  const loaded = new Promise<{ default: typeof Real }>((resolve) => (complete = () => resolve({ default: Real })));
  return { load: () => loaded, complete: async () => (complete(), await loaded, await Promise.resolve()) };
}

describe('a stand-in for an antd component loaded on demand', () => {
  test('shows what it wraps until the component is in, then the component with the same props', async () => {
    const { load, complete } = heldLoad();
    const StandIn = onDemand(load, { whileLoading: 'children' });
    const before = render(createElement(StandIn, { label: 'Sorted: ' }, 'Name'));
    expect(before).toContain('Name');
    expect(before).not.toContain('<b>');
    await complete();
    expect(render(createElement(StandIn, { label: 'Sorted: ' }, 'Name'))).toBe('<b>Sorted: Name</b>');
  });

  test('shows nothing meanwhile when asked to (a row selection box)', async () => {
    const { load, complete } = heldLoad();
    const StandIn = onDemand(load, { whileLoading: 'nothing' });
    expect(render(createElement(StandIn, { label: 'Select row' }, 'ignored'))).not.toMatch(/Select row|ignored/);
    await complete();
    expect(render(createElement(StandIn, { label: 'Select row' }))).toBe('<b>Select row</b>');
  });
});

test("the filter stand-in's flattenKeys gives antd's own answer (useFilter needs it before the dropdown loads)", () => {
  const filters = [
    { text: 'A', value: 'a', children: [{ text: 'A1', value: 'a1', children: [{ text: 'A1x', value: 'a1x' }] }, { text: 'A2', value: 'a2' }] },
    { text: 'B', value: 'b' },
    { text: 'C', value: 3, children: [] },
  ];
  expect(flattenKeys(filters)).toEqual(antdFlattenKeys(filters));
  expect(flattenKeys(filters)).toEqual(['a', 'a1', 'a1x', 'a2', 'b', 3]);
  expect(flattenKeys(undefined)).toEqual(antdFlattenKeys(undefined));
});

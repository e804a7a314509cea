import {describe, expect, it} from 'vitest';
import {
  codeSpan,
  constStringRecord,
  headings,
  interfaceKeys,
  parseSource,
  readPage,
  section,
  tableRows,
} from './docs-content';

/** `double-click` → `onDoubleClick`: the React prop the docs promise for an event. */
function reactPropOf(eventName: string): string {
  return `on${eventName.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}`;
}

const eventNames = interfaceKeys(parseSource('core/types.ts'), 'EventMap');
const eventsPage = readPage('api', 'events');
/** Events documented on api/events: the headings that are a code span, e.g. ### `click`. */
const documentedEvents = headings(eventsPage)
  .filter((heading) => heading.depth === 3)
  .map((heading) => codeSpan(heading.text))
  .filter((name): name is string => name !== null);

describe('api/events documents EventMap', () => {
  it('finds the events of the type contract', () => {
    expect(eventNames).toContain('click');
    expect(eventNames.length).toBeGreaterThanOrEqual(12);
  });

  it('has one section per event of EventMap and none for events that do not exist', () => {
    expect([...documentedEvents].sort()).toEqual([...eventNames].sort());
  });

  it.each(eventNames)('names the React prop of %s in its section', (eventName) => {
    expect(section(eventsPage, `\`${eventName}\``)).toContain(`React prop: \`${reactPropOf(eventName)}\``);
  });

  it('uses the React prop names of the React bindings', () => {
    const propsToEvents = constStringRecord(parseSource('react/MapWeave.ts'), 'eventProps');
    const expected = Object.fromEntries(eventNames.map((eventName) => [reactPropOf(eventName), eventName]));
    expect(propsToEvents).toEqual(expected);
  });
});

describe('docs/event-handling lists every event', () => {
  const rows = tableRows(section(readPage('docs', 'event-handling'), 'The events'));

  it('has one row per event with its React prop', () => {
    const listed = rows.map(([event, prop]) => [codeSpan(event ?? ''), codeSpan(prop ?? '')]);
    expect(listed.map(([event]) => event).sort()).toEqual([...eventNames].sort());
    for (const [event, prop] of listed) expect(prop).toBe(reactPropOf(event!));
  });
});

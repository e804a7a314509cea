import { useState } from 'react';
import type { LinkDirection, MapPointerEvent, NetworkData, NetworkLink } from 'mapweave';
import { MapWeave, NetworkLayer } from 'mapweave/react';

const ports: Record<string, [label: string, latitude: number, longitude: number]> = {
  rotterdam: ['Rotterdam', 51.9496, 4.1453],
  hamburg: ['Hamburg', 53.5461, 9.9661],
  copenhagen: ['Copenhagen', 55.6761, 12.5683],
  gothenburg: ['Gothenburg', 57.7089, 11.9746],
  oslo: ['Oslo', 59.9139, 10.7522],
  stockholm: ['Stockholm', 59.3293, 18.0686],
  helsinki: ['Helsinki', 60.1699, 24.9384],
  tallinn: ['Tallinn', 59.437, 24.7536],
  riga: ['Riga', 56.9496, 24.1052],
  gdansk: ['Gdańsk', 54.3976, 18.6707],
};

// Colour by mode; everything else is set link by link.
const sea = '#0969da';
const rail = '#1a7f37';
const road = '#bc4c00';
const planned = '#8250df';
const modes = [
  [sea, 'sea'],
  [rail, 'rail'],
  [road, 'road'],
  [planned, 'planned'],
] as const;

const links: Record<string, Omit<NetworkLink, 'type'>> = {
  'rotterdam-hamburg': {
    id1: 'rotterdam',
    id2: 'hamburg',
    color: sea,
    width: 6,
    direction: 'forward',
    label: 'daily feeder',
  },
  'hamburg-copenhagen': {
    id1: 'hamburg',
    id2: 'copenhagen',
    color: rail,
    width: 3,
    direction: 'both',
    label: 'rail',
  },
  'hamburg-gdansk': {
    id1: 'hamburg',
    id2: 'gdansk',
    color: road,
    dashed: true,
    label: 'weekly trucks',
  },
  'copenhagen-gothenburg': {
    id1: 'copenhagen',
    id2: 'gothenburg',
    color: rail,
    width: 3,
    dashed: [14, 4],
  },
  'oslo-gothenburg': {
    id1: 'oslo',
    id2: 'gothenburg',
    color: road,
    width: 2,
    dashed: [2, 4],
    direction: 'backward',
  },
  'oslo-copenhagen': {
    id1: 'oslo',
    id2: 'copenhagen',
    color: sea,
    shape: 'arc',
    arcHeight: 0.3,
    label: 'overnight ferry',
  },
  'stockholm-helsinki': {
    id1: 'stockholm',
    id2: 'helsinki',
    color: sea,
    width: 4,
    shape: 'arc',
    direction: 'both',
  },
  'helsinki-tallinn': {
    id1: 'helsinki',
    id2: 'tallinn',
    color: sea,
    width: 5,
    direction: 'both',
    label: 'hourly ferry',
  },
  'tallinn-riga': {
    id1: 'tallinn',
    id2: 'riga',
    color: road,
    width: 2,
    dashed: [8, 3],
    direction: 'forward',
  },
  'riga-gdansk': { id1: 'riga', id2: 'gdansk', color: rail, width: 1 },
  'stockholm-tallinn': {
    id1: 'stockholm',
    id2: 'tallinn',
    color: planned,
    dashed: [10, 6],
    label: 'planned',
  },
  'gdansk-copenhagen': {
    id1: 'gdansk',
    id2: 'copenhagen',
    color: 'rgba(9, 105, 218, 0.5)',
    width: 8,
  },
};

const data: NetworkData = {};
for (const [id, [label, latitude, longitude]] of Object.entries(ports)) {
  data[id] = { type: 'node', label, latitude, longitude, color: '#57606a', size: 6 };
}
for (const [id, link] of Object.entries(links)) data[id] = { type: 'link', ...link };

function describeLink(link: NetworkLink, defaultDirection: LinkDirection): string {
  const dash = Array.isArray(link.dashed)
    ? `dashed [${link.dashed.join(', ')}] px`
    : link.dashed
      ? 'dashed (default 6, 4 px)'
      : 'solid';
  const arrows = link.direction ?? `${defaultDirection} (the default)`;
  const from = ports[link.id1]![0];
  const to = ports[link.id2]![0];
  const width = link.width ?? 2;
  return `${from} → ${to}: ${dash}, ${width} px wide, arrows ${arrows}, colour ${link.color}.`;
}

export default function App() {
  const [labels, setLabels] = useState(true);
  const [direction, setDirection] = useState<LinkDirection>('none');
  const [clicked, setClicked] = useState<NetworkLink | null>(null);

  const options = { selectOnClick: true, labels: { visible: labels }, linkDefaults: { direction } };

  const onClick = ({ item }: MapPointerEvent) => {
    const link = item?.type === 'link' ? data[item.id] : undefined;
    if (link?.type === 'link') setClicked(link);
  };

  return (
    <>
      <aside className="mw-panel">
        <label>
          <input
            type="checkbox"
            checked={labels}
            onChange={(event) => setLabels(event.target.checked)}
          />{' '}
          Labels
        </label>{' '}
        <label>
          Default arrows{' '}
          <select
            value={direction}
            onChange={(event) => setDirection(event.target.value as LinkDirection)}
          >
            <option value="none">none</option>
            <option value="forward">forward</option>
            <option value="backward">backward</option>
            <option value="both">both</option>
          </select>
        </label>
        <ul className="mw-legend">
          {modes.map(([color, mode]) => (
            <li key={mode}>
              <span className="mw-swatch mw-line" style={{ background: color }} />
              {mode}
            </li>
          ))}
        </ul>
        <p aria-live="polite">
          {clicked ? describeLink(clicked, direction) : 'Click a link for its style.'}
        </p>
      </aside>
      <MapWeave onClick={onClick}>
        <NetworkLayer id="freight" data={data} options={options} />
      </MapWeave>
    </>
  );
}

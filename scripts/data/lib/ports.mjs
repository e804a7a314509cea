/**
 * Real ports for the demo data, from the `sea-ports` package (MIT, © 2016 marchah): names,
 * UN/LOCODEs and coordinates.
 *
 * Usage:
 *   import {findPort} from '../../../scripts/data/lib/ports.mjs';
 *   findPort('NLRTM')  // {code: 'NLRTM', name: 'Rotterdam', country: 'Netherlands', longitude, latitude}
 *
 * The package warns that some coordinates are wrong (Yantian, for one, sits 600 km away in
 * Fujian): pick ports whose position you have checked, and keep `seaRoute`'s snapping
 * distance check (lib/sea-routes.mjs) as the guard.
 */
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

export function findPort(code) {
  const port = require('sea-ports').JSON[code];
  if (!port) throw new Error(`No port with UN/LOCODE "${code}" in sea-ports`);
  const [longitude, latitude] = port.coordinates;
  return {code, name: port.name, country: port.country, longitude, latitude};
}

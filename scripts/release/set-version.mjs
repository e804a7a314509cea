// `npm run version:set -- <x.y.z>`: the new version into packages/mapweave/package.json and every
// copy of it (scripts/release/version-copies.mjs). Run `npm install` after it to update the lock file.
import {setVersion} from './version-copies.mjs';

const [version] = process.argv.slice(2);
setVersion(version ?? '');
console.log(`mapweave ${version}: package.json and its copies written; now run npm install --no-audit --no-fund`);

// `npm run api-report` rewrites api-report/*.api.md, what the two entry points export with their
// types, as API Extractor reads the built declarations (dist/, so build first). `--check` (in
// `npm test`) fails instead when they differ from the committed reports: a change to the public
// API shows in review, and 1.x may only add to it (docs/updating-mapweave.mdx).
import {Extractor, ExtractorConfig} from '@microsoft/api-extractor';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const ENTRY_POINTS = {mapweave: 'api-extractor.json', 'mapweave/react': 'api-extractor.react.json'};

let failed = false;
for (const [entryPoint, configFile] of Object.entries(ENTRY_POINTS)) {
  const config = ExtractorConfig.loadFileAndPrepare(join(packageRoot, configFile));
  const result = Extractor.invoke(config, {localBuild: !check, messageCallback: quietReportMessages});
  const report = `api-report/${config.reportFilePath.split('/').pop()}`;
  if (check && result.apiReportChanged) {
    console.error(
      `${entryPoint}: the public API differs from ${report}. If the change is meant, run ` +
        '`npm run build -w mapweave && npm run api-report -w mapweave` and commit the report with it.',
    );
    failed = true;
  } else if (!result.succeeded) {
    console.error(`${entryPoint}: API Extractor failed (${result.errorCount} errors)`);
    failed = true;
  } else {
    console.log(`${entryPoint}: ${check ? 'matches' : 'wrote'} ${report}`);
  }
}
process.exitCode = failed ? 1 : 0;

/** API Extractor's own advice on the report ("please copy the file") is replaced by the lines above. */
function quietReportMessages(message) {
  if (/^console-(api-report|compiler-version)/.test(message.messageId)) message.handled = true;
}

// `npm test`: every check of the repository, cheapest first, stopping at the first failure.
// The steps of one stage run side by side: on 2 cores most of them use one (tsc, ESLint,
// Prettier, dependency-cruiser; Vitest runs one worker there), and the SDK's pack test mostly
// waits on `npm install` while the site builds. A step that runs beside others prints its output
// when it ends, so that the log reads step by step; one alone prints as it goes. The time of
// every step is printed at the end.
import {spawn} from 'node:child_process';

/** Stages in order; the steps of a stage run at once, each a list of commands run one after another. */
const STAGES = [
  {
    'lint (Prettier, ESLint, dependency-cruiser)': ['npm run lint'],
    'SDK build': ['npm run build -w mapweave'],
  },
  {
    'type-check': ['npm run typecheck'],
    'site unit tests': ['npm run test:unit'],
    'SDK unit tests': ['npm run test:unit -w mapweave'],
  },
  {'SDK browser tests': ['npm run test:browser -w mapweave']},
  {
    'SDK pack and consumer apps': ['npm run test:pack -w mapweave'],
    'site builds (build/, build-test/)': ['npm run build', 'npm run build:test'],
  },
  {'site browser tests': ['npm run test:browser']},
];

const running = new Set();

/** Runs a shell command; `output` collects what it prints, or null to print it as it comes. */
function runCommand(command, output) {
  return new Promise((resolve) => {
    // Its own process group, so that a failure elsewhere can stop the command and its children.
    const child = spawn(command, {
      shell: true,
      detached: true,
      stdio: ['ignore', output ? 'pipe' : 'inherit', output ? 'pipe' : 'inherit'],
    });
    running.add(child);
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code === 0 && signal === null);
    });
  });
}

function stopRunning() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

const times = [];
let failed = null;

async function runStep(name, commands, alone) {
  const output = alone ? null : [];
  if (alone) process.stdout.write(`\n=== ${name}\n`);
  const started = Date.now();
  let ok = true;
  for (const command of commands) {
    if (failed) return;
    if (output) output.push(Buffer.from(`> ${command}\n`));
    ok = await runCommand(command, output);
    if (!ok) break;
  }
  const seconds = (Date.now() - started) / 1000;
  if (failed && !ok) return; // Stopped because another step failed: its output says nothing.
  times.push({name, seconds, ok});
  process.stdout.write(`\n=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s\n`);
  if (output) process.stdout.write(Buffer.concat(output));
  if (!ok && !failed) {
    failed = name;
    stopRunning();
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopRunning();
    process.exit(130);
  });
}

const started = Date.now();
for (const stage of STAGES) {
  const steps = Object.entries(stage);
  await Promise.all(steps.map(([name, commands]) => runStep(name, commands, steps.length === 1)));
  if (failed) break;
}

const total = (Date.now() - started) / 1000;
process.stdout.write('\nSteps (seconds; the steps of a stage run side by side):\n');
for (const {name, seconds, ok} of times)
  process.stdout.write(`${seconds.toFixed(0).padStart(6)}  ${name}${ok ? '' : ' FAILED'}\n`);
process.stdout.write(`${total.toFixed(0).padStart(6)}  in all${failed ? `, stopped at "${failed}"` : ''}\n`);
process.exitCode = failed ? 1 : 0;

// A Playwright reporter for the site's and the SDK's browser tests: at the end of a run it prints
// the ten slowest tests and the ten spec files whose tests took longest in all, so that a slow
// spec shows up in every CI log rather than only when someone goes looking.
import {relative} from 'node:path';

const SHOWN = 10;

function seconds(ms) {
  return `${(ms / 1000).toFixed(1).padStart(6)} s`;
}

export default class SlowestTestsReporter {
  /** @type {Map<string, {file: string; line: number; title: string; duration: number}>} */
  #tests = new Map();
  #rootDir = process.cwd();

  onBegin(config) {
    this.#rootDir = config.rootDir;
  }

  onTestEnd(test, result) {
    // A retried test counts as its last attempt: the time a green run spends on it.
    this.#tests.set(test.id, {
      file: relative(this.#rootDir, test.location.file),
      line: test.location.line,
      title: test.titlePath().filter(Boolean).slice(-1)[0] ?? test.title,
      duration: result.duration,
    });
  }

  onEnd() {
    const tests = [...this.#tests.values()];
    if (tests.length === 0) return;
    const files = new Map();
    for (const {file, duration} of tests) {
      const entry = files.get(file) ?? {file, duration: 0, count: 0};
      entry.duration += duration;
      entry.count += 1;
      files.set(file, entry);
    }
    const slowest = (entries) => entries.sort((a, b) => b.duration - a.duration).slice(0, SHOWN);
    const lines = [`\nThe ${SHOWN} slowest tests (of ${tests.length}):`];
    for (const test of slowest(tests))
      lines.push(`${seconds(test.duration)}  ${test.file}:${test.line}  ${test.title}`);
    lines.push(`The ${SHOWN} slowest spec files, their tests' time added up:`);
    for (const file of slowest([...files.values()])) {
      lines.push(`${seconds(file.duration)}  ${file.file} (${file.count} test${file.count === 1 ? '' : 's'})`);
    }
    console.log(lines.join('\n'));
  }

  printsToStdio() {
    return false;
  }
}

// The README's quick starts are tested by running them: the first ```js block and the first
// ```jsx block, each a complete program.
import {readFileSync} from 'node:fs';

export function readmeQuickStarts(readmePath) {
  const readme = readFileSync(readmePath, 'utf8');
  const block = (language) => {
    const match = new RegExp('^```' + language + '\\n([\\s\\S]*?)^```', 'm').exec(readme);
    if (!match) throw new Error(`README.md has no \`\`\`${language} quick start block`);
    return match[1];
  };
  return {js: block('js'), react: block('jsx')};
}

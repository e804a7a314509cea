// Reads a `_headers` file (the Netlify / Cloudflare Pages format: a path pattern, then its
// headers indented below it; `*` matches any characters, `#` starts a comment) and answers the
// headers of a path. scripts/serve.mjs applies the build's file; a unit test holds the
// nginx version in docs-dev/deploying.md to it.

function patternToRegExp(pattern) {
  const parts = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`);
}

export function parseHeadersFile(text) {
  const rules = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      rules.push({pattern, matches: patternToRegExp(pattern), headers: []});
      return;
    }
    const header = /^\s+([A-Za-z0-9-]+):\s*(.+?)\s*$/.exec(line);
    const rule = rules.at(-1);
    if (!header || !rule)
      throw new Error(`_headers line ${index + 1} is neither a path nor a "Name: value" header under one`);
    rule.headers.push([header[1], header[2]]);
  });
  return rules;
}

/** The headers of a path: those of every rule it matches, values of one name joined by commas. */
export function headersFor(rules, path) {
  const headers = new Map();
  for (const rule of rules) {
    if (!rule.matches.test(path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = headers.get(key);
      headers.set(key, previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value]);
    }
  }
  return [...headers.values()];
}

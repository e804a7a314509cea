/**
 * A rehype plugin for the docs and API pages: each row of a reference table whose first cell names
 * something in code (an option, method, field, event, error code) gets an id of its own, the id of
 * the heading above it and the name: `#options-nodedefaults-color`, `#methods-flyto`. Search
 * results and links can then land on the row itself.
 */

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function elements(node: HastNode, tagName: string): HastNode[] {
  return (node.children ?? []).filter((child) => child.type === 'element' && child.tagName === tagName);
}

function text(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(text).join('');
}

function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The name a row documents: the first code of its first cell, without call arguments or `new`. */
function rowName(cell: HastNode): string | null {
  const code = (cell.children ?? []).find((child) => child.type === 'element' && child.tagName === 'code');
  if (!code) return null;
  const name = text(code).trim();
  if (name.startsWith('new ') || name.startsWith('<')) return null;
  return name.replace(/\(.*$/s, '').trim() || null;
}

function anchorRows(table: HastNode, headingId: string, taken: Set<string>): void {
  for (const body of elements(table, 'tbody')) {
    for (const row of elements(body, 'tr')) {
      const [first] = elements(row, 'td');
      const name = first && rowName(first);
      if (!name || row.properties?.id) continue;
      const base = [headingId, slug(name)].filter(Boolean).join('-');
      let id = base;
      for (let suffix = 2; taken.has(id); suffix += 1) id = `${base}-${suffix}`;
      taken.add(id);
      row.properties = {...row.properties, id};
    }
  }
}

export default function tableRowAnchors() {
  return (tree: HastNode): void => {
    const taken = new Set<string>();
    let headingId = '';
    const walk = (node: HastNode): void => {
      if (node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? '') && typeof node.properties?.id === 'string') {
        headingId = node.properties.id;
        taken.add(headingId);
      }
      if (node.type === 'element' && node.tagName === 'table') {
        anchorRows(node, headingId, taken);
        return;
      }
      (node.children ?? []).forEach(walk);
    };
    walk(tree);
  };
}

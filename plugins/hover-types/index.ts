/**
 * A remark plugin for the docs and API pages: each sample of the SDK's API (see ./snippets) must
 * type-check, or the build fails naming the page and line; its SDK names get their types and doc
 * comments as the code block's `data-hover-types` prop, which src/theme/CodeBlock shows on hover
 * and focus. No TypeScript reaches the browser: only this data, on the pages that have samples.
 */
import {HOVER_TYPES_PROP} from '../../src/hover-types/data';
import {addSamples, isSdkSample, sampleErrors, sampleHoverTypes, sdkSamples} from './snippets';

interface MdastNode {
  type: string;
  lang?: string | null;
  value?: string;
  position?: {start: {line: number}};
  data?: {hProperties?: Record<string, unknown>};
  children?: MdastNode[];
}

function codeNodes(node: MdastNode, found: MdastNode[] = []): MdastNode[] {
  if (node.type === 'code') found.push(node);
  node.children?.forEach((child) => codeNodes(child, found));
  return found;
}

let added = false;

export default function hoverTypes() {
  return (tree: MdastNode, file: {path?: string}): void => {
    if (!added) addSamples(sdkSamples(['docs', 'api']));
    added = true;
    for (const node of codeNodes(tree)) {
      const code = node.value ?? '';
      if (!isSdkSample(node.lang, code)) continue;
      const errors = sampleErrors(node.lang, code);
      if (errors.length > 0) {
        const where = `${file.path ?? 'a page'} (code block at line ${node.position?.start.line ?? '?'})`;
        throw new Error(`The code sample in ${where} does not type-check against the SDK:\n${errors.join('\n')}`);
      }
      node.data = {
        ...node.data,
        hProperties: {...node.data?.hProperties, [HOVER_TYPES_PROP]: JSON.stringify(sampleHoverTypes(node.lang, code))},
      };
    }
  };
}

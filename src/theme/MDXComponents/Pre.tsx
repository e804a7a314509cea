import {isValidElement, type ReactNode} from 'react';
import Pre from '@theme-original/MDXComponents/Pre';
import type PreType from '@theme/MDXComponents/Pre';
import type {WrapperProps} from '@docusaurus/types';
import SnippetRunner from '@site/src/runner/host/SnippetRunner';
import {codeBlockLanguage, runnableSnippet} from '@site/src/runner/host/runnable-snippet';

type Props = WrapperProps<typeof PreType>;

/** A fenced code block of an MDX page, with Run and Open in playground when it is a whole program. */
export default function PreWrapper(props: Props): ReactNode {
  const code = props.children;
  const codeProps = isValidElement<{className?: string; children?: unknown}>(code) ? code.props : null;
  const snippet =
    codeProps && typeof codeProps.children === 'string'
      ? runnableSnippet(codeBlockLanguage(codeProps.className), codeProps.children)
      : null;
  return (
    <>
      <Pre {...props} />
      {snippet && <SnippetRunner snippet={snippet} />}
    </>
  );
}

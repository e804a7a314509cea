// Wraps the theme's Content: src/hooks/highlightedCodeContent imports @theme-original/CodeBlock/Content, with Prism, on first use.
import {useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
// The theme's own module, so that the classes are the ones its Content renders on the server.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {useIsHydrationRender} from '@site/src/hooks/useIsHydrationRender';
import {useHighlightedCodeContent} from '@site/src/hooks/useHighlightedCodeContent';

type Props = WrapperProps<typeof ContentType>;

/**
 * The theme's code block content, except that Prism is not part of the first load. While the
 * page hydrates, a block keeps the server's highlighted lines: Prism tokenized every block again
 * only for React to walk each token and attach nothing (a line has no handlers; copy and word
 * wrap work on the whole block), and React leaves the children of an element with
 * `dangerouslySetInnerHTML` alone while hydrating. The block renders for real the first time it
 * renders with another theme or other code, or when it was never server-rendered (a client-side
 * navigation): then the theme's Content, loaded with Prism on first use, and plain lines until
 * it has arrived.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const theme = usePrismTheme();
  // Hydrating, in any colour mode, the block is the server's: Docusaurus keeps the colour mode at
  // the server's (default) one in that render, and changes it to the page's right after.
  const hydrating = useIsHydrationRender();
  const [dormant, setDormant] = useState(hydrating);
  const [hydratedWith] = useState({theme, code: metadata.code});
  if (dormant && (theme !== hydratedWith.theme || metadata.code !== hydratedWith.code)) setDormant(false);
  const serverLines = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    // No server lines to keep: React rendered this part of the page anew after a hydration error
    // elsewhere in it, in a render that still counts as hydrating. Drawn before the browser paints.
    if (dormant && serverLines.current && !serverLines.current.hasChildNodes()) setDormant(false);
  }, [dormant]);
  const Highlighted = useHighlightedCodeContent(!dormant);
  if (dormant) return <ServerRenderedContent {...props} codeRef={serverLines} />;
  // Not a component made in render: the theme's Content module, loaded once, the same every render.
  // eslint-disable-next-line react-hooks/static-components
  return Highlighted ? <Highlighted {...props} /> : <PlainContent {...props} />;
}

/** The server's `<pre>` and `<code>`, their classes and style as Prism's Highlight gives them. */
function Shell({className, codeProps}: {className?: string; codeProps: ComponentProps<'code'>}): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <pre
      ref={codeBlockRef}
      // The theme's <pre> is focusable too, so that its overflow scrolls from the keyboard.
      tabIndex={0}
      className={clsx(
        className,
        `prism-code language-${metadata.language.toLowerCase()}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}
      style={prismTheme.plain}
    >
      <code
        {...codeProps}
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={{counterReset: numbered ? `line-count ${metadata.lineNumbersStart! - 1}` : undefined}}
      />
    </pre>
  );
}

/** The server's highlighted lines, kept as they are. */
function ServerRenderedContent({className, codeRef}: Props & {codeRef: RefObject<HTMLElement | null>}): ReactNode {
  return (
    <Shell
      className={className}
      codeProps={{ref: codeRef, dangerouslySetInnerHTML: {__html: ''}, suppressHydrationWarning: true}}
    />
  );
}

/** The code's lines in the theme's line markup (line numbers and magic-comment classes too), uncoloured. */
function PlainContent({className}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const {plain} = usePrismTheme();
  const lineStyle = {...plain, backgroundColor: undefined};
  const lines = metadata.code.split('\n').map((content) => [{types: ['plain'], content}]);
  return (
    <Shell
      className={className}
      codeProps={{
        children: lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            classNames={metadata.lineClassNames[i]}
            showLineNumbers={metadata.lineNumbersStart !== undefined}
            getLineProps={({className: lineClassName}) => ({
              className: clsx('token-line', lineClassName),
              style: lineStyle,
            })}
            getTokenProps={({token}) => ({className: 'token plain', children: token.content})}
          />
        )),
      }}
    />
  );
}

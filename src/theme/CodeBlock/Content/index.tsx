import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {Highlight} from 'prism-react-renderer';
// The theme's own module, so that the classes are the ones its Content renders on the server.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {useIsHydrationRender} from '@site/src/hooks/useIsHydrationRender';

type Props = WrapperProps<typeof ContentType>;

/**
 * The theme's code block content, except that while the page hydrates it keeps the server's
 * highlighted lines: Prism tokenized every block again only for React to walk each token and
 * attach nothing (a line has no handlers; copy and word wrap work on the whole block). Most of
 * a docs page's DOM and a quarter of its main-thread time at load were these blocks. React
 * leaves the children of an element with `dangerouslySetInnerHTML` alone while hydrating. The
 * block renders for real the first time it renders with another theme or other code.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const theme = usePrismTheme();
  const serverMode = useThemeConfig().colorMode.defaultMode;
  const hydrating = useIsHydrationRender();
  // Hydrating in the colour mode the server rendered (the default mode): its lines are the block's.
  const [dormant, setDormant] = useState(() => hydrating && document.documentElement.dataset.theme === serverMode);
  const [hydratedWith] = useState({theme, code: metadata.code});
  if (dormant && (theme !== hydratedWith.theme || metadata.code !== hydratedWith.code)) setDormant(false);
  return dormant ? <ServerRenderedContent {...props} /> : <Content {...props} />;
}

/** The `<pre>` and `<code>` the theme's Content renders, with the server's lines kept inside. */
function ServerRenderedContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const numbered = metadata.lineNumbersStart !== undefined;
  // Highlighting no code gives the block's class and style without tokenizing it.
  return (
    <Highlight theme={prismTheme} code="" language={metadata.language}>
      {({className, style}) => (
        <pre
          ref={wordWrap.codeBlockRef}
          // The theme's <pre> is focusable too, so that its overflow scrolls from the keyboard.
          tabIndex={0}
          className={clsx(classNameProp, className, styles.codeBlock, 'thin-scrollbar')}
          style={style}>
          <code
            className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
            style={{counterReset: numbered ? `line-count ${metadata.lineNumbersStart! - 1}` : undefined}}
            dangerouslySetInnerHTML={{__html: ''}}
            suppressHydrationWarning
          />
        </pre>
      )}
    </Highlight>
  );
}

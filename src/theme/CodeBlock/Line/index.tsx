import {useState, type ReactNode} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type LineType from '@theme/CodeBlock/Line';
import type {WrapperProps} from '@docusaurus/types';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import clsx from 'clsx';
import {isHydrating} from '@site/src/lib/hydration';

type Props = WrapperProps<typeof LineType>;

/**
 * Whether this render is hydration in the colour mode the server rendered (the default mode):
 * the line's tokens are then exactly the server's and need not be hydrated one by one.
 */
function canStayServerRendered(serverMode: string): boolean {
  return isHydrating() && document.documentElement.dataset.theme === serverMode;
}

/**
 * A code line that keeps its server HTML while the page hydrates: most of a docs page's DOM is
 * highlighted tokens, and React would otherwise walk each of them to attach nothing (a line has
 * no handlers; copy and word wrap work on the whole block). React leaves the children of an
 * element with `dangerouslySetInnerHTML` alone while hydrating. The line renders for real the
 * first time it renders with another theme or other code, and from then on.
 */
export default function LineWrapper(props: Props): ReactNode {
  const theme = usePrismTheme();
  const serverMode = useThemeConfig().colorMode.defaultMode;
  const [dormant, setDormant] = useState(() => !props.showLineNumbers && canStayServerRendered(serverMode));
  const [hydratedWith] = useState({theme, line: props.line});
  if (dormant && (theme !== hydratedWith.theme || props.line !== hydratedWith.line)) setDormant(false);
  if (dormant) {
    const {className, style} = props.getLineProps({line: props.line, className: clsx(props.classNames)});
    return <div className={className} style={style} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  return <Line {...props} />;
}

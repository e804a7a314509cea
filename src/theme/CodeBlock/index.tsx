// Replaced, not wrapped: the theme keys its Content on mounting, which remounts every block; a wrapper cannot change that key.
import {isValidElement, Children, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The theme's CodeBlock, remounted after hydration only when the page shows another colour
 * mode than the server rendered. The theme remounts every block once mounted, because hydration
 * keeps the server's token colours; in the server's mode they are already right, and the
 * remount rebuilt every code block of the page for nothing (most of a docs page's DOM).
 */
export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const serverMode = useThemeConfig().colorMode.defaultMode;
  const children = maybeStringifyChildren(rawChildren);
  const Content = (typeof children === 'string' ? StringContent : ElementContent) as ComponentType<Props>;
  return (
    <Content key={String(isBrowser && colorMode !== serverMode)} {...props}>
      {children}
    </Content>
  );
}

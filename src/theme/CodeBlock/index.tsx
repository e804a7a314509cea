// Replaced, not wrapped: the theme keys its Content on mounting, which remounts every block; a wrapper cannot change that key.
import {isValidElement, Children, useEffect, useId, useMemo, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {HoverTypesContext} from '@site/src/hover-types/context';
import HoverTips from '@site/src/hover-types/HoverTips';
import {HOVER_TYPES_PROP, type HoverTypes} from '@site/src/hover-types/data';
import {installHoverTips} from '@site/src/hover-types/tips';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The theme's CodeBlock, remounted after hydration only when the page shows another colour
 * mode than the server rendered. The theme remounts every block once mounted, because hydration
 * keeps the server's token colours; in the server's mode they are already right, and the
 * remount rebuilt every code block of the page for nothing (most of a docs page's DOM).
 * An SDK sample's names show their types on hover and focus (see plugins/hover-types).
 */
export default function CodeBlock({
  children: rawChildren,
  [HOVER_TYPES_PROP]: hoverTypesJson,
  ...props
}: Props & {[HOVER_TYPES_PROP]?: string}): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const serverMode = useThemeConfig().colorMode.defaultMode;
  const children = maybeStringifyChildren(rawChildren);
  const Content = (typeof children === 'string' ? StringContent : ElementContent) as ComponentType<Props>;
  const tipIds = useId();
  const block = useMemo(
    () => (hoverTypesJson ? {hoverTypes: JSON.parse(hoverTypesJson) as HoverTypes, tipIds} : null),
    [hoverTypesJson, tipIds],
  );
  useEffect(() => {
    if (block) installHoverTips();
  }, [block]);
  return (
    <HoverTypesContext value={block}>
      <Content key={String(isBrowser && colorMode !== serverMode)} {...props}>
        {children}
      </Content>
      {block && <HoverTips {...block} />}
    </HoverTypesContext>
  );
}

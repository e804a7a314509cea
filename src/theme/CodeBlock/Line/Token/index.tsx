import {useContext, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {HoverTypesContext, tipId} from '@site/src/hover-types/context';
import HoverName from '@site/src/hover-types/HoverName';
import {tokenSegments} from '@site/src/hover-types/segments';

/** The theme's token, with the SDK names in it given their hover types (see plugins/hover-types). */
export default function CodeBlockLineToken({line, token, children, ...props}: Props): ReactNode {
  const block = useContext(HoverTypesContext);
  const segments = block && tokenSegments(block.hoverTypes, line, line.indexOf(token));
  if (!segments) return <span {...props}>{children}</span>;
  return (
    <span {...props}>
      {segments.map(({text, entry}, i) =>
        entry === undefined ? text : <HoverName key={i} name={text} tip={tipId(block.tipIds, entry)} />,
      )}
    </span>
  );
}

import {useState, type ReactNode} from 'react';
import {FRAMEWORK_LABELS, parseFramework, type Framework} from '@site/src/lib/framework';
import {useFramework} from '@site/src/hooks/useFramework';
import {useIsHydrationRender} from '@site/src/hooks/useIsHydrationRender';
import './styles.css';

export interface ForFrameworkProps {
  only: Framework;
  children: ReactNode;
}

/**
 * Whether the variant for `framework` is one the reader cannot use yet: the head script has
 * marked `<html data-framework>` with the other framework, or with none, when the blocking
 * framework chooser covers the page until a choice reloads it.
 */
function isUnusable(framework: Framework): boolean {
  return parseFramework(document.documentElement.dataset.framework) !== framework;
}

/**
 * Content for one framework. Both variants are in the HTML; the inline head script marks
 * `<html data-framework>` from the cookie and the stylesheet hides the other variant,
 * so the chosen one shows without a flash and both stay indexable.
 *
 * A variant the reader cannot use is not hydrated: its server HTML is kept as it is (React
 * leaves the children of an element with `dangerouslySetInnerHTML` alone while hydrating).
 * That is the hidden variant, which halves the code blocks React highlights and wires up on
 * docs pages, and on a first visit both, behind the chooser. A variant renders for real once
 * the reader chooses it without a reload.
 */
export default function ForFramework({only, children}: ForFrameworkProps): ReactNode {
  const framework = parseFramework(only);
  if (!framework) {
    throw new Error(`<ForFramework only=…> must be "react" or "javascript", got ${JSON.stringify(only)}`);
  }
  const chosen = useFramework();
  const hydrating = useIsHydrationRender();
  const [dormant, setDormant] = useState(() => hydrating && isUnusable(framework));
  // Chosen in this page (no reload): wake for good, rendering the children like any client render.
  if (dormant && chosen === framework) setDormant(false);
  const className = `mw-for-framework mw-only-${framework}`;
  if (dormant) return <div className={className} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  return (
    <div className={className}>
      <div className="mw-for-framework__label">{FRAMEWORK_LABELS[framework]}</div>
      {children}
    </div>
  );
}

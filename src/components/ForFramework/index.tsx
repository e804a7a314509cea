import type {ReactNode} from 'react';
import {FRAMEWORK_LABELS, parseFramework, type Framework} from '@site/src/lib/framework';
import './styles.css';

export interface ForFrameworkProps {
  only: Framework;
  children: ReactNode;
}

/**
 * Content for one framework. Both variants are in the HTML; the inline head script marks
 * `<html data-framework>` from the cookie and the stylesheet hides the other variant,
 * so the chosen one shows without a flash and both stay indexable.
 */
export default function ForFramework({only, children}: ForFrameworkProps): ReactNode {
  const framework = parseFramework(only);
  if (!framework) {
    throw new Error(`<ForFramework only=…> must be "react" or "javascript", got ${JSON.stringify(only)}`);
  }
  return (
    <div className={`mw-for-framework mw-only-${framework}`}>
      <div className="mw-for-framework__label">{FRAMEWORK_LABELS[framework]}</div>
      {children}
    </div>
  );
}

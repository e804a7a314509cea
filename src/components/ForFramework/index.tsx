import type {ReactNode} from 'react';
import './styles.css';

export type ForFrameworkTarget = 'react' | 'javascript';

const LABELS: Record<ForFrameworkTarget, string> = {
  react: 'React',
  javascript: 'JavaScript',
};

export interface ForFrameworkProps {
  only: ForFrameworkTarget;
  children: ReactNode;
}

/**
 * Content for one framework. Both variants are in the HTML; the inline head script marks
 * `<html data-framework>` from the cookie and the stylesheet hides the other variant,
 * so the chosen one shows without a flash and both stay indexable.
 */
export default function ForFramework({only, children}: ForFrameworkProps): ReactNode {
  if (only !== 'react' && only !== 'javascript') {
    throw new Error(`ForFramework: "only" must be "react" or "javascript", got ${JSON.stringify(only)}`);
  }
  return (
    <div className={`mw-for-framework mw-only-${only}`} data-framework-variant={only}>
      <div className="mw-for-framework__label">{LABELS[only]}</div>
      {children}
    </div>
  );
}

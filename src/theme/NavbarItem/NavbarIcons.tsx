import type {ReactNode} from 'react';
import type {Framework} from '@site/src/lib/framework';

const iconProps = {width: 22, height: 22, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false} as const;

/** React's atom, JavaScript's "JS" square, or a code glyph while nothing is chosen. */
export function FrameworkIcon({framework}: {framework: Framework | null | undefined}): ReactNode {
  if (framework === 'react') {
    return (
      <svg {...iconProps} fill="none" stroke="currentColor" strokeWidth="1.4">
        <circle cx="12" cy="12" r="2" fill="currentColor" />
        <ellipse cx="12" cy="12" rx="10" ry="4" />
        <ellipse cx="12" cy="12" rx="10" ry="4" transform="rotate(60 12 12)" />
        <ellipse cx="12" cy="12" rx="10" ry="4" transform="rotate(120 12 12)" />
      </svg>
    );
  }
  if (framework === 'javascript') {
    return (
      <svg {...iconProps}>
        <rect x="2" y="2" width="20" height="20" rx="3" fill="currentColor" />
        <text
          x="21"
          y="20"
          textAnchor="end"
          fontFamily="system-ui, sans-serif"
          fontSize="10"
          fontWeight="700"
          fill="var(--ifm-navbar-background-color)">
          JS
        </text>
      </svg>
    );
  }
  return (
    <svg {...iconProps} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M8 6 2 12l6 6M16 6l6 6-6 6" />
    </svg>
  );
}

export function HelpIcon(): ReactNode {
  return (
    <svg {...iconProps} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 2.5-3 4.5" />
      <circle cx="12" cy="18" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function AccountIcon(): ReactNode {
  return (
    <svg {...iconProps} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </svg>
  );
}

// Not a swizzle: the icons of the site's own navbar items.
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
        {/* "JS" drawn as strokes: SVG text would be visible text outside the button's accessible name. */}
        <path
          d="M11 10v5.8a2.2 2.2 0 0 1-4.2.9M18.6 10.7a2.3 2.3 0 0 0-2.1-1.1c-1.2 0-2 .7-2 1.6 0 2.3 4.3 1.4 4.3 3.8 0 1-.9 1.8-2.3 1.8a2.7 2.7 0 0 1-2.3-1.2"
          fill="none"
          stroke="var(--ifm-navbar-background-color)"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
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

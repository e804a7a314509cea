import type {ReactNode} from 'react';

/**
 * The short note a demo shows when its link holds settings it cannot use (malformed, repeated,
 * or naming something its data does not have): they are ignored and the default view shown.
 * Names only the settings (the schema's keys), never the link's values.
 */
export default function IgnoredLinkStateNote({ignored}: {ignored: readonly string[]}): ReactNode {
  if (ignored.length === 0) return null;
  const one = ignored.length === 1;
  return (
    <p className="alert alert--warning margin-bottom--none" role="status">
      This link has {one ? 'a setting' : 'settings'} the demo cannot use ({ignored.join(', ')}), so it shows{' '}
      {one ? 'the default for it' : 'the defaults for them'}.
    </p>
  );
}

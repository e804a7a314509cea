/** One page of the site, with the title a visitor recognises it by. */
export interface KnownRoute {
  path: string;
  title: string;
}

/** What a bare section path (`/docs/`, `/api`) most likely wanted, best first. */
const SECTION_LANDINGS: Record<string, readonly string[]> = {
  docs: ['/docs/mapweave-basics', '/docs/getting-started'],
  api: ['/api/types', '/api/layers/network-layer'],
  download: ['/download'],
  demos: ['/'],
  examples: ['/examples/'],
};

const MAX_SUGGESTIONS = 3;
/** Below this name similarity a route is not worth suggesting. */
const MIN_SIMILARITY = 0.6;
const SAME_SECTION_BONUS = 0.25;

function segmentsOf(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is matched as typed.
  }
  return decoded
    .toLowerCase()
    .replace(/(\/index)?\.html?$/, '')
    .split('/')
    .filter(Boolean);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** 1 for the same name, 0.9 when the actual name contains the typed one, else 1 - relative edit distance. */
function nameSimilarity(typed: string, actual: string): number {
  if (actual === '') return 0;
  if (typed === actual) return 1;
  if (typed.length >= 3 && actual.includes(typed)) return 0.9;
  return 1 - editDistance(typed, actual) / Math.max(typed.length, actual.length);
}

/**
 * The known routes closest to an unknown `pathname` (without base URL), best first:
 * a bare section suggests its main pages; otherwise the last path segment is compared
 * with each route's last segment, preferring routes of the same section.
 */
export function closestRoutes(pathname: string, routes: readonly KnownRoute[]): KnownRoute[] {
  const segments = segmentsOf(pathname);
  const [section, ...rest] = segments;
  const typedName = segments.at(-1);
  if (section === undefined || typedName === undefined) return [];

  const landings = rest.length === 0 ? (SECTION_LANDINGS[section] ?? []) : [];
  const landingRoutes = landings.flatMap((path) => routes.filter((route) => route.path === path));

  const ranked = routes
    .filter((route) => !landings.includes(route.path))
    .map((route) => {
      const routeSegments = segmentsOf(route.path);
      const similarity = nameSimilarity(typedName, routeSegments.at(-1) ?? '');
      const bonus = routeSegments[0] === section && segments.length > 1 ? SAME_SECTION_BONUS : 0;
      const distance = editDistance(typedName, routeSegments.at(-1) ?? '');
      return {route, similarity, distance, score: similarity + bonus};
    })
    .filter(({similarity}) => similarity >= MIN_SIMILARITY)
    .sort((a, b) => b.score - a.score || a.distance - b.distance)
    .map(({route}) => route);

  return [...landingRoutes, ...ranked].slice(0, MAX_SUGGESTIONS);
}

/** The words of a path, for a search: `/docs/netwrok-layer.html` → "netwrok layer". */
export function searchWords(path: string): string {
  return path
    .replace(/\.html?$/, '')
    .split(/[/_\-.]+/)
    .filter((word) => word !== '' && word !== 'docs' && word !== 'api')
    .join(' ')
    .slice(0, 80);
}

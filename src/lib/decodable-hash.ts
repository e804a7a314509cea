/**
 * The hash (or any URL part) with every percent escape that does not decode as UTF-8 written
 * as literal text (`%` → `%25`), so that `decodeURIComponent` never throws on it: `#100%`
 * becomes `#100%25`, `#%E0%A4%A` becomes `#%25E0%25A4%25A`. A hash that decodes is returned as
 * it is.
 */
export function decodableHash(hash: string): string {
  return hash.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (escapes) => {
    try {
      decodeURIComponent(escapes);
      return escapes;
    } catch {
      return escapes.replace(/%/g, '%25');
    }
  });
}

/** Rewrites the address (history.replaceState) when its hash has escapes that do not decode. */
export function normaliseAddressHash(): void {
  const {pathname, search, hash} = window.location;
  const safe = decodableHash(hash);
  if (safe !== hash) window.history.replaceState(window.history.state, '', `${pathname}${search}${safe}`);
}

/** Makes a router location's hash decodable in place (and the address with it), before anything decodes it. */
export function normaliseRouteHash(location: {hash: string}): void {
  const safe = decodableHash(location.hash);
  if (safe === location.hash) return;
  location.hash = safe;
  normaliseAddressHash();
}

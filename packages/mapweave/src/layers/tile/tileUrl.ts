/** The URL template must name all of {z}, {x} and {y}. */
export function isTileUrlTemplate(url: unknown): url is string {
  return typeof url === 'string' && ['{z}', '{x}', '{y}'].every((part) => url.includes(part));
}

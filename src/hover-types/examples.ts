/** Where the example pages' hover types are: plugins/hover-types/examples.ts writes them under static/. */
export const EXAMPLE_HOVER_TYPES_DIR = 'hover-types/examples';

/** The site path of the hover types of an example's program (`react.tsx`, `javascript.ts`). */
export function exampleHoverTypesPath(id: string, file: string): string {
  return `/${EXAMPLE_HOVER_TYPES_DIR}/${encodeURIComponent(id)}/${file}.json`;
}

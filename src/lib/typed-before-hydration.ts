/**
 * The text a visitor typed into a server-rendered field before the page hydrated, or null.
 *
 * The page's scripts start after its first paint (src/lib/scripts-after-paint.ts), so a field can take
 * text before React owns it. React leaves that text in the field while it hydrates and records
 * the state's value as the field's default, but the field's next render writes the state's value
 * back: read it once, right after the field mounts. A field first rendered in the browser holds
 * its default, so there is nothing to read.
 */
export function textTypedBeforeHydration(
  field: HTMLInputElement | HTMLTextAreaElement | null | undefined,
): string | null {
  if (!field || field.value === field.defaultValue) return null;
  return field.value;
}

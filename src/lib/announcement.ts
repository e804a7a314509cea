/** Docusaurus' storage keys of the announcement bar (theme-common), before the site's namespace suffix. */
const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';

/**
 * A head script that forgets the dismissal of an earlier announcement before first paint.
 *
 * Docusaurus' own early script hides the bar whenever the dismiss key says 'true', whatever id
 * was dismissed; its React provider notices the new id only after hydration and never clears
 * the early hiding, so a new announcement stayed hidden until the next page load.
 */
export function announcementResetScript(announcementId: string, storageNamespace: string): string {
  const idKey = JSON.stringify(ANNOUNCEMENT_ID_KEY + storageNamespace);
  const dismissKey = JSON.stringify(ANNOUNCEMENT_DISMISS_KEY + storageNamespace);
  const id = JSON.stringify(announcementId);
  return `(function(){try{var s=window.localStorage;if(s.getItem(${idKey})!==${id}){s.setItem(${dismissKey},'false');}}catch(e){}})();`;
}

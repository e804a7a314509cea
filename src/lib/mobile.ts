/** The parts of `navigator` that tell a phone or tablet from a desktop. */
export interface DeviceHints {
  userAgent: string;
  /** User-Agent Client Hints (Chromium); absent in other browsers. */
  userAgentData?: {mobile?: boolean};
  maxTouchPoints?: number;
}

const MOBILE_UA_TOKENS =
  /Android|iPhone|iPad|iPod|Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS|Kindle|Silk/i;

/**
 * True for a phone or tablet user agent — never for a narrow desktop window.
 * iPadOS presents a desktop Safari (Macintosh) user agent but has a touch screen.
 */
export function isMobileDevice({userAgent, userAgentData, maxTouchPoints = 0}: DeviceHints): boolean {
  if (userAgentData?.mobile === true) return true;
  if (MOBILE_UA_TOKENS.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** Pages that are not supported on mobile, and the mobile warning's buttons for each. */
export type MobileWarningKind = 'playground' | 'showcase';

/** Which warning a link to `pathname` (without base URL) needs on a mobile device, if any. */
export function mobileWarningFor(pathname: string): MobileWarningKind | null {
  const path = pathname.replace(/\/index\.html$|\.html$/, '').replace(/\/+$/, '') || '/';
  if (path === '/playground') return 'playground';
  if (path === '/' || path === '/examples' || path.startsWith('/examples/') || path.startsWith('/demos/')) {
    return 'showcase';
  }
  return null;
}

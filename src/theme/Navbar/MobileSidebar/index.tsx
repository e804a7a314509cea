import {useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {afterPageLoad} from '@site/src/lib/after-load';

/**
 * The theme's mobile sidebar, rendered once the page has loaded and gone quiet, or at once when
 * opened before that. On a phone the theme renders the closed sidebar (navbar items and the docs
 * sidebar: a hundred elements and their links) right after hydration, in the same busy stretch;
 * later it is ready, closed, before a reader reaches for it, and still slides open.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [ready, setReady] = useState(false);
  if (shown && !ready) setReady(true);
  useEffect(() => {
    let current = true;
    void afterPageLoad().then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, []);
  return ready ? <MobileSidebar /> : null;
}

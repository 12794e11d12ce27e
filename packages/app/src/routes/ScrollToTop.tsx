import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * Whether a navigation opens its page at the top: a new page does (a link, a redirect, Save
 * taking the merchant elsewhere); back and forward do not (the browser puts the page back where it
 * was left), and neither does a change of the same page's search (a filter, the page of a list, a
 * side panel opening), which would otherwise jump away from what the merchant just clicked.
 */
export function opensAtTop(
  previousPathname: string,
  pathname: string,
  navigationType: NavigationType,
): boolean {
  return pathname !== previousPathname && navigationType !== NavigationType.Pop;
}

/**
 * Opens every new page at the top: without it the page kept the previous page's offset, so a
 * page reached from the foot of a long list opened at its own foot. The first render leaves the
 * offset alone (a reload keeps the browser's own). Renders nothing.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (opensAtTop(previous, pathname, navigationType)) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

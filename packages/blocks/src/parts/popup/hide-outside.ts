/**
 * Makes everything but `keep` inert and hidden from assistive technology while a modal is
 * open, so neither keyboard nor screen reader can reach the page behind it: at every level from
 * `keep` up to the body, the siblings of the element holding it. The modal may sit inside the
 * site's root (the cookie popup does, as the server draws it). The returned function gives
 * back exactly what was taken.
 */
export function hideOutside(keep: Element): () => void {
  const hidden: Element[] = [];
  for (let inside = keep; inside.parentElement && inside !== document.body; inside = inside.parentElement) {
    for (const sibling of Array.from(inside.parentElement.children)) {
      if (sibling === inside || sibling instanceof HTMLScriptElement) {
        continue;
      }
      if (sibling.hasAttribute('inert') || sibling.getAttribute('aria-hidden') === 'true') {
        continue;
      }
      sibling.setAttribute('inert', '');
      sibling.setAttribute('aria-hidden', 'true');
      hidden.push(sibling);
    }
  }
  return () => {
    for (const element of hidden) {
      element.removeAttribute('inert');
      element.removeAttribute('aria-hidden');
    }
  };
}

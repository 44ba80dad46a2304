/**
 * Makes everything but `keep` inert and hidden from assistive technology while a modal is
 * open, so neither keyboard nor screen reader can reach the page behind it. Only the page's
 * top-level elements are touched (the modal lives in its own one, through a portal), and the
 * returned function gives back exactly what was taken.
 */
export function hideOutside(keep: Element): () => void {
  const hidden: Element[] = [];
  for (const element of Array.from(document.body.children)) {
    if (element.contains(keep) || element instanceof HTMLScriptElement) {
      continue;
    }
    if (element.hasAttribute('inert') || element.getAttribute('aria-hidden') === 'true') {
      continue;
    }
    element.setAttribute('inert', '');
    element.setAttribute('aria-hidden', 'true');
    hidden.push(element);
  }
  return () => {
    for (const element of hidden) {
      element.removeAttribute('inert');
      element.removeAttribute('aria-hidden');
    }
  };
}

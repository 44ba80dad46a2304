/**
 * WCAG 2.5.3 (label in name): a control's accessible name must contain its visible words, or a
 * speech user saying what they see cannot reach it. An editor's `aria_label` is therefore used
 * only when it contains the visible text; otherwise the visible text names the control.
 *
 * @example labelInName('Ring oss på 010-123 45 00', 'Telefon') // undefined: the visible text wins
 */
export function labelInName(ariaLabel: string | undefined, visibleText: string): string | undefined {
  if (!ariaLabel) {
    return undefined;
  }
  return normalize(ariaLabel).includes(normalize(visibleText)) ? ariaLabel : undefined;
}

function normalize(text: string): string {
  return text.toLocaleLowerCase('sv').replace(/\s+/g, ' ').trim();
}

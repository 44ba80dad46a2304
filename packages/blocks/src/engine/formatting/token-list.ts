/**
 * A space-separated list of the tokens given, the empty ones left out: class names, or the ids
 * of an `aria-describedby` (written once here, instead of a join in every component).
 *
 * @example tokenList('jb-faq', open && 'jb-faq--open', className) // 'jb-faq jb-faq--open custom'
 */
export function tokenList(...tokens: ReadonlyArray<string | false | null | undefined>): string {
  return tokens.filter(Boolean).join(' ');
}

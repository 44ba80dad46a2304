/**
 * An address from a title or a name: lowercase a–z, digits and dashes (å, ä, ö become a, a, o).
 *
 * @example slugOf('Jämställdhet i skolan') // 'jamstalldhet-i-skolan'
 */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** A person's name as staff pages show it ("Anna Berg"), or null for a deleted account. */
export function personName(firstName: string | null, lastName: string | null): string | null {
  return firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim();
}

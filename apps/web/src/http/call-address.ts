import type { Operation } from '@jamstalldhet/contract';

/**
 * Whether an address (a path, with or without its query) is a call of this operation, whatever
 * its path parameters: how the site recognises a call's 401 or its cached answer by its address.
 *
 * @example isAddressOf(operations.getPage, operationUrl(operations.getPage, { params: { slug: 'start' } })) // true
 */
export function isAddressOf(operation: Operation, address: string): boolean {
  const path = address.split('?')[0] ?? address;
  return new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path);
}

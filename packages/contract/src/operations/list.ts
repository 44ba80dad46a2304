import * as catalog from './catalog';
import type { Operation } from './operation';

const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

/**
 * Every operation once, in the order the catalog lists them: what the API registers and the
 * OpenAPI description is made of. (Clients import single operations, never this list.)
 */
export const OPERATION_LIST: readonly Operation[] = Object.values(catalog as Record<string, unknown>).filter(
  isOperation,
);

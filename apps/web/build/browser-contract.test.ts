import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { browserContract } from './browser-contract';

const source = `import { z } from 'zod';
import { PageSchema } from '../page';
export const LIMIT = 5;
const Name = z.string().min(1).refine((text) => check(text));
const Answers = Schema.shape.answers;
export const getPage = /* @__PURE__ */ defineOperation({
  id: 'getPage',
  method: 'GET',
  path: '/api/pages/{slug}',
  access: 'optional',
  params: z.object({ slug: z.string() }),
  answers: { 200: PageSchema },
});
export const saveThing = defineOperation({ id: 'saveThing', method: 'POST', path: '/api/x', access: 'user', body: z.object({ a: z.number() }), fieldMessages: { a: 'Fyll i a' }, answers: { 204: null } });
export function check(text) { return validate(text); }
`;

describe('browserContract', () => {
  const result = browserContract(source, parseAst);

  it('keeps what an operation is called by and leaves its schemas out', () => {
    expect(result).toContain(
      "{ id: 'getPage', method: 'GET', path: '/api/pages/{slug}', access: 'optional' }",
    );
    expect(result).toContain(
      "{ id: 'saveThing', method: 'POST', path: '/api/x', access: 'user', fieldMessages: { a: 'Fyll i a' } }",
    );
    expect(result).not.toMatch(/(params|answers|body):/);
  });

  it('marks the calls of top-level values pure, and none inside a function', () => {
    expect(result).toContain('const Name = /* @__PURE__ */ z.string().min(1).refine((text) => check(text));');
    expect(result).toContain('export const saveThing = /* @__PURE__ */ defineOperation(');
    expect(result).toContain('{ return validate(text); }');
    expect(result).toContain('const Answers = /* @__PURE__ */ (() => Schema.shape.answers)();');
    expect(result.match(/@__PURE__/g)).toHaveLength(4);
  });

  it('is still JavaScript', () => {
    expect(() => parseAst(result)).not.toThrow();
  });
});

import type { Plugin } from 'vite';

/**
 * The parts of a contract operation that are zod schemas: what the API validates a call with
 * and the OpenAPI description is made of. The browser needs none of them: it sends what its
 * forms checked and reads what the API sent (the API checks its answers, src/http/api-client.ts).
 */
const SCHEMA_PARTS = new Set(['params', 'query', 'body', 'answers']);

const CONTRACT_MODULE = /packages[\\/]contract[\\/]src[\\/].+\.ts$/;

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

type Parse = (code: string) => unknown;

interface Rewrite {
  start: number;
  end: number;
  text: string;
}

/**
 * A compiled contract module as the site's browser build uses it:
 * - every `defineOperation({…})` without its schema parts, so an operation keeps its id, method,
 *   path, access and field messages, and the schemas it named are unused;
 * - every call in a top-level value marked pure (a property read made one), so a schema nothing
 *   uses is left out although its module is imported for a constant beside it
 *   (`z.string().min(1)` is a chain of calls a bundler must otherwise keep). True of the
 *   contract by design: it only builds values, as its `"sideEffects": false` says of modules.
 * Building schemas is most of the work of evaluating the contract in a browser (about 70 ms of
 * a first page on a fast machine) and zod most of its bytes (25 KB gzip).
 */
export function browserContract(code: string, parse: Parse): string {
  const rewrites: Rewrite[] = [];
  const program = parse(code) as AstNode;
  for (const statement of program.body as AstNode[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode) : statement;
    if (declaration?.type !== 'VariableDeclaration') {
      continue;
    }
    for (const declarator of declaration.declarations as AstNode[]) {
      const init = declarator.init as AstNode | null;
      if (init?.type === 'MemberExpression') {
        // A property read (`Schema.shape.answers`) may run a getter, so a bundler keeps it
        // unless it is a call it may drop: a pure arrow around it.
        const text = `${PURE}(() => ${code.slice(init.start, init.end)})()`;
        rewrites.push({ start: init.start, end: init.end, text });
      } else if (init) {
        visitValue(init, code, rewrites);
      }
    }
  }
  // From the end, so the earlier positions still hold; one mark where several calls start.
  const seen = new Set<number>();
  let result = code;
  for (const { start, end, text } of rewrites.sort((a, b) => b.start - a.start || b.end - a.end)) {
    if (start === end && seen.has(start)) {
      continue;
    }
    seen.add(start);
    result = `${result.slice(0, start)}${text}${result.slice(end)}`;
  }
  return result;
}

const PURE = '/* @__PURE__ */ ';

/** Marks the calls of a top-level value, not those inside functions (they run when called). */
function visitValue(node: AstNode, code: string, rewrites: Rewrite[]): void {
  if (
    node.type === 'FunctionExpression' ||
    node.type === 'ArrowFunctionExpression' ||
    node.type === 'ClassExpression'
  ) {
    return;
  }
  if (node.type === 'CallExpression' || node.type === 'NewExpression') {
    if (!/@__PURE__\s*\*\/\s*$/.test(code.slice(Math.max(0, node.start - 24), node.start))) {
      rewrites.push({ start: node.start, end: node.start, text: PURE });
    }
    if (isDefineOperation(node)) {
      const argument = (node.arguments as AstNode[])[0] as AstNode;
      const kept = (argument.properties as AstNode[]).filter((property) => !isSchemaPart(property));
      const text = `{ ${kept.map((property) => code.slice(property.start, property.end)).join(', ')} }`;
      rewrites.push({ start: argument.start, end: argument.end, text });
      return;
    }
  }
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child !== null && typeof child === 'object' && typeof (child as AstNode).type === 'string') {
        visitValue(child as AstNode, code, rewrites);
      }
    }
  }
}

function isDefineOperation(node: AstNode): boolean {
  const callee = node.callee as AstNode;
  const [argument] = node.arguments as AstNode[];
  return (
    callee.type === 'Identifier' && callee.name === 'defineOperation' && argument?.type === 'ObjectExpression'
  );
}

function isSchemaPart(property: AstNode): boolean {
  const key = property.key as AstNode | undefined;
  return property.type === 'Property' && key?.type === 'Identifier' && SCHEMA_PARTS.has(key.name as string);
}

/**
 * In the site's browser build, the contract is as `browserContract` makes it. The server's
 * render keeps it whole, as do the API, the tests and other hosts of the blocks package.
 * Runs after TypeScript is compiled, on plain JavaScript.
 */
export function browserContractPlugin(): Plugin {
  return {
    name: 'browser-contract',
    enforce: 'post',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !CONTRACT_MODULE.test(id) || /\.test\.ts$/.test(id)) {
        return null;
      }
      return { code: browserContract(code, (source) => this.parse(source)), map: null };
    },
  };
}

/**
 * The architecture's rules, checked in `npm test` (issue 22): each fails the build when broken.
 * Run it alone with `npm run check:architecture`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
/** A rule the check fails on: files matching `from` import nothing matching `to`. */
const forbid = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

// The block manifests and the catalog read off them, with the texts they import.
const BLOCK_DATA =
  '^packages/blocks/src/blocks/(block-catalog|block-folders|block-manifest|[^/]+/manifest|[^/]+/[^/]+-(labels|english))\\.ts$';

module.exports = {
  forbidden: [
    forbid(
      'no-cycles',
      'No import cycle anywhere, type-only imports included: a cycle ties its files into one piece that cannot be understood, tested or moved apart.',
      {},
      { circular: true },
    ),
    forbid(
      'engine-is-pure',
      'The engine is pure TypeScript shared with the API: it imports no React, no DOM library and no CSS.',
      { path: '^packages/blocks/src/engine/' },
      {
        path: ['\\.css$', '^packages/blocks/src/(blocks|course|parts|render|blocks-provider|i18n)/'],
        // The block catalog is data read off the folders' manifests (rule below).
        pathNot: '^packages/blocks/src/blocks/block-catalog\\.ts$',
        dependencyTypes: [
          'local',
          'npm',
          'npm-dev',
          'npm-peer',
          'npm-optional',
          'aliased-workspace',
          'type-only',
        ],
      },
    ),
    forbid(
      'block-manifests-are-data',
      "The blocks' manifests and the catalog built from them are data the engine and the API read: they import texts and types, never a component, a form, a stylesheet or React.",
      { path: BLOCK_DATA },
      { pathNot: [BLOCK_DATA, '^packages/contract/'] },
    ),
    forbid(
      'engine-no-ui-packages',
      'The engine imports no React, Preact, DOM sanitizer or router.',
      { path: '^packages/blocks/src/engine/' },
      { path: 'node_modules/(react|react-dom|preact|dompurify|wouter|swr)/' },
    ),
    forbid(
      'storage-below-http',
      'Storage reads and writes the database and returns data: it imports nothing of the HTTP layer, the routes, the website or mail.',
      { path: '^apps/api/src/storage/' },
      { path: '^apps/api/src/(routes|http|plugins|site|openapi|mail)/' },
    ),
    forbid(
      'db-below-storage',
      'The database layer (schema, migrations, connections) is the floor: it imports nothing of storage or anything above it.',
      { path: '^apps/api/src/db/' },
      {
        path: '^apps/api/src/(storage|content|routes|http|plugins|site|openapi|mail|auth|certificates)/',
      },
    ),
    forbid(
      'auth-below-http',
      'Password hashing and tokens know nothing of HTTP: the HTTP layer turns their refusals into answers.',
      { path: '^apps/api/src/auth/' },
      { path: '^apps/api/src/(http|routes|plugins|site|openapi)/' },
    ),
    forbid(
      'packages-below-apps',
      'A package is installed by other sites: it cannot import an app of this repository.',
      { path: '^packages/' },
      { path: '^apps/' },
    ),
    forbid(
      'contract-is-the-base',
      'The contract is the base every other part builds on: it imports none of them.',
      { path: '^packages/contract/' },
      { path: '^(packages/blocks|apps)/' },
    ),
    forbid(
      'web-http-is-the-floor',
      "The site's API client (http/) is its floor: it knows nothing of pages, layout or state above it.",
      { path: '^apps/web/src/http/' },
      { path: '^apps/web/src/', pathNot: '^apps/web/src/http/' },
    ),
    forbid(
      'web-data-below-screens',
      "The site's data (data/: the API's answers, the first page's data block) sits on http/ and site/ alone; screens read it, never the other way.",
      { path: '^apps/web/src/data/' },
      { path: '^apps/web/src/', pathNot: '^apps/web/src/(data|http|site)/' },
    ),
    forbid(
      'engine-learner-not-editor',
      "The engine's learner rules run on every learner's page: they import none of the editor's rules (merging, publish checks), which only staff pages load.",
      { path: '^packages/blocks/src/engine/learner/' },
      { path: '^packages/blocks/src/engine/editor/' },
    ),
    forbid(
      'web-not-into-api',
      "The website talks to the API over HTTP through the contract, never by importing its code. The one door is the API package's declared entry `@jamstalldhet/api/demo-server`, which the web tests' global setup starts.",
      { path: '^apps/web/' },
      { path: '^apps/api/', pathNot: '^apps/api/src/demo-server\\.ts$' },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(dist|storybook-static|coverage|node_modules)/', '\\.d\\.ts$'] },
    // Type-only imports count: a type-only cycle still ties files together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    combinedDependencies: false,
    preserveSymlinks: false,
  },
};

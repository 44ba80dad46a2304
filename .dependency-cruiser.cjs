/**
 * The architecture's rules, checked in `npm test` (issue 22): each fails the build when broken.
 * Run it alone with `npm run check:architecture`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'No import cycle anywhere, type-only imports included: a cycle ties its files into one piece that cannot be understood, tested or moved apart.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-is-pure',
      severity: 'error',
      comment:
        'The engine is pure TypeScript shared with the API: it imports no React, no DOM library and no CSS.',
      from: { path: '^packages/blocks/src/engine/' },
      to: {
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
    },
    {
      name: 'block-manifests-are-data',
      severity: 'error',
      comment:
        "The blocks' manifests and the catalog built from them are data the engine and the API read: they import texts and types, never a component, a form, a stylesheet or React.",
      from: {
        path: '^packages/blocks/src/blocks/(block-catalog|block-folders|block-manifest|[^/]+/manifest|[^/]+/[^/]+-(labels|english))\\.ts$',
      },
      to: {
        pathNot: [
          '^packages/blocks/src/blocks/(block-catalog|block-folders|block-manifest|[^/]+/manifest|[^/]+/[^/]+-(labels|english))\\.ts$',
          '^packages/contract/',
        ],
      },
    },
    {
      name: 'engine-no-ui-packages',
      severity: 'error',
      comment: 'The engine imports no React, Preact, DOM sanitizer or router.',
      from: { path: '^packages/blocks/src/engine/' },
      to: { path: 'node_modules/(react|react-dom|preact|dompurify|wouter|swr)/' },
    },
    {
      name: 'storage-below-http',
      severity: 'error',
      comment:
        'Storage reads and writes the database and returns data: it imports nothing of the HTTP layer, the routes, the website or mail.',
      from: { path: '^apps/api/src/storage/' },
      to: { path: '^apps/api/src/(routes|http|plugins|site|openapi|mail)/' },
    },
    {
      name: 'db-below-storage',
      severity: 'error',
      comment:
        'The database layer (schema, migrations, connections) is the floor: it imports nothing of storage or anything above it.',
      from: { path: '^apps/api/src/db/' },
      to: {
        path: '^apps/api/src/(storage|content|routes|http|plugins|site|openapi|mail|auth|certificates)/',
      },
    },
    {
      name: 'auth-below-http',
      severity: 'error',
      comment:
        'Password hashing and tokens know nothing of HTTP: the HTTP layer turns their refusals into answers.',
      from: { path: '^apps/api/src/auth/' },
      to: { path: '^apps/api/src/(http|routes|plugins|site|openapi)/' },
    },
    {
      name: 'packages-below-apps',
      severity: 'error',
      comment: 'A package is installed by other sites: it cannot import an app of this repository.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'contract-is-the-base',
      severity: 'error',
      comment: 'The contract is the base every other part builds on: it imports none of them.',
      from: { path: '^packages/contract/' },
      to: { path: '^(packages/blocks|apps)/' },
    },
    {
      name: 'web-http-is-the-floor',
      severity: 'error',
      comment:
        "The site's API client (http/) is its floor: it knows nothing of pages, layout or state above it.",
      from: { path: '^apps/web/src/http/' },
      to: { path: '^apps/web/src/', pathNot: '^apps/web/src/http/' },
    },
    {
      name: 'web-data-below-screens',
      severity: 'error',
      comment:
        "The site's data (data/: the API's answers, the first page's data block) sits on http/ and site/ alone; screens read it, never the other way.",
      from: { path: '^apps/web/src/data/' },
      to: { path: '^apps/web/src/', pathNot: '^apps/web/src/(data|http|site)/' },
    },
    {
      name: 'engine-learner-not-editor',
      severity: 'error',
      comment:
        "The engine's learner rules run on every learner's page: they import none of the editor's rules (merging, publish checks), which only staff pages load.",
      from: { path: '^packages/blocks/src/engine/learner/' },
      to: { path: '^packages/blocks/src/engine/editor/' },
    },
    {
      name: 'web-not-into-api',
      severity: 'error',
      comment:
        "The website talks to the API over HTTP through the contract, never by importing its code. The one door is the API package's declared entry `@jamstalldhet/api/demo-server`, which the web tests' global setup starts.",
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/', pathNot: '^apps/api/src/demo-server\\.ts$' },
    },
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

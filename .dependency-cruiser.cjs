// Import rules checked by `npm run lint` (dependency-cruiser): no import cycles anywhere, web
// features never import each other and share server data through src/entities, API modules never reach into another module's repository.
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make start-up order and refactoring fragile.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment: 'Web features are independent slices; compose them in src/app.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'entities-below-features',
      severity: 'error',
      comment:
        'src/entities owns server data shared by features (fetchers, query keys); it serves them and never imports one.',
      from: { path: '^apps/web/src/(entities|components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'own-tables-only',
      severity: 'error',
      comment:
        "A module reads and writes its own tables (db/schema/<module>.ts) and asks other modules for the rest. Tests may read any table to check what happened. Exceptions, each explained in docs/decisions/015-table-ownership.md: products reads drops (a product's price and visibility follow its drop's start).",
      from: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: [
          '^apps/api/src/modules/products/',
          '\\.test\\.ts$',
          '/test-fixtures\\.ts$',
          '/test-products\\.ts$',
        ],
      },
      to: {
        path: '^apps/api/src/db/schema/',
        pathNot: ['^apps/api/src/db/schema/$1\\.ts$', '^apps/api/src/db/schema/columns\\.ts$'],
      },
    },
    {
      name: 'own-tables-only',
      severity: 'error',
      comment: 'The products module reads its own tables and drops (see the rule above).',
      from: { path: '^apps/api/src/modules/products/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/api/src/db/schema/',
        pathNot: '^apps/api/src/db/schema/(products|drops|columns)\\.ts$',
      },
    },
    {
      name: 'no-foreign-repository',
      severity: 'error',
      comment: 'Call another API module through its service, never its repository.',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/([^/]+)/repository\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js'],
      conditionNames: ['import', 'default'],
    },
  },
};

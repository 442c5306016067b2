// Import rules checked by `npm run lint` (dependency-cruiser): no import cycles anywhere, web
// features never import each other and share server data through src/entities; API modules
// import only the modules their allowlist names and never another module's repository, flows
// compose modules and only the app and jobs call flows (docs/decisions/025-modules-and-flows.md).

/**
 * The only other API modules each module may import (its service or types). Every module not
 * named here imports none. The lists form layers (mail and images at the bottom, then auth and
 * drops, then products), checked below to have no cycle; anything that needs more than its list
 * is orchestration and belongs in apps/api/src/flows.
 */
const MODULE_ALLOWLIST = {
  auth: ['audit', 'mail'],
  account: ['auth'],
  newsletter: ['audit', 'mail'],
  drops: ['audit'],
  products: ['audit', 'drops', 'images'],
  cart: ['products'],
  coupons: ['audit'],
  live: ['products'],
  pages: ['drops', 'products'],
  feeds: ['drops', 'products'],
  wishlists: ['auth', 'mail', 'products'],
  'saved-searches': ['auth', 'mail', 'products'],
  reminders: ['auth', 'drops', 'mail'],
  refunds: ['payments'],
  returns: ['images'],
};

/** Throws at load when the allowlist itself has a cycle, so lint fails before it can be used. */
function assertLayered(allowlist) {
  const visiting = new Set();
  const done = new Set();
  const visit = (name, path) => {
    if (done.has(name)) return;
    if (visiting.has(name)) throw new Error(`MODULE_ALLOWLIST has a cycle: ${path.join(' -> ')}`);
    visiting.add(name);
    for (const next of allowlist[name] ?? []) visit(next, [...path, next]);
    visiting.delete(name);
    done.add(name);
  };
  for (const name of Object.keys(allowlist)) visit(name, [name]);
}
assertLayered(MODULE_ALLOWLIST);

const API = '^apps/api/src/';
const TEST_FILE = ['\\.test\\.ts$', '/test-[a-z-]+\\.ts$', `${API}test/`];
const ANY_MODULE = '^apps/api/src/modules/([^/]+)/';
/** A file of a module other than its face. */
const INSIDE_A_MODULE = '^apps/api/src/modules/[^/]+/(?!index\\.ts$)';
const moduleRules = [
  ...Object.entries(MODULE_ALLOWLIST).map(([name, allowed]) => ({
    name: 'module-allowlist',
    severity: 'error',
    comment: `modules/${name} imports only modules/{${allowed.join(',')}} (MODULE_ALLOWLIST); compose more in flows/.`,
    from: { path: `${API}modules/${name}/`, pathNot: TEST_FILE },
    to: {
      path: ANY_MODULE,
      pathNot: [`${API}modules/(${[name, ...allowed].join('|')})/`],
    },
  })),
  {
    name: 'module-allowlist',
    severity: 'error',
    comment: 'A module not in MODULE_ALLOWLIST imports no other module; compose them in flows/.',
    from: {
      path: ANY_MODULE,
      pathNot: [`${API}modules/(${Object.keys(MODULE_ALLOWLIST).join('|')})/`, ...TEST_FILE],
    },
    to: { path: ANY_MODULE, pathNot: `${API}modules/$1/` },
  },
  // One door per module: index.ts is its face; its other files are its own business.
  {
    name: 'one-door-per-module',
    severity: 'error',
    comment: 'Another module enters modules/X only through modules/X/index.ts (its face).',
    from: { path: ANY_MODULE, pathNot: TEST_FILE },
    to: { path: INSIDE_A_MODULE, pathNot: `${API}modules/$1/` },
  },
  {
    name: 'one-door-per-module',
    severity: 'error',
    comment: 'Flows, jobs and the app enter modules/X only through modules/X/index.ts.',
    // Tests, browser tests and the tools beside the shop (benchmarks, stand-ins) may reach in.
    from: { pathNot: [ANY_MODULE, ...TEST_FILE, '^e2e/', '^tools/'] },
    to: { path: INSIDE_A_MODULE },
  },
  {
    name: 'flows-from-the-top',
    severity: 'error',
    comment: 'Flows compose modules; only the app, jobs, the runtime and other flows call them.',
    from: {
      path: API,
      pathNot: [`${API}(flows|jobs|runtime)/`, `${API}app\\.ts$`, ...TEST_FILE],
    },
    to: { path: `${API}flows/` },
  },
  {
    name: 'infrastructure-below-modules',
    severity: 'error',
    comment: 'catalogue/, http/ and db/ serve modules and flows and import neither.',
    from: { path: `${API}(catalogue|http|db)/`, pathNot: TEST_FILE },
    to: { path: `${API}(modules|flows)/` },
  },
  {
    name: 'flows-through-services',
    severity: 'error',
    comment: "A flow reads and writes tables only through the owning module's service.",
    from: { path: `${API}(flows|jobs)/`, pathNot: TEST_FILE },
    to: { path: [`${API}db/schema/`, `${API}modules/[^/]+/repository\\.ts$`] },
  },
];

module.exports = {
  forbidden: [
    ...moduleRules,
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
      name: 'no-cross-staff-slice',
      severity: 'error',
      comment:
        'The staff panel is slices (catalogue, orders, returns, coupons) that share only its shell (page frame, pagination, form helpers); what two slices need of the server lives in src/entities.',
      from: {
        path: '^apps/web/src/features/staff/([^/]+)/',
        pathNot: '^apps/web/src/features/staff/shell/',
      },
      to: {
        path: '^apps/web/src/features/staff/([^/]+)/',
        pathNot: ['^apps/web/src/features/staff/$1/', '^apps/web/src/features/staff/shell/'],
      },
    },
    {
      name: 'staff-shell-below-slices',
      severity: 'error',
      comment: 'The staff shell serves the slices and imports none of them.',
      from: { path: '^apps/web/src/features/staff/shell/' },
      to: { path: '^apps/web/src/features/staff/(catalogue|orders|returns|coupons)/' },
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
    exclude: { path: '(^|/)(node_modules|dist|dist-server|\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js'],
      conditionNames: ['import', 'default'],
    },
  },
};

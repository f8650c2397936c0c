/**
 * Dependency direction (DESIGN.md): contracts ← domain ← infra ← (projections, api, worker);
 * web depends only on contracts; in web, app → features → shared, and no feature imports another.
 * `npm run lint` fails on a violation.
 */
const pkg = (dir) => `^${dir}/`;
module.exports = {
  forbidden: [
    {
      name: 'contracts-depend-on-nothing-of-ours',
      severity: 'error',
      from: { path: pkg('contracts') },
      to: { path: '^(services|infra|projections|web)/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'Deciders and the leasing math: only contracts, no I/O libraries.',
      severity: 'error',
      from: { path: pkg('services/domain') },
      to: { path: '^(services/(api|worker)|infra|projections|web)/|node_modules/(pg|typeorm|ioredis|bullmq|@nestjs|@eventstore|fastify)/' },
    },
    {
      name: 'infra-below-apps',
      severity: 'error',
      from: { path: pkg('infra') },
      to: { path: '^(services/(api|worker)|projections|web)/' },
    },
    {
      name: 'projections-below-apps',
      severity: 'error',
      from: { path: pkg('projections') },
      to: { path: '^(services/(api|worker)|web)/' },
    },
    {
      name: 'api-and-worker-are-separate-apps',
      severity: 'error',
      from: { path: '^services/(api|worker)/' },
      to: { path: '^(web)/' },
    },
    {
      name: 'product-not-from-benchmarks',
      comment: 'Benchmarks sit beside a package\'s src (issue 22): the product never imports them.',
      severity: 'error',
      from: { path: '^(infra|services/api)/src/' },
      to: { path: '^(infra|services/api)/bench/' },
    },
    { name: 'api-not-from-worker', severity: 'error', from: { path: pkg('services/worker') }, to: { path: pkg('services/api') } },
    { name: 'worker-not-from-api', severity: 'error', from: { path: pkg('services/api') }, to: { path: pkg('services/worker') } },
    {
      name: 'web-only-contracts',
      severity: 'error',
      from: { path: pkg('web') },
      to: { path: '^(services|infra|projections)/' },
    },
    {
      name: 'web-shared-below-features',
      comment: 'bulletproof-react: components, lib, hooks, utils never import features or app.',
      severity: 'error',
      from: { path: '^web/src/(components|lib|hooks|utils)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-no-cross-feature-imports',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'require', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
  },
};

/**
 * Test tiers by file suffix (STYLE.md): *.unit.spec.ts are pure and fast; *.int.spec.ts talk to
 * the real PostgreSQL, Redis and BullMQ. Workspace packages are mapped to their sources so tests
 * never need a build first.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  // @fastify/static nests an ESM-only content-disposition 2.x that Node 20 can require but Jest
  // cannot; the hoisted 2.x is the same API as CommonJS.
  '^content-disposition$': '<rootDir>/node_modules/content-disposition',
  '^@autoleasing/contracts(/.*)?$': '<rootDir>/contracts/src$1',
  '^@autoleasing/domain(/.*)?$': '<rootDir>/services/domain/src$1',
  '^@autoleasing/infra(/.*)?$': '<rootDir>/infra/src$1',
  '^@autoleasing/projections(/.*)?$': '<rootDir>/projections/src$1',
  '^@autoleasing/api(/.*)?$': '<rootDir>/services/api/src$1',
  '^@autoleasing/worker(/.*)?$': '<rootDir>/services/worker/src$1',
};

const backendRoots = ['contracts', 'services/domain', 'infra', 'projections', 'services/api', 'services/worker'];

module.exports = {
  // Global only (Jest ignores it per project). Integration tests share 2 cores with PostgreSQL,
  // Redis and argon2; a bound this wide catches hangs without failing on a busy machine.
  testTimeout: 30000,
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
      testMatch: backendRoots.map((r) => `<rootDir>/${r}/**/*.unit.spec.ts`),
    },
    {
      displayName: 'web',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: { ...moduleNameMapper, '\\.(css)$': '<rootDir>/web/test/style-stub.cjs' },
      // @tanstack/react-table 9 and table-core ship ESM only; swc compiles them like our sources.
      transformIgnorePatterns: ['/node_modules/(?!@tanstack/(react-table|table-core)/)'],
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
      testMatch: ['<rootDir>/web/src/**/*.spec.ts?(x)'],
    },
    {
      displayName: 'int',
      rootDir: __dirname,
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/infra/src/testing/int-test-env.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
      testMatch: backendRoots.map((r) => `<rootDir>/${r}/**/*.int.spec.ts`),
    },
  ],
};

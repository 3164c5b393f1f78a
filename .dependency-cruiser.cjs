// Import layers of Pizarra, checked on resolved paths: a relative import (`../api/client`) and an alias
// import (`@/api/client`) of the same module are the same dependency. Run by `npm run lint`.
//
// One rule per layer. Each layer lists what it MAY import (its own folder included); anything else,
// Node built-ins and unresolvable modules included, is a violation. Adding a library to a layer is a
// deliberate edit of its list here.
//
// `tests/fixtures/layers/` mirrors the layer folders so that tests/unit/layers.test.ts can prove every
// rule with a file that must fail; `npm run lint` cruises only src/ and server/.

/** Matches a project folder, or its mirror under tests/fixtures/layers/. */
const layer = (folders) => `^(tests/fixtures/layers/)?(${folders})/`
/** Matches installed packages by name. */
const pkg = (names) => `^node_modules/(${names})/`

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'machines-layer',
      comment:
        'A machine imports only xstate and src/domain. I/O is a named actor, UI effects are named actions; ' +
        'the route provides both, so machines never see api, ui, routes, the router or toasts.',
      severity: 'error',
      from: { path: layer('src/machines') },
      to: { pathNot: [layer('src/machines|src/domain'), pkg('xstate')] },
    },
    {
      name: 'ui-layer',
      comment:
        'ui is presentational: it imports src/domain and UI libraries only, never api, machines, routes ' +
        'or anything that does I/O.',
      severity: 'error',
      from: { path: layer('src/ui') },
      to: {
        pathNot: [
          layer('src/ui|src/domain'),
          pkg('react|react-dom|lucide-react|react-hot-toast|@tanstack/react-router|recharts'),
        ],
      },
    },
    {
      name: 'api-layer',
      comment: 'src/api is the HTTP client and its zod contract: it imports src/domain, ofetch and zod only.',
      severity: 'error',
      from: { path: layer('src/api') },
      to: { pathNot: [layer('src/api|src/domain'), pkg('ofetch|zod')] },
    },
    {
      name: 'contract-layer',
      comment:
        'src/api/contract is shared with the server: it imports only itself, src/domain and zod, ' +
        'never the browser client.',
      severity: 'error',
      from: { path: layer('src/api/contract') },
      to: { pathNot: [layer('src/api/contract|src/domain'), pkg('zod')] },
    },
    {
      name: 'domain-layer',
      comment:
        'src/domain is pure and shared by browser and server: no other project folder, no I/O; ' +
        'only the pure libraries listed here.',
      severity: 'error',
      from: { path: layer('src/domain') },
      to: { pathNot: [layer('src/domain'), pkg('zod|rut\\.js|date-fns|@date-fns/tz')] },
    },
    {
      name: 'server-layer',
      comment: 'From src/, the server imports only src/api/contract and src/domain; and never React or ofetch.',
      severity: 'error',
      from: { path: layer('server') },
      to: {
        path: [`${layer('src')}`, pkg('react|react-dom|ofetch|xstate|@xstate/[^/]+|lucide-react')],
        pathNot: layer('src/api/contract|src/domain'),
      },
    },
    {
      name: 'modules-adapters',
      comment:
        'A module gets its adapters from their plugin in server/plugins/ (which picks the implementation and ' +
        'decorates the app; services receive it in their constructor). From server/adapters/ a module imports ' +
        'only the port of each adapter: its interface and adapter-neutral helpers (ai/provider.ts, ' +
        'mail/mailer.ts, payments/provider.ts, storage/storage.ts); never an implementation, not even as a type.',
      severity: 'error',
      from: { path: layer('server/modules') },
      to: {
        path: '^server/adapters/',
        pathNot: '^server/adapters/(ai/provider|mail/mailer|payments/provider|storage/storage)\\.ts$',
      },
    },
    {
      name: 'routes-layer',
      comment: 'Routes compose machines, ui, api and domain; they never import server code.',
      severity: 'error',
      from: { path: layer('src/routes') },
      to: { path: layer('server') },
    },
    {
      name: 'content-layer',
      comment:
        'server/content is what a teacher could review (items, texts, pairs, tasks): data and its schema types. ' +
        'It imports only itself, the curriculum catalogue, src/domain, src/api/contract and the pure libraries ' +
        'listed here; never the composer, an adapter, a module, the database or the Word layout.',
      severity: 'error',
      from: { path: layer('server/content') },
      to: {
        pathNot: [
          layer('server/content|server/curriculum|src/domain|src/api/contract'),
          pkg('zod|pure-rand|fraction\\.js'),
        ],
      },
    },
    {
      name: 'composer-layer',
      comment:
        'server/composer is the offline composer: it reads server/content and the curriculum and imports ' +
        'src/domain, src/api/contract, server/errors.ts and the pure libraries listed here; never a module, an ' +
        'adapter, a plugin, the database or the Word layout (an adapter binds to it, not the reverse).',
      severity: 'error',
      from: { path: layer('server/composer') },
      to: {
        pathNot: [
          layer('server/composer|server/content|server/curriculum|src/domain|src/api/contract'),
          '^(tests/fixtures/layers/)?server/errors\\.ts$',
          pkg('zod|pure-rand|fraction\\.js'),
          '^crypto$',
        ],
      },
    },
    {
      name: 'documents-layer',
      comment:
        'server/documents is Word layout and rendering: docx, zod, src/domain, src/api/contract and the ' +
        'content schema types (server/content). Of the composer only its two entries, offline.ts and ' +
        'practica.ts, which samples.ts needs to write realistic samples; never composer internals, an adapter, ' +
        'a module or the database.',
      severity: 'error',
      from: { path: layer('server/documents') },
      to: {
        pathNot: [
          layer('server/documents|server/content|src/domain|src/api/contract'),
          '^(tests/fixtures/layers/)?server/composer/(offline|practica)\\.ts$',
          pkg('docx|zod'),
        ],
      },
    },
    {
      name: 'no-circular',
      comment:
        'No import circle anywhere in src/ or server/: a type two files share lives in a leaf module both ' +
        'import (server/content/types.ts, server/content/<subject>/types.ts, adapters/ai/provider.ts, ' +
        'machines/grade-grid.machine.ts for GridActor, modules/usuarios/email.ts for the e-mail lookups).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // TypeScript 7 has no JavaScript API for dependency-cruiser's parser: Babel reads the sources instead,
    // type-only imports included (see .dependency-cruiser.babel.cjs).
    babelConfig: { fileName: '.dependency-cruiser.babel.cjs' },
    // `@/*` -> `src/*` is read from tsconfig.json `paths`.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      // Resolve `./client` to client.ts and follow TypeScript files (see .dependency-cruiser.babel.cjs).
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}

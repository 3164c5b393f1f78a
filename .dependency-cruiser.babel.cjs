// How dependency-cruiser reads TypeScript here. TypeScript 7 has no JavaScript API, which dependency-cruiser's
// own TypeScript parser needs, so Babel parses each file (TypeScript, plus JSX in .tsx) and the plugin below
// reduces it to one `import 'specifier'` per module the file depends on, which dependency-cruiser then resolves.
// Type-only imports count: a machine that imports a type from src/api depends on it all the same.

/** Collects the module specifiers of one file into `state.specifiers`. */
const collectSpecifiers = {
  ImportDeclaration(path, state) {
    state.add(path.node.source)
  },
  ExportNamedDeclaration(path, state) {
    state.add(path.node.source)
  },
  ExportAllDeclaration(path, state) {
    state.add(path.node.source)
  },
  // `import('x').Type` in a type position
  TSImportType(path, state) {
    const argument = path.node.argument
    state.add(argument?.type === 'TSLiteralType' ? argument.literal : argument)
  },
  // `import x = require('x')`
  TSExternalModuleReference(path, state) {
    state.add(path.node.expression)
  },
  // `import('x')` and `require('x')`
  CallExpression(path, state) {
    const { callee, arguments: args } = path.node
    if (callee.type === 'Import' || (callee.type === 'Identifier' && callee.name === 'require')) state.add(args[0])
  },
}

/** @param {{ types: typeof import('@babel/types') }} babel */
function moduleSpecifiersOnly({ types: t }) {
  return {
    name: 'module-specifiers-only',
    manipulateOptions(opts, parserOpts) {
      parserOpts.plugins.push('typescript')
      if (/\.[cm]?[jt]sx$/.test(opts.filename ?? '')) parserOpts.plugins.push('jsx')
    },
    visitor: {
      Program(program) {
        const specifiers = new Set()
        const add = (node) => {
          if (node?.type === 'StringLiteral') specifiers.add(node.value)
        }
        program.traverse(collectSpecifiers, { add })
        program.node.directives = []
        program.node.body = [...specifiers].map((s) => t.importDeclaration([], t.stringLiteral(s)))
        program.skip()
      },
    },
  }
}

module.exports = { babelrc: false, configFile: false, plugins: [moduleSpecifiersOnly] }

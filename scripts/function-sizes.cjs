#!/usr/bin/env node
// Lists the largest functions, arrow functions, methods and components of the non-test sources
// (issue #22 item 4: none over 150 lines). Uses the TypeScript parser so that a function's size
// is its real extent, nested callbacks included, not a guess from braces.
//
//   node scripts/function-sizes.cjs            the 15 largest
//   node scripts/function-sizes.cjs --top 30   the 30 largest
//   node scripts/function-sizes.cjs --over 150 every one over 150 lines; exit 1 when there is one
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '..');
const SOURCE_ROOTS = ['contracts/src', 'services/domain/src', 'services/api/src', 'services/worker/src', 'infra/src', 'projections/src', 'web/src'];
// Test support (`testing/`) is test code too, although its files carry no .spec suffix; so is a
// file that defines a Jest suite (`describe(…)`, such as the shared event store contract).
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'e2e', 'bench', 'testing']);
const SOURCE_FILE = /\.(ts|tsx)$/;
const TEST_FILE = /\.(spec|test)\.[cm]?[jt]sx?$|\.d\.ts$/;

function parseArgs(argv) {
  const options = { top: 15, over: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--over') options.over = positiveInteger(argv[++i], '--over');
    else if (arg === '--top') options.top = positiveInteger(argv[++i], '--top');
    else if (/^\d+$/.test(arg)) options.top = positiveInteger(arg, 'N');
    else usageError(`unknown argument "${arg}"`);
  }
  return options;
}

function positiveInteger(value, name) {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) usageError(`${name} needs a positive whole number`);
  return n;
}

function usageError(message) {
  console.error(`function-sizes: ${message}\nusage: node scripts/function-sizes.cjs [N | --top N] [--over LINES]`);
  process.exit(2);
}

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

function isFunctionLike(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function propertyNameText(name, sourceFile) {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return name.getText(sourceFile);
}

// A function expression takes the name of what holds it: `const X = () => …`, `{ x: () => … }`,
// `const X = memo(function …)`. A callback passed to anything else stays anonymous, with the
// callee named so that it can be found (`<anonymous in useEffect>`).
function functionName(node, sourceFile) {
  if (ts.isConstructorDeclaration(node)) return `${className(node.parent, sourceFile)}.constructor`;
  if (ts.isMethodDeclaration(node) || ts.isGetAccessorDeclaration(node) || ts.isSetAccessorDeclaration(node)) {
    const owner = ts.isClassLike(node.parent) ? `${className(node.parent, sourceFile)}.` : '';
    return owner + propertyNameText(node.name, sourceFile);
  }
  if (node.name) return propertyNameText(node.name, sourceFile);
  return holderName(node, sourceFile);
}

function className(node, sourceFile) {
  return propertyNameText(node.name, sourceFile) ?? '<anonymous class>';
}

const NAME_KEEPING_WRAPPERS = new Set(['memo', 'forwardRef', 'React.memo', 'React.forwardRef']);

function holderName(node, sourceFile) {
  let holder = node.parent;
  while (holder && (ts.isParenthesizedExpression(holder) || ts.isAsExpression(holder) || ts.isSatisfiesExpression(holder))) holder = holder.parent;
  if (!holder) return '<anonymous>';
  if (ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder) || ts.isPropertyDeclaration(holder)) {
    return propertyNameText(holder.name, sourceFile) ?? '<anonymous>';
  }
  if (ts.isExportAssignment(holder)) return 'default export';
  if (ts.isCallExpression(holder)) {
    const callee = holder.expression.getText(sourceFile);
    if (NAME_KEEPING_WRAPPERS.has(callee)) {
      const wrapped = holderName(holder, sourceFile);
      return wrapped === '<anonymous>' ? `<anonymous in ${callee}>` : wrapped;
    }
    return `<anonymous in ${callee.length > 40 ? `${callee.slice(0, 37)}...` : callee}>`;
  }
  return '<anonymous>';
}

const SUITE_CALLS = new Set(['describe', 'it', 'test']);

function definesTestSuite(sourceFile) {
  const visit = (node) =>
    (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && SUITE_CALLS.has(node.expression.text)) || ts.forEachChild(node, visit) === true;
  return ts.forEachChild(sourceFile, visit) === true;
}

function measureFile(file) {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  if (definesTestSuite(sourceFile)) return [];
  const found = [];
  const visit = (node) => {
    if (isFunctionLike(node) && node.body) {
      const start = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
      const end = sourceFile.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      found.push({ name: functionName(node, sourceFile), file: path.relative(ROOT, file), line: start, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function format(fn) {
  return `${String(fn.lines).padStart(5)}  ${fn.name}  ${fn.file}:${fn.line}`;
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  const functions = SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(ROOT, root)))
    .flatMap(measureFile)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);

  if (options.over !== undefined) {
    const tooLong = functions.filter((fn) => fn.lines > options.over);
    if (tooLong.length === 0) {
      console.log(`No non-test function is over ${options.over} lines.`);
      return;
    }
    console.log(`${tooLong.length} non-test function(s) over ${options.over} lines:`);
    tooLong.forEach((fn) => console.log(format(fn)));
    process.exitCode = 1;
    return;
  }
  console.log(`The ${Math.min(options.top, functions.length)} largest of ${functions.length} non-test functions (lines, name, place):`);
  functions.slice(0, options.top).forEach((fn) => console.log(format(fn)));
}

main();

/**
 * Exports and who imports them (docs/quality.md, "Code"): every export of the site's own modules
 * that only tests import, and every export nothing imports. Reads the TypeScript program of both
 * tsconfigs (a name handed on by an index file counts for that file too). An export only tests use
 * is kept deliberately when it is a rule's function tested by its own table, a limit a test
 * asserts against, or a hook tests observe through; anything else is made private.
 *   npm run exports [-- --list]
 */
import ts from 'typescript';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
const root = process.cwd();
const cfg = ts.getParsedCommandLineOfConfigFile(
  'tsconfig.json',
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
)!;
const files = [...cfg.fileNames];
const clientCfg = ts.getParsedCommandLineOfConfigFile(
  'tsconfig.client.json',
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
)!;
for (const f of clientCfg.fileNames) if (!files.includes(f)) files.push(f);
const program = ts.createProgram(files, { ...cfg.options, noEmit: true });
const checker = program.getTypeChecker();
const rel = (f: string) => relative(root, f);
const usedInOwnFile = (f: string, name: string): boolean =>
  (readFileSync(f, 'utf8').match(new RegExp(`(?<![\\w$])${name.replace(/[$]/g, '\\$')}(?![\\w$])`, 'g'))?.length ?? 0) >
  1;
const isTest = (f: string) => /^tests\//.test(f) || /\.test\.tsx?$/.test(f);
const used = new Map<string, Set<string>>(); // "file#name" -> importer files
const exportsOf = new Map<string, string[]>();
for (const sf of program.getSourceFiles()) {
  const f = rel(sf.fileName);
  if (f.startsWith('node_modules') || f.startsWith('..') || sf.isDeclarationFile) continue;
  const sym = checker.getSymbolAtLocation(sf);
  if (sym)
    exportsOf.set(
      f,
      checker.getExportsOfModule(sym).map((s) => s.name),
    );
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
      const names: ts.Identifier[] = [];
      if (clause?.name) names.push(clause.name);
      const nb = clause?.namedBindings;
      if (nb && ts.isNamedImports(nb)) for (const e of nb.elements) names.push(e.name);
      if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause))
        for (const e of node.exportClause.elements)
          names.push(e.propertyName && ts.isIdentifier(e.propertyName) ? e.propertyName : (e.name as ts.Identifier));
      for (const n of names) {
        let s = checker.getSymbolAtLocation(n);
        for (let hop = 0; s && hop < 6; hop++) {
          if (!(s.flags & ts.SymbolFlags.Alias)) {
            for (const d of s.declarations ?? []) {
              const key = `${rel(d.getSourceFile().fileName)}#${s.name}`;
              if (!used.has(key)) used.set(key, new Set());
              used.get(key)!.add(f);
            }
            break;
          }
          const next = checker.getImmediateAliasedSymbol(s);
          if (!next) break;
          // the module that hands the name on (a barrel's export specifier) counts as used too
          for (const d of next.declarations ?? []) {
            const key = `${rel(d.getSourceFile().fileName)}#${next.name}`;
            if (!used.has(key)) used.set(key, new Set());
            used.get(key)!.add(f);
          }
          s = next;
        }
      }
      if (nb && ts.isNamespaceImport(nb)) {
        // namespace import: count all exports of target as used
        const ms = checker.getSymbolAtLocation(node.moduleSpecifier);
        if (ms)
          for (const e of checker.getExportsOfModule(ms)) {
            const key = `${rel(ms.declarations![0]!.getSourceFile().fileName)}#${e.name}`;
            if (!used.has(key)) used.set(key, new Set());
            used.get(key)!.add(f);
          }
      }
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      // dynamic import: mark all exports used
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteral(arg)) {
        const ms = checker.getSymbolAtLocation(arg);
        if (ms)
          for (const e of checker.getExportsOfModule(ms)) {
            const key = `${rel(ms.declarations![0]!.getSourceFile().fileName)}#${e.name}`;
            if (!used.has(key)) used.set(key, new Set());
            used.get(key)!.add(f);
          }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
/** Entry points: what wrangler, Vite and the commands load by path, not by import. */
const ENTRIES = new Set(['worker/index.ts#default']);
const testOnly: string[] = [];
const unused: string[] = [];
for (const [f, names] of exportsOf) {
  if (isTest(f) || f.startsWith('locales/') || /^(vite|vitest)\.config/.test(f)) continue;
  for (const n of names) {
    // the browser parts' files are found by name (client/runtime.ts's glob), not imported
    if (ENTRIES.has(`${f}#${n}`) || f.startsWith('client/parts/')) continue;
    const users = [...(used.get(`${f}#${n}`) ?? [])].filter((u) => u !== f);
    // used in its own file only is fine (exported for a reader); nothing at all is dead code
    if (users.length === 0 && !usedInOwnFile(f, n)) unused.push(`${f}#${n}`);
    else if (users.length > 0 && users.every(isTest)) testOnly.push(`${f}#${n}`);
  }
}
console.log(`exports only tests import: ${testOnly.length}`);
console.log(`exports nothing imports or uses: ${unused.length}`);
if (process.argv.includes('--list'))
  for (const e of [...testOnly.map((t) => `test only  ${t}`), ...unused.map((u) => `unused     ${u}`)]) console.log(e);

// The import graph of src, type imports included (eslint's import-x/no-cycle skips them): no
// file takes part in a cycle, and every import from one top folder into another is one the
// layer table of docs/architecture.md allows ("May import").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');
const SOURCE = /\.(ts|tsx|mts)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, or undefined for a package or a non-source file. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, ...['.ts', '.tsx', '.mts'].map((e) => base + e)].concat(
    ['index.ts', 'index.tsx'].map((i) => join(base, i)),
  );
  return candidates.find((c) => SOURCE.test(c) && safeIsFile(c));
}

function safeIsFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Every file's imports: static, type-only, re-exports and import() calls alike. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((i) => resolveImport(file, i.fileName))
      .filter((t): t is string => t !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one file, or of one file importing itself. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const topFolder = (file: string): string => relative(SRC, file).split('/')[0] ?? '';

/** The layer table: each `src/<folder>/` row's "May import" cell, as the folders it names. */
function layerTable(): Map<string, Set<string> | 'any'> {
  const text = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const folders = readdirSync(SRC).filter((n) => statSync(join(SRC, n)).isDirectory());
  const table = new Map<string, Set<string> | 'any'>();
  for (const line of text.split('\n')) {
    const row = /^\|\s*`src\/([a-z-]+)\/`\s*\|.*\|\s*([^|]*?)\s*\|\s*$/.exec(line);
    if (row === null) continue;
    const folder = row[1] ?? '';
    const cell = row[2] ?? '';
    if (/everything/i.test(cell)) {
      table.set(folder, 'any');
      continue;
    }
    // Only the cell's words before a parenthesis name folders: "(its ports: …)" explains.
    const words = cell.replace(/\([^)]*\)/g, '').match(/[a-z-]+/g) ?? [];
    table.set(folder, new Set(words.filter((w) => folders.includes(w))));
  }
  return table;
}

describe('the import graph of src', () => {
  const graph = importGraph();

  it('has no cycle, counting type imports', () => {
    const found = cycles(graph).map((c) => c.map((f) => relative(ROOT, f)).sort());
    expect(found).toEqual([]);
  });

  it('has a layer-table row for every top folder of src', () => {
    const table = layerTable();
    const folders = [...new Set([...graph.keys()].map(topFolder))].filter((f) => !SOURCE.test(f));
    expect(folders.filter((f) => !table.has(f)).sort()).toEqual([]);
  });

  it('imports across top folders only where the layer table allows', () => {
    const table = layerTable();
    const outside: string[] = [];
    for (const [file, targets] of graph) {
      const from = topFolder(file);
      const allowed = table.get(from);
      if (allowed === undefined || allowed === 'any') continue;
      for (const target of targets) {
        const to = topFolder(target);
        if (to !== from && !allowed.has(to))
          outside.push(`${relative(ROOT, file)} -> ${relative(ROOT, target)}`);
      }
    }
    expect(outside).toEqual([]);
  });
});

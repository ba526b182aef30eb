import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Module boundaries (STYLE.md): a backend module imports only another module's contracts/
 * (and platform/); a frontend feature never imports another feature.
 */
const here = dirname(fileURLToPath(import.meta.url));
const backendModules = join(here, 'modules');
const frontendFeatures = resolve(here, '../../frontend/src/features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]);
}

/** [owner, target, path inside target] for every import that crosses from one area into another. */
function crossings(root: string) {
  const found: Array<{ file: string; target: string; inside: string }> = [];
  for (const file of sourceFiles(root)) {
    const owner = relative(root, file).split(sep)[0];
    for (const spec of relativeImports(file)) {
      const target = relative(root, resolve(dirname(file), spec));
      if (target.startsWith('..')) continue;
      const [area, ...rest] = target.split(sep);
      if (area !== owner) found.push({ file: relative(root, file), target: area, inside: rest.join('/') });
    }
  }
  return found;
}

describe('architecture', () => {
  it('backend modules reach other modules only through their contracts/', () => {
    const violations = crossings(backendModules).filter((c) => !c.inside.startsWith('contracts/'));
    expect(violations).toEqual([]);
  });

  it('frontend features never import each other', () => {
    expect(crossings(frontendFeatures)).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The runtime is a devDependency (docs/runtime.md): these fail when the tests, or what they spawn, run on
// another Node.js than the one package.json names, e.g. the machine's own older one.
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const major = (version: string) => Number(/\d+/.exec(version)?.[0]);

describe('runtime', () => {
  it('pins one exact Node.js in devDependencies that engines accepts', () => {
    const pinned = /^npm:node-[a-z0-9-]+@(\d+\.\d+\.\d+)$/.exec(pkg.devDependencies.node ?? '')?.[1];
    expect(pinned, pkg.devDependencies.node).toBeDefined();
    expect(major(pinned!)).toBeGreaterThanOrEqual(major(pkg.engines.node));
  });

  it('runs the tests on a Node.js that engines accepts', () => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(major(pkg.engines.node));
  });

  it('gives a script that calls `node` the same Node.js', () => {
    const child = execFileSync('node', ['-p', 'process.version'], { encoding: 'utf8' }).trim();
    expect(child).toBe(process.version);
  });
});

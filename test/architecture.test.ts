import { describe, expect, it } from 'vitest';
import { cycles, type ImportEdge, importGraph } from './helpers/import-graph.js';

/**
 * The house keeps its floors: shared pieces live below what uses them, and no two modules load
 * each other. Read from the sources with the TypeScript parser, so a new import that breaks a
 * rule fails the build.
 */
const edges = importGraph('src');
const folderOf = (file: string): string => (file.includes('/') ? file.slice(0, file.indexOf('/')) : file);

/** What each folder must never import, with why. */
const FORBIDDEN: Record<string, { never: string[]; why: string }> = {
  contract: {
    never: [
      'db',
      'domain',
      'http',
      'mail',
      'jobs',
      'worker',
      'cli',
      'start',
      'simulator',
      'app.ts',
      'services.ts',
    ],
    why: 'the public contract is the bottom floor: schemas, codes and event types that every other folder reads',
  },
  db: {
    never: ['domain', 'http', 'mail', 'jobs', 'worker', 'cli', 'start', 'simulator', 'app.ts', 'services.ts'],
    why: 'the database layer knows tables and connections, not rules',
  },
  domain: {
    never: ['http', 'mail', 'text', 'worker', 'cli', 'start', 'simulator', 'clients', 'app.ts'],
    why: 'the rules know nothing of the interfaces that call them, nor of how e-mail reads',
  },
  mail: {
    never: ['http', 'worker', 'cli', 'start', 'simulator', 'app.ts'],
    why: 'e-mail is sent by jobs, below the interfaces; what it shares with the console is in text/',
  },
  text: {
    never: [
      'http',
      'mail',
      'domain',
      'db',
      'jobs',
      'worker',
      'cli',
      'start',
      'simulator',
      'clients',
      'app.ts',
    ],
    why: 'the HTML tag and the Spanish formatting sit below the console and the e-mails that use them',
  },
  clients: {
    never: ['http', 'domain', 'db', 'jobs', 'mail', 'worker', 'cli', 'start', 'simulator', 'app.ts'],
    why: 'the clients of the HTTP interfaces know only what travels over HTTP',
  },
};

const describeEdge = (edge: ImportEdge) => `${edge.from} → ${edge.to}${edge.typeOnly ? ' (type)' : ''}`;

describe('the layers of src/', () => {
  for (const [folder, rule] of Object.entries(FORBIDDEN)) {
    it(`${folder}/ imports nothing from ${rule.never.join(', ')}: ${rule.why}`, () => {
      const broken = edges.filter(
        (edge) => folderOf(edge.from) === folder && rule.never.includes(folderOf(edge.to)),
      );
      expect(broken.map(describeEdge)).toEqual([]);
    });
  }

  it('has no circle of modules that load each other', () => {
    expect(cycles(edges.filter((edge) => !edge.typeOnly))).toEqual([]);
  });

  it('has no circle of imports, types included', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it('reads the imports it checks (a check that reads nothing would pass anything)', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges.some((edge) => edge.typeOnly)).toBe(true);
    expect(edges).toContainEqual({ from: 'app.ts', to: 'http/public/app.ts', typeOnly: false });
    expect(edges).toContainEqual({ from: 'mail/messages.ts', to: 'text/format.ts', typeOnly: false });
    // A dynamic import is a runtime edge too.
    expect(edges.some((edge) => edge.from === 'cli/main.ts' && edge.to === 'cli/local-commands.ts')).toBe(
      true,
    );
  });

  it('finds a circle when there is one, and tells a circle of types apart', () => {
    const circle = [
      { from: 'a.ts', to: 'b.ts', typeOnly: false },
      { from: 'b.ts', to: 'c.ts', typeOnly: false },
      { from: 'c.ts', to: 'a.ts', typeOnly: true },
    ];
    expect(cycles(circle)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(cycles(circle.filter((edge) => !edge.typeOnly))).toEqual([]);
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalog } from '../catalog/index.js';
import { collectBook, readDataFiles, renderBook } from './index.js';

const catalog: Catalog = {
  refusal_codes: { launcher_workspace_runtime_missing: { named_by: 'kit', meaning: 'the runtime directory does not exist yet' } },
  clauses: [
    { id: 'BOOT-RT-MISSING-1', seed: '000_x.txt', section: 'Proven slice', level: 'MUST', kind: 'wire', summary: 'A missing runtime is refused.', refusal_code: 'launcher_workspace_runtime_missing', interpretation: 'We read "must exist" as <never created>.' },
    { id: 'BOOT-OUTLINE-1', seed: '000_x.txt', section: 'Proven slice', level: 'SHOULD', kind: 'wire', summary: 'Rows prove it.' },
    { id: 'ROUTE-1', seed: '001_y.txt', section: 'Routing', level: 'INFO', kind: 'informative', summary: 'A non-claim.' },
  ],
};

const feature = `@needs:stdio
Feature: Runtime validation
  The runtime directory is validated first.

  Background:
    Given the sample repository "app"

  @clause:BOOT-RT-MISSING-1
  Scenario: a runtime directory that does not exist is refused
    When the server starts with the repository "app" granted
    Then startup is refused with "launcher_workspace_runtime_missing"

  Rule: outlines
    Scenario Outline: refused with <code>
      When it starts
      Then it says "<code>"

      @clause:BOOT-OUTLINE-1
      Examples:
        | code |
        | a    |
`;

test('clauses are grouped by seed and section with the scenarios that name them, tags from examples included', () => {
  const book = collectBook(catalog, [{ path: 'features/bootstrap/x.feature', text: feature }], new Map([['BOOT-RT-MISSING-1', 'passed']]));
  assert.deepEqual(book.seeds.map((s) => [s.title, s.sections.map((x) => x.title)]), [['Automatic first workspace preparation', ['Proven slice']], ['Tool to semantic-action routing', ['Routing']]]);
  const [missing, outline] = book.seeds[0]!.sections[0]!.clauses;
  assert.equal(missing?.scenarios[0]?.name, 'a runtime directory that does not exist is refused');
  assert.deepEqual(missing?.scenarios[0]?.background.map((s) => s.text), ['the sample repository "app"']);
  assert.ok(missing?.scenarios[0]?.tags.includes('@needs:stdio'));
  assert.equal(missing?.status, 'passed');
  assert.equal(outline?.scenarios[0]?.examples[0]?.rows[0]?.[0], 'a');
  assert.equal(book.seeds[1]!.sections[0]!.clauses[0]!.scenarios.length, 0);
});

test('the HTML escapes text and shows readings, refusal codes, statuses and placeholders', () => {
  const html = renderBook(collectBook(catalog, [{ path: 'features/bootstrap/x.feature', text: feature }], new Map([['BOOT-RT-MISSING-1', 'passed']])),
    { generatedAt: '2025-01-01T00:00:00Z', catalogSha256: 'c'.repeat(64), suiteSha256: 's'.repeat(64), statusSource: 'reports/reference/conformance.json' });
  assert.match(html, /<aside class="reading"><strong>Our reading\.<\/strong> We read &quot;must exist&quot; as &lt;never created&gt;\.<\/aside>/);
  assert.match(html, /refusal <code>launcher_workspace_runtime_missing<\/code> · kit-defined/);
  assert.match(html, /<tr><td><code>launcher_workspace_runtime_missing<\/code><\/td><td>kit-defined<\/td><td>the runtime directory does not exist yet<\/td><\/tr>/);
  assert.match(html, /<span class="status passed">passed<\/span>/);
  assert.match(html, /<var>&lt;code&gt;<\/var>/);
  assert.match(html, /Not checked by a scenario \(informative\)/);
  assert.match(html, /features\/bootstrap\/x\.feature:9/);
});

test('data files the features name are shown as written, and those beside the features are found', () => {
  const book = collectBook(catalog, [], new Map(), [{ path: 'features/policy/table.yaml', text: 'calls: [{ tool: a<b }]' }]);
  const html = renderBook(book, { generatedAt: 'now', catalogSha256: 'c'.repeat(64), suiteSha256: 's'.repeat(64), statusSource: null });
  assert.match(html, /<a href="#data-files">Data the features name<\/a>/);
  assert.match(html, /<h3><code>features\/policy\/table\.yaml<\/code><\/h3><pre>calls: \[\{ tool: a&lt;b \}\]<\/pre>/);
  assert.ok(readDataFiles(join(dirname(fileURLToPath(import.meta.url)), '..', '..')).some((f) => f.path === 'features/policy/routing-table.yaml'));
});

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureJsonSchema, flowDocumentSchema } from '../src/tooling/cli/flowSchema.ts';
import { checkFlows } from '../src/tooling/check/checkFlows.ts';
import { partJsonSchema, rulesJsonSchema, schemaFileText } from '../src/engine/jsonSchema.ts';
import { copyDocuments } from './tooling/documents.ts';

describe('flow documents', () => {
  it('flows/flow.schema.json, part.schema.json and rules.schema.json are current with the zod schema (run npm run flows:schema)', () => {
    expect(readFileSync('flows/flow.schema.json', 'utf8')).toBe(schemaFileText(flowDocumentSchema()));
    expect(readFileSync('flows/part.schema.json', 'utf8')).toBe(schemaFileText(partJsonSchema()));
    expect(readFileSync('flows/rules.schema.json', 'utf8')).toBe(schemaFileText(rulesJsonSchema()));
    expect(readFileSync('tests/fixtures/fixture.schema.json', 'utf8')).toBe(schemaFileText(fixtureJsonSchema()));
  });

  it('every file in flows/ and rules/ passes the checker against the real registries', () => {
    const errors = checkFlows().filter((i) => i.severity === 'error');
    expect(errors).toEqual([]);
  });
});

describe('flows:check on a broken flow (what an integrator sees)', () => {
  const breakFlow = (mutate: (flow: Record<string, any>) => void) => {
    // the other flows and their parts too: the visitor flow hands over to them
    const root = copyDocuments('gatehouse-flows-', ['flows/visitor.flow.json']);
    const flow = JSON.parse(readFileSync('flows/visitor.flow.json', 'utf8'));
    mutate(flow);
    writeFileSync(join(root, 'flows', 'visitor.flow.json'), typeof flow === 'string' ? flow : JSON.stringify(flow));
    return checkFlows(root).filter((i) => i.severity === 'error');
  };

  it('a flow longer than an integrator reads in one sitting is a warning that says where the length can go, never an error', () => {
    const root = copyDocuments('gatehouse-flows-', ['flows/visitor.flow.json']);
    const flow = JSON.parse(readFileSync('flows/visitor.flow.json', 'utf8'));
    writeFileSync(join(root, 'flows', 'visitor.flow.json'), JSON.stringify(flow, null, 2));
    const issues = checkFlows(root).filter((i) => i.file === 'flows/visitor.flow.json');
    expect(issues).toEqual([expect.objectContaining({ severity: 'warning', code: 'long-document', path: '$', hint: expect.stringContaining('flows/parts/') })]);
    expect(issues[0]?.message).toMatch(/^the document has \d+ lines, more than the 700/);
  });
  it('names the file, JSON path and expectation for an unknown widget', () => {
    const [issue] = breakFlow((f) => (f.screens.profiles.widget = 'ProfileTile'));
    expect(issue).toMatchObject({ file: 'flows/visitor.flow.json', path: '$.screens.profiles.widget', message: 'unknown widget "ProfileTile"' });
    expect(issue?.hint).toContain('ProfileTiles');
  });
  it('an unknown screen in a goto', () => {
    const [issue] = breakFlow((f) => (f.screens.language.on.select[0].goto = 'profile'));
    expect(issue).toMatchObject({ path: '$.screens.language.on.select[0].goto', message: 'goto "profile" names no screen' });
  });
  it('a wrong prop type', () => {
    const [issue] = breakFlow((f) => (f.screens.language.props.perPage = 'fifteen'));
    expect(issue?.path).toBe('$.screens.language.props.perPage');
    expect(issue?.message).toContain('wrong value for prop "perPage"');
  });
  it('malformed json-logic', () => {
    const [issue] = breakFlow((f) => (f.screens.questionary.always[0].if = { '<<': [1, 2] }));
    expect(issue).toMatchObject({ path: '$.screens.questionary.always[0].if', message: 'unknown json-logic operation "<<"' });
  });
  it('a file that is not JSON', () => {
    const root = mkdtempSync(join(tmpdir(), 'gatehouse-flows-'));
    mkdirSync(join(root, 'flows'));
    mkdirSync(join(root, 'rules'));
    writeFileSync(join(root, 'flows', 'visitor.flow.json'), '{ "id": "visitor", ');
    const [issue] = checkFlows(root);
    expect(issue).toMatchObject({ severity: 'error', file: 'flows/visitor.flow.json', path: '$' });
    expect(issue?.message).toMatch(/^not valid JSON/);
  });
});

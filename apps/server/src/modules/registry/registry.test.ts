import { REGISTRY_BASE_EVENT_TYPES, REGISTRY_BASE_FIELDS, type EventCase } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientEvent } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { personaByUsername } from '../auth/personas';
import { registryService } from './registry.service';

const CASE: EventCase = {
  id: 'guide_play',
  name: 'Play on Guide',
  description: 'The user plays from the guide.',
  eventType: 'selectAction',
  domain: 'video',
  appIds: ['OneApp@Roku'],
  conditions: [{ field: 'pageName', operator: 'IS', values: ['guide'] }],
};

describe('the event-schema registry', () => {
  let t: TestApp;
  const call = async (
    username: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: await t.as(username),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    t = await buildTestApp();
    const persona = personaByUsername('mapper')!;
    await registryService.importRecords(
      t.app.db,
      {
        id: persona.username,
        pid: persona.pid,
        email: persona.email,
        name: persona.name,
        roles: persona.roles,
      },
      { fields: [...REGISTRY_BASE_FIELDS], eventTypes: [...REGISTRY_BASE_EVENT_TYPES], eventCases: [CASE] },
    );
  });
  afterAll(() => t.close());

  describe('reading', () => {
    it('answers the draft with everything pending before the first release', async () => {
      const res = await call('analyst', 'GET', '/api/helix-requirement/draft');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.fields).toHaveLength(REGISTRY_BASE_FIELDS.length);
      expect(body.eventTypes).toHaveLength(REGISTRY_BASE_EVENT_TYPES.length);
      expect(body.latestVersion).toBeNull();
      expect(body.pending).toContainEqual({
        entityKind: 'EVENT_CASE',
        entityId: 'guide_play',
        change: 'added',
        details: [],
        breaking: false,
      });
    });

    it('lists event cases by application, domain, type and text, with who changed them', async () => {
      const list = async (query: string) =>
        (await call('analyst', 'GET', `/api/event-cases${query}`))
          .json()
          .eventCases.map((c: EventCase) => c.id);
      expect(await list('')).toEqual(['guide_play']);
      expect(await list('?appIds=OneApp@Roku&domain=video&eventType=selectAction&search=GUIDE')).toEqual([
        'guide_play',
      ]);
      expect(await list('?appIds=MSA@Web')).toEqual([]);
      expect(await list('?search=nothing-like-it')).toEqual([]);
      const one = await call('analyst', 'GET', '/api/event-cases/guide_play');
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ ...CASE, updatedBy: 'mapper' });
    });

    it('answers 404 for an unknown case and 400 for a bad id or filter', async () => {
      expect((await call('analyst', 'GET', '/api/event-cases/nope')).statusCode).toBe(404);
      const bad = await call('analyst', 'GET', '/api/event-cases/a%20b');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/^id: /);
      const domain = await call('analyst', 'GET', '/api/event-cases?domain=moon');
      expect(domain.statusCode).toBe(400);
      expect(domain.json().error.message).toMatch(/^domain: /);
    });

    it('answers 404 for a Helix requirement before any release', async () => {
      expect((await call('analyst', 'GET', '/api/helix-requirement')).statusCode).toBe(404);
    });
  });

  describe('editing', () => {
    const WRITES: [method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown][] = [
      ['POST', '/api/event-cases', { ...CASE, id: 'guide_record' }],
      ['PUT', '/api/event-cases/guide_play', CASE],
      ['DELETE', '/api/event-cases/guide_play'],
      ['PUT', '/api/event-types/pageView', { description: 'x', fields: [] }],
      [
        'PUT',
        '/api/field-definitions/pageName',
        {
          source: 'client',
          dataType: 'string',
          kind: 'SCALAR',
          enumCategory: null,
          values: [],
          description: '',
        },
      ],
      ['POST', '/api/helix-versions', { notes: 'x' }],
      [
        'POST',
        '/api/helix-requirement/decoders',
        { platform: 'ROKU', decoderVersion: '1.0.0', helixVersion: '1.0.0', notes: 'x' },
      ],
    ];

    it.each(WRITES)(
      'refuses %s %s to the analyst (read only) with 403 and changes nothing',
      async (method, url, payload) => {
        const res = await call('analyst', method, url, payload);
        expect(res.statusCode).toBe(403);
        expect(
          (await call('analyst', 'GET', '/api/event-cases')).json().eventCases.map((c: EventCase) => c.id),
        ).toEqual(['guide_play']);
      },
    );

    it('lets the mapper add an event case (201), refuses its id twice (409), and writes the history', async () => {
      const created = await call('mapper', 'POST', '/api/event-cases', {
        ...CASE,
        id: 'guide_record',
        name: 'Record',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ id: 'guide_record', updatedBy: 'mapper' });
      const again = await call('admin', 'POST', '/api/event-cases', { ...CASE, id: 'guide_record' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toContain('guide_record');
      const history = await call(
        'analyst',
        'GET',
        '/api/history?entityKind=EVENT_CASE&entityId=guide_record',
      );
      expect(history.json().entries).toMatchObject([
        { action: 'created', actor: 'mapper', summary: 'Added event case guide_record', before: null },
      ]);
    });

    it('refuses an edit that makes the registry inconsistent with 400 naming the path', async () => {
      const core = await call('mapper', 'POST', '/api/event-cases', {
        ...CASE,
        id: 'guide_core',
        conditions: [{ field: 'appId', operator: 'IS', values: ['x'] }],
      });
      expect(core.statusCode).toBe(400);
      expect(core.json().error.message).toBe(
        'eventCases.guide_core.conditions.0: appId is a core field; event cases cannot constrain it',
      );
      const type = await call('admin', 'PUT', '/api/event-cases/guide_play', {
        ...CASE,
        id: undefined,
        eventType: 'teleport',
      });
      expect(type.statusCode).toBe(400);
      expect(type.json().error.message).toBe(
        'eventCases.guide_play.eventType: teleport is not a defined event type',
      );
      const field = await call('mapper', 'PUT', '/api/event-types/pageView', {
        description: 'A page.',
        fields: [{ name: 'pageColour', required: false }],
      });
      expect(field.statusCode).toBe(400);
      expect(field.json().error.message).toBe(
        'eventTypes.pageView.fields.pageColour: pageColour is not a defined field',
      );
      const shape = await call('mapper', 'POST', '/api/event-cases', { ...CASE, id: 'guide_x', name: '' });
      expect(shape.statusCode).toBe(400);
      expect(shape.json().error.message).toMatch(/^name: /);
      const enumField = await call('mapper', 'PUT', '/api/field-definitions/streamType', {
        source: 'client',
        dataType: 'string',
        kind: 'ENUM',
        enumCategory: 'TYPE',
        values: [],
        description: '',
      });
      expect(enumField.statusCode).toBe(400);
      expect(enumField.json().error.message).toBe('values: an ENUM field needs a category and values');
      const badName = await call('mapper', 'PUT', '/api/event-types/Not-Camel', {
        description: '',
        fields: [],
      });
      expect(badName.statusCode).toBe(400);
      expect(badName.json().error.message).toMatch(/^name: /);
    });

    it('updates (mapper) and 404s an unknown case; removes an enum value only when no case needs it', async () => {
      const updated = await call('mapper', 'PUT', '/api/event-cases/guide_record', {
        ...CASE,
        id: undefined,
        name: 'Record a show',
        conditions: [{ field: 'streamType', operator: 'IS_ONE_OF', values: ['linear', 'dvr'] }],
        eventType: 'error',
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ id: 'guide_record', name: 'Record a show', eventType: 'error' });
      expect(
        (await call('mapper', 'PUT', '/api/event-cases/nope', { ...CASE, id: undefined })).statusCode,
      ).toBe(404);
      const streamType = REGISTRY_BASE_FIELDS.find((f) => f.name === 'streamType')!;
      const { name: _name, ...body } = streamType;
      const removed = await call('admin', 'PUT', '/api/field-definitions/streamType', {
        ...body,
        values: ['linear', 'vod', 'other'],
      });
      expect(removed.statusCode).toBe(400);
      expect(removed.json().error.message).toBe(
        'eventCases.guide_record.conditions.0: dvr is not a value of streamType',
      );
      const added = await call('mapper', 'PUT', '/api/field-definitions/streamType', {
        ...body,
        values: [...streamType.values, 'startover'],
      });
      expect(added.statusCode).toBe(200);
      const history = await call(
        'analyst',
        'GET',
        '/api/history?entityKind=FIELD_DEFINITION&entityId=streamType',
      );
      expect(history.json().entries[0]).toMatchObject({
        action: 'updated',
        actor: 'mapper',
        summary: 'Changed field definition streamType: values added: startover',
      });
    });

    it('deletes an event case (admin) with its history, then 404s it', async () => {
      const created = await call('admin', 'POST', '/api/event-cases', { ...CASE, id: 'guide_gone' });
      expect(created.statusCode).toBe(201);
      expect((await call('admin', 'DELETE', '/api/event-cases/guide_gone')).statusCode).toBe(204);
      expect((await call('admin', 'DELETE', '/api/event-cases/guide_gone')).statusCode).toBe(404);
      expect((await call('analyst', 'GET', '/api/event-cases/guide_gone')).statusCode).toBe(404);
      const history = await call('analyst', 'GET', '/api/history?entityKind=EVENT_CASE&entityId=guide_gone');
      expect(history.json().entries.map((e: { action: string }) => e.action)).toEqual(['deleted', 'created']);
    });
  });

  it('refuses to delete an event case a Volt test case uses (409 naming it)', async () => {
    expect(
      (await call('admin', 'POST', '/api/event-cases', { ...CASE, id: 'guide_tested' })).statusCode,
    ).toBe(201);
    await t.app.db.query(
      `INSERT INTO volt_test_cases (id, name, app_ids, validation_type, steps, created_by, updated_by, created_at, updated_at)
       VALUES ('tc-1', 'Guide journey', '["OneApp@Roku"]', 'ordered', $1::jsonb, 'mapper', 'mapper', 1, 1)`,
      [JSON.stringify([{ ecid: 'guide_tested' }])],
    );
    const refused = await call('mapper', 'DELETE', '/api/event-cases/guide_tested');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Event case "guide_tested" is used by Volt test case "Guide journey": change them first',
    );
    expect((await call('analyst', 'GET', '/api/event-cases/guide_tested')).statusCode).toBe(200);
    await t.app.db.query(`DELETE FROM volt_test_cases WHERE id = 'tc-1'`);
    expect((await call('mapper', 'DELETE', '/api/event-cases/guide_tested')).statusCode).toBe(204);
  });

  describe('Helix releases and decoders', () => {
    it('releases the draft as 1.0.0, then the next version by its changes, with release notes', async () => {
      const first = await call('admin', 'POST', '/api/helix-versions', { notes: 'The first schema.' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ version: '1.0.0', releasedBy: 'admin', changes: [] });
      const nothing = await call('mapper', 'POST', '/api/helix-versions', { notes: 'Again.' });
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json().error.message).toContain('Nothing changed since Helix 1.0.0');
      // Pending after the release: nothing.
      expect((await call('analyst', 'GET', '/api/helix-requirement/draft')).json()).toMatchObject({
        latestVersion: '1.0.0',
        pending: [],
      });
      // An added case is a minor step; a removed one is breaking (a major step).
      expect(
        (await call('mapper', 'POST', '/api/event-cases', { ...CASE, id: 'guide_stop' })).statusCode,
      ).toBe(201);
      const minor = await call('mapper', 'POST', '/api/helix-versions', { notes: 'Stop from the guide.' });
      expect(minor.statusCode).toBe(201);
      expect(minor.json()).toMatchObject({
        version: '1.1.0',
        releasedBy: 'mapper',
        changes: [{ entityKind: 'EVENT_CASE', entityId: 'guide_stop', change: 'added', breaking: false }],
      });
      expect((await call('mapper', 'DELETE', '/api/event-cases/guide_stop')).statusCode).toBe(204);
      const older = await call('mapper', 'POST', '/api/helix-versions', { version: '1.1.0', notes: 'x' });
      expect(older.statusCode).toBe(409);
      expect(older.json().error.message).toBe(
        'version: 1.1.0 is not newer than the latest Helix version 1.1.0',
      );
      const badVersion = await call('mapper', 'POST', '/api/helix-versions', { version: 'one', notes: 'x' });
      expect(badVersion.statusCode).toBe(400);
      expect(badVersion.json().error.message).toMatch(/^version: /);
      const major = await call('admin', 'POST', '/api/helix-versions', { notes: 'Stop retired.' });
      expect(major.json()).toMatchObject({
        version: '2.0.0',
        changes: [{ entityId: 'guide_stop', change: 'removed', breaking: true }],
      });

      const versions = (await call('analyst', 'GET', '/api/helix-versions')).json().versions;
      expect(versions.map((v: { version: string }) => v.version)).toEqual(['2.0.0', '1.1.0', '1.0.0']);
      expect(versions[1].changes.map((c: { entityId: string }) => c.entityId)).toEqual(['guide_stop']);
      const required = await call('analyst', 'GET', '/api/helix-requirement?version=1.1.0');
      expect(required.json().eventCases.map((c: EventCase) => c.id)).toContain('guide_stop');
      expect((await call('analyst', 'GET', '/api/helix-requirement')).json().version).toBe('2.0.0');
      expect((await call('analyst', 'GET', '/api/helix-requirement?version=9.9.9')).statusCode).toBe(404);
      const history = await call('analyst', 'GET', '/api/history?entityKind=HELIX_VERSION&entityId=1.1.0');
      expect(history.json().entries[0]).toMatchObject({
        action: 'released',
        summary: 'Released Helix 1.1.0: 1 change',
      });
    });

    it('records decoder releases per platform: newer only (409), of a released version (400), latest of each', async () => {
      const release = (username: string, body: object) =>
        call(username, 'POST', '/api/helix-requirement/decoders', body);
      const roku = { platform: 'ROKU', decoderVersion: '3.1.0', helixVersion: '1.1.0', notes: 'Roku' };
      const first = await release('mapper', roku);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ platform: 'ROKU', platformId: 5, releasedBy: 'mapper' });
      expect(
        (await release('admin', { ...roku, decoderVersion: '3.2.0', helixVersion: '2.0.0' })).statusCode,
      ).toBe(201);
      const stale = await release('admin', { ...roku, decoderVersion: '3.1.5' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.message).toContain('not newer than the ROKU decoder');
      const unknown = await release('admin', { ...roku, decoderVersion: '4.0.0', helixVersion: '7.0.0' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.message).toBe('helixVersion: no Helix version 7.0.0 has been released');
      const platform = await release('admin', { ...roku, platform: 'TOASTER' });
      expect(platform.statusCode).toBe(400);
      expect(platform.json().error.message).toMatch(/^platform: /);
      expect(
        (await release('admin', { ...roku, platform: 'SWIFT', decoderVersion: '1.0.0' })).statusCode,
      ).toBe(201);

      const all = (await call('analyst', 'GET', '/api/helix-requirement/decoders')).json().decoders;
      expect(
        all.map((d: { platform: string; decoderVersion: string }) => `${d.platform} ${d.decoderVersion}`),
      ).toEqual(['ROKU 3.2.0', 'ROKU 3.1.0', 'SWIFT 1.0.0']);
      const latest = (await call('analyst', 'GET', '/api/helix-requirement/decoders?latest=true')).json()
        .decoders;
      expect(latest.map((d: { decoderVersion: string }) => d.decoderVersion)).toEqual(['3.2.0', '1.0.0']);
      const one = await call('analyst', 'GET', '/api/helix-requirement/decoders?decoderVersion=3.1.0');
      expect(one.json().decoders).toHaveLength(1);
    });
  });

  describe('the collector hook and the status page', () => {
    it('reports wrong events with their app, field, reason and visit, and a right batch adds nothing', async () => {
      const collector = await t.as('collector');
      const send = (events: object[]) =>
        t.app.inject({
          method: 'POST',
          url: '/api/collector/events',
          headers: collector,
          payload: { type: 'client', events },
        });
      const now = Date.now();
      const right = await send([
        clientEvent({ timestamp: now, visitId: 'right-1', helixSpecVersion: '2.0.0' }),
        clientEvent({
          timestamp: now,
          visitId: 'right-1',
          eventType: 'selectAction',
          eventCaseId: 'guide_play',
          sequenceNumber: 1,
        }),
      ]);
      expect(right.statusCode).toBe(200);
      const wrong = await send([
        clientEvent({ timestamp: now, visitId: 'wrong-1', connectionType: 'pigeon' }),
        clientEvent({
          timestamp: now,
          visitId: 'wrong-2',
          eventType: 'apiCall',
          apiHost: 'h',
          apiHttpVerb: 'GET',
          apiResponseCode: 200,
        }),
        clientEvent({
          timestamp: now,
          visitId: 'wrong-3',
          eventType: 'selectAction',
          eventCaseId: 'no_such_case',
        }),
      ]);
      // The batch is stored and acknowledged whatever the registry says.
      expect(wrong.json()).toEqual({ stored: 3 });
      const report = async () =>
        (await call('analyst', 'GET', '/api/helix-report?appIds=OneApp@Roku')).json();
      await vi.waitFor(async () => expect((await report()).errors).toHaveLength(3), { timeout: 5000 });
      const body = await report();
      expect(
        body.errors.map(
          (e: { appId: string; field: string; reason: string; visitId: string; count: number }) => [
            e.appId,
            e.field,
            e.reason,
            e.visitId,
            e.count,
          ],
        ),
      ).toEqual(
        expect.arrayContaining([
          ['OneApp@Roku', 'connectionType', 'enumValue', 'wrong-1', 1],
          ['OneApp@Roku', 'apiName', 'missingField', 'wrong-2', 1],
          ['OneApp@Roku', 'eventCaseId', 'unknownEventCase', 'wrong-3', 1],
        ]),
      );
      expect(body.rows).toEqual([
        expect.objectContaining({
          appId: 'OneApp@Roku',
          platform: 'ROKU',
          platformId: 5,
          language: 'BRIGHTSCRIPT',
          eventsLastHour: 5,
          schemaErrors: 3,
          state: 'errors',
          helixVersions: [{ version: '2.0.0', events: 1 }],
        }),
      ]);
      // The same wrong event again adds up on its row; another right batch adds nothing.
      await send([clientEvent({ timestamp: now, visitId: 'wrong-4', connectionType: 'pigeon' })]);
      await send([clientEvent({ timestamp: now, visitId: 'right-2' })]);
      await vi.waitFor(async () => {
        const errors = (await report()).errors;
        expect(errors).toHaveLength(3);
        expect(errors.find((e: { field: string }) => e.field === 'connectionType')).toMatchObject({
          count: 2,
          visitId: 'wrong-4',
        });
      });
    });

    it('lists every client app with its platform and language, 400 for an unknown app', async () => {
      const body = (await call('analyst', 'GET', '/api/helix-report')).json();
      const rokuRsg = body.rows.find((r: { appId: string }) => r.appId === 'OneApp@RokuRsg');
      expect(rokuRsg).toMatchObject({
        platform: 'ROKU',
        lastEventAt: null,
        state: 'silent',
        schemaErrors: 0,
      });
      expect(body.rows.find((r: { appId: string }) => r.appId === 'MSA@Android@Xamarin')).toMatchObject({
        platform: 'ANDROID',
        language: 'C_SHARP',
      });
      const unknown = await call('analyst', 'GET', '/api/helix-report?appIds=Nope@Web');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.message).toBe('appIds: unknown application "Nope@Web"');
    });
  });
});

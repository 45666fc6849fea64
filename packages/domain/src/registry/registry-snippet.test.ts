import { describe, expect, it } from 'vitest';
import { REGISTRY_BASE_EVENT_TYPES, REGISTRY_BASE_FIELDS, type EventCase, type EventType } from './registry';
import type { SNIPPET_LANGUAGES } from './registry-snippet';
import { registrySnippet } from './registry-snippet';

const typeOf = (name: string): EventType => {
  const type = REGISTRY_BASE_EVENT_TYPES.find((candidate) => candidate.name === name);
  if (!type) throw new Error(`no event type ${name}`);
  return type;
};

/** A demo-style case: a select action on the home page. */
const homePlay: EventCase = {
  id: 'home_play',
  name: 'Play on Home',
  description: 'The user selects play on the home page.',
  eventType: 'selectAction',
  domain: 'video',
  appIds: ['OneApp@Roku'],
  conditions: [{ field: 'pageName', operator: 'IS', values: ['home'] }],
};

/** A playback case with an enum fixed, a negative enum condition, a must-be-absent field. */
const liveStart: EventCase = {
  id: 'live_start',
  name: 'Live playback starts',
  description: '',
  eventType: 'playbackStart',
  domain: 'video',
  appIds: ['OneApp@Roku'],
  conditions: [
    { field: 'streamType', operator: 'IS', values: ['linear'] },
    { field: 'contentClass', operator: 'IS_NONE_OF', values: ['linear', 'fod'] },
    { field: 'streamCdn', operator: 'DOES_NOT_EXIST', values: [] },
    { field: 'pageName', operator: 'IS_ONE_OF', values: ['guide', 'home'] },
  ],
};

const snippet = (eventCase: EventCase, language: (typeof SNIPPET_LANGUAGES)[number] | 'JSON') =>
  registrySnippet(eventCase, typeOf(eventCase.eventType), REGISTRY_BASE_FIELDS, language);

describe('registrySnippet', () => {
  it('writes the JavaScript call with the case id and the condition values filled in', () => {
    expect(snippet(homePlay, 'JAVASCRIPT')).toBe(
      ["quantum.track('selectAction', {", "  eventCaseId: 'home_play',", "  pageName: 'home',", '});'].join(
        '\n',
      ),
    );
  });

  it('writes BrightScript with double-quoted strings, no commas and the global node', () => {
    expect(snippet(homePlay, 'BRIGHTSCRIPT')).toBe(
      [
        'm.global.quantum.callFunc("track", "selectAction", {',
        '    eventCaseId: "home_play"',
        '    pageName: "home"',
        '})',
      ].join('\n'),
    );
  });

  it('writes C# as a dictionary initialiser', () => {
    expect(snippet(homePlay, 'C_SHARP')).toBe(
      [
        'Quantum.Track("selectAction", new Dictionary<string, object>',
        '{',
        '    ["eventCaseId"] = "home_play",',
        '    ["pageName"] = "home",',
        '});',
      ].join('\n'),
    );
  });

  it('writes Kotlin with mapOf pairs', () => {
    expect(snippet(homePlay, 'KOTLIN')).toBe(
      [
        'Quantum.track(',
        '    "selectAction",',
        '    mapOf(',
        '        "eventCaseId" to "home_play",',
        '        "pageName" to "home",',
        '    ),',
        ')',
      ].join('\n'),
    );
  });

  it('writes Swift with a dictionary literal', () => {
    expect(snippet(homePlay, 'SWIFT')).toBe(
      [
        'Quantum.shared.track("selectAction", [',
        '    "eventCaseId": "home_play",',
        '    "pageName": "home",',
        '])',
      ].join('\n'),
    );
  });

  it('writes JSON as the bare event, valid JSON', () => {
    expect(JSON.parse(snippet(liveStart, 'JSON'))).toEqual({
      eventType: 'playbackStart',
      eventCaseId: 'live_start',
      streamType: 'linear',
      contentClass: 'svod',
      streamContentFormat: '<streamContentFormat>',
      drmType: '<drmType>',
      startupTimeMs: '<startupTimeMs>',
      pageName: 'guide',
    });
  });

  it('sends every required field of the type, with typed placeholders and what each must hold', () => {
    const text = snippet(liveStart, 'JAVASCRIPT');
    expect(text).toContain("  streamType: 'linear',\n");
    // An enum the case narrows negatively gets the first value still allowed, and says why.
    expect(text).toContain("  contentClass: 'svod', // not linear or fod\n");
    expect(text).toContain(
      "  streamContentFormat: '<streamContentFormat>', // string, one of hls, smooth, dash\n",
    );
    expect(text).toContain('  startupTimeMs: 0, // double\n');
    expect(text).toContain("  pageName: 'guide', // or one of home\n");
    // A field the case forbids is not sent; the type's other optional fields are named.
    expect(text).not.toMatch(/^ +streamCdn:/m);
    expect(text).toContain('  // streamCdn: not sent for this case\n');
    expect(text).toContain('  // Optional: daiEnabled\n');
  });

  it('types placeholders per language (long, double, boolean, list)', () => {
    const type: EventType = {
      name: 'custom',
      description: '',
      fields: [
        { name: 'timestamp', required: true },
        { name: 'bufferingMs', required: true },
        { name: 'daiEnabled', required: true },
        { name: 'experimentUuids', required: true },
      ],
    };
    const custom: EventCase = { ...homePlay, id: 'x', eventType: 'custom', conditions: [] };
    const line = (language: (typeof SNIPPET_LANGUAGES)[number], name: string) =>
      registrySnippet(custom, type, REGISTRY_BASE_FIELDS, language)
        .split('\n')
        .find((text) => text.includes(name));
    expect(line('KOTLIN', 'timestamp')).toBe('        "timestamp" to 0L, // long');
    expect(line('C_SHARP', 'bufferingMs')).toBe('    ["bufferingMs"] = 0.0, // double');
    expect(line('BRIGHTSCRIPT', 'bufferingMs')).toBe("    bufferingMs: 0# ' double");
    expect(line('SWIFT', 'daiEnabled')).toBe('    "daiEnabled": false, // boolean');
    expect(line('JAVASCRIPT', 'experimentUuids')).toBe('  experimentUuids: [], // array');
  });

  it('keeps condition numbers as numbers and array conditions as lists', () => {
    const type: EventType = { name: 'apiCall', description: '', fields: [] };
    const call: EventCase = {
      ...homePlay,
      id: 'billing_fail',
      eventType: 'apiCall',
      conditions: [
        { field: 'apiResponseCode', operator: 'IS', values: ['500'] },
        { field: 'experimentUuids', operator: 'IS_ALL_OF', values: ['a', 'b'] },
      ],
    };
    const text = registrySnippet(call, type, REGISTRY_BASE_FIELDS, 'KOTLIN');
    expect(text).toContain('"apiResponseCode" to 500,');
    expect(text).toContain('"experimentUuids" to listOf("a", "b"),');
  });

  it('escapes quotes in values so the code stays valid', () => {
    const quoted: EventCase = {
      ...homePlay,
      conditions: [{ field: 'pageName', operator: 'IS', values: [`it's "home"`] }],
    };
    const line = (language: (typeof SNIPPET_LANGUAGES)[number]) =>
      registrySnippet(quoted, typeOf('selectAction'), REGISTRY_BASE_FIELDS, language)
        .split('\n')
        .find((text) => text.includes('pageName'));
    expect(line('JAVASCRIPT')).toBe(`  pageName: 'it\\'s "home"',`);
    expect(line('BRIGHTSCRIPT')).toBe(`    pageName: "it's ""home"""`);
    expect(line('SWIFT')).toBe(`    "pageName": "it's \\"home\\"",`);
  });

  it('still writes the call when the case names a type the registry lacks', () => {
    const orphan: EventCase = { ...homePlay, eventType: 'gone' };
    expect(registrySnippet(orphan, undefined, REGISTRY_BASE_FIELDS, 'JAVASCRIPT')).toBe(
      ["quantum.track('gone', {", "  eventCaseId: 'home_play',", "  pageName: 'home',", '});'].join('\n'),
    );
  });
});

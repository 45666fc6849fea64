import {
  CLIENT_EVENT_TYPES,
  FILTER_OPERATOR_ARITY,
  type FilterOperator,
  type VoltTestCase,
  type VoltTestCaseInput,
  type VoltValidationType,
} from '@prism/domain';

/** A step as the editor holds it: expectation values as typed, comma-separated. */
export interface VoltStepDraft {
  ecid: string;
  optional: boolean;
  expectations: { field: string; operator: FilterOperator; values: string }[];
}

/** A test case as the editor holds it. */
export interface VoltTestCaseDraft {
  name: string;
  description: string;
  appIds: string[];
  validationType: VoltValidationType;
  ignoredEventTypes: (typeof CLIENT_EVENT_TYPES)[number][];
  steps: VoltStepDraft[];
}

/** The editor's start: the test case's values, or an empty one for the given applications. */
export function voltDraftOf(testCase: VoltTestCase | null, appIds: readonly string[]): VoltTestCaseDraft {
  if (!testCase) {
    return {
      name: '',
      description: '',
      appIds: [...appIds],
      validationType: 'ordered',
      ignoredEventTypes: [],
      steps: [{ ecid: '', optional: false, expectations: [] }],
    };
  }
  return {
    name: testCase.name,
    description: testCase.description,
    appIds: [...testCase.appIds],
    validationType: testCase.validationType,
    ignoredEventTypes: CLIENT_EVENT_TYPES.filter((type) => testCase.ignoredEventTypes.includes(type)),
    steps: testCase.steps.map((step) => ({
      ecid: step.ecid,
      optional: step.optional,
      expectations: step.expectations.map((e) => ({
        field: e.field,
        operator: e.operator,
        values: e.values.join(', '),
      })),
    })),
  };
}

/** What the editor sends: values split on commas (none for the operators that take none). */
export function voltDraftInput(draft: VoltTestCaseDraft): VoltTestCaseInput {
  return {
    name: draft.name,
    description: draft.description,
    appIds: draft.appIds,
    validationType: draft.validationType,
    ignoredEventTypes: draft.ignoredEventTypes,
    steps: draft.steps.map((step) => ({
      ecid: step.ecid,
      optional: step.optional,
      expectations: step.expectations.map((e) => ({
        field: e.field.trim(),
        operator: e.operator,
        values:
          FILTER_OPERATOR_ARITY[e.operator] === 'none'
            ? []
            : e.values
                .split(',')
                .map((value) => value.trim())
                .filter((value) => value !== ''),
      })),
    })),
  };
}

/** The list with the item at `from` moved to `to` (clamped). */
export function voltMove<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

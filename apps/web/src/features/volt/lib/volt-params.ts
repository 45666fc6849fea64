import { VOLT_VALIDATION_TYPES, type VoltValidationType } from '@prism/domain';
import type { VoltRunRequest } from '../api/runs';

/**
 * The runner's address (spec 000 section 2, `/tools/volt/test-cases`): `tcid` or `ecid`, `visitId`,
 * `validationType`, `isIgnoredEnriched`, `seqNumber`, `isRecent` (pick from the app's recent
 * visits) and `submit=true` (run on load, so a link reproduces a run); `appId` says whose recent
 * visits to offer.
 */
export interface VoltRunnerParams {
  tcid: string;
  ecid: string;
  visitId: string;
  appId: string;
  /** Empty: the test case's own. */
  validationType: VoltValidationType | '';
  isIgnoredEnriched: boolean;
  /** The text typed; a run sends it only when it is a whole number. */
  seqNumber: string;
  isRecent: boolean;
  submit: boolean;
}

/** Reads the runner's parameters, dropping values that name nothing. */
export function voltRunnerParamsRead(params: URLSearchParams): VoltRunnerParams {
  const type = params.get('validationType') ?? '';
  return {
    tcid: params.get('tcid') ?? '',
    ecid: params.get('ecid') ?? '',
    visitId: params.get('visitId') ?? '',
    appId: params.get('appId') ?? '',
    validationType: VOLT_VALIDATION_TYPES.includes(type as VoltValidationType)
      ? (type as VoltValidationType)
      : '',
    isIgnoredEnriched: params.get('isIgnoredEnriched') === 'true',
    seqNumber: params.get('seqNumber') ?? '',
    isRecent: params.get('isRecent') === 'true',
    submit: params.get('submit') === 'true',
  };
}

/** The runner's address for these parameters; empty and false values are left out. */
export function voltRunnerSearch(value: Partial<VoltRunnerParams>): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(value)) {
    if (raw === '' || raw === false || raw === undefined) continue;
    search.set(key, String(raw));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const VOLT_RUNNER_PATH = '/tools/volt/test-cases';

/** Why the parameters cannot be run yet, or null when they can. */
export function voltRunnerProblem(value: VoltRunnerParams): string | null {
  if (!value.tcid && !value.ecid) return 'Choose a test case or an event case.';
  if (value.tcid && value.ecid) return 'Choose a test case or an event case, not both.';
  if (!value.visitId.trim()) return 'Choose a visit: type its id or pick a recent one.';
  if (value.seqNumber !== '' && !/^\d{1,7}$/.test(value.seqNumber))
    return 'The starting sequence number must be a whole number.';
  return null;
}

/** The run request for runnable parameters (see {@link voltRunnerProblem}). */
export function voltRunRequestOf(value: VoltRunnerParams): VoltRunRequest {
  return {
    ...(value.tcid ? { tcid: value.tcid } : { ecid: value.ecid }),
    visitId: value.visitId.trim(),
    ...(value.validationType ? { validationType: value.validationType } : {}),
    isIgnoredEnriched: value.isIgnoredEnriched,
    ...(value.seqNumber !== '' ? { seqNumber: Number(value.seqNumber) } : {}),
  };
}

/** The sequence viewer at one event of a visit: its trace id when it has one, else its number. */
export function voltSequencePath(
  visitId: string,
  event: { sequenceNumber: number; traceId: string | null },
): string {
  const query: Record<string, string> = event.traceId
    ? { traceId: event.traceId }
    : { seq: String(event.sequenceNumber) };
  return `/tools/sequence/${encodeURIComponent(visitId)}?${new URLSearchParams(query)}`;
}

/** The share of kept runs that passed, as pages write it. */
export function voltPassRate(runs: number, passed: number): string {
  return runs === 0 ? '—' : `${Math.round((passed / runs) * 100)}%`;
}

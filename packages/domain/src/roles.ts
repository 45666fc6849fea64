/**
 * Roles and the capabilities they grant (spec 000 section 6).
 *
 * Matching is case-insensitive and succeeds when a held role equals the wanted role or contains it
 * as a substring, so directory groups such as `APP-Prism-Basic-Users` grant `prism-basic`.
 */
export const ROLE = {
  basic: 'prism-basic',
  docs: 'prism-docs',
  full: 'prism-full',
  admin: 'prism-admin',
  superadmin: 'prism-superadmin',
  beta: 'prism-beta',
  betaFavorites: 'prism-beta-favorites',
  pitch: 'prism-pitch',
  vocRead: 'voc-read',
  customerFeedback: 'customer-feedback-access',
  metricsRead: 'metrics-read',
  metricsWrite: 'metrics-write',
  transformer: 'transformer',
  transformerAccess: 'transformer_access',
  transformerDecrypt: 'transformer-decrypt',
  transformerDecryptBulk: 'transformer-decrypt-bulk',
  quantumMappingEdit: 'quantum-mapping-edit',
  qubeMappingEdit: 'qube-mapping-edit',
  internalQuantumMappingEdit: 'internal-quantum-mapping-edit',
  cpeUser: 'cpe-user',
  cpeAdmin: 'cpe-admin',
  mseUser: 'mse-user',
  topTalkerUser: 'top-talker-user',
  /** Not in the spec: an application's ingestion account, which may send events (docs/security.md). */
  collector: 'prism-collector',
} as const;

export type RoleName = (typeof ROLE)[keyof typeof ROLE];

/** True when any held role equals or contains `wanted`, ignoring case. */
export function roleMatches(held: readonly string[], wanted: string): boolean {
  const needle = wanted.toLowerCase();
  return held.some((role) => role.toLowerCase().includes(needle));
}

/** True when any of `wanted` matches (see {@link roleMatches}). */
export function roleMatchesAny(held: readonly string[], wanted: readonly string[]): boolean {
  return wanted.some((role) => roleMatches(held, role));
}

/** Every capability the spec ties to roles, each named once so checks are never pasted around. */
export const CAPABILITY = {
  portal: [ROLE.basic],
  docs: [ROLE.docs],
  longRanges: [ROLE.full],
  admin: [ROLE.admin],
  voiceOfCustomer: [ROLE.full, ROLE.vocRead],
  customerFeedback: [ROLE.customerFeedback],
  editMappings: [
    ROLE.superadmin,
    ROLE.admin,
    ROLE.quantumMappingEdit,
    ROLE.qubeMappingEdit,
    ROLE.internalQuantumMappingEdit,
  ],
  /**
   * Who keeps the client event schema (event types, event cases, field definitions, Helix releases):
   * the client-side mapping editors and the administrators. The spec ties no role to the registry's
   * lifecycle; qube-mapping-edit is left out because Qube's events are server events, which the
   * registry does not describe (docs/decisions.md "Event-schema registry").
   */
  editRegistry: [ROLE.superadmin, ROLE.admin, ROLE.quantumMappingEdit, ROLE.internalQuantumMappingEdit],
  kryptoTool: [ROLE.transformer],
  kryptoEncrypt: [ROLE.transformerAccess],
  kryptoDecrypt: [ROLE.transformerDecrypt],
  cpeRead: [ROLE.cpeUser, ROLE.cpeAdmin],
  cpeWrite: [ROLE.cpeAdmin],
  surveyTool: [ROLE.admin, ROLE.mseUser],
  /** Who may reach the Voice of Customer GraphQL endpoint at all: its own readers and the survey tool's. */
  vocOrSurveyTool: [ROLE.full, ROLE.vocRead, ROLE.admin, ROLE.mseUser],
  topTalker: [ROLE.admin, ROLE.topTalkerUser],
  collect: [ROLE.collector],
} as const satisfies Record<string, readonly string[]>;

export type Capability = keyof typeof CAPABILITY;

/** True when the held roles grant the capability. */
export function roleCan(held: readonly string[], capability: Capability): boolean {
  return roleMatchesAny(held, CAPABILITY[capability]);
}

/** The derived session flags of spec 000 section 3. */
export interface AccessFlags {
  isAuthenticated: boolean;
  isAuthorized: boolean;
  isDocsAuthorized: boolean;
}

/** Session flags for a signed-in user's roles; a user with no session is not authenticated. */
export function accessFlags(roles: readonly string[] | null): AccessFlags {
  if (roles === null) return { isAuthenticated: false, isAuthorized: false, isDocsAuthorized: false };
  return {
    isAuthenticated: true,
    isAuthorized: roleCan(roles, 'portal'),
    isDocsAuthorized: roleCan(roles, 'docs'),
  };
}

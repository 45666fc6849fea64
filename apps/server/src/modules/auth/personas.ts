import { ROLE } from '@prism/domain';
import type { AuthUser } from '../../plugins/auth';

/** The demo personas the embedded identity provider signs in (README lists them). */
export interface Persona {
  username: string;
  name: string;
  email: string;
  pid: string;
  roles: string[];
  blurb: string;
}

const ALL_ROLES = Object.values(ROLE).filter((role) => role !== ROLE.transformer);

export const PERSONAS: readonly Persona[] = [
  {
    username: 'admin',
    name: 'Ada Admin',
    email: 'ada.admin@prism.example',
    pid: 'P1000001',
    roles: ALL_ROLES,
    blurb: 'Every role: administration, Krypto decrypt, voice of customer, survey tool.',
  },
  {
    username: 'analyst',
    name: 'Andy Analyst',
    email: 'andy.analyst@prism.example',
    pid: 'P1000002',
    roles: [ROLE.basic],
    blurb: 'The everyday portal user (prism-basic).',
  },
  {
    username: 'voc',
    name: 'Vera Voice',
    email: 'vera.voice@prism.example',
    pid: 'P1000003',
    roles: [ROLE.basic, ROLE.full, ROLE.vocRead, ROLE.customerFeedback],
    blurb: 'Feedback analyst: voice of customer, long ranges, customer data.',
  },
  {
    username: 'voc-reader',
    name: 'Reese Reader',
    email: 'reese.reader@prism.example',
    pid: 'P1000008',
    roles: [ROLE.basic, ROLE.vocRead],
    blurb: 'Reads customer feedback (voc-read, read permission), no triage, no customer data.',
  },
  {
    username: 'surveyor',
    name: 'Sam Surveyor',
    email: 'sam.surveyor@prism.example',
    pid: 'P1000009',
    roles: [ROLE.basic, ROLE.mseUser],
    blurb: 'Runs customer surveys (mse-user): the survey tool without administration.',
  },
  {
    username: 'mapper',
    name: 'Mia Mapper',
    email: 'mia.mapper@prism.example',
    pid: 'P1000010',
    roles: [ROLE.basic, ROLE.quantumMappingEdit],
    blurb: 'Keeps the event schema and API-name mappings (quantum-mapping-edit).',
  },
  {
    username: 'krypto',
    name: 'Kim Krypto',
    email: 'kim.krypto@prism.example',
    pid: 'P1000004',
    roles: [ROLE.basic, ROLE.transformerAccess],
    blurb: 'Portal user who may encrypt but not decrypt.',
  },
  {
    username: 'docs',
    name: 'Dana Docs',
    email: 'dana.docs@prism.example',
    pid: 'P1000005',
    roles: [ROLE.docs],
    blurb: 'Documentation only (prism-docs).',
  },
  {
    username: 'collector',
    name: 'Cole Collector',
    email: 'ingest@prism.example',
    pid: 'P1000007',
    roles: [ROLE.collector],
    blurb: "An application's ingestion account: sends events (prism-collector), sees no page.",
  },
  {
    username: 'guest',
    name: 'Gus Guest',
    email: 'gus.guest@prism.example',
    pid: 'P1000006',
    roles: [],
    blurb: 'Signed in with no role: sees only welcome and request access.',
  },
];

export function personaByUsername(username: string): Persona | undefined {
  return PERSONAS.find((persona) => persona.username === username.trim().toLowerCase());
}

/** The user a persona signs in as. */
export function personaUser(persona: Persona): AuthUser {
  return {
    id: persona.username,
    pid: persona.pid,
    email: persona.email,
    name: persona.name,
    roles: persona.roles,
  };
}

import {
  kryptoLoggedRoles,
  MSG,
  type KryptoRow,
  type KryptoTransformRequest,
  type UserAccessLogInput,
} from '@prism/domain';
import { requireCapability } from '../../lib/authz';
import type { AuthUser } from '../../plugins/auth';
import type { Db } from '../../plugins/stores';
import type { KryptoCipher } from './krypto.cipher';
import { kryptoRepository, type AccessLogRecord } from './krypto.repository';

export type KryptoService = ReturnType<typeof createKryptoService>;

export function createKryptoService(db: Db, cipher: KryptoCipher) {
  return {
    /**
     * Encrypts (transformer_access) or decrypts (transformer-decrypt) every row's value, keeping
     * field names and order. A value that does not decrypt becomes the 'Spec Guide decryption
     * failed' marker. Every transform is logged here, so the log is complete even without the portal.
     */
    async transform(auth: AuthUser, input: KryptoTransformRequest): Promise<KryptoRow[]> {
      requireCapability(auth, input.cryptingMethod === 'encrypt' ? 'kryptoEncrypt' : 'kryptoDecrypt');
      const transformValue =
        input.cryptingMethod === 'encrypt'
          ? (value: string) => cipher.encrypt(value)
          : (value: string) => cipher.decrypt(value) ?? MSG.kryptoDecryptionFailedMarker;
      const rows = input.data.map((row) => ({ field: row.field, value: transformValue(row.value) }));
      await kryptoRepository.insertAccessLog(db, {
        userId: auth.id,
        tool: 'krypto',
        operations: [input.cryptingMethod],
        roles: kryptoLoggedRoles(auth.roles),
        rowCount: rows.length,
        source: 'server',
        recordedBy: auth.id,
      });
      return rows;
    },

    /**
     * Records what the portal reports (single or bulk, spec 000 section 7). Callers log for
     * themselves with their verified roles; only an admin may log for someone else, and then the
     * roles given are recorded as they are.
     */
    async logAccess(auth: AuthUser, userId: string, input: UserAccessLogInput): Promise<AccessLogRecord> {
      requireCapability(auth, 'kryptoTool');
      if (userId !== auth.id) requireCapability(auth, 'admin');
      return kryptoRepository.insertAccessLog(db, {
        userId,
        tool: input.tool.name,
        operations: input.tool.operations,
        roles: kryptoLoggedRoles(userId === auth.id ? auth.roles : input.roles),
        rowCount: null,
        source: 'client',
        recordedBy: auth.id,
      });
    },
  };
}

import { z } from 'zod';
import { MSG } from './messages';

/** Data rows a bulk file or one transform request may hold (spec 000 section 9). */
export const KRYPTO_MAX_ROWS = 500;
/** The only header line a bulk file may start with. */
export const KRYPTO_CSV_HEADER = 'field,value';
/** Longest plaintext value, in UTF-16 code units, that may be encrypted. */
export const KRYPTO_MAX_VALUE_LENGTH = 1000;
/**
 * Longest value that may be sent for decryption: the ciphertext of the longest plaintext (at most
 * 3 UTF-8 bytes per code unit, a 16-byte tag, base64url and the version prefix) with some slack.
 */
export const KRYPTO_MAX_CIPHERTEXT_LENGTH = 4100;
/** Longest field name of a row. */
export const KRYPTO_MAX_FIELD_LENGTH = 200;
/** The field name single (non-CSV) actions send their one value under. */
export const KRYPTO_SINGLE_FIELD = 'value';

export const KRYPTO_CRYPTING_METHODS = ['encrypt', 'decrypt'] as const;
export const kryptoCryptingMethodSchema = z.enum(KRYPTO_CRYPTING_METHODS);
export type KryptoCryptingMethod = z.infer<typeof kryptoCryptingMethodSchema>;

/** One Krypto CSV row (spec 000 section 3). */
export const kryptoRowSchema = z.object({
  field: z
    .string()
    .max(KRYPTO_MAX_FIELD_LENGTH, `a field name can be at most ${KRYPTO_MAX_FIELD_LENGTH} characters`),
  value: z.string(),
});
export type KryptoRow = z.infer<typeof kryptoRowSchema>;

/** The transform request: rows and what to do with their values. */
export const kryptoTransformRequestSchema = z
  .object({
    data: z
      .array(kryptoRowSchema.strict())
      .min(1, 'must hold at least one row')
      .max(KRYPTO_MAX_ROWS, `at most ${KRYPTO_MAX_ROWS} rows per request`),
    cryptingMethod: kryptoCryptingMethodSchema,
  })
  .strict()
  .superRefine((request, ctx) => {
    const max = request.cryptingMethod === 'encrypt' ? KRYPTO_MAX_VALUE_LENGTH : KRYPTO_MAX_CIPHERTEXT_LENGTH;
    request.data.forEach((row, index) => {
      if (row.value.length > max) {
        ctx.addIssue({
          code: 'custom',
          path: ['data', index, 'value'],
          message: `a value to ${request.cryptingMethod} can be at most ${max} characters`,
        });
      }
    });
  });
export type KryptoTransformRequest = z.infer<typeof kryptoTransformRequestSchema>;

/** The transform response: the rows in request order, each value transformed. */
export const kryptoTransformResponseSchema = z.array(kryptoRowSchema);
export type KryptoTransformResponse = z.infer<typeof kryptoTransformResponseSchema>;

/** The operations the access log names (spec 000 section 7). */
export const KRYPTO_OPERATIONS = [
  'single-encrypt',
  'single-decrypt',
  'bulk-encrypt',
  'bulk-decrypt',
] as const;
export const kryptoOperationSchema = z.enum(KRYPTO_OPERATIONS);
export type KryptoOperation = z.infer<typeof kryptoOperationSchema>;

/** The operation name of a UI action. */
export function kryptoOperation(kind: 'single' | 'bulk', method: KryptoCryptingMethod): KryptoOperation {
  return `${kind}-${method}`;
}

/** An access-log entry as the portal posts it (spec 000 sections 3 and 7). */
export const userAccessLogInputSchema = z
  .object({
    tool: z
      .object({
        name: z.literal('krypto'),
        operations: z.array(kryptoOperationSchema).min(1, 'name at least one operation').max(10),
      })
      .strict(),
    roles: z.array(z.string().max(200)).max(200),
  })
  .strict();
export type UserAccessLogInput = z.infer<typeof userAccessLogInputSchema>;

/** The roles worth logging with a Krypto operation: every held role containing "transformer". */
export function kryptoLoggedRoles(roles: readonly string[]): string[] {
  return roles.filter((role) => role.toLowerCase().includes('transformer'));
}

/**
 * The message for a single (typed) value, or `null` when it may be sent: empty input gives
 * 'No decrypt data entered.' or 'No encrypt data entered.'; an over-long value says the limit.
 */
export function kryptoSingleValidate(method: KryptoCryptingMethod, text: string): string | null {
  if (text.trim() === '') return method === 'decrypt' ? MSG.kryptoNoDecryptData : MSG.kryptoNoEncryptData;
  const max = method === 'encrypt' ? KRYPTO_MAX_VALUE_LENGTH : KRYPTO_MAX_CIPHERTEXT_LENGTH;
  if (text.trim().length > max) return `A value to ${method} can be at most ${max} characters.`;
  return null;
}

/** True when a decrypt response carries the server's 'Spec Guide decryption failed' marker. */
export function kryptoDecryptionFailed(rows: readonly KryptoRow[]): boolean {
  return rows.some((row) => row.value.includes(MSG.kryptoDecryptionFailedMarker));
}

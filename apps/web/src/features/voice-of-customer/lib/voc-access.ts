/**
 * The Voice of Customer module's pages (spec 000 section 2): the feedback pages of an
 * application, digital surveys and journey surveys. Opening them needs a role containing
 * prism-full or voc-read (spec 001 section 6), which the server checks on every call as well.
 */
const VOC_PATH_PREFIXES = ['client-analytics/voice-of-customer', 'voice-of-customer/'] as const;

/** True for an area path (`client-analytics/voice-of-customer/reviews`, …) of the module. */
export function isVocPath(path: string): boolean {
  return VOC_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));
}

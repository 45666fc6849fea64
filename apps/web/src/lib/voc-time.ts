/**
 * How Voice of Customer and survey-tool times read (spec 001 section 9): 7 hours back from UTC all
 * year, the zone the server reads their days in, whatever the viewer's own zone.
 */

/** The display shift of feedback and survey-response times: UTC − 7 h, no daylight saving. */
export const VOC_DISPLAY_OFFSET_MS = 7 * 3_600_000;

const two = (value: number) => String(value).padStart(2, '0');

/** A feedback or response time as the tables show it: `MM/dd/yy` and `hh:mm a`, 7 hours back from UTC. */
export function vocTimestampFormat(ms: number): { date: string; time: string } {
  const shifted = new Date(ms - VOC_DISPLAY_OFFSET_MS);
  const hours = shifted.getUTCHours();
  return {
    date: `${two(shifted.getUTCMonth() + 1)}/${two(shifted.getUTCDate())}/${two(shifted.getUTCFullYear() % 100)}`,
    time: `${two(hours % 12 === 0 ? 12 : hours % 12)}:${two(shifted.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`,
  };
}

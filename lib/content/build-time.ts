/** The build's clock, in ms: BUILD_TIME (an ISO 8601 instant) when set, else the moment the build reads content. */
function readBuildTime(value = process.env.BUILD_TIME): number {
  if (!value?.trim()) return Date.now();
  const time = Date.parse(value);
  if (Number.isNaN(time))
    throw new Error(
      `BUILD_TIME must be an ISO 8601 date and time such as 2026-11-25T15:00:00Z; got "${value}"`,
    );
  return time;
}

/**
 * The one moment the site is built as of: which special hours are past, whether the notice shows, the footer's year.
 * Components never read the clock: what depends on it reaches them as props.
 */
export const buildTime = readBuildTime();

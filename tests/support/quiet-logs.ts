import { setLogSink } from '../../server/request-log';

/** Lines the server logged during the current test file; tests may read and clear it. */
export const loggedLines: string[] = [];

// Vitest setup file: keep the request log out of the test report, but readable by tests.
setLogSink((line) => {
  loggedLines.push(line);
});

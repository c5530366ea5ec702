import { z } from 'zod/mini';

/**
 * Spec §5: default messages read like "Required" and "Expected X, received Y". Installing this once,
 * where the contract is loaded, gives the server's 400s and the client's checks the same wording.
 */
const received = (input: unknown) =>
  input === null
    ? 'null'
    : Array.isArray(input)
      ? 'array'
      : // A query parameter coerced to a number ("abc") arrives as NaN: "received number" would read as nonsense.
        Number.isNaN(input)
        ? 'NaN'
        : typeof input;

function installContractMessages() {
  // zod/mini loads no locale of its own: without this, every other message would read "Invalid input".
  z.config(z.locales.en());
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type') {
        if (issue.input === undefined) return 'Required';
        return `Expected ${issue.expected}, received ${received(issue.input)}`;
      }
      return undefined;
    },
  });
}

installContractMessages();

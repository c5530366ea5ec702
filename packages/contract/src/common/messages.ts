import { z } from 'zod';

/**
 * Spec §5: default messages read like "Required" and "Expected X, received Y". Installing this once,
 * where the contract is loaded, gives the server's 400s and the client's checks the same wording.
 */
const received = (input: unknown) => (input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input);

export function installContractMessages() {
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

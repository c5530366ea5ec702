/** Leaves for another address with a full page load; an object so that tests can watch the move. */
export const leavePage = {
  assign: (address: string) => window.location.assign(address),
};

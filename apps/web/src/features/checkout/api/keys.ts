/** The sandbox checkout is read without a login: its keys sit outside any member's. */
export const checkoutKeys = {
  session: (sessionId: string) => ['sandbox-checkout', sessionId] as const,
};

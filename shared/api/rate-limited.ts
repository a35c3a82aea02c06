/** The shop's one answer to a client that asks too often (the edge's limits and the code-guessing limit alike). */
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';

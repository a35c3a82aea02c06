export const KOKO_START_FAILED = 'Failed to start the KOKO payment. Please try again.';

/** KOKO's texts (issue 31, word for word): the server answers them and the checkout says them too. */
export const kokoMessages = {
  amountNotOffered: 'KOKO is not available for this amount.',
} as const;

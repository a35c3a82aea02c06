import type { MarketingChannel } from '../../../shared/rules/consent';

/**
 * Where the messages area keeps its items (decision 0068): a guest's marketing choice, one item per channel and
 * address (an e-mail in lower case, a phone in E.164), since no account holds it (decision 0081).
 */
export const messagesKeys = {
  contactConsent: (channel: MarketingChannel, address: string) => ({
    PK: `CONSENT#${channel}#${channel === 'mail' ? address.toLowerCase() : address}`,
    SK: 'MARKETING',
  }),
} as const;

import { MARKETING_CHANNELS, type MarketingChannel } from './consent';

/**
 * Back in stock and low stock (issue 33, decision 0085). A product's `low_stock_threshold` is 5 unless the admin
 * set another; admins are mailed once each time a product's or a size's stock falls to it or below.
 */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** The channels "Tell me when it's back" offers: the ones the shop markets on. */
export const NOTIFY_ME_CHANNELS = MARKETING_CHANNELS;
export type NotifyMeChannel = MarketingChannel;

/** The storefront's button (issue 33's words). */
export const NOTIFY_ME_LABEL = 'Tell me when it\u2019s back';

export const notifyMeMessages = {
  subscribed: 'Thank you. We will tell you once when it is back in stock.',
  inStock: 'This is in stock now. You can buy it today.',
  chooseSize: 'Please choose the size you want.',
  noSuchSize: 'This size is not sold any more.',
  channel: 'Please choose e-mail, SMS or WhatsApp.',
  email: 'Please give the e-mail address to tell.',
  phone: 'Please give a Sri Lankan mobile number to tell.',
} as const;

/** The low-stock state of one product or size: stock at or under the threshold. */
export const isLowStock = (stock: number, threshold: number) => stock <= threshold;

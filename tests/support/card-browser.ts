import type { Page } from 'playwright-core';
import { payNowWith } from './pay-now-browser';

/** From the filled cart to PayHere's window: checkout details, Card, Pay Now. */
export const payNowByCard = (page: Page) => payNowWith(page, 'Card');

/** The local PayHere stand-in's dialog (infra/local/payhere). */
export const standIn = (page: Page) => page.getByRole('dialog', { name: 'PayHere (local stand-in)' });

import type { ReviewStatus, Star } from '../../../shared/rules/reviews';

/** A review as stored: one per customer per product (its key says so), plain text as the author typed it. */
export interface ReviewRecord {
  id: number;
  productId: number;
  userId: number;
  /** "Dilan J.", fixed when written. */
  author: string;
  /** For the back-office only. */
  customerEmail: string;
  rating: Star;
  title: string;
  body: string;
  status: ReviewStatus;
  /** Why the shop hid it; its author sees it. Null while published. */
  hiddenReason: string | null;
  reply: { body: string; createdAt: string } | null;
  createdAt: string;
  updatedAt: string;
  /** Goes up by one with every change; each write is conditional on the one it read. */
  version: number;
}

import { describe, expect, it } from 'vitest';
import {
  authorName,
  averageOf,
  countInThousands,
  figuresChange,
  isNoChange,
  nameParts,
  NO_FIGURES,
  STARS,
  type CountedReview,
  type ReviewFigures,
} from '../../shared/rules/reviews';

const add = (a: ReviewFigures, b: ReviewFigures): ReviewFigures => ({
  count: a.count + b.count,
  sum: a.sum + b.sum,
  stars: Object.fromEntries(STARS.map((s) => [s, a.stars[s] + b.stars[s]])) as ReviewFigures['stars'],
});
const published = (rating: CountedReview['rating']): CountedReview => ({ rating, status: 'published' });
const hidden = (rating: CountedReview['rating']): CountedReview => ({ rating, status: 'hidden' });

describe("a product's review figures", () => {
  it('a new published review adds one to the count, its stars to the sum and one to its bar', () => {
    expect(figuresChange(null, published(4))).toEqual({ count: 1, sum: 4, stars: { 5: 0, 4: 1, 3: 0, 2: 0, 1: 0 } });
  });

  it('an edit from 5 to 2 moves one count from the 5 bar to the 2 bar and the sum by -3, the count unchanged', () => {
    expect(figuresChange(published(5), published(2))).toEqual({
      count: 0,
      sum: -3,
      stars: { 5: -1, 4: 0, 3: 0, 2: 1, 1: 0 },
    });
  });

  it('hiding takes a review out of every figure; showing again returns exactly what was there', () => {
    const start = [5, 4, 4, 1].map((r) => figuresChange(null, published(r as 5 | 4 | 1))).reduce(add, NO_FIGURES);
    const hiddenOne = add(start, figuresChange(published(1), hidden(1)));
    expect(hiddenOne).toEqual({ count: 3, sum: 13, stars: { 5: 1, 4: 2, 3: 0, 2: 0, 1: 0 } });
    expect(add(hiddenOne, figuresChange(hidden(1), published(1)))).toEqual(start);
  });

  it('a hidden review counts nowhere: editing or deleting it changes nothing', () => {
    expect(isNoChange(figuresChange(hidden(5), hidden(2)))).toBe(true);
    expect(isNoChange(figuresChange(hidden(3), null))).toBe(true);
    expect(isNoChange(figuresChange(published(3), published(3)))).toBe(true);
    expect(figuresChange(published(3), null)).toEqual({ count: -1, sum: -3, stars: { 5: 0, 4: 0, 3: -1, 2: 0, 1: 0 } });
  });

  it('twenty changes added in any order give the same figures', () => {
    const ratings = Array.from({ length: 20 }, (_, i) => ((i * 7) % 5) + 1) as Array<1 | 2 | 3 | 4 | 5>;
    const changes = ratings.map((r) => figuresChange(null, published(r)));
    const forward = changes.reduce(add, NO_FIGURES);
    expect([...changes].reverse().reduce(add, NO_FIGURES)).toEqual(forward);
    expect(forward).toEqual({ count: 20, sum: 60, stars: { 5: 4, 4: 4, 3: 4, 2: 4, 1: 4 } });
  });

  it('the average has one decimal, rounded half up, and is 0 without reviews', () => {
    expect(averageOf({ count: 0, sum: 0 })).toBe(0);
    expect(averageOf({ count: 6, sum: 26 })).toBe(4.3);
    expect(averageOf({ count: 20, sum: 87 })).toBe(4.4); // 4.35 exactly
    expect(averageOf({ count: 3, sum: 14 })).toBe(4.7);
    expect(averageOf({ count: 1, sum: 5 })).toBe(5);
  });

  it('counts reviews in thousands as the contract does (12 reviews is 0.012)', () => {
    expect(countInThousands(12)).toBe(0.012);
    expect(countInThousands(1200)).toBe(1.2);
    expect(countInThousands(0)).toBe(0);
  });
});

describe("a review's author", () => {
  it('is the first name and the last initial', () => {
    expect(authorName('Dilan', 'Jayasinghe')).toBe('Dilan J.');
    expect(authorName('Dilan Kumara', 'jayasinghe')).toBe('Dilan J.');
    expect(authorName('Kasun', '')).toBe('Kasun');
    expect(authorName('', 'Perera')).toBe('P.');
    expect(authorName('ආශාන්', 'වීරසිංහ')).toBe('ආශාන් වී.');
    expect(nameParts('Yohan De Silva')).toEqual({ first: 'Yohan', last: 'Silva' });
    expect(nameParts('Madonna')).toEqual({ first: 'Madonna', last: '' });
  });
});

import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductTags } from '../../web/src/components/ProductTags';
import { StarRating } from '../../web/src/components/StarRating';
import { ReviewSummary } from '../../web/src/features/reviews/ReviewSummary';
import { ReviewsPager } from '../../web/src/features/reviews/ReviewsPager';
import { TestimonialCarousel } from '../../web/src/features/home/testimonials/TestimonialCarousel';
import { brandContentIn } from '../../shared/content/brand-content-translations';
import { LanguageProvider } from '../../web/src/lib/i18n';
import { colomboDay, writtenDay } from '../../web/src/lib/i18n/written-dates';
import type { Language } from '../../shared/rules/languages';
import type { ReactNode } from 'react';

afterEach(cleanup);

const inLanguage = (language: Language, children: ReactNode) =>
  render(
    <MemoryRouter>
      <LanguageProvider language={language}>{children}</LanguageProvider>
    </MemoryRouter>,
  );

const one = { average: 5, count: 1, distribution: { '5': 1, '4': 0, '3': 0, '2': 0, '1': 0 } };
const three = { average: 4, count: 3, distribution: { '5': 1, '4': 1, '3': 1, '2': 0, '1': 0 } };

describe("the product page's labels in Sinhala and Tamil (issue 34)", () => {
  it('counts reviews and stars by each language’s plural rules', () => {
    inLanguage('si', <ReviewSummary summary={one} />);
    expect(screen.getByText('සමාලෝචන එකක්')).toBeTruthy();
    const bars = within(screen.getByRole('list', { name: 'තරු අනුව සමාලෝචන' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.querySelector('.rv-bars__label')?.textContent)).toEqual([
      'තරු 5යි',
      'තරු 4යි',
      'තරු 3යි',
      'තරු 2යි',
      'තරු එකයි',
    ]);
    cleanup();
    inLanguage('ta', <ReviewSummary summary={three} />);
    expect(screen.getByText('3 மதிப்புரைகள்')).toBeTruthy();
    expect(screen.getByText('1 நட்சத்திரம்')).toBeTruthy();
    expect(screen.getByRole('img', { name: '5 இல் 4 மதிப்பீடு' })).toBeTruthy();
  });

  it('names the stars, the tags and the review pages in Sinhala', () => {
    inLanguage(
      'si',
      <>
        <StarRating rating={4} />
        <ProductTags isNew discount={10} outOfStock finalSale />
        <ReviewsPager page={2} totalPages={5} onChange={() => undefined} />
      </>,
    );
    expect(screen.getByRole('img', { name: '5න් 4ක ශ්‍රේණිගත කිරීමක්' })).toBeTruthy();
    for (const tag of ['අලුත්', 'අවසන් විකිණීම', 'තොගය අවසන්']) expect(screen.getByText(tag)).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'සමාලෝචන පිටු' });
    expect(within(pager).getByText('5න් 2 වන පිටුව')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'ඊළඟ' })).toBeTruthy();
  });

  it('the testimonials speak Tamil: heading, the customers’ words and the carousel’s controls', () => {
    const { testimonials } = brandContentIn('ta');
    inLanguage('ta', <TestimonialCarousel items={testimonials} autoplayMs={0} />);
    expect(screen.getByRole('heading', { name: 'எங்கள் வாடிக்கையாளர்கள் சொல்வது' })).toBeTruthy();
    expect(screen.getByText(testimonials[0].quote)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'அடுத்த கருத்து' })).toBeTruthy();
    expect(screen.getByRole('button', { name: `${testimonials.length} இல் 1 ஆவது கருத்தைக் காட்டு` })).toBeTruthy();
  });

  it('writes dates out in Sinhala and Tamil, on the Colombo day, the same on any browser', () => {
    // 20:00 UTC is 01:30 the next day in Colombo.
    expect(writtenDay('si', colomboDay('2025-09-27T20:00:00Z'), 'short')).toBe('2025 බිනර 28');
    expect(writtenDay('ta', colomboDay('2025-09-27T20:00:00Z'), 'short')).toBe('28 செப்., 2025');
    expect(writtenDay('si', { year: 2025, month: 11, day: 1 }, 'long')).toBe('2025 ඉල් 1');
    expect(writtenDay('ta', { year: 2025, month: 11, day: 1 }, 'long')).toBe('1 நவம்பர், 2025');
  });

  it('English stays word for word as before without a provider', () => {
    render(<StarRating rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
  });
});

import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithQueryClient } from './support/query-client';
import { StarRating } from '../../web/src/components/StarRating';
import { ApiError } from '../../web/src/lib/api';
import { ReviewForm } from '../../web/src/features/reviews/ReviewForm';
import { reviewMessages } from '../../shared/validation/reviews';
import { ReviewSummary } from '../../web/src/features/reviews/ReviewSummary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const summary = { average: 4.25, count: 12, distribution: { '5': 7, '4': 3, '3': 1, '2': 1, '1': 0 } };

describe('review summary', () => {
  it('shows the average to one decimal, the count and one bar per star from 5 to 1 with its count', () => {
    render(<ReviewSummary summary={summary} />);
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.getByText('12 reviews')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Reviews per star' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['5 stars7', '4 stars3', '3 stars1', '2 stars1', '1 star0']);
    const widths = rows.map((row) => (row.querySelector('.rv-bars__fill') as HTMLElement).style.width);
    expect(widths).toEqual(['58%', '25%', '8%', '8%', '0%']);
  });

  it('says "1 review" for one', () => {
    render(
      <ReviewSummary summary={{ average: 5, count: 1, distribution: { '5': 1, '4': 0, '3': 0, '2': 0, '1': 0 } }} />,
    );
    expect(screen.getByText('1 review')).toBeTruthy();
    expect(screen.getByText('5.0')).toBeTruthy();
  });
});

describe('star rating', () => {
  it('draws no stars for a product without reviews (rating 0)', () => {
    const { container } = render(<StarRating rating={0} />);
    expect(container.innerHTML).toBe('');
  });
});

function renderForm(send: (input: unknown) => Promise<unknown>) {
  render(
    <WithQueryClient>
      <ReviewForm submitLabel="Post review" send={send} onCancel={() => {}} />
    </WithQueryClient>,
  );
}

function fill(stars: string, title: string, body: string) {
  fireEvent.click(screen.getByRole('radio', { name: stars }));
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: title } });
  fireEvent.change(screen.getByLabelText('Review'), { target: { value: body } });
  fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
}

describe('review form', () => {
  it('offers stars 1 to 5 as one radio group and asks for a rating before sending', () => {
    const send = vi.fn(async () => ({}));
    renderForm(send);
    const group = screen.getByRole('group', { name: 'Rating' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(screen.getByText(reviewMessages.rating)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('checks the shared rules before sending, with the messages the server would give', () => {
    const send = vi.fn(async () => ({}));
    renderForm(send);
    fill('3 stars', ' ', 'Short');
    expect(screen.getByText(reviewMessages.title)).toBeTruthy();
    expect(screen.getByText(reviewMessages.body)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the rating, title and text', async () => {
    const send = vi.fn(async () => ({}));
    renderForm(send);
    fill('4 stars', 'Smells of cinnamon', 'Soft beard after a week of use.');
    await vi.waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        rating: 4,
        title: 'Smells of cinnamon',
        body: 'Soft beard after a week of use.',
      }),
    );
  });

  it('counts letters as the server does: a title of 100 family emoji is sent, 101 are refused', async () => {
    const send = vi.fn(async () => ({}));
    renderForm(send);
    // No native maxlength: a browser counts it in UTF-16 units and would cut a pasted title of 100 family emoji to 9.
    expect(screen.getByLabelText('Title').getAttribute('maxlength')).toBeNull();
    expect(screen.getByLabelText('Review').getAttribute('maxlength')).toBeNull();
    fill('5 stars', '👨‍👩‍👧‍👦'.repeat(101), 'කාලය ගත වූ විට රැවුල මෘදුයි.');
    expect(screen.getByText(reviewMessages.titleTooLong)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '👨‍👩‍👧‍👦'.repeat(100) } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await vi.waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        rating: 5,
        title: '👨‍👩‍👧‍👦'.repeat(100),
        body: 'කාලය ගත වූ විට රැවුල මෘදුයි.',
      }),
    );
  });

  it("shows a 422's message under each field and keeps what was typed", async () => {
    renderForm(async () => {
      throw new ApiError('Validation failed', 422, {
        status: 'error',
        message: 'Validation failed',
        errors: {
          title: ['The title may have at most 100 characters.'],
          body: ['The review needs at least 10 characters.'],
        },
      });
    });
    fill('2 stars', 'Too long', 'Long enough');
    const title = screen.getByLabelText('Title');
    expect(await screen.findByText('The title may have at most 100 characters.')).toBeTruthy();
    expect(screen.getByText('The review needs at least 10 characters.')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect((title as HTMLInputElement).value).toBe('Too long');
    expect((screen.getByLabelText('Review') as HTMLTextAreaElement).value).toBe('Long enough');
  });

  it("shows a 409's and a 403's message above the button", async () => {
    const messages = [
      'You have already reviewed this product.',
      'Only customers who received this product can review it.',
    ];
    for (const [i, message] of messages.entries()) {
      renderForm(async () => {
        throw new ApiError(message, i === 0 ? 409 : 403, { status: 'error', message });
      });
      fill('5 stars', 'Great oil', 'Great oil, would buy again.');
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      cleanup();
    }
  });
});

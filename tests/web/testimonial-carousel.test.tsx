import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testimonials } from '../../shared/content/brand-content';
import { TestimonialCarousel } from '../../web/src/features/home/testimonials/TestimonialCarousel';

function setWidth(width: number) {
  act(() => {
    (window as any).happyDOM.setViewport({ width, height: 800 });
    window.dispatchEvent(new Event('resize'));
  });
}

const slides = () => screen.getAllByRole('group').filter((g) => g.getAttribute('aria-roledescription') === 'slide');
/** The testimonial numbers (1-9) in view, in order. */
const shown = () => slides().map((s) => Number(s.getAttribute('aria-label')!.split(' ')[0]));
const carousel = () => screen.getByRole('button', { name: 'Next testimonial' }).parentElement!;
const swipe = (from: number, to: number) => {
  fireEvent.touchStart(carousel(), { touches: [{ clientX: from, clientY: 100 }] });
  fireEvent.touchEnd(carousel(), { changedTouches: [{ clientX: to, clientY: 100 }] });
};

beforeEach(() => setWidth(1024));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('testimonial carousel', () => {
  it('shows 3 testimonials at 768 px and wider, 1 below, following resizes', () => {
    render(<TestimonialCarousel items={testimonials} />);
    expect(shown()).toEqual([1, 2, 3]);
    setWidth(767);
    expect(shown()).toEqual([1]);
    setWidth(768);
    expect(shown()).toEqual([1, 2, 3]);
    expect(screen.getByText(testimonials[0].quote)).toBeTruthy();
    expect(screen.getByText(testimonials[0].author)).toBeTruthy();
    expect(screen.getByText(testimonials[0].position!)).toBeTruthy();
  });

  it('moves with the arrows and wraps at both ends', () => {
    render(<TestimonialCarousel items={testimonials} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shown()).toEqual([9, 1, 2]);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shown()).toEqual([2, 3, 4]);
  });

  it('jumps to a dot, marks it current, and wraps forward past the last item', () => {
    render(<TestimonialCarousel items={testimonials} />);
    const dots = within(screen.getByRole('group', { name: 'Choose a testimonial' })).getAllByRole('button');
    expect(dots).toHaveLength(9);
    fireEvent.click(dots[8]);
    expect(shown()).toEqual([9, 1, 2]);
    expect(dots[8].getAttribute('aria-current')).toBe('true');
    expect(dots[0].getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shown()).toEqual([1, 2, 3]);
    expect(dots[0].getAttribute('aria-current')).toBe('true');
  });

  it('follows a swipe longer than 50 px in either direction and ignores shorter ones', () => {
    setWidth(390);
    render(<TestimonialCarousel items={testimonials} />);
    swipe(200, 150); // exactly 50 px: not a swipe
    expect(shown()).toEqual([1]);
    swipe(200, 149); // 51 px to the left: forward
    expect(shown()).toEqual([2]);
    swipe(100, 150); // 50 px to the right: not a swipe
    expect(shown()).toEqual([2]);
    swipe(100, 151); // 51 px to the right: back
    swipe(100, 300);
    expect(shown()).toEqual([9]);
  });

  it('autoplays one item every 30000 ms by default', () => {
    vi.useFakeTimers();
    render(<TestimonialCarousel items={testimonials} />);
    act(() => vi.advanceTimersByTime(29_999));
    expect(shown()).toEqual([1, 2, 3]);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([2, 3, 4]);
    act(() => vi.advanceTimersByTime(30_000 * 8));
    expect(shown()).toEqual([1, 2, 3]);
  });

  it('restarts the autoplay timer when the user jumps', () => {
    vi.useFakeTimers();
    render(<TestimonialCarousel items={testimonials} autoplayMs={1000} />);
    act(() => vi.advanceTimersByTime(700));
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 5 of 9' }));
    expect(shown()).toEqual([5, 6, 7]);
    act(() => vi.advanceTimersByTime(700)); // 1400 ms since start, but only 700 since the jump
    expect(shown()).toEqual([5, 6, 7]);
    act(() => vi.advanceTimersByTime(300));
    expect(shown()).toEqual([6, 7, 8]);
    act(() => vi.advanceTimersByTime(600));
    swipe(300, 100);
    act(() => vi.advanceTimersByTime(600));
    expect(shown()).toEqual([7, 8, 9]);
    act(() => vi.advanceTimersByTime(400));
    expect(shown()).toEqual([8, 9, 1]);
  });

  it('stops autoplay with the pause button and resumes it', () => {
    vi.useFakeTimers();
    render(<TestimonialCarousel items={testimonials} autoplayMs={1000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause autoplay' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toEqual([1, 2, 3]);
    fireEvent.click(screen.getByRole('button', { name: 'Resume autoplay' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toEqual([2, 3, 4]);
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderLanguageTag } from '../../web/src/features/admin/orders/OrderLanguageTag';

afterEach(cleanup);

/** The back-office shows an order's language beside its buyer (issue 34, decision 0089), in English. */
describe("an order's language in the back-office", () => {
  it('names Sinhala and Tamil, and shows nothing for an English order', () => {
    render(<OrderLanguageTag language="si" />);
    expect(screen.getByText('Sinhala')).toBeTruthy();
    cleanup();
    render(<OrderLanguageTag language="ta" />);
    expect(screen.getByText('Tamil')).toBeTruthy();
    cleanup();
    const { container } = render(<OrderLanguageTag language="en" />);
    expect(container.textContent).toBe('');
  });
});

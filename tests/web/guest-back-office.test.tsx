import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomerName } from '../../web/src/features/admin/orders/CustomerName';

afterEach(cleanup);

/** The back-office's order card and page name a guest's order as one (issue 32); an account's order is as before. */
describe("an order's customer in the back-office", () => {
  it('says Guest beside the name of a guest order, and nothing beside an account order', () => {
    render(<CustomerName customer={{ fullName: 'Nimal Fernando', guest: true }} />);
    expect(screen.getByText('Guest')).toBeTruthy();
    cleanup();
    const { container } = render(<CustomerName customer={{ fullName: 'Kasun Perera' }} />);
    expect(container.textContent).toBe('Kasun Perera');
  });
});

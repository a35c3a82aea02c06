import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AccessDenied } from '../../web/src/app/AccessDenied';

afterEach(cleanup);

describe('Access Denied page', () => {
  it('shows SPEC text and returns home', () => {
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin" element={<AccessDenied />} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(
      screen.getByText(
        "You don't have permission to access this page. This area is restricted to authorized users only.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return to Home' }));
    expect(screen.getByText('home page')).toBeTruthy();
  });
});

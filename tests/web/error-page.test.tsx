import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../../web/src/app/ErrorPage';
import { lazyPage, retryOnce } from '../../web/src/app/lazy-page';

afterEach(cleanup);

describe('a page whose code fails to load', () => {
  it('is asked for once more, and then shows', async () => {
    let calls = 0;
    const load = () =>
      ++calls === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve('page');
    await expect(retryOnce(load, 1)).resolves.toBe('page');
    expect(calls).toBe(2);
  });

  it('gives up after the second failure', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    };
    await expect(retryOnce(load, 1)).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(2);
  });
});

describe('error page', () => {
  it("replaces React Router's developer screen with the shop's words and a retry, without a stack trace", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyPage<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module /assets/HomePage-x.js')),
    );
    const router = createMemoryRouter([{ element: <Broken />, errorElement: <ErrorPage />, path: '/' }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Something went wrong', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('This page could not be shown. Please check your connection and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(document.body.textContent).not.toContain('dynamically imported');
    expect(document.body.textContent).not.toContain('Unexpected Application Error');
  });
});

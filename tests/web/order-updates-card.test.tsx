import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderUpdatesCard } from '../../web/src/features/profile/OrderUpdatesCard';
import { WithQueryClient } from './support/query-client';
import { signInTestCustomer, signOutTestCustomer } from './support/customer-session';

/** The card against a stand-in of the two routes; each PUT's answer is held back until the test releases it. */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function serve(read: () => Promise<Response>, write: () => Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return method === 'PUT' ? write() : read();
    }),
  );
  return calls;
}

const data = (channel: 'sms' | 'whatsapp' | 'none') => ({
  order_sms: channel === 'sms',
  marketing_email: false,
  marketing_sms: false,
  marketing_whatsapp: false,
  order_updates_channel: channel,
});
const settings = (on: boolean) => json(200, { status: 'success', data: data(on ? 'sms' : 'none') });
const renderCard = () =>
  act(async () => {
    render(
      <WithQueryClient>
        <OrderUpdatesCard />
      </WithQueryClient>,
    );
  });
const theSwitch = () => screen.getByRole('switch', { name: 'Text me order updates' });
const whatsAppSwitch = () => screen.getByRole('switch', { name: 'Send me order updates on WhatsApp' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  signInTestCustomer();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutTestCustomer();
});

describe('Order updates by SMS or WhatsApp (My Profile, issues 22 and 33)', () => {
  it('loads the setting, turns it off through PUT /v2/user/notifications and says so', async () => {
    const put = deferred();
    const calls = serve(
      async () => settings(true),
      () => put.promise,
    );
    await renderCard();
    expect(screen.getByRole('heading', { name: 'Order updates by SMS or WhatsApp' })).toBeTruthy();
    expect(theSwitch().getAttribute('aria-checked')).toBe('true');
    expect(calls[0]).toMatchObject({ method: 'GET', url: expect.stringMatching(/\/api\/v2\/user\/notifications$/) });

    await act(async () => {
      fireEvent.click(theSwitch());
    });
    // Shown off at once, and held still while the server answers.
    expect(theSwitch().getAttribute('aria-checked')).toBe('false');
    expect((theSwitch() as HTMLButtonElement).disabled).toBe(true);
    expect(calls[1]).toEqual({
      method: 'PUT',
      url: expect.stringMatching(/\/api\/v2\/user\/notifications$/),
      body: { order_sms: false },
    });

    await act(async () =>
      put.resolve(
        json(200, {
          status: 'success',
          message: 'Your notification settings were saved.',
          data: data('none'),
        }),
      ),
    );
    expect(theSwitch().getAttribute('aria-checked')).toBe('false');
    expect((theSwitch() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Your notification settings were saved.');
  });

  it('goes back to what the server holds, with its message, when the save is refused', async () => {
    serve(
      async () => settings(false),
      async () =>
        json(422, {
          status: 'error',
          message: 'The given data was invalid.',
          errors: { order_sms: ['Choose whether to get order updates by SMS (true or false).'] },
        }),
    );
    await renderCard();
    expect(theSwitch().getAttribute('aria-checked')).toBe('false');
    await act(async () => {
      fireEvent.click(theSwitch());
    });
    expect(theSwitch().getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('alert').textContent).toBe('Choose whether to get order updates by SMS (true or false).');
  });

  it('shows that it is loading, and a failed load with Try again', async () => {
    const first = deferred();
    let reads = 0;
    serve(
      () => (++reads === 1 ? first.promise : Promise.resolve(settings(true))),
      () => new Promise<Response>(() => {}),
    );
    await renderCard();
    expect(screen.getByText('Loading your settings...')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    await act(async () => first.resolve(json(500, { status: 'error', message: 'Internal' })));
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your notification settings. Please try again.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(theSwitch().getAttribute('aria-checked')).toBe('true');
  });

  it('WhatsApp instead of SMS: one switch on turns the other off, as the server answers', async () => {
    const calls = serve(
      async () => settings(true),
      async () =>
        json(200, { status: 'success', message: 'Your notification settings were saved.', data: data('whatsapp') }),
    );
    await renderCard();
    expect(whatsAppSwitch().getAttribute('aria-checked')).toBe('false');
    await act(async () => {
      fireEvent.click(whatsAppSwitch());
    });
    expect(calls[1]?.body).toEqual({ order_updates_channel: 'whatsapp' });
    expect(whatsAppSwitch().getAttribute('aria-checked')).toBe('true');
    expect(theSwitch().getAttribute('aria-checked')).toBe('false');
  });
});

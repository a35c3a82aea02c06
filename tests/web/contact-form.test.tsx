import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithQueryClient } from './support/query-client';
import { ContactForm } from '../../web/src/features/content/ContactForm';

function answer(status: number, json: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function fillAndSend(values = { name: 'Nuwan Silva', email: 'nuwan@example.lk', message: 'Is the balm vegan?' }) {
  fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: values.name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: values.email } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: values.message } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <WithQueryClient>
      <ContactForm />
    </WithQueryClient>,
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('contact form', () => {
  it('shows SPEC messages and sends nothing while the form is invalid', () => {
    const fetchMock = answer(200, { success: true });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please provide your name.')).toBeTruthy();
    expect(screen.getByText('Please provide a valid email.')).toBeTruthy();
    expect(screen.getByText('Please enter your message.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts fullName, email and message, shows the success text and clears the form', async () => {
    const fetchMock = answer(200, {
      success: true,
      status: 'success',
      message: 'Your message has been sent successfully!',
    });
    fillAndSend();
    expect(await screen.findByText('Your message has been sent successfully!')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v2/contact/sendMessage');
    expect(JSON.parse(init.body as string)).toEqual({
      fullName: 'Nuwan Silva',
      email: 'nuwan@example.lk',
      message: 'Is the balm vegan?',
    });
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('joins every server message of a 422 with ", "', async () => {
    answer(422, {
      status: 'error',
      message: 'The given data was invalid.',
      errors: {
        email: ['Please provide a valid email.'],
        message: ['Please keep your message under 5000 characters.', 'Second.'],
      },
    });
    fillAndSend();
    expect(
      await screen.findByText(
        'Please provide a valid email., Please keep your message under 5000 characters., Second.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Nuwan Silva');
  });

  it('shows SPEC apology for other failures, and the server message for a 2xx without success', async () => {
    answer(500, { status: 'error', message: 'Internal error' });
    fillAndSend();
    expect(
      await screen.findByText('Sorry, there was an error sending your message. Please try again later.'),
    ).toBeTruthy();
    answer(200, { success: false });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy();
  });
});

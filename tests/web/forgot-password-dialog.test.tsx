import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithQueryClient } from './support/query-client';
import { ForgotPasswordDialog } from '../../web/src/features/auth/ForgotPasswordDialog';

afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('Forgot Password dialog: the shared rules answer before anything is sent', () => {
  it('refuses an e-mail that is not one, with SPEC text, on step 1', async () => {
    render(
      <WithQueryClient>
        <ForgotPasswordDialog open onClose={() => undefined} />
      </WithQueryClient>,
    );
    for (const typed of ['', '   ', 'kasun@example', 'kasun example.lk']) {
      fireEvent.change(field('Email'), { target: { value: typed } });
      submit('Send code');
      expect(await screen.findByText('Please provide a valid email.')).toBeTruthy();
    }
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });
});

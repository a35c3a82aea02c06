import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../web/src/lib/api';
import { avatarProblem } from '../../web/src/features/profile/avatar-check';
import { failureText, passwordFailureText } from '../../web/src/features/profile/messages';
import { PasswordCard } from '../../web/src/features/profile/PasswordCard';
import { WithQueryClient } from './support/query-client';

afterEach(cleanup);

const unprocessable = (errors: Record<string, string[]>, message = 'The given data was invalid.') =>
  new ApiError(message, 422, { status: 'error', message, errors });

describe('profile messages (SPEC 8, contract A8-A10)', () => {
  it('prefers the current password, then the new password, then all messages, then the server message', () => {
    expect(
      passwordFailureText(
        unprocessable({
          new_password: ['Password must be at least 8 characters.'],
          current_password: ['The current password is incorrect.', 'x'],
        }),
      ),
    ).toBe('The current password is incorrect.');
    expect(
      passwordFailureText(
        unprocessable({
          new_password_confirmation: ['Please confirm your password.'],
          new_password: ['Password must be at least 8 characters.'],
        }),
      ),
    ).toBe('Password must be at least 8 characters.');
    expect(passwordFailureText(unprocessable({ a: ['One.'], b: ['Two.', 'Three.'] }))).toBe('One., Two., Three.');
    expect(passwordFailureText(new ApiError('x', 500, { message: 'Server busy.' }))).toBe('Server busy.');
    expect(passwordFailureText(new ApiError('Network error'))).toBe('Failed to update password. Please try again.');
    expect(passwordFailureText(new TypeError('bug'))).toBe('An unexpected error occurred. Please try again.');
  });

  it('joins every field message for profile, billing and avatar failures', () => {
    expect(
      failureText(
        unprocessable({ email: ['The email has already been taken.'], phone: ['Phone number is required.'] }),
        'Failed to update profile. Please try again.',
      ),
    ).toBe('The email has already been taken., Phone number is required.');
    expect(failureText(new ApiError('Network error'), 'Failed to upload image. Please try again.')).toBe(
      'Failed to upload image. Please try again.',
    );
  });

  it('accepts jpeg, png, jpg, gif and svg under 2 MB only', () => {
    expect(avatarProblem({ type: 'image/png', size: 2 * 1024 * 1024 - 1 })).toBeNull();
    expect(avatarProblem({ type: 'image/svg+xml', size: 10 })).toBeNull();
    expect(avatarProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBe('File size must be less than 2MB');
    expect(avatarProblem({ type: 'image/webp', size: 10 })).toBe(
      'Please select a valid image file (JPEG, PNG, JPG, GIF, SVG)',
    );
  });
});

describe('Change Password card', () => {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('stops a new password that differs from its confirmation, and a short one, before calling the server', () => {
    render(
      <WithQueryClient>
        <PasswordCard />
      </WithQueryClient>,
    );
    fill('Current Password', 'Grooming#2026');
    fill('New Password', 'Beard&Oil2027');
    fill('Confirm New Password', 'Beard&Oil2028');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByRole('alert').textContent).toBe('New password and confirm password do not match.');

    fill('New Password', 'short');
    fill('Confirm New Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters.');
  });
});

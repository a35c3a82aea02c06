import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithQueryClient } from './support/query-client';
import { StaffModal } from '../../web/src/features/admin/staff/StaffModal';
import { staffFormValues, validateStaff } from '../../web/src/features/admin/staff/staff-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const member = {
  id: 7,
  firstName: 'Ruwan',
  lastName: 'Fernando',
  mobile: '0771234567',
  email: 'ruwan@kesara.lk',
  company: 'Kesara',
};
const valid = { ...staffFormValues(member), password: 'secret1' };

describe('staff modal rules (SPEC section 5, contract 6.16)', () => {
  it('requires every field on add, with SPEC text', () => {
    expect(validateStaff(staffFormValues(null), 'add')).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      mobile: 'Mobile number is required',
      email: 'Email is required',
      company: 'Company is required',
      password: 'Password is required',
    });
  });

  it('counts the mobile digits without spaces and checks the e-mail pattern', () => {
    expect(validateStaff({ ...valid, mobile: '077 123 4567' }, 'add')).toEqual({});
    expect(validateStaff({ ...valid, mobile: '077 123 456' }, 'add').mobile).toBe(
      'Please enter a valid 10-digit mobile number',
    );
    expect(validateStaff({ ...valid, mobile: '07712345678' }, 'add').mobile).toBe(
      'Please enter a valid 10-digit mobile number',
    );
    expect(validateStaff({ ...valid, email: 'ruwan@kesara' }, 'add').email).toBe('Please enter a valid email address');
  });

  it('needs 6 characters for a new password; a blank one keeps the old on edit', () => {
    expect(validateStaff({ ...valid, password: '12345' }, 'add').password).toBe(
      'Password must be at least 6 characters long',
    );
    expect(validateStaff({ ...valid, password: '' }, 'edit')).toEqual({});
    expect(validateStaff({ ...valid, password: '12345' }, 'edit').password).toBe(
      'Password must be at least 6 characters long',
    );
  });
});

describe('<StaffModal>', () => {
  const renderModal = (props: Partial<Parameters<typeof StaffModal>[0]>) =>
    render(
      <WithQueryClient>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <StaffModal member={null} onClose={vi.fn()} onSaved={vi.fn()} {...props} />
        </ConfigProvider>
      </WithQueryClient>,
    );

  it('shows the messages on ADD and sends nothing while they stand', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onSaved = vi.fn();
    renderModal({ onSaved });
    fireEvent.click(screen.getByRole('button', { name: 'ADD' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Ruwan' } });
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits with the blank-password hint, sends the six keys with password "" and closes on a 2xx only', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          status: 'error',
          message: 'Validation failed',
          errors: { email: ['The email has already been taken.'] },
        }),
        { status: 422 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSaved = vi.fn();
    renderModal({ member, onSaved });
    expect(screen.getByPlaceholderText("Keep it blank if you don't want to change")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText('The email has already been taken.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toMatch(/\/v2\/staff\/7$/);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toEqual({
      firstName: 'Ruwan',
      lastName: 'Fernando',
      mobile: '0771234567',
      email: 'ruwan@kesara.lk',
      company: 'Kesara',
      password: '',
    });

    fetch.mockResolvedValueOnce(new Response(JSON.stringify({ status: 'success' }), { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'UPDATE' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });
});

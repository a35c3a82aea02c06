import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserProfile } from '../../shared/api/user';
import type { Language } from '../../shared/rules/languages';
import { BillingCard } from '../../web/src/features/profile/BillingCard';
import { PasswordCard } from '../../web/src/features/profile/PasswordCard';
import { ProfileCard } from '../../web/src/features/profile/ProfileCard';
import { SwitchRow } from '../../web/src/features/profile/SwitchRow';
import { LanguageProvider } from '../../web/src/lib/i18n';
import { WithQueryClient } from './support/query-client';

/** Issue 34: My Profile's cards in the page's language; the browser's own checks in it too, before any call. */
afterEach(cleanup);

const inLanguage = (language: Language, ui: ReactNode) =>
  render(
    <MemoryRouter>
      <WithQueryClient>
        <LanguageProvider language={language}>{ui}</LanguageProvider>
      </WithQueryClient>
    </MemoryRouter>,
  );

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const profile: UserProfile = {
  id: 7,
  name: 'Kasun Perera',
  email: 'kasun@example.com',
  phone: null,
  mobile: null,
  first_name: null,
  last_name: null,
  country: null,
  company: null,
  address: null,
  apartment: null,
  city: null,
  state: null,
  postal_code: null,
  profile_picture: null,
  user_type: 'customer',
  email_verified_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('My Profile in Sinhala and Tamil', () => {
  it('names the password fields in Sinhala and says its own checks in Sinhala', () => {
    inLanguage('si', <PasswordCard />);
    expect(screen.getByRole('heading').textContent).toBe('මුරපදය වෙනස් කරන්න');
    fill('වත්මන් මුරපදය', 'Grooming#2026');
    fill('නව මුරපදය', 'Beard&Oil2027');
    fill('නව මුරපදය තහවුරු කරන්න', 'Beard&Oil2028');
    fireEvent.click(screen.getByRole('button', { name: 'මුරපදය යාවත්කාලීන කරන්න' }));
    expect(screen.getByRole('alert').textContent).toBe('නව මුරපදය සහ තහවුරු කළ මුරපදය නොගැළපේ.');
    fill('නව මුරපදය', 'short');
    fill('නව මුරපදය තහවුරු කරන්න', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'මුරපදය යාවත්කාලීන කරන්න' }));
    expect(screen.getByRole('alert').textContent).toBe('මුරපදයේ අවම වශයෙන් අක්ෂර 8ක් තිබිය යුතුය.');
  });

  it('checks the profile card in Sinhala: its labels, a missing name, the avatar and Sign Out', () => {
    inLanguage('si', <ProfileCard profile={profile} />);
    const form = screen.getByRole('form', { name: 'පැතිකඩ විස්තර' });
    fill('සම්පූර්ණ නම', ' ');
    fireEvent.click(within(form).getByRole('button', { name: 'වෙනස්කම් සුරකින්න' }));
    expect(screen.getByText('නම අවශ්‍යයි.')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Kasun Perera ගේ පැතිකඩ පින්තූරය');
    expect(screen.getByRole('button', { name: 'පැතිකඩ පින්තූරය වෙනස් කරන්න' })).toBeTruthy();
    expect(screen.getByLabelText('ඊමේල් ලිපිනය')).toBeTruthy();
    expect(screen.getByLabelText('දුරකථන අංකය')).toBeTruthy();
  });

  it("checks Billing Details in Tamil with the checkout's own Tamil words", () => {
    inLanguage('ta', <BillingCard profile={profile} />);
    const form = screen.getByRole('form', { name: 'பில்லிங் விவரங்கள்' });
    fireEvent.click(within(form).getByRole('button', { name: 'பில்லிங் விவரங்களைச் சேமி' }));
    expect(screen.getByText('முதல் பெயர் தேவை.')).toBeTruthy();
  });

  it('says a switch is on or off in Tamil, and in English without a provider', () => {
    inLanguage('ta', <SwitchRow label="x" on disabled={false} onToggle={() => {}} />);
    expect(screen.getByRole('switch').textContent).toContain('இயக்கத்தில்');
    cleanup();
    render(<SwitchRow label="x" on={false} disabled={false} onToggle={() => {}} />);
    expect(screen.getByRole('switch').textContent).toBe('xOff');
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomerLayout } from '../../web/src/app/layouts/CustomerLayout';
import { PriceBlock } from '../../web/src/features/product/PriceBlock';
import { LanguageProvider } from '../../web/src/lib/i18n';
import type { Language } from '../../shared/rules/languages';
import { WithQueryClient } from './support/query-client';

afterEach(() => {
  cleanup();
  document.cookie = 'lang=; Path=/; Max-Age=0';
});

/** The storefront's frame as a page in `language` shows it, at `path` (the path inside the language's base). */
function renderPage(language: Language, path: string) {
  render(
    <WithQueryClient>
      <LanguageProvider language={language}>
        <MemoryRouter initialEntries={[path]}>
          <CustomerLayout />
        </MemoryRouter>
      </LanguageProvider>
    </WithQueryClient>,
  );
}

describe('the language switch and the texts of a page (issue 34)', () => {
  it('an English page offers the same page in Sinhala and Tamil, and a press remembers the choice', () => {
    renderPage('en', '/product/23?variant=4');
    const switcher = screen.getByRole('navigation', { name: 'Language' });
    expect(switcher.querySelector('[aria-current="page"]')?.textContent).toBe('English');
    const sinhala = screen.getByRole('link', { name: 'සිංහල' });
    expect(sinhala.getAttribute('href')).toBe('/si/product/23?variant=4');
    expect(sinhala.getAttribute('hreflang')).toBe('si');
    expect(sinhala.getAttribute('lang')).toBe('si');
    expect(screen.getByRole('link', { name: 'தமிழ்' }).getAttribute('href')).toBe('/ta/product/23?variant=4');
    // English texts stay the spec's, word for word.
    for (const label of ['BEARD', 'HAIR', 'CART', 'SIGN IN', 'Skip to content', 'Find my order'])
      expect(screen.getByRole('link', { name: label })).toBeTruthy();

    fireEvent.click(sinhala);
    expect(document.cookie).toContain('lang=si');
  });

  it('a Sinhala page speaks Sinhala and leads back to English and on to Tamil', () => {
    renderPage('si', '/beard');
    expect(screen.getByRole('navigation', { name: 'භාෂාව' })).toBeTruthy();
    for (const label of ['රැවුල', 'කෙස්', 'කරත්තය', 'පිවිසෙන්න', 'අන්තර්ගතයට යන්න', 'ආපසු භාරදීමේ ප්‍රතිපත්තිය'])
      expect(screen.getAllByRole('link', { name: label }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'BEARD' })).toBeNull();
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/beard');
    expect(screen.getByRole('link', { name: 'தமிழ்' }).getAttribute('href')).toBe('/ta/beard');
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(document.cookie).toContain('lang=en');
  });

  it('prices in the page language: LKR in si-LK is "රු. 12,345.50", English keeps "LKR 12,345.50"', () => {
    const { container: si } = render(
      <LanguageProvider language="si">
        <PriceBlock price={12345.5} discount={0} />
      </LanguageProvider>,
    );
    // Intl keeps the sign with the figures by a no-break space.
    expect(si.textContent).toBe('රු.\u00a012,345.50');
    cleanup();
    const { container: ta } = render(
      <LanguageProvider language="ta">
        <PriceBlock price={12345.5} discount={0} />
      </LanguageProvider>,
    );
    expect(ta.textContent).toBe('Rs.\u00a012,345.50');
    cleanup();
    const { container: en } = render(<PriceBlock price={12345.5} discount={0} />);
    expect(en.textContent).toBe('LKR 12,345.50');
  });
});

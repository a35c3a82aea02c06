import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MISSING_TRANSLATIONS_TEXTS,
  MissingTranslationsCard,
} from '../../web/src/features/admin/products/MissingTranslationsCard';

afterEach(cleanup);

describe('the All Products card of missing translations (issue 34)', () => {
  it('lists each sentence the server gives, and says English is shown meanwhile', () => {
    const sentences = ['12 products have no Sinhala description', '1 product has no Tamil name'];
    render(<MissingTranslationsCard sentences={sentences} />);
    expect(screen.getByText(MISSING_TRANSLATIONS_TEXTS.title)).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(sentences);
    expect(screen.getByText(MISSING_TRANSLATIONS_TEXTS.note)).toBeTruthy();
  });

  it('says the catalogue is complete when nothing is missing', () => {
    render(<MissingTranslationsCard sentences={[]} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText('Every product has its Sinhala and Tamil name and description.')).toBeTruthy();
  });
});

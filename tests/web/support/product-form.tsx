import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { ProductForm } from '../../../web/src/features/admin/products/ProductForm';
import { WithQueryClient } from './query-client';

/** The back-office product form as its page draws it, adding a product unless `props` say otherwise. */
export const renderProductForm = (props: Partial<Parameters<typeof ProductForm>[0]>) =>
  render(
    // No animations: error texts leave the DOM at once.
    <WithQueryClient>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter>
          <ProductForm mode="add" product={null} readOnly={false} onSaved={vi.fn()} {...props} />
        </MemoryRouter>
      </ConfigProvider>
    </WithQueryClient>,
  );

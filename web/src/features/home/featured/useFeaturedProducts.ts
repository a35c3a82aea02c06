import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { parseFeatured, type FeaturedByCategory } from './featured-response';

export type FeaturedState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: FeaturedByCategory };

/** Loads the featured products once (contract C1: a POST without a body). */
export function useFeaturedProducts(): FeaturedState {
  const [state, setState] = useState<FeaturedState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    api
      .post('/v2/products/featured')
      .then((body) => {
        const data = parseFeatured(body);
        if (current) setState(data ? { status: 'ready', data } : { status: 'failed' });
      })
      .catch(() => {
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, []);
  return state;
}

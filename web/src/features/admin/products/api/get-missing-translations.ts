import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api';
import { adminKeys } from '../../common/admin-keys';
import { adminQueryOptions, useAdminToken } from '../../common/admin-query';

/** Issue 34: the sentences saying which Sinhala and Tamil texts the catalogue lacks (none when it lacks nothing). */
export async function getMissingTranslations(): Promise<string[]> {
  const body = await callApi('admin-translations-missing');
  if (body?.status !== 'success' || !Array.isArray(body.data?.sentences))
    throw new Error('Failed to load the missing translations');
  return body.data.sentences;
}

export const missingTranslationsQueryOptions = (token: string | null) =>
  adminQueryOptions(token, adminKeys.missingTranslations(), getMissingTranslations);

export const useMissingTranslations = () => useQuery(missingTranslationsQueryOptions(useAdminToken()));

import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api';
import type { CodeTermsBody } from './get-discount-codes';

export const createCode = (code: string, terms: CodeTermsBody) =>
  callApi('admin-discount-code-create', { body: { code, ...terms } });
export const updateCode = (code: string, terms: CodeTermsBody) =>
  callApi('admin-discount-code-update', { params: { code }, body: terms });

/** ADD (no code yet: `name` is the new code) or UPDATE (the code being edited). */
export const useSaveDiscountCode = () =>
  useMutation({
    mutationFn: ({ code, name, terms }: { code: string | null; name: string; terms: CodeTermsBody }) =>
      code ? updateCode(code, terms) : createCode(name, terms),
  });

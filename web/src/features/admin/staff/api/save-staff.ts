import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api';
import type { StaffFormValues, StaffMember } from '../staff-form';

/** B10 / B11: the six keys as typed; on edit `password` is always sent, "" keeping the old one. Any 2xx is success. */
export async function saveStaff(id: StaffMember['id'] | null, values: StaffFormValues): Promise<void> {
  if (id === null) await callApi('admin-staff-create', { body: values });
  else await callApi('admin-staff-update', { params: { id }, body: values });
}

/** Adds or updates one member (the modal's ADD or UPDATE). */
export const useSaveStaff = () =>
  useMutation({
    mutationFn: ({ id, values }: { id: StaffMember['id'] | null; values: StaffFormValues }) => saveStaff(id, values),
  });

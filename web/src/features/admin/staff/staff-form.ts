/** The staff modal's values and rules (SPEC section 5, contract 6.16), checked with the server's own schema. */
import { addStaffSchema, updateStaffSchema } from '../../../../../shared/validation/staff';
import type { StaffMember } from '../../../../../shared/api/user';

/** A staff member as contract B9 lists it (one type with the typed client's answer). */
export type { StaffMember };

export type StaffFormValues = Omit<StaffMember, 'id'> & { password: string };
export type StaffFieldErrors = Partial<Record<keyof StaffFormValues, string>>;
export type StaffMode = 'add' | 'edit';

export const STAFF_FIELDS: Array<{
  name: keyof StaffFormValues;
  label: string;
  type?: string;
  inputMode?: 'tel' | 'email';
}> = [
  { name: 'firstName', label: 'First Name' },
  { name: 'lastName', label: 'Last Name' },
  { name: 'mobile', label: 'Mobile', type: 'tel', inputMode: 'tel' },
  { name: 'email', label: 'Email', type: 'email', inputMode: 'email' },
  { name: 'company', label: 'Company' },
  { name: 'password', label: 'Password', type: 'password' },
];

/** Shown in the password field on edit. */
export const KEEP_PASSWORD_HINT = "Keep it blank if you don't want to change";

export function staffFormValues(member: StaffMember | null): StaffFormValues {
  return {
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    mobile: member?.mobile ?? '',
    email: member?.email ?? '',
    company: member?.company ?? '',
    // The list never carries a password; edit starts blank (blank keeps it).
    password: '',
  };
}

/** The first message per field; on edit a blank password is fine. */
export function validateStaff(values: StaffFormValues, mode: StaffMode): StaffFieldErrors {
  const parsed = (mode === 'add' ? addStaffSchema : updateStaffSchema).safeParse(values);
  const errors: StaffFieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as keyof StaffFormValues;
      errors[key] ??= issue.message;
    }
  }
  return errors;
}

import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useSaveStaff } from './api/save-staff';
import {
  KEEP_PASSWORD_HINT,
  STAFF_FIELDS,
  staffFormValues,
  validateStaff,
  type StaffFieldErrors,
  type StaffFormValues,
  type StaffMember,
} from './staff-form';

interface Props {
  /** The member being edited, or null to add one. */
  member: StaffMember | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The first server message per field of a 422 (keys as the modal's field names). */
function serverErrors(error: unknown): StaffFieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.fieldErrors) return null;
  const out: StaffFieldErrors = {};
  for (const [key, value] of Object.entries(error.fieldErrors))
    out[key as keyof StaffFormValues] = Array.isArray(value) ? value[0] : value;
  return out;
}

/**
 * ADD NEW MEMBER and the edit modal (B10, B11). It closes only after a 2xx. A refused save is logged and, as a help
 * the original client did not give, its field messages show under the fields (other failures in a banner).
 */
export function StaffModal({ member, onClose, onSaved }: Props) {
  const mode = member ? 'edit' : 'add';
  const [values, setValues] = useState<StaffFormValues>(() => staffFormValues(member));
  const [errors, setErrors] = useState<StaffFieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const save = useSaveStaff();
  const saving = save.isPending;

  const change = (name: keyof StaffFormValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };

  async function submit() {
    if (saving) return;
    setBanner(null);
    const found = validateStaff(values, mode);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await save.mutateAsync({ id: member?.id ?? null, values });
      onSaved();
    } catch (error) {
      console.error('Staff save failed', error);
      const fields = serverErrors(error);
      if (fields) setErrors(fields);
      else setBanner(error instanceof Error ? error.message : 'Failed to save the staff member');
    }
  }

  return (
    <Modal
      open
      title={mode === 'add' ? 'Add New Member' : 'Edit Member'}
      okText={mode === 'add' ? 'ADD' : 'UPDATE'}
      cancelText="CANCEL"
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form layout="vertical" component="form" disabled={saving} className="staff-modal">
        {banner && <Alert type="error" showIcon title={banner} style={{ marginBottom: 12 }} />}
        {STAFF_FIELDS.map((field) => {
          const id = `staff-${field.name}`;
          const Control = field.type === 'password' ? Input.Password : Input;
          return (
            <Form.Item
              key={field.name}
              label={field.label}
              htmlFor={id}
              required={field.name !== 'password' || mode === 'add'}
              validateStatus={errors[field.name] ? 'error' : undefined}
              help={errors[field.name]}
            >
              <Control
                id={id}
                type={field.type === 'password' ? undefined : field.type}
                inputMode={field.inputMode}
                autoComplete={field.name === 'password' ? 'new-password' : 'off'}
                placeholder={field.name === 'password' && mode === 'edit' ? KEEP_PASSWORD_HINT : undefined}
                value={values[field.name]}
                onChange={(e) => change(field.name, e.target.value)}
                onPressEnter={submit}
              />
            </Form.Item>
          );
        })}
      </Form>
    </Modal>
  );
}

import { Alert, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import { CATEGORIES } from '../../../../../shared/rules/catalogue';
import { ApiError } from '../../../lib/api';
import { colomboInput, isoFromColombo } from './code-form';
import type { CodeTermsBody, DiscountCode } from './api/get-discount-codes';
import { useSaveDiscountCode } from './api/save-discount-code';

interface Props {
  /** The code being edited, or null to add one. */
  code: DiscountCode | null;
  onClose: () => void;
  onSaved: () => void;
}

interface Values extends Omit<CodeTermsBody, 'starts_at' | 'ends_at'> {
  code: string;
  starts_at: string;
  ends_at: string;
}

const valuesOf = (c: DiscountCode | null): Values => ({
  code: c?.code ?? '',
  type: c?.type ?? 'percent',
  value: c?.value ?? 10,
  min_subtotal: c?.min_subtotal ?? null,
  starts_at: colomboInput(c?.starts_at ?? null),
  ends_at: colomboInput(c?.ends_at ?? null),
  usage_limit: c?.usage_limit ?? null,
  per_customer_limit: c ? c.per_customer_limit : 1,
  categories: c?.categories ?? [],
  active: c?.active ?? true,
});

/** Add or edit a discount code (admin). It closes only after a 2xx; a 422's messages show under their fields. */
export function CodeModal({ code, onClose, onSaved }: Props) {
  const [values, setValues] = useState<Values>(() => valuesOf(code));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const save = useSaveDiscountCode();
  const saving = save.isPending;
  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };

  async function submit() {
    if (saving) return;
    setBanner(null);
    const { code: name, starts_at, ends_at, ...rest } = values;
    const terms: CodeTermsBody = {
      ...rest,
      value: values.type === 'free_shipping' ? undefined : (values.value ?? undefined),
      starts_at: isoFromColombo(starts_at),
      ends_at: isoFromColombo(ends_at),
    };
    try {
      await save.mutateAsync({ code: code?.code ?? null, name, terms });
      onSaved();
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 422 ? error.fieldErrors : undefined;
      if (fields)
        setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])));
      else setBanner((error instanceof ApiError && error.serverMessage) || 'Failed to save the discount code');
    }
  }

  const item = (name: keyof Values, label: string) => ({
    label,
    htmlFor: `code-${name}`,
    validateStatus: errors[name] ? ('error' as const) : undefined,
    help: errors[name] || undefined,
  });

  return (
    <Modal
      open
      title={code ? `Edit ${code.code}` : 'Add Discount Code'}
      okText={code ? 'UPDATE' : 'ADD'}
      cancelText="CANCEL"
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form layout="vertical" component="div" disabled={saving}>
        {banner && <Alert type="error" showIcon title={banner} style={{ marginBottom: 12 }} />}
        {!code && (
          <Form.Item {...item('code', 'Code')}>
            <Input id="code-code" value={values.code} onChange={(e) => set('code', e.target.value.toUpperCase())} />
          </Form.Item>
        )}
        <Form.Item {...item('type', 'What it gives')}>
          <Select
            id="code-type"
            value={values.type}
            onChange={(v) => set('type', v)}
            options={[
              { value: 'percent', label: 'Percent off' },
              { value: 'fixed', label: 'LKR off' },
              { value: 'free_shipping', label: 'Free shipping' },
            ]}
          />
        </Form.Item>
        {values.type !== 'free_shipping' && (
          <Form.Item {...item('value', values.type === 'percent' ? 'Percent (1-100)' : 'Amount (LKR)')}>
            <InputNumber id="code-value" value={values.value} onChange={(v) => set('value', v ?? undefined)} />
          </Form.Item>
        )}
        <Form.Item {...item('min_subtotal', 'Minimum spend (LKR, optional)')}>
          <InputNumber id="code-min_subtotal" value={values.min_subtotal} onChange={(v) => set('min_subtotal', v)} />
        </Form.Item>
        <Form.Item {...item('starts_at', 'Starts (Colombo time, optional)')}>
          <Input
            id="code-starts_at"
            type="datetime-local"
            value={values.starts_at}
            onChange={(e) => set('starts_at', e.target.value)}
          />
        </Form.Item>
        <Form.Item {...item('ends_at', 'Ends (Colombo time, optional)')}>
          <Input
            id="code-ends_at"
            type="datetime-local"
            value={values.ends_at}
            onChange={(e) => set('ends_at', e.target.value)}
          />
        </Form.Item>
        <Form.Item {...item('usage_limit', 'Usage limit (orders, optional)')}>
          <InputNumber id="code-usage_limit" value={values.usage_limit} onChange={(v) => set('usage_limit', v)} />
        </Form.Item>
        <Form.Item {...item('per_customer_limit', 'Uses per customer (empty: no limit)')}>
          <InputNumber
            id="code-per_customer_limit"
            value={values.per_customer_limit}
            onChange={(v) => set('per_customer_limit', v)}
          />
        </Form.Item>
        <Form.Item {...item('categories', 'Categories (empty: all)')}>
          <Select
            id="code-categories"
            mode="multiple"
            value={values.categories}
            onChange={(v) => set('categories', v)}
            options={CATEGORIES.map((c) => ({ value: c, label: c }))}
          />
        </Form.Item>
        <Form.Item label="Active" htmlFor="code-active">
          <Switch id="code-active" checked={values.active} onChange={(v) => set('active', v)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import type { ChangedOrder } from './api/get-orders';
import { useShipOrder } from './api/ship-order';
import {
  COURIER_OPTIONS,
  trackingFormValues,
  validateTracking,
  type OrderTracking,
  type TrackingFieldErrors,
  type TrackingFormValues,
} from './tracking-form';

interface Props {
  orderId: ChangedOrder['id'];
  /** `ship`: the move to shipped (tracking optional); `correct`: another courier or number for a shipped order. */
  mode: 'ship' | 'correct';
  /** The tracking the order has, when known: the correction starts from it. */
  tracking?: OrderTracking | null;
  onClose: () => void;
  onDone: (order: ChangedOrder) => void;
}

const FAILED = 'Failed to update the order. Please try again.';

/** The first server message per field of a 422. */
function serverErrors(error: unknown): TrackingFieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.fieldErrors) return null;
  const out: TrackingFieldErrors = {};
  for (const [key, value] of Object.entries(error.fieldErrors))
    if (key === 'courier' || key === 'tracking_number') out[key] = Array.isArray(value) ? value[0] : value;
  return Object.keys(out).length > 0 ? out : null;
}

/** Asks for the courier and tracking number when an order ships, and lets staff correct them later (issue 22). */
export function ShippingDialog({ orderId, mode, tracking, onClose, onDone }: Props) {
  const [values, setValues] = useState<TrackingFormValues>(() => trackingFormValues(tracking));
  const [errors, setErrors] = useState<TrackingFieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const ship = useShipOrder(orderId);
  const saving = ship.isPending;

  const change = <K extends keyof TrackingFormValues>(name: K, value: TrackingFormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };

  async function submit() {
    if (saving) return;
    setBanner(null);
    const found = validateTracking(values, mode === 'correct');
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      onDone(await ship.mutateAsync(values));
    } catch (error) {
      const fields = serverErrors(error);
      if (fields) setErrors(fields);
      else setBanner(error instanceof ApiError ? (error.serverMessage ?? FAILED) : FAILED);
    }
  }

  return (
    <Modal
      open
      title={mode === 'ship' ? `Ship order #${orderId}` : `Tracking of order #${orderId}`}
      okText={mode === 'ship' ? 'Mark as shipped' : 'Save tracking'}
      cancelText="Cancel"
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form layout="vertical" component="form" disabled={saving} className="shipping-dialog">
        {banner && <Alert type="error" showIcon title={banner} style={{ marginBottom: 12 }} />}
        <p className="shipping-dialog__hint">
          {mode === 'ship'
            ? 'The customer is mailed and texted the courier and tracking number. Both may be left blank and added later.'
            : 'The customer is mailed and texted the corrected tracking number.'}
        </p>
        <Form.Item
          label="Courier"
          htmlFor={`courier-${orderId}`}
          required={mode === 'correct'}
          validateStatus={errors.courier ? 'error' : undefined}
          help={errors.courier}
        >
          <Select<TrackingFormValues['courier']>
            id={`courier-${orderId}`}
            placeholder="Choose the courier"
            options={COURIER_OPTIONS}
            value={values.courier || undefined}
            allowClear
            virtual={false}
            onChange={(courier) => change('courier', courier ?? '')}
          />
        </Form.Item>
        <Form.Item
          label="Tracking number"
          htmlFor={`tracking-number-${orderId}`}
          required={mode === 'correct'}
          validateStatus={errors.tracking_number ? 'error' : undefined}
          help={errors.tracking_number}
        >
          <Input
            id={`tracking-number-${orderId}`}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            value={values.tracking_number}
            onChange={(e) => change('tracking_number', e.target.value)}
            onPressEnter={submit}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { letterLimit } from '../../../lib/letter-limit';
import { firstMessages } from '../../../lib/validate-form';
import {
  REFERENCE_FIELD,
  RETURN_ACTION_TEXTS,
  movesFrom,
  referenceAsked,
  returnChange,
  type ReturnChange,
  type ReturnMove,
} from './return-moves';

type FieldErrors = { note?: string; refund_reference?: string };

/**
 * The moves the return's status allows, each with an optional note; a cash order's refund asks for the bank
 * transfer reference (not when there is nothing to refund), a card refund whose outcome is unknown for PayHere's refund reference. A refusal (409, 422,
 * 502) shows its message; a 422 beside its field.
 */
export function ReturnActions({
  status,
  refundMethod,
  refundCheck = false,
  refundAmount,
  send,
}: {
  status: string;
  refundMethod: string;
  refundCheck?: boolean;
  /** What the return refunds (LKR); 0: nothing, so no reference is asked. */
  refundAmount?: number;
  send: (change: ReturnChange) => Promise<unknown>;
}) {
  const [note, setNote] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string>();
  const sending = useMutation({ mutationFn: (change: ReturnChange) => send(change) });
  // The move on its way, whose button shows it.
  const busy = sending.isPending ? sending.variables.status : undefined;
  const moves = movesFrom(status);
  const askReference = referenceAsked(status, refundMethod, refundCheck, refundAmount);
  if (moves.length === 0) return null;

  async function move(to: ReturnMove) {
    setBanner(undefined);
    if (to === 'refunded' && askReference && !reference.trim()) {
      setErrors({
        refund_reference: REFERENCE_FIELD[askReference].required,
      });
      return;
    }
    setErrors({});
    try {
      await sending.mutateAsync(returnChange(to, note, reference));
      setNote('');
      setReference('');
    } catch (e) {
      const fields = e instanceof ApiError && e.status === 422 ? firstMessages(e.fieldErrors) : {};
      const shown: FieldErrors = { note: fields.note, refund_reference: fields.refund_reference };
      setErrors(shown);
      if (!shown.note && !shown.refund_reference)
        setBanner(e instanceof ApiError && e.serverMessage ? e.serverMessage : RETURN_ACTION_TEXTS.failed);
    }
  }

  return (
    <Form layout="vertical" component="div" className="admin-returns__actions" disabled={busy !== undefined}>
      {banner && <Alert type="error" showIcon title={banner} className="admin-returns__banner" />}
      {askReference === 'payhere' && (
        <Alert type="warning" showIcon title={RETURN_ACTION_TEXTS.refundCheck} className="admin-returns__banner" />
      )}
      {askReference && (
        <Form.Item
          label={REFERENCE_FIELD[askReference].label}
          htmlFor="return-refund-reference"
          required
          validateStatus={errors.refund_reference ? 'error' : undefined}
          help={errors.refund_reference}
        >
          <Input
            id="return-refund-reference"
            value={reference}
            count={letterLimit(100)}
            onChange={(e) => setReference(e.target.value)}
            aria-invalid={Boolean(errors.refund_reference)}
          />
        </Form.Item>
      )}
      <Form.Item
        label="Note (optional)"
        htmlFor="return-action-note"
        validateStatus={errors.note ? 'error' : undefined}
        help={errors.note}
      >
        <Input.TextArea
          id="return-action-note"
          rows={3}
          count={letterLimit(500)}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={Boolean(errors.note)}
        />
      </Form.Item>
      <div className="admin-returns__buttons">
        {moves.map((m, i) => (
          <Button
            key={m.to}
            type={i === 0 ? 'primary' : 'default'}
            danger={m.to === 'rejected'}
            loading={busy === m.to}
            onClick={() => void move(m.to)}
          >
            {m.label}
          </Button>
        ))}
      </div>
    </Form>
  );
}

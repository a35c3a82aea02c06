import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { TextArea } from '../../components/Field';
import { ApiError } from '../../lib/api';
import { RETURN_REASONS, type ReturnReason } from '../../../../shared/rules/returns';
import { useText } from '../../lib/i18n';
import { firstMessages } from '../../lib/validate-form';
import type { ReturnRequest } from './api/return-types';
import { returnRequest, type ReturnableLine } from './return-lines';
import { useReturnLabels } from './use-return-labels';
import './returns.css';

/** A server field key `items.N.quantity` (or `.product_id`, `.variant_id`): a message of the N-th item sent. */
const ITEM_FIELD = /^items\.(\d+)\./;

type Errors = { order?: string; items?: string; reason?: string; note?: string; lines: Record<string, string> };
const NO_ERRORS: Errors = { lines: {} };

/** Spreads a 422's field map over the form: `order`, `items`, each sent line's fields, `reason`, `note`. */
function errorsFrom(map: Record<string, string>, sentKeys: string[]): Errors {
  const errors: Errors = { lines: {} };
  for (const [field, message] of Object.entries(map)) {
    const line = ITEM_FIELD.exec(field);
    const key = line ? sentKeys[Number(line[1])] : undefined;
    if (key) errors.lines[key] = message;
    else if (field === 'order' || field === 'reason' || field === 'note') errors[field] = message;
    else errors.items ??= message;
  }
  return errors;
}

const hasErrors = (e: Errors) => Boolean(e.order || e.items || e.reason || e.note || Object.keys(e.lines).length);

/**
 * Return items: a quantity for each line of the order (0 up to what may still be returned), a reason and an
 * optional note. A refusal (422) shows beside the field it is under; any other failure above the buttons.
 */
export function ReturnForm({
  lines,
  send,
  onCancel,
}: {
  lines: ReturnableLine[];
  send: (body: ReturnRequest) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const t = useText();
  const labels = useReturnLabels();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [banner, setBanner] = useState<string>();
  const sending = useMutation({ mutationFn: (body: ReturnRequest) => send(body) });
  const busy = sending.isPending;

  const setQuantity = (line: ReturnableLine, typed: string) => {
    const n = Math.trunc(Number(typed));
    setQuantities((q) => ({ ...q, [line.key]: Number.isFinite(n) ? Math.min(Math.max(n, 0), line.left) : 0 }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked: Errors = { lines: {} };
    if (!lines.some((l) => (quantities[l.key] ?? 0) > 0)) checked.items = t('returns.noItems');
    if (!reason) checked.reason = t('returns.noReason');
    setBanner(undefined);
    setErrors(checked);
    if (hasErrors(checked) || !reason) return;
    const { body, sentKeys } = returnRequest(lines, quantities, reason, note);
    try {
      await sending.mutateAsync(body);
    } catch (error) {
      const fields =
        error instanceof ApiError && error.status === 422 ? errorsFrom(firstMessages(error.fieldErrors), sentKeys) : {};
      const shown = { ...NO_ERRORS, ...fields };
      setErrors(shown);
      if (!hasErrors(shown))
        setBanner(error instanceof ApiError && error.serverMessage ? error.serverMessage : t('returns.failed'));
    }
  }

  const itemsErrorId = `${id}-items-error`;
  const reasonErrorId = `${id}-reason-error`;
  return (
    <form className="rt-form" onSubmit={submit} noValidate aria-label={t('returns.returnItems')}>
      {errors.order && <Alert kind="error">{errors.order}</Alert>}
      <fieldset className="rt-form__items" aria-describedby={errors.items ? itemsErrorId : undefined}>
        <legend>{t('returns.items')}</legend>
        {lines.map((line) => {
          const inputId = `${id}-q-${line.key}`;
          const hintId = `${inputId}-hint`;
          const lineError = errors.lines[line.key];
          return (
            <div key={line.key} className={`rt-form__line${lineError ? ' field--invalid' : ''}`}>
              <label htmlFor={inputId} className="rt-form__name">
                {line.name}
              </label>
              <input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.left}
                step={1}
                value={quantities[line.key] ?? 0}
                disabled={line.left === 0}
                onChange={(e) => setQuantity(line, e.target.value)}
                aria-invalid={Boolean(lineError)}
                aria-describedby={`${hintId}${lineError ? ` ${hintId}-error` : ''}`}
              />
              <span id={hintId} className="rt-form__hint">
                {line.left === line.received
                  ? t('returns.received', { received: line.received })
                  : t('returns.left', { left: line.left, received: line.received })}
              </span>
              {lineError && (
                <span className="field-error" id={`${hintId}-error`}>
                  {lineError}
                </span>
              )}
            </div>
          );
        })}
        {errors.items && (
          <span className="field-error" id={itemsErrorId}>
            {errors.items}
          </span>
        )}
      </fieldset>
      <fieldset
        className={`rt-form__reasons${errors.reason ? ' field--invalid' : ''}`}
        aria-describedby={errors.reason ? reasonErrorId : undefined}
      >
        <legend>{t('returns.reason')}</legend>
        {RETURN_REASONS.map((code) => (
          <label key={code} className="rt-form__reason">
            <input
              type="radio"
              name={`${id}-reason`}
              value={code}
              checked={reason === code}
              onChange={() => setReason(code)}
            />
            {labels.reason(code)}
          </label>
        ))}
        {errors.reason && (
          <span className="field-error" id={reasonErrorId}>
            {errors.reason}
          </span>
        )}
      </fieldset>
      <TextArea
        label={t('returns.note')}
        value={note}
        rows={3}
        onChange={(e) => setNote(e.target.value)}
        error={errors.note}
      />
      {banner && <Alert kind="error">{banner}</Alert>}
      <div className="rt-form__actions">
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('returns.sending') : t('returns.send')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('returns.cancel')}
        </button>
      </div>
    </form>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { TextArea, TextField } from '../../components/Field';
import { ApiError } from '../../lib/api';
import { firstMessages, validateForm } from '../../lib/validate-form';
import { reviewSchema } from '../../../../shared/validation/reviews';
import type { ReviewInput } from './api/review-types';
import { StarsInput } from './StarsInput';

/**
 * Stars, title and text; `send` posts or saves them. The shared rules are checked before sending (the server's
 * messages, under each field, as its 422 would show them); a 403 or 409 (and any other failure) shows above the
 * button. What was typed stays. The fields have no native `maxLength`: a browser counts it in UTF-16 units and cuts
 * what is pasted, where the shared rules count letters (an emoji is one).
 */
export function ReviewForm({
  initial,
  submitLabel,
  send,
  onCancel,
}: {
  initial?: ReviewInput;
  submitLabel: string;
  send: (input: ReviewInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<ReviewInput>(initial ?? { rating: 0, title: '', body: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string>();
  const sending = useMutation({ mutationFn: (input: ReviewInput) => send(input) });
  const busy = sending.isPending;
  const set = <K extends keyof ReviewInput>(key: K, value: ReviewInput[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = validateForm(reviewSchema, values);
    if (!checked.data) {
      setErrors(checked.errors);
      return;
    }
    const input = checked.data;
    setErrors({});
    setBanner(undefined);
    try {
      await sending.mutateAsync(input);
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 422 ? firstMessages(error.fieldErrors) : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        setBanner(
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : 'Your review could not be sent. Please try again.',
        );
    }
  }

  return (
    <form className="rv-form" onSubmit={submit} noValidate aria-label="Your review">
      <StarsInput value={values.rating} onChange={(stars) => set('rating', stars)} error={errors.rating} />
      <TextField
        label="Title"
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title}
      />
      <TextArea
        label="Review"
        value={values.body}
        rows={5}
        onChange={(e) => set('body', e.target.value)}
        error={errors.body}
      />
      {banner && <Alert kind="error">{banner}</Alert>}
      <div className="rv-form__actions">
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Sending...' : submitLabel}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

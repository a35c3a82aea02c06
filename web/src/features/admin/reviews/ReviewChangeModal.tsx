import { useMutation } from '@tanstack/react-query';
import { Alert, Input, Modal } from 'antd';
import { useState } from 'react';
import { ApiError, joinFieldErrors } from '../../../lib/api';
import { letterLimit } from '../../../lib/letter-limit';

export type ChangeKind = 'hide' | 'reply';

const TEXTS: Record<ChangeKind, { title: string; label: string; ok: string }> = {
  hide: { title: 'Hide review', label: 'Reason (the author sees it)', ok: 'Hide review' },
  reply: { title: 'Reply to review', label: 'Reply', ok: 'Save reply' },
};

/** Asks for the reason to hide a review, or the shop's reply to it; `save` sends it, a refusal shows here. */
export function ReviewChangeModal({
  kind,
  initial,
  save,
  onClose,
}: {
  kind: ChangeKind;
  initial: string;
  save: (text: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  const saving = useMutation({ mutationFn: (text: string) => save(text) });
  const busy = saving.isPending;
  const texts = TEXTS[kind];

  async function submit() {
    setError(undefined);
    try {
      await saving.mutateAsync(text.trim());
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? (joinFieldErrors(e.fieldErrors) ?? e.serverMessage ?? e.message) : String(e));
    }
  }

  return (
    <Modal
      open
      title={texts.title}
      okText={texts.ok}
      onOk={submit}
      confirmLoading={busy}
      okButtonProps={{ disabled: text.trim() === '' }}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <label className="admin-reviews__label">
        {texts.label}
        <Input.TextArea rows={4} count={letterLimit(2000)} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
    </Modal>
  );
}

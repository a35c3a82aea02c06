import { useRef, useState, type ChangeEvent } from 'react';
import { useText } from '../../lib/i18n';
import { avatarUrl, DEFAULT_AVATAR } from '../../lib/storage-url';
import { AVATAR_ACCEPT, avatarProblem } from './avatar-check';

interface Props {
  picture: string | null;
  name: string;
  /** Uploads the chosen file; resolves when the attempt is over. */
  onUpload: (file: File, onProgress: (percent: number) => void) => Promise<void>;
  onInvalid: (message: string) => void;
}

/** The avatar with its pencil: picks a file, checks its type and size, and shows the upload's progress. */
export function AvatarPicker({ picture, name, onUpload, onInvalid }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const t = useText();

  const picked = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) return onInvalid(problem);
    setProgress(0);
    try {
      await onUpload(file, setProgress);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="profile-avatar">
      <img
        key={picture ?? 'default'}
        className="profile-avatar__image"
        src={avatarUrl(picture)}
        alt={t('profile.avatar.alt', { name })}
        width={112}
        height={112}
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(DEFAULT_AVATAR)) e.currentTarget.src = DEFAULT_AVATAR;
        }}
      />
      <button
        type="button"
        className="profile-avatar__edit"
        onClick={() => input.current?.click()}
        disabled={progress !== null}
        aria-label={t('profile.avatar.change')}
      >
        <span aria-hidden="true">✎</span>
      </button>
      <input
        ref={input}
        type="file"
        accept={AVATAR_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={picked}
      />
      {progress !== null && (
        <p className="profile-avatar__progress" role="status">
          {t('profile.avatar.uploading', { progress })}
        </p>
      )}
    </div>
  );
}

import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldShell {
  label: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

function FieldShell({ label, error, children }: FieldShell) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <span className="field-error" id={errorId}>
          {error}
        </span>
      )}
    </div>
  );
}

type Labelled = { label: string; error?: string };

export function TextField({ label, error, ...input }: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} error={error}>
      {(a11y) => <input {...input} {...a11y} />}
    </FieldShell>
  );
}

export function TextArea({ label, error, ...input }: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} error={error}>
      {(a11y) => <textarea {...input} {...a11y} />}
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  options,
  placeholder,
  ...select
}: Labelled &
  SelectHTMLAttributes<HTMLSelectElement> & {
    /** Each choice: its text, or its value and the different text shown for it. */
    options: ReadonlyArray<string | { value: string; label: string }>;
    placeholder?: string;
  }) {
  const choices = options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
  return (
    <FieldShell label={label} error={error}>
      {(a11y) => (
        <select {...select} {...a11y}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {choices.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

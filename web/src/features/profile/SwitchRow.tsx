import { useText } from '../../lib/i18n';

/** One setting as a switch that says its state in words as well as by its thumb (My Profile). */
export function SwitchRow(props: {
  label: string;
  on: boolean;
  disabled: boolean;
  onToggle: () => void;
  describedBy?: string;
}) {
  const t = useText();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={props.on}
      aria-label={props.label}
      aria-describedby={props.describedBy}
      className="profile-switch__control"
      onClick={props.onToggle}
      disabled={props.disabled}
    >
      <span className="profile-switch__track" aria-hidden="true">
        <span className="profile-switch__thumb" />
      </span>
      <span className="profile-switch__label">{props.label}</span>
      <span className="profile-switch__state">{t(props.on ? 'profile.switch.on' : 'profile.switch.off')}</span>
    </button>
  );
}

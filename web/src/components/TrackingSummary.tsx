import { trackingText } from '../../../shared/rules/couriers';
import { useText } from '../lib/i18n';

interface Props {
  /** As the answers carry it. */
  tracking: { courier: string; number: string; url: string | null };
  className?: string;
}

/**
 * "Domex · DX123456" and, where the courier has a page for the number, a Track link that opens it in a new tab
 * (issue 22: My Orders and the back-office alike; in the page's language, English in the back-office).
 */
export function TrackingSummary({ tracking, className }: Props) {
  const t = useText();
  return (
    <span className={className}>
      {trackingText(tracking)}
      {tracking.url && (
        <>
          {' '}
          <a
            href={tracking.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('orderTable.trackLabel', { courier: tracking.courier })}
          >
            {t('orderTable.track')}
          </a>
        </>
      )}
    </span>
  );
}

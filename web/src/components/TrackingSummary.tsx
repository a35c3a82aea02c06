import { trackingText } from '../../../shared/rules/couriers';

interface Props {
  /** As the answers carry it. */
  tracking: { courier: string; number: string; url: string | null };
  className?: string;
}

/**
 * "Domex · DX123456" and, where the courier has a page for the number, a Track link that opens it in a new tab
 * (issue 22: My Orders and the back-office alike).
 */
export function TrackingSummary({ tracking, className }: Props) {
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
            aria-label={`Track the parcel with ${tracking.courier} (opens in a new tab)`}
          >
            Track
          </a>
        </>
      )}
    </span>
  );
}

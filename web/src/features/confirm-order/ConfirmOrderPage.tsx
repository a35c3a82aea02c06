import { useParams } from 'react-router-dom';
import { codConfirmationMessages } from '../../../../shared/messages/cod-confirmation';
import { Alert } from '../../components/Alert';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { useConfirmOrderByLink } from './api/confirm-order-by-link';
import './confirm-order.css';

export const CONFIRM_ORDER_TEXTS = {
  title: 'Confirm your order',
  intro: 'Press the button to confirm your cash on delivery order. We start preparing it once it is confirmed.',
  confirm: 'Confirm my order',
  confirming: 'Confirming...',
  failed: 'Sorry, we could not confirm your order. Please try again.',
} as const;

/** What a failed press says: the server's words for a bad or used link, an apology otherwise. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500)
    return error.serverMessage ?? codConfirmationMessages.badLink;
  return CONFIRM_ORDER_TEXTS.failed;
}

/** The page of the SMS link `/confirm/<token>` (issue 31): one press confirms the cash order. */
export default function ConfirmOrderPage() {
  usePageTitle(CONFIRM_ORDER_TEXTS.title);
  const { token = '' } = useParams();
  const confirm = useConfirmOrderByLink();
  const done = confirm.isSuccess;
  return (
    <div className="container page confirm-order">
      <h1 className="page-title">{CONFIRM_ORDER_TEXTS.title}</h1>
      {done ? (
        <Alert kind="success">
          {confirm.data.message} (order {confirm.data.data.order_number})
        </Alert>
      ) : (
        <>
          <p>{CONFIRM_ORDER_TEXTS.intro}</p>
          {confirm.isError && <Alert kind="error">{failureText(confirm.error)}</Alert>}
          <button type="button" className="btn" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
            {confirm.isPending ? CONFIRM_ORDER_TEXTS.confirming : CONFIRM_ORDER_TEXTS.confirm}
          </button>
        </>
      )}
    </div>
  );
}

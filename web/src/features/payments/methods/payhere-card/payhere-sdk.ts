/**
 * PayHere's onsite checkout in the browser. The script's address comes from the server with each payment
 * (`sdk_url`: PayHere's in the cloud, the local stand-in in the local shop), and is loaded once, on first use.
 */
export type PayhereOutcome = 'completed' | 'dismissed' | 'error';

interface PayhereSdk {
  startPayment: (payment: Record<string, unknown>) => void;
  onCompleted: (orderId: string) => void;
  onDismissed: () => void;
  onError: (error: string) => void;
}

declare global {
  interface Window {
    payhere?: PayhereSdk;
  }
}

const loading = new Map<string, Promise<PayhereSdk>>();

function loadSdk(url: string): Promise<PayhereSdk> {
  let sdk = loading.get(url);
  if (!sdk) {
    sdk = new Promise<PayhereSdk>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => (window.payhere ? resolve(window.payhere) : reject(new Error('PayHere did not load')));
      script.onerror = () => reject(new Error('PayHere did not load'));
      document.head.appendChild(script);
    });
    sdk.catch(() => loading.delete(url));
    loading.set(url, sdk);
  }
  return sdk;
}

/** Opens PayHere's window for a payment object and tells how it closed. Only the server's notification pays. */
export async function payWithPayhere(payment: Record<string, unknown>, sdkUrl: string): Promise<PayhereOutcome> {
  const sdk = await loadSdk(sdkUrl);
  return new Promise<PayhereOutcome>((resolve) => {
    sdk.onCompleted = () => resolve('completed');
    sdk.onDismissed = () => resolve('dismissed');
    sdk.onError = () => resolve('error');
    sdk.startPayment(payment);
  });
}

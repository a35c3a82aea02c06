import { localOutbox } from './in-process-outbox';
import type { LocalSms } from './sms-stand-in';

/** SMS go through the outbox with the mails; the viewer first waits (briefly) for the ones still on their way, as the mailbox does. */
const QUEUED_SMS_WAIT_MS = 5000;

/** The SMS the local stand-in received, newest first (/_local/sms and /_local/sms.json). */
export async function readLocalSms(smsEndpoint: string): Promise<LocalSms[]> {
  await localOutbox.idle(QUEUED_SMS_WAIT_MS);
  const res = await fetch(`${smsEndpoint}/store`);
  return ((await res.json()) as LocalSms[]).reverse();
}

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

export function smsPage(messages: LocalSms[]): string {
  const items = messages
    .map(
      (m) =>
        `<article><p class="meta">To ${esc(m.to)} · from ${esc(m.from)} · ${esc(m.date)} · ${m.encoding}, ${m.segments} segment${m.segments === 1 ? '' : 's'}</p><pre>${esc(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Local SMS</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#1b1b1b}article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}
.meta{color:#666;font-size:13px;margin:0 0 8px}pre{white-space:pre-wrap;background:#f6f6f6;padding:8px;margin:0}</style></head>
<body><h1>SMS sent by the local shop (${messages.length})</h1><p>Newest first. JSON: <a href="/_local/sms.json">/_local/sms.json</a></p>${items || '<p>No SMS yet.</p>'}</body></html>`;
}

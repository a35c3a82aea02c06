import { localOutbox } from './in-process-outbox';

/** The local mail box at /_local/mail(.json): what the local SES received, newest first. */
export interface LocalMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The mail's own headers (a marketing mail's List-Unsubscribe, decision 0081); empty for most mails. */
  headers: { name: string; value: string }[];
  date: string;
}

interface SesStoreEmail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  headers?: { name: string; value: string }[];
  at: number;
}

/** Order, status and contact mails are queued; the mail box first waits (briefly) for the ones still on their way. */
const QUEUED_MAIL_WAIT_MS = 5000;

export async function readLocalMail(sesEndpoint: string): Promise<LocalMail[]> {
  await localOutbox.idle(QUEUED_MAIL_WAIT_MS);
  const res = await fetch(`${sesEndpoint}/store`);
  const store = (await res.json()) as { emails: SesStoreEmail[] };
  return store.emails
    .map((e) => ({
      to: e.destination.to,
      from: e.from,
      subject: e.subject,
      text: e.body.text ?? '',
      html: e.body.html ?? '',
      headers: e.headers ?? [],
      date: new Date(e.at * 1000).toISOString(),
    }))
    .reverse();
}

/** Text made safe inside HTML (an element's text or a double-quoted attribute). */
export const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

export function mailPage(mails: LocalMail[]): string {
  const items = mails
    .map(
      (
        m,
        i,
      ) => `<article><h2>${esc(m.subject)}</h2><p class="meta">To ${esc(m.to.join(', '))} · from ${esc(m.from)} · ${esc(m.date)}</p>${m.headers.map((h) => `<p class="meta">${esc(h.name)}: ${esc(h.value)}</p>`).join('')}
<details ${i === 0 ? 'open' : ''}><summary>Show mail</summary><iframe title="${esc(m.subject)}" sandbox srcdoc="${esc(m.html)}"></iframe><pre>${esc(m.text)}</pre></details></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Local mail</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#1b1b1b}article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}
h2{font-size:18px;margin:0 0 4px}.meta{color:#666;font-size:13px;margin:0 0 8px}iframe{width:100%;height:420px;border:1px solid #eee}pre{white-space:pre-wrap;background:#f6f6f6;padding:8px}</style></head>
<body><h1>Mail sent by the local shop (${mails.length})</h1><p>Newest first. JSON: <a href="/_local/mail.json">/_local/mail.json</a></p>${items || '<p>No mail yet.</p>'}</body></html>`;
}

import { localOutbox } from './in-process-outbox';
import { esc } from './mail-viewer';
import type { LocalWhatsApp } from './whatsapp-stand-in';

/** WhatsApp messages go through the outbox; the viewer first waits (briefly) for the ones on their way, as the SMS list does. */
const QUEUED_WAIT_MS = 5000;

/** The WhatsApp messages the local stand-in received, newest first (/_local/whatsapp and /_local/whatsapp.json). */
export async function readLocalWhatsApp(endpoint: string): Promise<LocalWhatsApp[]> {
  await localOutbox.idle(QUEUED_WAIT_MS);
  const res = await fetch(`${endpoint}/store`);
  return ((await res.json()) as LocalWhatsApp[]).reverse();
}

export function whatsAppPage(messages: LocalWhatsApp[]): string {
  const items = messages
    .map(
      (m) =>
        `<article><p class="meta">To ${esc(m.to)} · from ${esc(m.from)} · ${esc(m.date)} · template ${esc(m.template)} (${esc(m.language)})</p><ol>${m.parameters.map((p) => `<li><pre>${esc(p)}</pre></li>`).join('')}</ol></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Local WhatsApp</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#1b1b1b}article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}
.meta{color:#666;font-size:13px;margin:0 0 8px}pre{white-space:pre-wrap;background:#f6f6f6;padding:8px;margin:0}</style></head>
<body><h1>WhatsApp messages sent by the local shop (${messages.length})</h1><p>Newest first, each with its template and parameters. JSON: <a href="/_local/whatsapp.json">/_local/whatsapp.json</a></p>${items || '<p>No WhatsApp messages yet.</p>'}</body></html>`;
}

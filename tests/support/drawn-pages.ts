import { shopUrl } from './api';

/** What a crawler or a link preview gets: the raw HTML, no script run. */
export async function rawPage(path: string): Promise<{ status: number; type: string | null; html: string }> {
  const res = await fetch(`${shopUrl()}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
}

/** The JSON-LD objects of a page, in order. */
export function jsonLd(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

/** Waits until the shop's stored HTML for `path` passes `test` (pages are drawn again shortly after a change). */
export async function eventually(
  path: string,
  test: (page: { status: number; html: string }) => boolean,
): Promise<{ status: number; html: string }> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const page = await rawPage(path);
    if (test(page) || Date.now() > deadline) return page;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The value of the radio a drawn product page has checked (its chosen size), or undefined. */
export const checkedRadio = (html: string) =>
  [...html.matchAll(/<input [^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('type="radio"') && / checked(=""|\s|\/|>)/.test(tag))
    .map((tag) => /value="([^"]*)"/.exec(tag)?.[1])[0];

/** A drawn product page's stock line ("Only (3 available)", "In Stock"). */
export const stockLine = (html: string) => /<p class="pp-stock[^"]*">([^<]*)<\/p>/.exec(html)?.[1];

/** Seeds the demo data on first start. The catalogue arrives with the storefront; until then there is nothing to seed. */
export async function seedDemoData(_repoRoot: string): Promise<string> {
  return 'none yet';
}

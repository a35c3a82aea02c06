/** `npm run openapi`: writes docs/api/openapi.json from the route table (tests/unit/openapi.test.ts fails when it is stale). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiText } from '../api/openapi-document';
import { REPO_ROOT } from '../repo-root';

const file = join(REPO_ROOT, 'docs/api/openapi.json');
writeFileSync(file, openApiText());
console.log(`Wrote ${file}`);

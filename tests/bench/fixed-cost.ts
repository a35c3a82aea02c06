/**
 * `npm run bench:cost`: synthesises the shop and edge stacks (no bundling, a few seconds) and prints what the shop
 * pays a month when nobody buys, line by line at us-east-1 list prices, with the counts each line is priced from
 * (tests/infra/idle-cost.ts; docs/deploy.md, "What the shop costs when nobody buys"; decision 0050). It prints
 * figures; tests/infra/idle-cost.test.ts is what fails when the docs' figures are not the stacks'.
 */
import { deployableTemplates } from '../infra/deployable-templates';
import type { TemplateJson } from '../infra/billed-items';
import { idleCost, usd } from '../infra/idle-cost';

const { shop, edge } = deployableTemplates();
const cost = idleCost(shop.toJSON() as TemplateJson, edge.toJSON() as TemplateJson);

const width = Math.max(...cost.lines.map((l) => l.name.length));
console.log('What the shop pays a month when nobody buys (us-east-1 list prices, no free tier)\n');
for (const { name, basis, amount } of cost.lines)
  console.log(`${name.padEnd(width)}  ${usd(amount).padStart(7)}  ${basis}`);
console.log(`${'Total'.padEnd(width)}  ${usd(cost.total).padStart(7)}`);
console.log(`${'With the always-free tier'.padEnd(width)}  ${usd(cost.totalWithFreeTier).padStart(7)}`);
console.log(`\nAlarms: ${cost.alarms.map((a) => `${a.name} (${a.metrics})`).join(', ')}`);

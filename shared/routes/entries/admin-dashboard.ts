import { dashboardData } from '../../api/dashboard';
import { ok } from '../../api/envelope';
import { dashboardSchema } from '../../validation/dashboard';
import { defineRoute } from '../define';

/** B1: the figures of a period from the daily aggregates. */
export const adminDashboard = defineRoute('admin-dashboard', {
  handler: 'functions/handlers/admin/dashboard.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read'],
  body: dashboardSchema,
  response: ok({ data: dashboardData }),
});

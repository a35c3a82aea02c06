import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { staffMember } from '../../api/user';
import { staffPageQuerySchema } from '../../validation/lists';
import { defineRoute } from '../define';

/** B9 `?page=&limit=&search=`: never a password (contract 7.12). */
export const adminStaffList = defineRoute('admin-staff-list', {
  handler: 'functions/handlers/admin/staff/list.ts',
  stack: 'Admin',
  access: 'admin',
  grants: ['signing-key', 'table:read'],
  query: staffPageQuerySchema,
  response: ok({
    data: z.object({
      staff: z.array(staffMember),
      pagination: z.object({
        currentPage: z.number(),
        totalPages: z.number(),
        limit: z.number(),
        totalStaff: z.number(),
      }),
    }),
  }),
});

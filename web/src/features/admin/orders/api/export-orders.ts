import { useMutation } from '@tanstack/react-query';
import { ApiError, callApi, joinFieldErrors } from '../../../../lib/api';
import { downloadText } from '../download-file';
import { ORDER_LIFE_TEXTS } from './get-order';

/** The file name the server gives the export, for the browser's download. */
export const exportFileName = (from: string, to: string) => `orders-${from}-to-${to}.csv`;

/** GET /v2/admin/orders-export (admins): the CSV of the orders placed in those Colombo days; the server's message on refusal. */
export async function exportOrdersCsv(from: string, to: string): Promise<string> {
  try {
    return await callApi('admin-orders-export', { query: { from, to } });
  } catch (e) {
    const message = e instanceof ApiError ? (joinFieldErrors(e.fieldErrors) ?? e.serverMessage) : undefined;
    throw new Error(message ?? ORDER_LIFE_TEXTS.exportFailed);
  }
}

/** The export of a range of days, downloaded once it arrives. */
export const useExportOrders = () =>
  useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) => exportOrdersCsv(from, to),
    onSuccess: (csv, { from, to }) => downloadText(csv, exportFileName(from, to), 'text/csv;charset=utf-8'),
  });

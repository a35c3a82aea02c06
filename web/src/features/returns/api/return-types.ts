import type { RouteBody, RouteResponse } from '../../../../../shared/routes';

/** A return as the customer's routes answer it (issue 22's wire format). */
export type CustomerReturn = RouteResponse<'returns-mine'>['data'][number];
/** What the return form sends (`POST /v2/user/orders/{order_id}/returns`). */
export type ReturnRequest = RouteBody<'returns-create'>;

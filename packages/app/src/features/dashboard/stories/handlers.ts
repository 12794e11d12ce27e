import { delay, http, HttpResponse } from 'msw';
import { API_BASE, apiPaths, type Dashboard } from '@jiyun/domain';

/** What the dashboard stories can ask of `GET /merchants/dashboard`. */
export type DashboardLoad = 'ok' | 'loading' | 'error';

/** Answers `dashboard`, or never, or a 500 the first `failures` times. */
export function dashboardHandler(
  dashboard: Dashboard,
  { load = 'ok', failures = Infinity }: { load?: DashboardLoad; failures?: number } = {},
) {
  let failed = 0;
  return http.get(`${API_BASE}${apiPaths.dashboard}`, async () => {
    if (load === 'loading') await delay('infinite');
    if (load === 'error' && failed < failures) {
      failed += 1;
      return HttpResponse.json({ message: 'Internal error', code: 'INTERNAL' }, { status: 500 });
    }
    return HttpResponse.json({ data: dashboard });
  });
}

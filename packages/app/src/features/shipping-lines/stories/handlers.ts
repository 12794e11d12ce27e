import { http, HttpResponse } from 'msw';
import { statusAfterAction, type ShippingLineDetail, type ShippingLinePatch } from '@jiyun/domain';
import { activeWarehouses, canadaLocations, lineList } from './fixtures';

/**
 * The API of one line for a page story: GET answers the line as it stands, PATCH applies the
 * section it names (as the server would) or fails with a 500 when `failPatch` is set.
 */
export function lineHandlers(
  initial: ShippingLineDetail,
  { failPatch = false }: { failPatch?: boolean } = {},
) {
  let line: ShippingLineDetail = structuredClone(initial);
  return [
    http.get('/api/v1/merchants/shipping-lines', () => HttpResponse.json({ data: lineList })),
    http.get('/api/v1/merchants/shipping-lines/:id', () => HttpResponse.json({ data: line })),
    http.patch('/api/v1/merchants/shipping-lines/:id', async ({ request }) => {
      if (failPatch) {
        return HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 });
      }
      if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
        const form = await request.formData();
        const name = form.get('name');
        if (typeof name === 'string') {
          line = {
            ...line,
            basicInfo: { ...line.basicInfo, displayInformation: { name, image: null } },
          };
        }
        return HttpResponse.json({ data: line });
      }
      const body = (await request.json()) as ShippingLinePatch;
      if (body.field === 'status')
        line = { ...line, status: statusAfterAction(body.payload.status) };
      if (body.field === 'basicInfo' && body.part === 'routeInformation') {
        line = {
          ...line,
          basicInfo: {
            ...line.basicInfo,
            routeInformation: { ...line.basicInfo.routeInformation, ...body.payload },
          },
        };
      }
      if (body.field === 'parcelInfo') {
        const size = body.payload;
        line = {
          ...line,
          parcelInfo: {
            minimum_weight: size.min_weight,
            maximum_weight: size.max_weight,
            maximum_volume: size.max_volume,
            maximum_volume_unit: size.max_volume_unit,
            max_single_length: size.max_single_length,
            max_single_length_unit: size.max_single_length_unit,
            max_sum_three_side: size.max_sum_three_side,
            max_sum_three_side_unit: size.max_sum_three_side_unit,
          },
        };
      }
      return HttpResponse.json({ data: line });
    }),
    http.get('/api/v1/merchants/warehouses', () => HttpResponse.json({ data: activeWarehouses })),
    http.get('/api/v1/merchants/locations', () =>
      HttpResponse.json({ data: canadaLocations, results: canadaLocations.length }),
    ),
  ];
}

import {
  coverageSchema,
  GOODS_TYPES,
  pricingSchema,
  routeCode,
  SHIPPING_LINE_ORIGIN,
  TRANSPORT_TYPES,
  warehouseChoiceSchema,
  wizardMainRouteSchema,
  type ShippingLineDraft,
  type ShippingLineDraftCoverage,
  type WarehouseShippingLine,
} from '@jiyun/domain';
import type {
  CoverageForm,
  ExceptionCityForm,
  MainRouteForm,
  PricingForm,
  PricingValuesForm,
  WizardDraft,
} from './draft';

/** The five steps of the stepper (A16), in order. */
export const STEPPER_STEPS = ['main', 'coverage', 'pricing', 'warehouse', 'deposit'] as const;
/** Every page of the wizard: the five steps, then the confirmation page. */
export const WIZARD_STEPS = [...STEPPER_STEPS, 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function isWizardStep(value: string | undefined): value is WizardStep {
  return (WIZARD_STEPS as readonly (string | undefined)[]).includes(value);
}

export function previousStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) - 1] ?? null;
}

export function nextStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? null;
}

/** Text as typed → the number it says; nothing typed (or not a number) stays out of the body. */
export function typedNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '.') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** A choice as chosen: an empty select stays out of the body, so the schema says "required". */
function chosen(text: string): string | undefined {
  return text === '' ? undefined : text;
}

/** Step 1 as the request sends it (`mainRoute`). */
export function mainRouteBody(form: MainRouteForm) {
  return {
    departing_country: SHIPPING_LINE_ORIGIN,
    arrival_country: chosen(form.arrival_country),
    transport_method: chosen(form.transport_method),
    goods_type: chosen(form.goods_type),
    min_time: typedNumber(form.min_time),
    min_days_unit: form.min_days_unit,
    max_time: typedNumber(form.max_time),
    max_days_unit: form.max_days_unit,
    name: form.name,
  };
}

/** Step 2 as the request sends it: English names, which the server matches (with ids). */
export function coverageBody(form: CoverageForm): ShippingLineDraftCoverage {
  return {
    all_provinces: form.all_provinces,
    provinces: form.provinces.map((province) => ({
      province_name: province.name,
      all_cities: province.all_cities,
      city_names: province.cities.map((city) => city.name),
    })),
  };
}

function pricingValuesBody(form: PricingValuesForm) {
  return {
    base_price: typedNumber(form.base_price),
    unit: typedNumber(form.unit),
    additional_weight_price: typedNumber(form.additional_weight_price),
    per_unit: form.per_unit,
    volumetric_divisor: typedNumber(form.volumetric_divisor),
  };
}

function exceptionBody(city: ExceptionCityForm) {
  return {
    city_name: city.city_name,
    province_name: city.province_name,
    ...pricingValuesBody(city),
  };
}

/** Step 3 as the request sends it (`pricing`); no exception city leaves `cities` out. */
export function pricingBody(form: PricingForm) {
  return {
    currency: 'CNY' as const,
    ...pricingValuesBody(form),
    ...(form.cities.length > 0 ? { cities: form.cities.map(exceptionBody) } : {}),
  };
}

function passes(schema: { isValidSync: (value: unknown) => boolean }, body: unknown): boolean {
  return schema.isValidSync(body);
}

/** Whether a step's part of the draft is complete, by the request's own schema. */
export function isStepComplete(draft: WizardDraft, step: WizardStep): boolean {
  switch (step) {
    case 'main':
      return passes(wizardMainRouteSchema, mainRouteBody(draft.mainRoute));
    case 'coverage':
      return passes(coverageSchema, coverageBody(draft.coverage));
    case 'pricing':
      return passes(pricingSchema, pricingBody(draft.pricing));
    case 'warehouse':
      return passes(warehouseChoiceSchema, draft.warehouse);
    case 'deposit':
      return (
        draft.deposit.claimed_for !== '' &&
        draft.deposit.claimed_for === draft.mainRoute.arrival_country
      );
    case 'review':
      return false;
  }
}

/**
 * The step a merchant may open: `wanted` when every step before it is complete, else the first
 * incomplete one (a step cannot be reached by URL before its predecessors are valid).
 */
export function reachableStep(draft: WizardDraft, wanted: WizardStep): WizardStep {
  for (const step of WIZARD_STEPS) {
    if (step === wanted || !isStepComplete(draft, step)) return step;
  }
  return wanted;
}

/**
 * The route code the draft's first step names (CN-CA-A-G), or null until destination, transport
 * and goods are chosen.
 */
export function draftRouteCode(form: MainRouteForm): string | null {
  const transport = TRANSPORT_TYPES.find((one) => one === form.transport_method);
  const goods = GOODS_TYPES.find((one) => one === form.goods_type);
  if (form.arrival_country === '' || !transport || !goods) return null;
  return routeCode({
    origin_country: SHIPPING_LINE_ORIGIN,
    destination_country: form.arrival_country,
    transport_type: transport,
    goods_type: goods,
  });
}

/**
 * The warehouses that have a line for the route already (not deleted): a second one there is
 * refused (A49), so the warehouse step does not offer them.
 */
export function warehousesWithRoute(
  lines: readonly Pick<WarehouseShippingLine, 'warehouse_id' | 'route_code' | 'status'>[],
  code: string | null,
): Set<string> {
  if (code === null) return new Set();
  return new Set(
    lines
      .filter((line) => line.status !== 'deleted' && line.route_code.toUpperCase() === code)
      .map((line) => line.warehouse_id),
  );
}

/**
 * The request of `POST /merchants/shipping-lines`, once every step is complete; the deposit
 * payment goes with it, to be recorded with the line (A49).
 */
export function draftBody(draft: WizardDraft): ShippingLineDraft | null {
  const body = {
    mainRoute: mainRouteBody(draft.mainRoute),
    coverage: coverageBody(draft.coverage),
    pricing: pricingBody(draft.pricing),
    warehouse: { warehouse_id: draft.warehouse.warehouse_id },
    ...(isStepComplete(draft, 'deposit') ? { deposit: { method: draft.deposit.method } } : {}),
  };
  const complete = (['main', 'coverage', 'pricing', 'warehouse'] as const).every((step) =>
    isStepComplete(draft, step),
  );
  // Each part was just checked against its schema, so the body has the draft's shape.
  return complete ? (body as ShippingLineDraft) : null;
}

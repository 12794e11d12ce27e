import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Controller, type Path, type PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  ConfirmModal,
  EmptyState,
  Loading,
  media,
  Select,
  Table,
  TextArea,
  TextField,
  theme,
  useToast,
  type TableColumn,
} from '@jiyun/design-system';
import { lineTakesNewParcels, parcelCreateSchema, type Parcel } from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import { FormActions } from '../../../forms/FormActions';
import { StyledFormGrid, StyledFormWide, StyledPageForm } from '../../../forms/form-layout';
import { useNavigateAfterSave } from '../../../forms/leave-guard';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { languageFromStored } from '../../../i18n/language';
import { timeOfDay } from '../../../lib/dates';
import { MeasurementFields } from '../components/MeasurementFields';
import { PageHeader } from '../../../components/PageHeader';
import { ProblemFields } from '../components/ProblemFields';
import { WarehouseBreadcrumb } from '../components/WarehouseBreadcrumb';
import { nextIntakeField } from '../model/intake-focus';
import { intakeFieldKindOf, intakeKeyAction, SUBMIT_AND_SCAN_SHORTCUT } from '../model/intake-keys';
import {
  emptyNewParcelForm,
  keepDecimal,
  nextScanForm,
  parcelCreateBody,
  PARCEL_FAILURE_KEYS,
  type NewParcelForm,
  type ParcelErrorKey,
} from '../model/parcel-form';
import { useCreateParcel, useWarehouse, useWarehouseShippingLines } from '../queries';
import { urls } from '../../../routes/urls';
import { InboundDateField } from '../components/InboundDateField';
import { ParcelPanel } from '../components/ParcelPanel';
import { PrintLabelButton } from '../components/PrintLabelButton';
import {
  parseReceivedBatch,
  receivedBatchKey,
  receivedOf,
  withReceived,
  type ReceivedParcel,
} from '../model/intake-batch';

const StyledMeasurements = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[4]};

  ${media.atLeast('md')} {
    grid-column: 1 / -1;
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledHint = styled.p`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const StyledBatch = styled.div`
  max-width: 880px;
  margin-top: ${theme.space[6]};
`;

/** sessionStorage, tolerant of private modes that refuse it: the list then lasts until leaving. */
function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the list is kept until the page is left.
  }
}

/**
 * The parcels received on this page in this tab, newest first. Kept in sessionStorage per
 * warehouse, so a reload in the middle of a batch keeps the list; closing the tab ends it.
 */
function useReceivedBatch(warehouseId: string) {
  const key = receivedBatchKey(warehouseId);
  const [batch, setBatch] = useState(() => ({
    key,
    rows: parseReceivedBatch(readSession(key)),
  }));
  // Another warehouse in the same page (its id changed in the URL): its own list.
  if (batch.key !== key) setBatch({ key, rows: parseReceivedBatch(readSession(key)) });
  useEffect(() => {
    writeSession(batch.key, JSON.stringify(batch.rows));
  }, [batch]);
  return {
    rows: batch.key === key ? batch.rows : [],
    add: (parcel: Parcel) =>
      setBatch((current) => ({ ...current, rows: withReceived(current.rows, receivedOf(parcel)) })),
    clear: () => setBatch((current) => ({ ...current, rows: [] })),
  };
}

type Field = keyof NewParcelForm;
type SaveMode = 'submit' | 'scan';

/** /warehouse/{id}/new-parcel: receive parcels, one after another, from the keyboard or a scanner. */
export function NewParcelPage() {
  const { t, i18n } = useTranslation('warehouses');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const navigateAfterSave = useNavigateAfterSave();
  const toast = useToast();
  const { warehouseId = '' } = useParams();
  // The parcel open in the side panel, from the batch list (in the URL, as on the inventory).
  const [params, setParams] = useSearchParams();
  const openParcel = params.get('parcel');
  const showParcel = (parcelId: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (parcelId === null) next.delete('parcel');
      else next.set('parcel', parcelId);
      return next;
    });
  const received = useReceivedBatch(warehouseId);
  const warehouse = useWarehouse(warehouseId);
  const lines = useWarehouseShippingLines(warehouseId);
  // Not form state: which of the two saves the duplicate question resends (null: not asked),
  // and which button shows the spinner.
  const [duplicateOf, setDuplicateOf] = useState<SaveMode | null>(null);
  const [savingMode, setSavingMode] = useState<SaveMode>('scan');
  const trackingRef = useRef<HTMLInputElement>(null);
  const back = urls.warehouses.inventory(warehouseId);

  // Suspended and pending lines take no new parcel (A40): they are not offered.
  const lineOptions = (lines.data ?? [])
    .filter((line) => lineTakesNewParcels(line.status))
    .map((line) => ({
      value: line.route_code,
      label: `${line.name} (${line.route_code})`,
    }));
  // With a single line there is nothing to choose: it is taken for every parcel.
  const onlyLine = lineOptions.length === 1 ? (lineOptions[0]?.value ?? '') : '';
  const withLine = (typed: NewParcelForm): NewParcelForm => ({
    ...typed,
    shipping_route_code: typed.shipping_route_code || onlyLine,
  });
  const {
    control,
    values,
    setValue,
    reset,
    getValues,
    formRef,
    submit,
    showsProblems,
    errorText,
    lengthProps,
  } = useSchemaForm<NewParcelForm, ParcelErrorKey>({
    schema: parcelCreateSchema,
    defaultValues: emptyNewParcelForm(new Date()),
    toBody: (typed) => parcelCreateBody(withLine(typed)),
    failureKeys: PARCEL_FAILURE_KEYS,
    // A scanner fills the form in a burst: problems are said when a save is tried.
    showFailures: 'submitted',
  });
  const create = useCreateParcel(warehouseId);

  const errorOf = (field: Field): string | undefined => {
    return errorText(field, (key) => t(key));
  };
  const set = <K extends Field>(field: K, value: NewParcelForm[K]) =>
    // The generic field name is one of NewParcelForm's own: react-hook-form's Path of it.
    setValue(field as Path<NewParcelForm>, value as PathValue<NewParcelForm, Path<NewParcelForm>>, {
      shouldDirty: true,
    });

  const save = (mode: SaveMode, confirmDuplicate = false) => {
    if (create.isPending) return;
    submit((typed) => {
      setSavingMode(mode);
      create.mutate(parcelCreateBody(withLine(typed), confirmDuplicate), {
        onSuccess: (parcel) => {
          received.add(parcel);
          toast.show({
            tone: 'success',
            message: t('newParcel.created', { tracking: parcel.tracking_id }),
          });
          if (mode === 'submit') {
            navigateAfterSave(back);
            return;
          }
          reset(nextScanForm(getValues(), new Date()));
          trackingRef.current?.focus();
        },
        onError: (error) => {
          if (readApiFailure(error).status === 409) setDuplicateOf(mode);
        },
      });
    })();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const form = formRef.current;
    const target = event.target as HTMLElement;
    if (!form) return;
    const fields = [...form.querySelectorAll<HTMLElement>('[data-intake]')].filter(
      (field) => !(field as HTMLInputElement).disabled,
    );
    const index = fields.indexOf(target);
    const kind = intakeFieldKindOf(target);
    const action = intakeKeyAction(
      {
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        isComposing: event.nativeEvent.isComposing,
      },
      // A text box outside the intake list (the date) still never submits on Enter.
      { kind, isLast: index !== -1 && index === fields.length - 1 },
    );
    if (action === 'default') return;
    event.preventDefault();
    if (action === 'submit-and-scan') save('scan');
    else nextIntakeField(fields, target)?.focus();
  };

  if (warehouse.isError) {
    const notFound = readApiFailure(warehouse.error).status === 404;
    return (
      <>
        <PageHeader breadcrumb={<WarehouseBreadcrumb items={[]} />} title={t('newParcel.title')} />
        <Alert tone="error">{notFound ? t('inventory.notFound') : t('inventory.loadFailed')}</Alert>
      </>
    );
  }
  if (warehouse.isPending) return <Loading label={t('list.loading')} />;

  const noLines = lines.isSuccess && lineOptions.length === 0;
  const createFailed = create.isError && readApiFailure(create.error).status !== 409;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save('submit');
  };

  const header = (
    <PageHeader
      breadcrumb={
        <WarehouseBreadcrumb
          items={[
            { label: warehouse.data.warehouse_name, href: back },
            { label: t('breadcrumb.newParcel') },
          ]}
        />
      }
      title={t('newParcel.title')}
    />
  );

  // Without an active line no parcel can be received (A40): say so, and where to get one.
  if (noLines) {
    return (
      <>
        {header}
        <EmptyState
          headingLevel={2}
          illustration="box"
          title={t('newParcel.noLine.title')}
          description={t('newParcel.noShippingLines')}
          action={
            <Button variant="primary" onClick={() => void navigate(urls.shippingLines.list())}>
              {t('newParcel.noLine.action')}
            </Button>
          }
        />
      </>
    );
  }

  const batchColumns: TableColumn<ReceivedParcel>[] = [
    { key: 'tracking_id', header: t('parcel.fields.tracking_id'), kind: 'identifier' },
    { key: 'personal_id', header: t('parcel.fields.personal_id'), kind: 'identifier' },
    { key: 'shelf_location', header: t('parcel.fields.shelf_location'), kind: 'identifier' },
    {
      key: 'received_at',
      header: t('newParcel.batch.receivedAt'),
      kind: 'date',
      render: (row) => timeOfDay(row.received_at, languageFromStored(i18n.language)),
    },
    {
      key: 'label',
      header: t('newParcel.batch.label'),
      kind: 'action',
      align: 'end',
      // One click prints the label of a parcel just received (Tab reaches it from the form).
      render: (row) => (
        <PrintLabelButton
          warehouseId={warehouseId}
          parcelId={String(row.parcel_id)}
          variant="text"
          size="sm"
          aria-label={t('newParcel.batch.printLabel', { tracking: row.tracking_id })}
        />
      ),
    },
  ];

  return (
    <>
      {header}
      <StyledPageForm
        $maxWidth="880px"
        ref={formRef}
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        noValidate
      >
        {createFailed && <Alert tone="error">{t('newParcel.createFailed')}</Alert>}
        <Card as="section" title={t('newParcel.session')} headingLevel={2}>
          <StyledFormGrid>
            <Controller
              control={control}
              name="inbound_date"
              render={({ field }) => (
                <InboundDateField
                  value={field.value}
                  onChange={field.onChange}
                  error={errorOf('inbound_date')}
                />
              )}
            />
            <Controller
              control={control}
              name="shelf_location"
              render={({ field }) => (
                <TextField
                  label={t('parcel.fields.shelf_location')}
                  name="shelf_location"
                  {...lengthProps('shelf_location')}
                  data-intake=""
                  required
                  autoComplete="off"
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  error={errorOf('shelf_location')}
                />
              )}
            />
            <StyledFormWide>
              <StyledHint>{t('newParcel.sessionHint')}</StyledHint>
            </StyledFormWide>
          </StyledFormGrid>
        </Card>
        <Card as="section" title={t('newParcel.details')} headingLevel={2}>
          <StyledFormGrid>
            <Controller
              control={control}
              name="tracking_id"
              render={({ field }) => (
                <TextField
                  ref={trackingRef}
                  label={t('parcel.fields.tracking_id')}
                  name="tracking_id"
                  {...lengthProps('tracking_id')}
                  data-intake=""
                  required
                  // The page exists to scan: the cursor waits in the tracking field.
                  // eslint-disable-next-line jsx-a11y/no-autofocus
                  autoFocus
                  autoComplete="off"
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  error={errorOf('tracking_id')}
                />
              )}
            />
            <Controller
              control={control}
              name="personal_id"
              render={({ field }) => (
                <TextField
                  label={t('parcel.fields.personal_id')}
                  name="personal_id"
                  {...lengthProps('personal_id')}
                  data-intake=""
                  required
                  autoComplete="off"
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  error={errorOf('personal_id')}
                />
              )}
            />
            <StyledMeasurements>
              <MeasurementFields
                values={values}
                onChange={(field, value) => set(field, keepDecimal(value))}
                errorOf={errorOf}
                intake
              />
            </StyledMeasurements>
            <StyledFormWide>
              <Controller
                control={control}
                name="shipping_route_code"
                render={({ field }) => (
                  <Select
                    label={t('parcel.fields.shipping_line')}
                    name="shipping_route_code"
                    data-intake=""
                    required
                    placeholder={t('newParcel.shippingLinePlaceholder')}
                    options={lineOptions}
                    value={field.value || onlyLine}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    disabled={lines.isError}
                    error={
                      lines.isError
                        ? t('newParcel.shippingLinesFailed')
                        : errorOf('shipping_route_code')
                    }
                  />
                )}
              />
            </StyledFormWide>
            <StyledFormWide>
              <Controller
                control={control}
                name="notes"
                render={({ field }) => (
                  <TextArea
                    label={t('parcel.fields.notes')}
                    name="notes"
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    maxLength={500}
                    minRows={2}
                  />
                )}
              />
            </StyledFormWide>
            <ProblemFields
              values={values}
              onChange={set}
              errorOf={errorOf}
              ToggleFrame={StyledFormWide}
            />
          </StyledFormGrid>
        </Card>
        <StyledHint>
          {t('newParcel.keyboardHint', { shortcut: SUBMIT_AND_SCAN_SHORTCUT })}
        </StyledHint>
        <FormActions
          problem={
            createFailed
              ? t('newParcel.createFailed')
              : showsProblems
                ? tc('forms.checkFields')
                : null
          }
        >
          <Button type="button" variant="secondary" onClick={() => void navigate(back)}>
            {t('newParcel.cancel')}
          </Button>
          <Button
            type="submit"
            variant="secondary"
            loading={create.isPending && savingMode === 'submit'}
          >
            {t('newParcel.submit')}
          </Button>
          <Button
            type="button"
            variant="primary"
            aria-keyshortcuts="Control+Enter"
            loading={create.isPending && savingMode === 'scan'}
            onClick={() => save('scan')}
          >
            {t('newParcel.submitAndScan')}
          </Button>
        </FormActions>
      </StyledPageForm>
      <StyledBatch>
        <Card
          as="section"
          headingLevel={2}
          title={t('newParcel.batch.title', { count: received.rows.length })}
          actions={
            received.rows.length > 0 ? (
              <Button variant="text" size="sm" onClick={received.clear}>
                {t('newParcel.batch.clear')}
              </Button>
            ) : undefined
          }
        >
          {received.rows.length === 0 ? (
            <StyledHint>{t('newParcel.batch.empty')}</StyledHint>
          ) : (
            <Table
              caption={t('newParcel.batch.caption')}
              captionHidden
              columns={batchColumns}
              rows={received.rows}
              getRowId={(row) => String(row.parcel_id)}
              getRowLabel={(row) => row.tracking_id}
              onRowClick={(row) => showParcel(String(row.parcel_id))}
            />
          )}
        </Card>
      </StyledBatch>
      <ParcelPanel
        warehouseId={warehouseId}
        parcelId={openParcel}
        onClose={() => showParcel(null)}
      />
      <ConfirmModal
        open={duplicateOf !== null}
        title={t('newParcel.duplicateTitle')}
        message={t('newParcel.duplicateMessage', { tracking: values.tracking_id.trim() })}
        confirmLabel={t('newParcel.duplicateConfirm')}
        backLabel={t('newParcel.duplicateBack')}
        closeLabel={t('actions.close')}
        confirming={create.isPending}
        onBack={() => {
          setDuplicateOf(null);
          create.reset();
          trackingRef.current?.focus();
        }}
        onConfirm={() => {
          const mode = duplicateOf ?? 'scan';
          setDuplicateOf(null);
          save(mode, true);
        }}
      />
    </>
  );
}

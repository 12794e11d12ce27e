import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Alert, Button, Loading, StatusTag, useToast } from '@jiyun/design-system';
import { warehouseStatusTone } from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import { PageHeader } from '../../../components/PageHeader';
import { WarehouseBreadcrumb } from '../components/WarehouseBreadcrumb';
import { WarehouseDetails } from '../components/WarehouseDetails';
import { WarehouseForm } from '../components/WarehouseForm';
import {
  changedWarehouseFields,
  warehouseFormBody,
  warehouseFormOf,
} from '../model/warehouse-form';
import { useUpdateWarehouse, useWarehouse } from '../queries';
import { urls } from '../../../routes/urls';
import { fileRefusalOf } from '../../../forms/file-refusal';

/**
 * /warehouse/{id}/settings: the stored values as text with Edit at the top; Edit opens the form,
 * whose Save sends only what changed. A failed save keeps the form and what was typed (A23).
 */
export function WarehouseSettingsPage() {
  const { t } = useTranslation('warehouses');
  const { warehouseId = '' } = useParams();
  const toast = useToast();
  const warehouse = useWarehouse(warehouseId);
  const [editing, setEditing] = useState(false);
  // Leaving the form (Cancel, a save) hands the cursor back to Edit, where the merchant started.
  const editRef = useRef<HTMLButtonElement>(null);
  const leftForm = useRef(false);
  useEffect(() => {
    if (editing || !leftForm.current) return;
    leftForm.current = false;
    editRef.current?.focus();
  }, [editing]);
  const initial = useMemo(
    () => (warehouse.data ? warehouseFormOf(warehouse.data) : null),
    [warehouse.data],
  );
  const update = useUpdateWarehouse(warehouseId, {
    onSuccess: () => {
      leftForm.current = true;
      setEditing(false);
      toast.show({ tone: 'success', message: t('form.saved') });
    },
  });

  // Each Edit or Cancel starts without the last save's refusal.
  const setEditingFresh = (next: boolean) => {
    leftForm.current = !next;
    update.reset();
    setEditing(next);
  };

  if (warehouse.isPending) return <Loading label={t('list.loading')} />;
  if (warehouse.isError || !initial) {
    const notFound = readApiFailure(warehouse.error).status === 404;
    return (
      <>
        <PageHeader
          breadcrumb={<WarehouseBreadcrumb items={[{ label: t('breadcrumb.settings') }]} />}
          title={t('form.settingsTitle')}
        />
        <Alert tone="error">
          {notFound ? t('inventory.notFound') : t('form.errors.loadFailed')}
        </Alert>
      </>
    );
  }

  const failure = update.isError ? readApiFailure(update.error) : null;
  // Only changed fields are sent: without a new name, the stored one was refused.
  const sentName = update.variables?.get('warehouse_name');
  const { data } = warehouse;
  return (
    <>
      <PageHeader
        breadcrumb={
          <WarehouseBreadcrumb
            items={[
              { label: data.warehouse_name, href: urls.warehouses.inventory(data.id) },
              { label: t('breadcrumb.settings') },
            ]}
          />
        }
        title={t('form.settingsTitle')}
        tag={
          <StatusTag
            tone={warehouseStatusTone(data.status)}
            label={t(`warehouseStatus.${data.status}`)}
          />
        }
        actions={
          editing ? undefined : (
            <Button ref={editRef} variant="primary" onClick={() => setEditingFresh(true)}>
              {t('form.actions.edit')}
            </Button>
          )
        }
      />
      {!editing && <WarehouseDetails warehouse={data} />}
      {editing && (
        <WarehouseForm
          // A save hands back the stored warehouse: the form starts again from it.
          key={data.updated_at}
          mode="settings"
          initial={initial}
          currentImage={data.image}
          knownOperators={data.warehouse_operators}
          onCancel={() => setEditingFresh(false)}
          submitting={update.isPending}
          failure={
            failure && failure.status !== 409 && !fileRefusalOf(update.error)
              ? t('form.errors.updateFailed')
              : null
          }
          imageRefusal={fileRefusalOf(update.error)}
          takenName={
            failure?.status === 409
              ? typeof sentName === 'string'
                ? sentName
                : initial.warehouse_name
              : null
          }
          onSubmit={({ values, image }) =>
            update.mutate(warehouseFormBody(changedWarehouseFields(initial, values), image))
          }
        />
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@jiyun/design-system';
import { readApiFailure } from '../../../api/api-error';
import { fileRefusalOf } from '../../../forms/file-refusal';
import { useNavigateAfterSave } from '../../../forms/leave-guard';
import { PageHeader } from '../../../components/PageHeader';
import { WarehouseBreadcrumb } from '../components/WarehouseBreadcrumb';
import { WarehouseForm } from '../components/WarehouseForm';
import { emptyWarehouseForm, warehouseFormBody } from '../model/warehouse-form';
import { useCreateWarehouse } from '../queries';
import { urls } from '../../../routes/urls';

/** /warehouse/new-warehouse: create, then land on the new warehouse's inventory. */
export function NewWarehousePage() {
  const { t } = useTranslation('warehouses');
  const navigate = useNavigate();
  const navigateAfterSave = useNavigateAfterSave();
  const toast = useToast();
  const create = useCreateWarehouse({
    onSuccess: (warehouse) => {
      toast.show({
        tone: 'success',
        message: t('form.created', { name: warehouse.warehouse_name }),
      });
      navigateAfterSave(urls.warehouses.inventory(warehouse.id));
    },
  });
  const failure = create.isError ? readApiFailure(create.error) : null;
  const nameTaken = failure?.status === 409;
  const imageRefusal = fileRefusalOf(create.error);
  const sentName = create.variables?.get('warehouse_name');

  return (
    <>
      <PageHeader
        breadcrumb={<WarehouseBreadcrumb items={[{ label: t('breadcrumb.newWarehouse') }]} />}
        title={t('form.createTitle')}
      />
      <WarehouseForm
        mode="create"
        initial={emptyWarehouseForm()}
        submitting={create.isPending}
        failure={failure && !nameTaken && !imageRefusal ? t('form.errors.createFailed') : null}
        imageRefusal={imageRefusal}
        takenName={nameTaken && typeof sentName === 'string' ? sentName : null}
        onCancel={() => void navigate(urls.warehouses.list())}
        onSubmit={({ values, image }) => {
          const { address_line_2, ...required } = values;
          create.mutate(warehouseFormBody(address_line_2 ? values : required, image));
        }}
      />
    </>
  );
}

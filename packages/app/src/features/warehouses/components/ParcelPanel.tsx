import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Loading, SidePanel, theme, useToast } from '@jiyun/design-system';
import type { Parcel } from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import { tableDate } from '../../../lib/dates';
import { languageFromStored } from '../../../i18n/language';
import { useParcel } from '../queries';
import { ParcelEditForm } from './ParcelEditForm';
import { PrintLabelButton } from './PrintLabelButton';
import { ParcelStatusCell } from './ParcelStatusCell';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, auto) 1fr;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0 0 ${theme.space[5]};

  dt {
    color: ${theme.color.text.secondary};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Print label and Edit, side by side at the footer's end. */
const StyledFooter = styled.div`
  display: flex;
  gap: ${theme.space[3]};
  justify-content: flex-end;
  flex: 1 1 100%;
`;

/** The panel's footer while editing: the edit form puts its Save and Cancel here. */
const StyledActionsSlot = styled.div`
  flex: 1 1 100%;
  min-width: 0;
`;

const StyledSectionTitle = styled.h3`
  margin-bottom: ${theme.space[3]};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
`;

interface ParcelPanelProps {
  warehouseId: string;
  /** The open parcel (from the URL); null keeps the panel closed. */
  parcelId: string | null;
  onClose: () => void;
}

/** The side panel of one parcel: its details, Print label and Edit. */
export function ParcelPanel({ warehouseId, parcelId, onClose }: ParcelPanelProps) {
  const { t } = useTranslation('warehouses');
  const parcel = useParcel(warehouseId, parcelId);
  const [editing, setEditing] = useState(false);
  // The footer element the edit form's buttons are rendered into (a DOM node, hence state).
  const [actionsSlot, setActionsSlot] = useState<HTMLDivElement | null>(null);
  const toast = useToast();
  const close = () => {
    setEditing(false);
    onClose();
  };

  let body;
  if (parcel.isPending) body = <Loading label={t('inventory.loading')} />;
  else if (parcel.isError) {
    const notFound = readApiFailure(parcel.error).status === 404;
    body = <Alert tone="error">{notFound ? t('parcel.notFound') : t('parcel.loadFailed')}</Alert>;
  } else if (editing) {
    body = (
      <ParcelEditForm
        key={parcel.data.updated_at}
        parcel={parcel.data}
        warehouseId={warehouseId}
        actionsTarget={actionsSlot}
        onDone={(saved) => {
          setEditing(false);
          if (saved) toast.show({ tone: 'success', message: t('parcel.saved') });
        }}
      />
    );
  } else {
    body = <ParcelDetails parcel={parcel.data} />;
  }

  return (
    <SidePanel
      open={parcelId !== null}
      onClose={close}
      title={t('parcel.title', { id: parcelId ?? '' })}
      closeLabel={t('actions.close')}
      // Edit, or the edit form's Save and Cancel: either way along the bottom, on screen.
      footer={
        parcel.data ? (
          editing ? (
            <StyledActionsSlot ref={setActionsSlot} />
          ) : (
            <StyledFooter>
              {parcelId && <PrintLabelButton warehouseId={warehouseId} parcelId={parcelId} />}
              <Button variant="primary" onClick={() => setEditing(true)}>
                {t('parcel.edit')}
              </Button>
            </StyledFooter>
          )
        ) : undefined
      }
    >
      {body}
    </SidePanel>
  );
}

function ParcelDetails({ parcel }: { parcel: Parcel }) {
  const { t, i18n } = useTranslation('warehouses');
  const language = languageFromStored(i18n.language);
  const orNot = (value: string | number | null | undefined, fallback: string) =>
    value === null || value === undefined || value === '' ? fallback : String(value);
  return (
    <>
      <StyledList>
        <dt>{t('parcel.fields.status')}</dt>
        <dd>
          <ParcelStatusCell parcel={parcel} />
        </dd>
        <dt>{t('parcel.fields.tracking_id')}</dt>
        <dd>{parcel.tracking_id}</dd>
        <dt>{t('parcel.fields.personal_id')}</dt>
        <dd>{orNot(parcel.personal_id, t('fallback.notProvided'))}</dd>
        <dt>{t('parcel.fields.warehouse_name')}</dt>
        <dd>{parcel.warehouse_name}</dd>
        <dt>{t('parcel.fields.shelf_location')}</dt>
        <dd>{orNot(parcel.shelf_location, t('fallback.notSpecified'))}</dd>
        <dt>{t('parcel.fields.inbound_date')}</dt>
        <dd>{tableDate(parcel.inbound_date, language)}</dd>
        <dt>{t('parcel.fields.weight')}</dt>
        <dd>{parcel.weight} kg</dd>
        <dt>{t('parcel.fields.dimensions')}</dt>
        <dd>
          {parcel.length} × {parcel.width} × {parcel.height} cm
        </dd>
        <dt>{t('parcel.fields.shipping_line')}</dt>
        <dd>
          {parcel.shipping_line
            ? `${parcel.shipping_line.name} (${parcel.shipping_line.route_code})`
            : t('fallback.route')}
        </dd>
        <dt>{t('parcel.fields.storage_days')}</dt>
        <dd>{parcel.storage_days}</dd>
        <dt>{t('parcel.fields.overdue_fee')}</dt>
        <dd>{parcel.overdue_fee.toFixed(2)} CNY</dd>
        <dt>{t('parcel.fields.notes')}</dt>
        <dd>{orNot(parcel.notes, t('fallback.notSpecified'))}</dd>
      </StyledList>
      <StyledSectionTitle>{t('parcel.sections.content')}</StyledSectionTitle>
      <StyledList>
        <dt>{t('parcel.fields.content_name')}</dt>
        <dd>{orNot(parcel.content_name, t('fallback.notProvided'))}</dd>
        <dt>{t('parcel.fields.content_value')}</dt>
        <dd>
          {parcel.content_value === null
            ? t('fallback.notProvided')
            : `${parcel.content_value.toFixed(2)} CNY`}
        </dd>
        <dt>{t('parcel.fields.content_quantity')}</dt>
        <dd>{orNot(parcel.content_quantity, t('fallback.notProvided'))}</dd>
      </StyledList>
      <StyledSectionTitle>{t('parcel.sections.problem')}</StyledSectionTitle>
      <StyledList>
        <dt>{t('parcel.fields.is_problem')}</dt>
        <dd>{parcel.is_problem ? t('parcel.yes') : t('parcel.no')}</dd>
        {parcel.is_problem && (
          <>
            <dt>{t('parcel.fields.problem_type')}</dt>
            <dd>
              {parcel.problem_type
                ? t(`problemType.${parcel.problem_type}`)
                : t('fallback.notSpecified')}
            </dd>
            <dt>{t('parcel.fields.description')}</dt>
            <dd>{orNot(parcel.description, t('fallback.notSpecified'))}</dd>
          </>
        )}
      </StyledList>
    </>
  );
}

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  DocumentUploader,
  Modal,
  theme,
  useToast,
  type UploadedDocument,
} from '@jiyun/design-system';
import {
  addDocuments,
  SETTLEMENT_CURRENCY,
  SETTLEMENT_DOCUMENT_MAX_BYTES,
  SETTLEMENT_DOCUMENTS_MAX,
  type SettlementListItem,
} from '@jiyun/domain';
import { tableDate } from '../../../lib/dates';
import { languageFromStored } from '../../../i18n/language';
import { billingFailureTextKey } from '../model/failure';
import { money } from '../../../lib/money';
import { useConfirmSettlement } from '../queries';

const StyledBody = styled.div`
  display: grid;
  gap: ${theme.space[4]};

  p {
    margin: 0;
  }
`;

/** The server's refusals of the files themselves, said at the uploader. */
const FILE_REFUSALS: ReadonlySet<string> = new Set([
  'failures.document_too_large',
  'failures.document_type',
  'failures.too_many_documents',
]);

interface PickedDocument extends UploadedDocument {
  file: File;
}

export interface SettlementDocumentsModalProps {
  /** The statement to confirm; null keeps the dialog closed. */
  settlement: SettlementListItem | null;
  onClose: () => void;
}

/**
 * Confirm on an unconfirmed statement, View on a rejected one (spec §4): the reason staff gave,
 * if any, then the documents (.pdf/.doc/.docx, 10 MB each, at most 2; a third is refused and
 * nothing chosen is dropped, A43) sent as multipart. The server checks them by content and its
 * refusal is said in the dialog; a success closes it with "Upload successful".
 */
export function SettlementDocumentsModal({ settlement, onClose }: SettlementDocumentsModalProps) {
  const { t, i18n } = useTranslation('billing');
  const language = languageFromStored(i18n.language);
  const toast = useToast();
  const [picked, setPicked] = useState<PickedDocument[]>([]);
  const [missing, setMissing] = useState(false);
  const counter = useRef(0);
  const upload = useConfirmSettlement(settlement?.id ?? '');

  const close = () => {
    setPicked([]);
    setMissing(false);
    upload.reset();
    onClose();
  };
  const send = () => {
    if (picked.length === 0) {
      setMissing(true);
      return;
    }
    upload.mutate(
      picked.map((document) => document.file),
      {
        onSuccess: () => {
          toast.show({ tone: 'success', message: t('confirm.uploaded') });
          close();
        },
      },
    );
  };

  const id = settlement?.id ?? '';
  // The server's refusal of the files (content, size, count) is said at the uploader, where
  // another file is chosen; any other failure (status changed, network) under "Upload failed".
  const failureKey = upload.isError ? billingFailureTextKey('upload', upload.error) : null;
  const fileRefused = failureKey !== null && FILE_REFUSALS.has(failureKey);
  const rejected = settlement?.status === 'rejected';
  return (
    <Modal
      open={settlement !== null}
      onClose={() => {
        if (!upload.isPending) close();
      }}
      title={rejected ? t('rejected.title', { id }) : t('confirm.title', { id })}
      closeLabel={t('confirm.close')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={upload.isPending}>
            {t('confirm.cancel')}
          </Button>
          <Button onClick={send} loading={upload.isPending}>
            {rejected ? t('rejected.uploadAgain') : t('confirm.submit')}
          </Button>
        </>
      }
    >
      {settlement && (
        <StyledBody>
          {rejected && settlement.rejection_reason && (
            <Alert tone="error" title={t('rejected.reason')}>
              {settlement.rejection_reason}
            </Alert>
          )}
          <p>
            {t('confirm.intro', {
              cycle: t('list.cycle', {
                from: tableDate(settlement.cycle_from, language),
                to: tableDate(settlement.cycle_to, language),
              }),
              amount: money(settlement.payable_amount, SETTLEMENT_CURRENCY),
            })}
          </p>
          <DocumentUploader
            label={t('confirm.documents')}
            files={picked}
            maxBytes={SETTLEMENT_DOCUMENT_MAX_BYTES}
            maxFiles={SETTLEMENT_DOCUMENTS_MAX}
            disabled={upload.isPending}
            inputProps={{ name: 'files' }}
            refusal={fileRefused ? t('failures.upload_refused', { reason: t(failureKey) }) : null}
            onAdd={(files) => {
              const added = files.map((file) => ({
                id: `document-${++counter.current}`,
                name: file.name,
                size: file.size,
                file,
              }));
              // The uploader has said why a file was refused; the domain's rule keeps the rest.
              setPicked(addDocuments(picked, added).kept);
              setMissing(false);
              upload.reset();
            }}
            onRemove={(documentId) => {
              setPicked(picked.filter((document) => document.id !== documentId));
              upload.reset();
            }}
            labels={{
              add: t('confirm.add'),
              hint: (limit, count) => t('confirm.hint', { limit, count }),
              remove: (name) => t('confirm.remove', { name }),
              wrongFormat: (name) => t('confirm.wrongFormat', { name }),
              tooLarge: (name) => t('confirm.tooLarge', { name }),
              duplicate: (name) => t('confirm.duplicate', { name }),
              tooMany: (name, count) => t('confirm.tooMany', { name, count }),
            }}
          />
          {missing && <Alert tone="error">{t('confirm.required')}</Alert>}
          {failureKey && !fileRefused && (
            <Alert tone="error" title={t('failures.upload_failed')}>
              {failureKey === 'failures.upload_failed' ? null : t(failureKey)}
            </Alert>
          )}
        </StyledBody>
      )}
    </Modal>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Card, theme } from '@jiyun/design-system';
import type { SettlementDocument } from '@jiyun/domain';
import { fetchSignedUrl } from '../../../api/files/image-resolver';
import { tableDate } from '../../../lib/dates';
import { languageFromStored } from '../../../i18n/language';
import { saveFromLink } from '../../../lib/save-file';

const StyledList = styled.ul`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
  }
`;

const StyledMeta = styled.span`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The documents the merchant sent, each downloaded through a short-lived signed link that the
 * server gives only to the company that owns the file (ADR 0051, 0063).
 */
export function SettlementDocuments({ documents }: { documents: SettlementDocument[] }) {
  const { t, i18n } = useTranslation('billing');
  const language = languageFromStored(i18n.language);
  const [failed, setFailed] = useState(false);
  const download = async (document: SettlementDocument) => {
    setFailed(false);
    try {
      saveFromLink(await fetchSignedUrl(document.url), document.file_name);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Card as="section" title={t('detail.documents')} headingLevel={2}>
      {documents.length === 0 ? (
        <p>{t('detail.noDocuments')}</p>
      ) : (
        <StyledList>
          {documents.map((document) => (
            <li key={document.id}>
              <Button
                variant="text"
                size="sm"
                aria-label={t('detail.download', { name: document.file_name })}
                onClick={() => void download(document)}
              >
                {document.file_name}
              </Button>
              <StyledMeta>
                {kilobytes(document.size)} · {tableDate(document.uploaded_at, language)}
              </StyledMeta>
            </li>
          ))}
        </StyledList>
      )}
      {failed && <Alert tone="error">{t('detail.downloadFailed')}</Alert>}
    </Card>
  );
}

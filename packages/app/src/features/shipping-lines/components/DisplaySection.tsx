import { useEffect, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ImageUploader, TextField, type UploadedImage } from '@jiyun/design-system';
import { SHIPPING_LINE_IMAGE_MAX_BYTES, shippingLineNameSchema } from '@jiyun/domain';
import type { FailureKeys } from '../../../forms/failure-keys';
import { fileRefusalOf, fileRefusalText, type FileRefusal } from '../../../forms/file-refusal';
import { isJpegOrPngFile } from '../../../lib/image-file';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { displayChanged } from '../model/line-view';
import { usePatchShippingLineDisplay } from '../queries';
import { LineImage } from './LineImage';
import { Fact, StyledFacts } from '../../../components/Facts';
import { Section, SectionForm, sectionSave } from './Section';
import type { SectionProps } from './section-props';
import { useSection } from './use-section';

const StyledImage = styled.div`
  max-width: 240px;
`;

type DisplayValues = { name: string; image: File | null };
const FAILURES: FailureKeys<'display.errors.name'> = { other: 'display.errors.name' };

/** The display PATCH: multipart, the name only when it changed, the image only when chosen (A24). */
function displayBody(shownName: string, { name, image }: DisplayValues): FormData {
  const body = new FormData();
  body.append('field', 'basicInfo');
  body.append('part', 'displayInformation');
  if (name.trim() !== shownName) body.append('name', name.trim());
  if (image) body.append('image', image);
  return body;
}

function DisplayForm({
  line,
  onCancel,
  onSave,
  saving,
  failure,
  imageRefusal,
}: SectionProps & {
  onCancel: () => void;
  onSave: (body: FormData) => void;
  saving: boolean;
  failure: string | null;
  /** Why the server refused the image the last save sent (413, 415): said under the uploader. */
  imageRefusal: FileRefusal | null;
}) {
  const { t } = useTranslation('shippingLines');
  const shown = line.basicInfo.displayInformation;
  const form = useSchemaForm<DisplayValues, 'display.errors.name'>({
    schema: shippingLineNameSchema,
    defaultValues: { name: shown.name, image: null },
    toBody: ({ name }) => ({ name }),
    failureKeys: FAILURES,
  });
  const { image, name } = form.values;
  const previewUrl = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  const uploaded: UploadedImage[] =
    image && previewUrl ? [{ id: 'new', name: image.name, url: previewUrl, size: image.size }] : [];
  const changed = displayChanged(shown.name, name, image);
  const nameError = form.errorText('name', (key) => t(key));

  return (
    <SectionForm
      label={t('display.title')}
      formRef={form.formRef}
      {...sectionSave(form, {
        changed,
        saving,
        onSave: (values) => onSave(displayBody(shown.name, values)),
      })}
      onCancel={onCancel}
      saving={saving}
      failure={failure}
    >
      <Controller
        control={form.control}
        name="name"
        render={({ field }) => (
          <TextField
            label={t('display.name')}
            name="name"
            {...form.lengthProps('name')}
            required
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={nameError}
            disabled={saving}
          />
        )}
      />
      {shown.image && !image && (
        <StyledImage>
          <LineImage src={shown.image} alt={t('display.currentImage')} />
        </StyledImage>
      )}
      <ImageUploader
        label={t('display.image')}
        files={uploaded}
        onAdd={(files) => form.setValue('image', files[0] ?? null)}
        onRemove={() => form.setValue('image', null)}
        maxBytes={SHIPPING_LINE_IMAGE_MAX_BYTES}
        contentCheck={isJpegOrPngFile}
        allowJpegExtension
        disabled={saving}
        refusal={fileRefusalText(imageRefusal, {
          tooLarge: t('display.upload.refusedTooLarge', {
            limit: `${SHIPPING_LINE_IMAGE_MAX_BYTES / (1024 * 1024)} MB`,
          }),
          wrongType: t('display.upload.refusedWrongType'),
        })}
        labels={{
          add: t('display.upload.add'),
          hint: (limit) => t('display.upload.hint', { limit }),
          remove: (file) => t('display.upload.remove', { name: file }),
          more: (count) => t('display.upload.more', { count }),
          wrongFormat: (file) => t('display.upload.wrongFormat', { name: file }),
          tooLarge: (file, limit) => t('display.upload.tooLarge', { name: file, limit }),
          duplicate: (file) => t('display.upload.duplicate', { name: file }),
          confirmTitle: t('display.upload.confirmTitle'),
          confirmMessage: (file) => t('display.upload.confirmMessage', { name: file }),
          confirm: t('display.upload.confirm'),
          cancel: t('display.upload.cancel'),
          close: t('display.upload.close'),
        }}
      />
    </SectionForm>
  );
}

/** Display information: the line's name and picture (spec 2, A24 multipart). */
export function DisplaySection(props: SectionProps) {
  const { t } = useTranslation('shippingLines');
  const { line, canEdit, blockedReasonId } = props;
  const patch = usePatchShippingLineDisplay(line.id);
  const section = useSection(patch.reset);
  const shown = line.basicInfo.displayInformation;
  return (
    <Section
      title={t('display.title')}
      editing={section.editing}
      canEdit={canEdit}
      blockedReasonId={blockedReasonId}
      onEdit={section.start}
    >
      {section.editing ? (
        <DisplayForm
          {...props}
          onCancel={section.cancel}
          onSave={(body) => patch.mutate(body, { onSuccess: section.saved })}
          saving={patch.isPending}
          failure={patch.isError && !fileRefusalOf(patch.error) ? t('detail.saveFailed') : null}
          imageRefusal={fileRefusalOf(patch.error)}
        />
      ) : (
        <StyledFacts>
          <Fact label={t('display.name')}>{shown.name}</Fact>
          <Fact label={t('display.image')}>
            <StyledImage>
              <LineImage src={shown.image} alt={shown.image ? shown.name : t('display.noImage')} />
            </StyledImage>
          </Fact>
        </StyledFacts>
      )}
    </Section>
  );
}

import type { FastifyRequest } from 'fastify';
import type { Schema } from 'yup';
import { imageTypeOf, type ImageType } from '@jiyun/domain';
import { AppError, validationFailed } from './app-error.js';
import { yupValidatorCompiler } from './yup-validation.js';
import { toApiError } from '../plugins/app/errors.js';

/** An uploaded picture that passed the type and size checks. */
export interface UploadedImage {
  content: Buffer;
  /** What the first bytes prove (`imageTypeOf`), whatever the browser claimed. */
  contentType: ImageType;
}

/** What a form takes besides text fields: one optional picture, and fields that may repeat. */
export interface MultipartFormRules {
  /** The file part's name (`image`, `avatar`). */
  imageField: string;
  imageMaxBytes: number;
  imageTooLarge: string;
  imageWrongType: string;
  /** Part name → the list field it fills (`operator_ids[]` → `operator_ids`). */
  listFields: Readonly<Record<string, string>>;
  /** How many pictures the form takes (the file part repeated); one unless said. */
  imagesMax?: number;
  /** The refusal of one picture too many (when `imagesMax` > 1). */
  tooManyImages?: string;
}

export interface MultipartForm {
  /** Text fields once each; list fields as lists. */
  fields: Record<string, string | string[]>;
  image: UploadedImage | null;
  /** Every picture, in the order sent (`image` is the first). */
  images: UploadedImage[];
}

export const MALFORMED_FORM = 'The form data is malformed. Send multipart/form-data.';

/**
 * Reads a multipart body: text fields once each, list fields repeated, and at most one JPG or
 * PNG picture within its size. 415 for another content type.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  rules: MultipartFormRules,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Content type is not supported. Send multipart/form-data.',
    );
  }
  try {
    return await readParts(request, rules);
  } catch (error) {
    // The parser's own complaints (no boundary, a body cut short, bytes that are no form) are
    // plain errors without a status: the client sent them, so they are a 400, not a 500.
    if (toApiError(error) !== null) throw error;
    throw validationFailed(MALFORMED_FORM);
  }
}

async function readParts(
  request: FastifyRequest,
  rules: MultipartFormRules,
): Promise<MultipartForm> {
  const field = rules.imageField;
  const tooLarge = () =>
    new AppError(413, 'PAYLOAD_TOO_LARGE', rules.imageTooLarge, [
      { field, message: rules.imageTooLarge },
    ]);
  // No prototype: a part named `toString` or `__proto__` is a field like any other (and refused
  // as unknown), not an inherited member.
  const fields = Object.create(null) as Record<string, string | string[]>;
  const images: UploadedImage[] = [];
  const imagesMax = rules.imagesMax ?? 1;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== field) {
        await part.toBuffer().catch(() => undefined);
        throw validationFailed(`Unknown file field: ${part.fieldname}.`, [
          { field: part.fieldname, message: `Unknown file field: ${part.fieldname}.` },
        ]);
      }
      if (images.length >= imagesMax) {
        const message =
          imagesMax === 1 ? 'Send one image.' : (rules.tooManyImages ?? 'Too many images.');
        throw validationFailed(message, [{ field, message }]);
      }
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw tooLarge();
        }
        throw error;
      }
      if (content.length > rules.imageMaxBytes) throw tooLarge();
      const contentType = imageTypeOf(content);
      if (!contentType) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', rules.imageWrongType, [
          { field, message: rules.imageWrongType },
        ]);
      }
      images.push({ content, contentType });
      continue;
    }
    const value = typeof part.value === 'string' ? part.value : String(part.value);
    const listField = Object.hasOwn(rules.listFields, part.fieldname)
      ? rules.listFields[part.fieldname]
      : undefined;
    if (listField !== undefined) {
      const list = fields[listField];
      fields[listField] = Array.isArray(list) ? [...list, value] : [value];
      continue;
    }
    if (Object.hasOwn(fields, part.fieldname)) {
      const message = `${part.fieldname} was sent more than once.`;
      throw validationFailed(message, [{ field: part.fieldname, message }]);
    }
    fields[part.fieldname] = value;
  }
  return { fields, image: images[0] ?? null, images };
}

/** Runs a domain schema over the text fields, answering 400 with every field's problem. */
export function validateFields<T>(schema: Schema<T>, fields: Record<string, unknown>): T {
  const validate = yupValidatorCompiler({ schema, method: 'POST', url: '', httpPart: 'body' });
  const result = validate(fields) as { value?: unknown; error?: unknown };
  if (result.error) throw result.error;
  return result.value as T;
}

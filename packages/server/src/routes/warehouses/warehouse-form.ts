import type { FastifyRequest } from 'fastify';
import type { Schema } from 'yup';
import { WAREHOUSE_IMAGE_MAX_BYTES } from '@jiyun/domain';
import { AppError, validationFailed } from '../../http/app-error.js';
import { yupValidatorCompiler } from '../../http/yup-validation.js';
import { toApiError } from '../../plugins/app/errors.js';

/** An uploaded picture that passed the type and size checks. */
export interface UploadedImage {
  content: Buffer;
  contentType: 'image/jpeg' | 'image/png';
}

export interface WarehouseForm {
  /** Text fields; `operator_ids` (sent as `operator_ids[]` or `operator_ids`) is a list. */
  fields: Record<string, string | string[]>;
  image: UploadedImage | null;
}

const IMAGE_FIELD = 'image';
const LIST_FIELDS = new Set(['operator_ids', 'operator_ids[]']);

/** The type a picture's first bytes prove, whatever the browser claimed. */
function imageTypeOf(content: Buffer): UploadedImage['contentType'] | null {
  if (content.length >= 8 && content.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (content.length >= 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) {
    return 'image/jpeg';
  }
  return null;
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function imageTooLarge(): AppError {
  return new AppError(413, 'PAYLOAD_TOO_LARGE', 'The image must be at most 4 MB.', [
    { field: IMAGE_FIELD, message: 'The image must be at most 4 MB.' },
  ]);
}

export const MALFORMED_FORM = 'The form data is malformed. Send multipart/form-data.';

/**
 * Reads the multipart body of warehouse create and update: text fields once each,
 * `operator_ids[]` repeated, and at most one JPG or PNG `image` of at most 4 MB.
 */
export async function readWarehouseForm(request: FastifyRequest): Promise<WarehouseForm> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Content type is not supported. Send multipart/form-data.',
    );
  }
  try {
    return await readParts(request);
  } catch (error) {
    // The parser's own complaints (no boundary, a body cut short, bytes that are no form) are
    // plain errors without a status: the client sent them, so they are a 400, not a 500.
    if (toApiError(error) !== null) throw error;
    throw validationFailed(MALFORMED_FORM);
  }
}

async function readParts(request: FastifyRequest): Promise<WarehouseForm> {
  // No prototype: a part named `toString` or `__proto__` is a field like any other (and refused
  // as unknown), not an inherited member.
  const fields = Object.create(null) as Record<string, string | string[]>;
  let image: UploadedImage | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== IMAGE_FIELD) {
        await part.toBuffer().catch(() => undefined);
        throw validationFailed(`Unknown file field: ${part.fieldname}.`, [
          { field: part.fieldname, message: `Unknown file field: ${part.fieldname}.` },
        ]);
      }
      if (image)
        throw validationFailed('Send one image.', [
          { field: IMAGE_FIELD, message: 'Send one image.' },
        ]);
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw imageTooLarge();
        }
        throw error;
      }
      if (content.length > WAREHOUSE_IMAGE_MAX_BYTES) throw imageTooLarge();
      const contentType = imageTypeOf(content);
      if (!contentType) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The image must be a JPG or PNG file.', [
          { field: IMAGE_FIELD, message: 'The image must be a JPG or PNG file.' },
        ]);
      }
      image = { content, contentType };
      continue;
    }
    const value = typeof part.value === 'string' ? part.value : String(part.value);
    if (LIST_FIELDS.has(part.fieldname)) {
      const list = fields.operator_ids;
      fields.operator_ids = Array.isArray(list) ? [...list, value] : [value];
      continue;
    }
    if (Object.hasOwn(fields, part.fieldname)) {
      const message = `${part.fieldname} was sent more than once.`;
      throw validationFailed(message, [{ field: part.fieldname, message }]);
    }
    fields[part.fieldname] = value;
  }
  return { fields, image };
}

/** Runs a domain schema over the text fields, answering 400 with every field's problem. */
export function validateFields<T>(schema: Schema<T>, fields: Record<string, unknown>): T {
  const validate = yupValidatorCompiler({ schema, method: 'POST', url: '', httpPart: 'body' });
  const result = validate(fields) as { value?: unknown; error?: unknown };
  if (result.error) throw result.error;
  return result.value as T;
}

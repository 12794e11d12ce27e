import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  apiPaths,
  BILLING_MESSAGES,
  parseNumericId,
  SETTLEMENT_DOCUMENT_CONTENT_TYPES,
  SETTLEMENT_DOCUMENT_MAX_BYTES,
  SETTLEMENT_DOCUMENTS_MAX,
  settlementAllows,
  settlementDocumentKind,
  settlementListFilter,
  settlementListQuerySchema,
} from '@jiyun/domain';
import type {
  BillingOverview,
  ItemResponse,
  SettlementDetail,
  SettlementListQuery,
} from '@jiyun/domain';
import { releaseFiles } from '../../files/release.js';
import { AppError, validationFailed } from '../../http/app-error.js';
import { MALFORMED_FORM } from '../../http/multipart-form.js';
import { foundOr404, pathParams } from '../../http/params.js';
import { billingOverviewResponse, settlementResponse } from '../../http/schemas/billing.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';
import { toApiError } from '../../plugins/app/errors.js';
import type { StoredDocument } from '../../repositories/billing.js';
import { presentSettlement, presentSettlementListItem } from './present.js';

type SettlementParams = { settlementId: string };

const settlementParams = pathParams('settlementId');

/** The statement number a path names ("S2600012", "s2600012" or the digits), or null. */
function statementNoOf(text: string): number | null {
  return parseNumericId(text.replace(/^s/i, ''));
}

/** A document as read from the form, checked by its bytes. */
interface ReadDocument {
  name: string;
  content: Buffer;
  contentType: string;
}

const tooLarge = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', BILLING_MESSAGES.documentTooLarge, [
    { field: 'files', message: BILLING_MESSAGES.documentTooLarge },
  ]);

/**
 * The `files` parts of a multipart body: at most 2, each at most 10 MB and a PDF, DOC or DOCX
 * by its content (A43); any other part is refused.
 */
async function readDocuments(request: FastifyRequest): Promise<ReadDocument[]> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Content type is not supported. Send multipart/form-data.',
    );
  }
  const documents: ReadDocument[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'files') {
        if (part.type === 'file') await part.toBuffer().catch(() => undefined);
        const message = `Unknown field: ${part.fieldname}.`;
        throw validationFailed(message, [{ field: part.fieldname, message }]);
      }
      if (documents.length >= SETTLEMENT_DOCUMENTS_MAX) {
        await part.toBuffer().catch(() => undefined);
        throw validationFailed(BILLING_MESSAGES.tooManyDocuments, [
          { field: 'files', message: BILLING_MESSAGES.tooManyDocuments },
        ]);
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
      if (content.length > SETTLEMENT_DOCUMENT_MAX_BYTES) throw tooLarge();
      const kind = settlementDocumentKind(part.filename, content);
      if (kind === null) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', BILLING_MESSAGES.documentType, [
          { field: 'files', message: BILLING_MESSAGES.documentType },
        ]);
      }
      documents.push({
        name: part.filename,
        content,
        contentType: SETTLEMENT_DOCUMENT_CONTENT_TYPES[kind],
      });
    }
  } catch (error) {
    // The parser's own complaints (no boundary, a body cut short) are the client's: a 400.
    if (toApiError(error) !== null) throw error;
    throw validationFailed(MALFORMED_FORM);
  }
  if (documents.length === 0) {
    throw validationFailed(BILLING_MESSAGES.documentsRequired, [
      { field: 'files', message: BILLING_MESSAGES.documentsRequired },
    ]);
  }
  return documents;
}

/** Settlement statements of the company (spec 3, 4, 7; ADR 0063): overview, detail, upload. */
export default async function settlementRoutes(app: FastifyInstance) {
  const { billing } = app.repositories;
  const guard = [app.authenticate, app.requirePermission('billing')];
  const tags = ['billing'];
  const security = SECURITY.bearer;

  // A path that names no statement number names no settlement: 404 like another company's.
  async function detail(
    merchantId: string,
    settlementId: string,
  ): Promise<ItemResponse<SettlementDetail>> {
    const statementNo = statementNoOf(settlementId);
    const record = statementNo === null ? null : await billing.find(merchantId, statementNo);
    return { data: presentSettlement(foundOr404(record, BILLING_MESSAGES.settlementNotFound)) };
  }

  app.get<{ Querystring: SettlementListQuery; Reply: ItemResponse<BillingOverview> }>(
    apiPaths.billing.overview,
    {
      onRequest: guard,
      schema: {
        operationId: 'getBillingOverview',
        summary: 'The billing tiles and a page of settlements, newest cycle first',
        description:
          '`results` is exact without a search or cycle window, else counted up to 10,001 (show "10,000+").',
        tags,
        security,
        querystring: settlementListQuerySchema,
        response: { 200: billingOverviewResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const filter = settlementListFilter(request.query);
      const [tiles, page] = await Promise.all([
        billing.tiles(merchantId),
        billing.list(merchantId, filter),
      ]);
      return {
        data: {
          total_amount: tiles.payableCents / 100,
          open_settlements: tiles.open,
          total_settlements: tiles.total,
          outstanding_invoices: tiles.outstanding,
          settlements: page.rows.map(presentSettlementListItem),
          results: page.total,
        },
      };
    },
  );

  app.get<{ Params: SettlementParams; Reply: ItemResponse<SettlementDetail> }>(
    apiPaths.billing.settlement,
    {
      onRequest: guard,
      schema: {
        operationId: 'getSettlement',
        summary: 'One settlement statement with its itemised orders and returns, and documents',
        tags,
        security,
        params: settlementParams,
        response: { 200: settlementResponse, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => detail(request.user.mid, request.params.settlementId),
  );

  app.post<{ Params: SettlementParams; Reply: ItemResponse<SettlementDetail> }>(
    apiPaths.billing.settlement,
    {
      onRequest: guard,
      schema: {
        operationId: 'uploadSettlementDocuments',
        summary: 'Confirm a settlement with its documents: it goes under review',
        description:
          'Multipart, the file part `files` repeated: 1 or 2 documents, each a PDF, DOC or DOCX (checked by content) of at most 10 MB. They replace any earlier ones. Only an unconfirmed or rejected settlement takes them (409 otherwise).',
        tags,
        security,
        params: settlementParams,
        consumes: ['multipart/form-data'],
        response: {
          200: settlementResponse,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const statementNo = statementNoOf(request.params.settlementId);
      const found = statementNo === null ? null : await billing.find(merchantId, statementNo);
      const record = foundOr404(found, BILLING_MESSAGES.settlementNotFound);
      const conflict = () => new AppError(409, 'CONFLICT', BILLING_MESSAGES.notAllowed);
      if (!settlementAllows(record.row.status, 'confirm')) throw conflict();
      const documents = await readDocuments(request);
      const stored: StoredDocument[] = [];
      let written: Awaited<ReturnType<typeof billing.submitDocuments>> | undefined;
      try {
        for (const document of documents) {
          stored.push({
            file_key: await app.storage.put(document.content, document.contentType, merchantId),
            file_name: document.name,
            size: document.content.length,
          });
        }
        written = await billing.submitDocuments(
          merchantId,
          record.row.statement_no,
          stored,
          new Date(),
        );
      } finally {
        // The winner's files stay, a loser's go, and so do the documents the winner replaced.
        const replaced = written?.ok ? written.value.replacedKeys : [];
        await releaseFiles(app, [...stored.map((one) => one.file_key), ...replaced]);
      }
      if (!written.ok) {
        if (written.refusal === 'not_found') {
          throw new AppError(404, 'NOT_FOUND', BILLING_MESSAGES.settlementNotFound);
        }
        throw conflict();
      }
      return detail(merchantId, request.params.settlementId);
    },
  );
}

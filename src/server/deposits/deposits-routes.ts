import { CHEQUE_IMAGE_MAX_BYTES } from '../../shared/schemas/deposits';
import { errorResponses, sendPage, idParams } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { pageQuery } from '../../shared/schemas/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageSize } from '../../shared/schemas/uploads';
import { messages } from '../../shared/messages';
import {
  CHEQUE_AMOUNT_FIELD,
  CHEQUE_IMAGE_FIELD,
  cryptoAddress,
  deposit,
  uploadAnswer,
} from '../../shared/schemas/deposits';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { sendAttachment } from '../uploads/file-store';
import { thumbnailOf } from '../uploads/image-processing';
import { readMultipart } from '../uploads/multipart';
import depositsAdminRoutes from './deposits-admin-routes';
import { chequeImage, listDeposits, uploadCheque } from './deposits-service';
import { ownerOf } from '../staff-reads/staff-reads-guard';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);
const route = routeOptions(['deposits'], errors);

/** Cheque deposits (SPEC.md §2, §7 `POST /upload`) and the crypto deposit address (SPEC.md §2 dashboard). */
const depositsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const files = { db: deps.db };

  app.post(
    '/upload',
    route('customer', {
      description:
        `Multipart: \`${CHEQUE_IMAGE_FIELD}\` (JPEG, PNG or WebP, at most 10 MB) and \`${CHEQUE_AMOUNT_FIELD}\` ` +
        '(dollars). Creates a Pending cheque deposit on Checking; the same image twice answers 409.',
      consumes: ['multipart/form-data'],
      response: { 201: uploadAnswer },
    }),
    async (request, reply) => {
      const form = await readMultipart(request, {
        fields: [CHEQUE_AMOUNT_FIELD],
        files: [CHEQUE_IMAGE_FIELD],
        maxBytes: CHEQUE_IMAGE_MAX_BYTES,
      });
      const created = await uploadCheque(files, caller(request).userId, form);
      return reply.status(201).send({ message: messages.chequeDeposit.uploaded, deposit: created });
    },
  );

  app.get(
    '/deposits',
    route('customer', {
      description: "The caller's cheque deposits, newest first; the next page's cursor is in X-Next-Cursor.",
      querystring: z.strictObject({
        ...pageQuery.shape,
      }),
      response: { 200: z.array(deposit) },
    }),
    async (request, reply) =>
      sendPage(
        reply,
        await listDeposits(deps.db, caller(request).userId, request.query.limit, request.query.cursor),
      ),
  );

  app.get(
    '/deposits/crypto-address',
    route('customer', {
      description: 'The Bitcoin address of the Deposit Crypto dialog (CRYPTO_DEPOSIT_ADDRESS).',
      response: { 200: cryptoAddress },
    }),
    async () => ({ address: deps.config.cryptoDepositAddress, network: 'Bitcoin' as const }),
  );

  app.get(
    '/deposits/:id/image',
    {
      config: { access: 'user', staffRead: { kind: 'cheque_image', subject: ownerOf('cheque_deposits') } },
      schema: {
        tags: ['deposits'],
        description:
          'The cheque image, to its owner and administrators, as an attachment that is not cached.',
        params: idParams,
        querystring: imageSize,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await chequeImage(files, caller(request), request.params.id);
      return sendAttachment(reply, request.query.size === 'thumbnail' ? await thumbnailOf(file) : file);
    },
  );

  await app.register(depositsAdminRoutes, deps);
};

export default depositsRoutes;

import type { FastifyRequest } from 'fastify';
import type { CodeRequester } from '../account/otp-service.js';
import { LANGUAGE_COOKIE } from '../plugins/external/static-app.js';

/**
 * Who asks for a verification code: the client's address, and the language of the page they use
 * (the `jiyun_lang` cookie the app keeps; anything but `en` is Chinese, the app's default).
 */
export function codeRequesterOf(request: FastifyRequest): CodeRequester {
  return {
    address: request.ip,
    language: request.cookies[LANGUAGE_COOKIE] === 'en' ? 'en' : 'zhHans',
  };
}

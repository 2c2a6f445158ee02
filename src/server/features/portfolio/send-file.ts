import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../http/download-name';
import type { OpenedFile } from './files.service';

/** What a served file may do when opened on its own: nothing (no script, no form, no plugin). */
const FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Answers one version of a family file (to a member, or through an evaluator link): its type from the bytes, a
 * download name, a sandbox, private caching with an ETag (304 when the browser has it), and a byte range (206).
 */
export function sendFile(req: FastifyRequest, reply: FastifyReply, file: OpenedFile): FastifyReply {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.name, file.disposition))
    .header('content-security-policy', FILE_CSP)
    .header('cache-control', 'private, max-age=3600')
    .header('etag', file.etag);
  if (req.headers['if-none-match'] === file.etag) {
    file.body.destroy();
    return reply.status(304).send();
  }
  if (file.size === null) return reply.send(file.body);
  reply.header('accept-ranges', 'bytes');
  if (!file.range) return reply.header('content-length', file.size).send(file.body);
  const { start, end } = file.range;
  return reply
    .status(206)
    .header('content-range', `bytes ${start}-${end}/${file.size}`)
    .header('content-length', end - start + 1)
    .send(file.body);
}

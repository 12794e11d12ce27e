#!/usr/bin/env node
// The HTTP floor of the list benchmark (bench-lists.mjs --floor, ADR 0080): the least any Node
// HTTP server can do for a case. It answers `GET …/<case index>` by running the statements the
// bare loop replays for that case through the same bare connections — the stages one after the
// other, each stage's statements together — and sends every row back as JSON through `node:http`.
// No framework, no session, no validation, no presentation: what the bench's served run costs
// over this floor is the server's own work; what this costs over the bare loop is the HTTP hop
// (a client request, a response, their parsing) on a machine the client shares.
//
// Started by the bench with FLOOR_PORT, FLOOR_TARGET (JSON: `{ url }` or `{ pgliteDir }`),
// FLOOR_CASES (a JSON file: per case, its stages of `{ text, params, plan }`) and
// FLOOR_CONCURRENCY. It prints `listening` when it answers.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { openBare } from './bare.mjs';

const cases = JSON.parse(readFileSync(process.env.FLOOR_CASES, 'utf8'));
const plans = new Map(
  cases.flatMap((stages) => stages.flat().map(({ text, plan }) => [text, plan])),
);
const bare = await openBare(JSON.parse(process.env.FLOOR_TARGET), {
  concurrency: Number(process.env.FLOOR_CONCURRENCY),
  planOf: (text) => plans.get(text) ?? 'each value',
});

async function answer(stages) {
  const data = [];
  for (const statements of stages) {
    const results = await Promise.all(
      statements.map(({ text, params }) => bare.prepared(text, params)),
    );
    for (const result of results) data.push(result.rows);
  }
  return JSON.stringify({ data });
}

const server = createServer((request, response) => {
  const stages = cases[Number(/(\d+)$/.exec(request.url ?? '')?.[1] ?? -1)];
  if (!stages) {
    response.writeHead(404).end();
    return;
  }
  answer(stages).then(
    (body) => {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    },
    (error) => {
      console.error(error);
      response.writeHead(500).end();
    },
  );
});

const stop = () => {
  server.close(() => bare.close().then(() => process.exit(0)));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
server.listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => console.log('listening'));

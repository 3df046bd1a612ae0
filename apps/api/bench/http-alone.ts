import { spawn } from 'node:child_process';
import { type CheckInForm, checkInRequestBody } from './check-in-notifications';
import { machineMeter, processMeter, thisProcessMeter } from './cpu-meters';
import { createHttpCaller } from './http-caller';
import { timeCalls } from './time-calls';

/**
 * A bare `node:http` server, run as plain JavaScript in a process of its own: it reads each body
 * whole into one buffer and answers 201 with a check-in's answer. HTTP's own cost, without Fastify,
 * the form's parsing or any work.
 */
const bareServer = `
const http = require('node:http');
const answer = Buffer.from(JSON.stringify({ success: true, data: { id: '00000000-0000-4000-8000-000000000000', status: 'CHECKIN', time: new Date().toISOString(), temperature: 36.8, fever: false, collectedBy: null }, message: 'Checked in.', messageCode: 'success.checkedIn' }));
const server = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    Buffer.concat(chunks);
    response.writeHead(201, { 'content-type': 'application/json; charset=utf-8', 'content-length': answer.length });
    response.end(answer);
  });
});
server.listen(0, '127.0.0.1', () => process.send(server.address().port));
process.on('disconnect', () => process.exit(0));
`;

async function startBareServer() {
  const child = spawn(process.execPath, ['-e', bareServer], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve(Number(message)));
    child.once('exit', (code) => reject(new Error(`the bare HTTP server exited with ${code}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}

/**
 * HTTP alone: the photo check-in's form as the page sends it, to the bare server, 8 at a time,
 * with the CPU each call takes on the machine, in the server and in this process (the client).
 * No check-in over HTTP can cost less than this on top of its own work: with `rawMachineMs`, the
 * raw check-in's machine CPU, the HTTP / raw ratio of a CPU-bound machine cannot pass
 * raw / (raw + HTTP alone), which the note says.
 */
export async function measureHttpAlone(form: () => CheckInForm, requests: number, rawMachineMs?: number) {
  const server = await startBareServer();
  const caller = createHttpCaller(server.origin, 8);
  const meters = [machineMeter, processMeter('server', server.pid), thisProcessMeter('bench')];
  const warmup = 50;
  const before = meters.map((meter) => meter.busyMs() ?? 0);
  const timing = await timeCalls(
    'HTTP alone: the same form to a bare node:http server that reads it whole and answers 201, 8 at a time',
    async () => {
      const answer = await caller.inject({
        method: 'POST',
        url: '/',
        ...checkInRequestBody(form(), 'bench'),
      });
      if (answer.statusCode !== 201) throw new Error(`the bare server answered ${answer.statusCode}`);
    },
    { requests, concurrency: 8, warmup },
  );
  const cpu = meters.map((meter, index) => ({
    name: meter.name,
    ms: ((meter.busyMs() ?? 0) - (before[index] ?? 0)) / (requests + warmup),
  }));
  caller.close();
  await server.stop();
  const split = cpu.map((meter) => `${meter.name} ${meter.ms.toFixed(2)}`).join(', ');
  const floorMs = cpu[0]?.ms ?? 0;
  const ceiling =
    rawMachineMs && floorMs > 0
      ? ` With the raw check-in's ${rawMachineMs.toFixed(1)} ms of machine CPU, the HTTP / raw ratio cannot pass ${(rawMachineMs / (rawMachineMs + floorMs)).toFixed(2)} here.`
      : '';
  return `${timing.name}: ${timing.perSecond.toFixed(0)}/s, p50 ${timing.p50.toFixed(2)} ms, p95 ${timing.p95.toFixed(2)} ms; CPU ms a call: ${split}.${ceiling}`;
}

import { describe, expect, it } from 'vitest';
import { takeEvents } from './event-stream';

describe('takeEvents', () => {
  it('answers the named events of whole blocks and keeps a partial one for the next chunk', () => {
    const first = takeEvents('retry: 3000\n: open\n\nevent: message\ndata: {"threadId":"a"}\n\nevent: mess');
    expect(first).toEqual({ events: ['message'], rest: 'event: mess' });
    const second = takeEvents(`${first.rest}age\ndata: {}\n\n: still here\n\n`);
    expect(second).toEqual({ events: ['message'], rest: '' });
  });

  it('reads blocks ended by CRLF lines too', () => {
    expect(takeEvents('event: message\r\ndata: {}\r\n\r\n')).toEqual({ events: ['message'], rest: '' });
  });
});

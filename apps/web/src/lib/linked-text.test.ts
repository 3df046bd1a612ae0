import { describe, expect, it } from 'vitest';
import { linkedParts } from './linked-text';

describe('linkedParts', () => {
  it('links http and https addresses and keeps the words around them', () => {
    expect(linkedParts('Forms at https://cic.my/forms. Thanks')).toEqual([
      { text: 'Forms at ' },
      { text: 'https://cic.my/forms', href: 'https://cic.my/forms' },
      { text: '. Thanks' },
    ]);
    expect(linkedParts('(see http://a.example/x?y=1)')).toEqual([
      { text: '(see ' },
      { text: 'http://a.example/x?y=1', href: 'http://a.example/x?y=1' },
      { text: ')' },
    ]);
  });

  it('never links another scheme', () => {
    expect(linkedParts('javascript:alert(1) data:text/html,x')).toEqual([
      { text: 'javascript:alert(1) data:text/html,x' },
    ]);
  });
});

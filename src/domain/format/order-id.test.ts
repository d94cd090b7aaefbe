import { describe, expect, it } from 'vitest';
import { shortOrderId } from './order-id';

describe('shortOrderId', () => {
  it('names a server order by the first 8 characters of its UUID', () => {
    expect(shortOrderId('e1668d34-f3e3-40a4-8640-2893bbdc2668')).toBe('e1668d34');
  });

  it('keeps any other id whole, so nothing that is not a UUID is cut', () => {
    for (const id of ['42', 'order-under', 'e1668d34-f3e3-40a4-8640-2893bbdc266', '']) {
      expect(shortOrderId(id)).toBe(id);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { emptyDomainStatus } from './api';

describe('custom domain status', () => {
  it('is an empty Pending record when the status cannot be fetched', () => {
    expect(emptyDomainStatus('shop.example.com')).toEqual({
      id: '',
      hostname: 'shop.example.com',
      status: 'Pending',
      records: [],
    });
  });
});

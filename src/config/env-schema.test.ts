import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

describe('web app configuration', () => {
  it('fills every setting with the product defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      VITE_BRAND: 'DGrid',
      VITE_TOKEN_SYMBOL: 'DGAI',
      VITE_API_HOST: '',
      VITE_CHAIN: 'local',
      VITE_NAME_SERVICE_KEY: '',
    });
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ VITE_TOKEN_SYMBOL: '  ', VITE_DOCS_URL: '' })).toMatchObject({
      VITE_TOKEN_SYMBOL: 'DGAI',
      VITE_DOCS_URL: 'https://docs.dgrid.ai/',
    });
  });

  it('rejects bad values with the field named', () => {
    expect(() => parseEnv({ VITE_CHAIN: 'goerli' })).toThrow(/VITE_CHAIN/);
    expect(() => parseEnv({ VITE_TOKEN_SYMBOL: 'dgai' })).toThrow(/VITE_TOKEN_SYMBOL/);
    expect(() => parseEnv({ VITE_DOCS_URL: 'javascript:alert(1)' })).toThrow(/VITE_DOCS_URL/);
    expect(() => parseEnv({ VITE_CONTACT_EMAIL: 'nobody' })).toThrow(/VITE_CONTACT_EMAIL/);
  });
});

import { describe, expect, it } from 'vitest';
import { parseObjectLiteral, readFirebaseAuthConfig, readFirestoreConfig } from './firebase-config';
import { MESSAGES } from './messages';
import { SERVICE_ACCOUNT_EXAMPLE as SERVICE_ACCOUNT } from './testing/firebase';

const CONSOLE_SNIPPET = `// Your web app's Firebase configuration
const firebaseConfig = {
  apiKey: "AIzaSyA-example_key",
  authDomain: 'pet-shop.firebaseapp.com',
  projectId: "pet-shop",
  storageBucket: "pet-shop.appspot.com",
  messagingSenderId: "1234567890",
  appId: "1:1234567890:web:abc123", /* the app */
  measurementId: "G-ABC",
};`;

describe('reading a JavaScript object literal', () => {
  it('takes the Firebase console snippet as it is: unquoted keys, both quotes, comments, trailing comma', () => {
    expect(parseObjectLiteral(CONSOLE_SNIPPET)).toEqual({
      apiKey: 'AIzaSyA-example_key',
      authDomain: 'pet-shop.firebaseapp.com',
      projectId: 'pet-shop',
      storageBucket: 'pet-shop.appspot.com',
      messagingSenderId: '1234567890',
      appId: '1:1234567890:web:abc123',
      measurementId: 'G-ABC',
    });
  });

  it('takes plain JSON and numbers or booleans', () => {
    expect(parseObjectLiteral('{"a": "x", "b": 2, c: true,}')).toEqual({ a: 'x', b: 2, c: true });
  });

  it('refuses what is not one flat object of literals, evaluating nothing', () => {
    for (const text of [
      'apiKey: "x"',
      '{ apiKey: process.env.KEY }',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal as pasted, not one of ours
      '{ apiKey: `${secret}` }',
      '{ apiKey: "x" } extra',
      '{ apiKey "x" }',
      '{ nested: { a: "b" } }',
      'fetch("x"); const c = { a: "b" }',
      '{ a: "unterminated }',
    ]) {
      expect(parseObjectLiteral(text), text).toBeNull();
    }
  });
});

describe('the Auth config (seed 002 §5)', () => {
  it('says what is wrong in the seed words', () => {
    expect(readFirebaseAuthConfig('  ')).toEqual({
      ok: false,
      message: MESSAGES.FIREBASE_AUTH_CONFIG_REQUIRED,
    });
    expect(readFirebaseAuthConfig('{ apiKey: ')).toEqual({ ok: false, message: 'Invalid format' });
    expect(readFirebaseAuthConfig('{ apiKey: "x", authDomain: "y", }')).toEqual({
      ok: false,
      message: 'Firebase auth config is missing required fields',
    });
    expect(readFirebaseAuthConfig(CONSOLE_SNIPPET.replace('"pet-shop",', '"",'))).toMatchObject({
      ok: false,
      message: MESSAGES.FIREBASE_AUTH_FIELDS_MISSING,
    });
  });

  it('keeps the six fields of the web config only', () => {
    const reading = readFirebaseAuthConfig(CONSOLE_SNIPPET);
    expect(reading).toEqual({
      ok: true,
      config: {
        apiKey: 'AIzaSyA-example_key',
        authDomain: 'pet-shop.firebaseapp.com',
        projectId: 'pet-shop',
        storageBucket: 'pet-shop.appspot.com',
        messagingSenderId: '1234567890',
        appId: '1:1234567890:web:abc123',
      },
    });
  });
});

describe('the Firestore config (seed 002 §5)', () => {
  it('says what is wrong in the seed words', () => {
    expect(readFirestoreConfig('')).toEqual({ ok: false, message: 'Please provide Firestore configuration' });
    expect(readFirestoreConfig('{ type: "service_account" }')).toEqual({
      ok: false,
      message: 'Invalid JSON format for Firestore configuration',
    });
    expect(readFirestoreConfig('[1]')).toEqual({
      ok: false,
      message: MESSAGES.FIRESTORE_CONFIG_INVALID_JSON,
    });
    const { universe_domain: _, ...withoutUniverse } = SERVICE_ACCOUNT;
    expect(readFirestoreConfig(JSON.stringify(withoutUniverse))).toEqual({
      ok: false,
      message: 'Firestore database config is missing required fields',
    });
  });

  it('keeps the whole key file', () => {
    expect(readFirestoreConfig(JSON.stringify(SERVICE_ACCOUNT))).toEqual({
      ok: true,
      config: SERVICE_ACCOUNT,
    });
  });
});

/**
 * Firebase configs shaped as the Firebase console gives them, for tests of their reading and of the
 * dialog that takes them (not real credentials: the private key is not a key).
 */

/** A Firestore service account key file, every field Google puts in it. */
export const SERVICE_ACCOUNT_EXAMPLE = {
  type: 'service_account',
  project_id: 'pet-shop',
  private_key_id: 'abc',
  private_key: '-----BEGIN PRIVATE KEY-----\nMII\n-----END PRIVATE KEY-----\n',
  client_email: 'firebase-adminsdk@pet-shop.iam.gserviceaccount.com',
  client_id: '1234',
  auth_uri: 'https://accounts.google.com/o/oauth2/auth',
  token_uri: 'https://oauth2.googleapis.com/token',
  auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
  client_x509_cert_url: 'https://www.googleapis.com/robot/v1/metadata/x509/firebase-adminsdk',
  universe_domain: 'googleapis.com',
} as const;

import { SecretBox } from '../secrets/secret-box';

/**
 * GitHub tokens at rest (security rule 4), under a key derived from the instance secret (the key
 * tokens sealed before integrations had their own key keep opening).
 */
export class TokenBox extends SecretBox {
  constructor(instanceSecret: string) {
    super(instanceSecret, 'github-token-v1');
  }
}

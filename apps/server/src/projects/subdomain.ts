import { randomInt } from 'node:crypto';

const ADJECTIVES = [
  'amber',
  'bold',
  'bright',
  'calm',
  'clever',
  'cosmic',
  'crisp',
  'daring',
  'eager',
  'fancy',
  'gentle',
  'golden',
  'happy',
  'lively',
  'lucky',
  'mellow',
  'mighty',
  'nimble',
  'noble',
  'polished',
  'quiet',
  'rapid',
  'rosy',
  'sunny',
  'swift',
  'tidy',
  'vivid',
  'warm',
  'witty',
  'zesty',
] as const;
const NOUNS = [
  'aurora',
  'badger',
  'beacon',
  'canyon',
  'comet',
  'falcon',
  'fern',
  'forge',
  'harbor',
  'heron',
  'lantern',
  'maple',
  'meadow',
  'nebula',
  'orchid',
  'otter',
  'pebble',
  'pine',
  'quartz',
  'raven',
  'river',
  'sparrow',
  'summit',
  'tiger',
  'tulip',
  'willow',
  'zephyr',
  'ember',
  'glacier',
  'lotus',
] as const;

function pick<T>(list: readonly T[]): T {
  return list[randomInt(list.length)] as T;
}

/** A readable, DNS-safe label such as `swift-otter-4821`. */
export function randomSubdomain(): string {
  return `${pick(ADJECTIVES)}-${pick(NOUNS)}-${randomInt(1000, 10_000)}`;
}

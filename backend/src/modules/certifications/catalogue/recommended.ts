/**
 * STCW endorsement ids recommended for each crew position, in addition to the
 * mandatory basic training that every seafarer must hold. Ids refer to
 * `stcwEndorsements` in ./stcw.ts.
 */
export const recommendedEndorsements: Record<string, string[]> = {
  Master: [
    'master',
    'gmdss-operator',
    'ecdis',
    'brm',
    'advanced-firefighting',
    'medical-care',
    'survival-craft',
    'ship-security-officer',
  ],
  'Chief Officer': [
    'chief-mate',
    'gmdss-operator',
    'ecdis',
    'brm',
    'advanced-firefighting',
    'medical-care',
    'survival-craft',
    'ship-security-officer',
  ],
  'Second Officer': [
    'oow-deck',
    'gmdss-operator',
    'ecdis',
    'brm',
    'advanced-firefighting',
    'medical-first-aid',
    'survival-craft',
    'designated-security-duties',
  ],
  'Third Officer': [
    'oow-deck',
    'gmdss-operator',
    'ecdis',
    'brm',
    'advanced-firefighting',
    'medical-first-aid',
    'survival-craft',
    'designated-security-duties',
  ],
  'Chief Engineer': [
    'chief-engineer',
    'erm',
    'high-voltage-safety',
    'advanced-firefighting',
    'medical-first-aid',
    'survival-craft',
  ],
  'Second Engineer': [
    'second-engineer',
    'erm',
    'high-voltage-safety',
    'advanced-firefighting',
    'medical-first-aid',
    'survival-craft',
  ],
  'Third Engineer': [
    'oow-engine',
    'erm',
    'high-voltage-safety',
    'advanced-firefighting',
    'medical-first-aid',
    'survival-craft',
    'designated-security-duties',
  ],
  ETO: [
    'eto',
    'high-voltage-safety',
    'erm',
    'advanced-firefighting',
    'medical-first-aid',
    'survival-craft',
    'designated-security-duties',
  ],
  Bosun: [
    'able-seafarer-deck',
    'rating-watch-deck',
    'survival-craft',
    'fast-rescue-boat',
    'designated-security-duties',
  ],
  AB: ['able-seafarer-deck', 'rating-watch-deck', 'survival-craft', 'designated-security-duties'],
  OS: ['rating-watch-deck', 'designated-security-duties'],
  'Chief Stewardess': [
    'crowd-management',
    'crisis-management',
    'passenger-direct-service',
    'medical-first-aid',
    'designated-security-duties',
  ],
  Stewardess: ['crowd-management', 'passenger-direct-service', 'designated-security-duties'],
};

/** STCW basic training (Regulation VI/1) plus security awareness (VI/6), required of every seafarer. */
export const mandatoryBasicTraining: string[] = ['pst', 'fpff', 'efa', 'pssr', 'security-awareness'];

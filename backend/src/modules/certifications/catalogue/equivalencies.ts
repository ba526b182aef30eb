import type { CertificateEquivalency } from './types.js';

/**
 * Routes between Master Unlimited certificates of different administrations.
 * The U.S. Coast Guard does not endorse foreign certificates: officer endorsements
 * are issued only to U.S. citizens who meet 46 CFR Parts 10 and 11, so routes into
 * the USCG are a fresh application with foreign sea service evaluated case by case.
 * The UK issues a Certificate of Equivalent Competency (CEC, STCW I/10) under MSN 1867.
 */
export const cocEquivalencies: CertificateEquivalency[] = [
  {
    id: 'uk-master-to-us-master',
    fromAuthority: 'MCA',
    fromCertificate: 'Master Unlimited (STCW II/2)',
    toAuthority: 'USCG',
    toCertificate: 'Master of Self-Propelled Vessels of Unlimited Tonnage (46 CFR 11.404)',
    limitations: [
      'No direct conversion: the USCG does not issue endorsements on the strength of a foreign certificate',
      'U.S. officer endorsements are issued only to U.S. citizens',
      'Foreign-flag sea service is credited only as accepted by the USCG National Maritime Center',
    ],
    requirements: [
      'U.S. citizenship',
      'Documented sea service meeting 46 CFR 11.404, evaluated by the National Maritime Center',
      'Pass the USCG deck officer examination and complete required approved training',
      'USCG medical certificate, drug test and TWIC',
    ],
    validity: '5 years subject to medical renewal',
  },
  {
    id: 'us-master-to-uk-master',
    fromAuthority: 'USCG',
    fromCertificate: 'Master of Self-Propelled Vessels of Unlimited Tonnage with STCW II/2 endorsement',
    toAuthority: 'MCA',
    toCertificate: 'Certificate of Equivalent Competency \u2013 Master Unlimited (STCW II/2)',
    limitations: [
      'Valid only for service on UK-registered ships',
      'Limited to the capacity and limitations of the underlying U.S. STCW endorsement',
      'Ceases to be valid if the underlying U.S. credential expires or is suspended',
    ],
    requirements: [
      'Valid U.S. MMC with STCW II/2 master endorsement',
      'Pass the UK Legal and Administrative Processes (UKLAP) assessment for management-level CECs',
      'Valid ENG 1 or MCA-accepted seafarer medical certificate',
      'Application through the MCA as set out in MSN 1867',
    ],
    validity: 'Matches underlying certificate',
  },
  {
    id: 'ca-master-to-us-master',
    fromAuthority: 'Transport Canada',
    fromCertificate: 'Master Mariner (STCW II/2)',
    toAuthority: 'USCG',
    toCertificate: 'Master of Self-Propelled Vessels of Unlimited Tonnage (46 CFR 11.404)',
    limitations: [
      'No direct conversion: the USCG does not issue endorsements on the strength of a foreign certificate',
      'U.S. officer endorsements are issued only to U.S. citizens',
      'Foreign-flag sea service is credited only as accepted by the USCG National Maritime Center',
    ],
    requirements: [
      'U.S. citizenship',
      'Documented sea service meeting 46 CFR 11.404, evaluated by the National Maritime Center',
      'Pass the USCG deck officer examination and complete required approved training',
      'USCG medical certificate, drug test and TWIC',
    ],
    validity: '5 years subject to medical renewal',
  },
  {
    id: 'au-master-to-us-master',
    fromAuthority: 'AMSA',
    fromCertificate: 'Master (Unlimited) (STCW II/2)',
    toAuthority: 'USCG',
    toCertificate: 'Master of Self-Propelled Vessels of Unlimited Tonnage (46 CFR 11.404)',
    limitations: [
      'No direct conversion: the USCG does not issue endorsements on the strength of a foreign certificate',
      'U.S. officer endorsements are issued only to U.S. citizens',
      'Foreign-flag sea service is credited only as accepted by the USCG National Maritime Center',
    ],
    requirements: [
      'U.S. citizenship',
      'Documented sea service meeting 46 CFR 11.404, evaluated by the National Maritime Center',
      'Pass the USCG deck officer examination and complete required approved training',
      'USCG medical certificate, drug test and TWIC',
    ],
    validity: '5 years subject to medical renewal',
  },
];

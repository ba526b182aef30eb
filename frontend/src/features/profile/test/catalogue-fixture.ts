import type { CertificationCatalogue } from '../api/get-catalogue';

/** A small catalogue in the served shape, enough to exercise every tab and quick action. */
export const catalogueFixture: CertificationCatalogue = {
  stcwEndorsements: [
    { id: 'master', name: 'Master', code: 'STCW II/2', category: 'Officer Endorsements (Deck)', level: 'Management', description: 'Command', requirements: [] },
    { id: 'chief-mate', name: 'Chief Mate', code: 'STCW II/2', category: 'Officer Endorsements (Deck)', level: 'Management', description: 'Second in command', requirements: [] },
    { id: 'chief-engineer', name: 'Chief Engineer Officer', code: 'STCW III/2', category: 'Officer Endorsements (Engine)', level: 'Management', description: 'Engine', requirements: [] },
    { id: 'rating-watch-deck', name: 'Rating Forming Part of a Navigational Watch', code: 'STCW II/4', category: 'Rating Endorsements (Deck)', level: 'Support', description: '', requirements: [] },
    { id: 'pst', name: 'Personal Survival Techniques', code: 'STCW A-VI/1-1', category: 'Basic Safety Training', level: 'Basic', description: '', requirements: [] },
    { id: 'fpff', name: 'Fire Prevention and Fire Fighting', code: 'STCW A-VI/1-2', category: 'Basic Safety Training', level: 'Basic', description: '', requirements: [] },
    { id: 'efa', name: 'Elementary First Aid', code: 'STCW A-VI/1-3', category: 'Basic Safety Training', level: 'Basic', description: '', requirements: [] },
    { id: 'pssr', name: 'Personal Safety and Social Responsibilities', code: 'STCW A-VI/1-4', category: 'Basic Safety Training', level: 'Basic', description: '', requirements: [] },
    { id: 'security-awareness', name: 'Security Awareness', code: 'STCW A-VI/6-1', category: 'Basic Safety Training', level: 'Basic', description: '', requirements: [] },
    { id: 'advanced-firefighting', name: 'Advanced Fire Fighting', code: 'STCW A-VI/3', category: 'Advanced Safety Training', level: 'Advanced', description: '', requirements: [] },
    { id: 'gmdss-operator', name: 'GMDSS General Operator', code: 'STCW IV/2', category: 'Radio Communications', level: 'Operational', description: '', requirements: [] },
    { id: 'ecdis', name: 'ECDIS', code: 'STCW A-II/1', category: 'Specialized Endorsements', level: 'Operational', description: '', requirements: [] },
    { id: 'oil-tanker-advanced', name: 'Advanced Oil Tanker Cargo Operations', code: 'STCW V/1-1', category: 'Tanker Operations', level: 'Advanced', description: '', requirements: [] },
  ],
  uscgLicenses: [
    { id: 'master-unlimited', name: 'Master of Self-Propelled Vessels of Unlimited Tonnage', code: '46 CFR 11.404', category: 'Deck Officer', tonnage: 'Unlimited', route: 'Oceans', description: '' },
    { id: 'chief-engineer-unlimited', name: 'Chief Engineer Unlimited', code: '46 CFR 11.510', category: 'Engine Officer', horsepower: 'Unlimited', description: '' },
    { id: 'able-seafarer-unlimited', name: 'Able Seafarer Unlimited', code: '46 CFR 12.603', category: 'Deck Rating', description: '' },
    { id: 'first-class-pilot', name: 'First Class Pilot', code: '46 CFR 11.705', category: 'Pilot', description: '' },
  ],
  mcaCertificates: [
    { id: 'mca-master-unlimited', name: 'Master Unlimited', code: 'MCA II/2 Unlimited', category: 'Deck Officer', tonnage: 'Unlimited', route: 'Unlimited', description: 'Command merchant ships of any size.', equivalentSTCW: 'STCW II/2' },
    { id: 'mca-master-yacht-3000', name: 'Master (Yachts) 3000 GT', code: 'MCA II/2 Yacht 3000', category: 'Yacht Officer', tonnage: '3000 GT', limitations: ['Yachts only'], description: 'Command of large yachts.', equivalentSTCW: 'STCW II/2' },
  ],
  otherAuthorities: [
    { id: 'tc-master-mariner', name: 'Master Mariner', code: 'TC-MM', authority: 'Transport Canada', country: 'Canada', category: 'Deck', level: 'Management', description: 'Canadian master', equivalentSTCW: 'STCW II/2' },
    { id: 'amsa-master', name: 'Master Unlimited', code: 'AMSA-M', authority: 'Australian Maritime Safety Authority', country: 'Australia', category: 'Deck', level: 'Management', description: 'Australian master', equivalentSTCW: 'STCW II/2' },
    { id: 'nma-master', name: 'Deck Officer Class 1', code: 'D1', authority: 'Norwegian Maritime Authority', country: 'Norway', category: 'Deck', level: 'Management', description: '', equivalentSTCW: 'STCW II/2' },
    { id: 'lib-master', name: 'Master', code: 'LIB-M', authority: 'Liberia Maritime Authority', country: 'Liberia', category: 'Deck', level: 'Management', description: '', equivalentSTCW: 'STCW II/2' },
    { id: 'mi-master', name: 'Master', code: 'RMI-M', authority: 'Marshall Islands Maritime Administrator', country: 'Marshall Islands', category: 'Deck', level: 'Management', description: '', equivalentSTCW: 'STCW II/2' },
  ],
  cocEquivalencies: [
    { id: 'uk-master-to-us-master', fromAuthority: 'MCA', fromCertificate: 'Master Unlimited (STCW II/2)', toAuthority: 'USCG', toCertificate: 'Master Unlimited (46 CFR 11.404)', limitations: ['No direct conversion'], requirements: [], validity: '5 years subject to medical renewal' },
    { id: 'us-master-to-uk-master', fromAuthority: 'USCG', fromCertificate: 'Master Unlimited (46 CFR 11.404)', toAuthority: 'MCA', toCertificate: 'CEC Master Unlimited', limitations: ['UK ships only'], requirements: [], validity: 'Matches underlying certificate' },
  ],
  recommendedEndorsements: {
    Master: ['master', 'gmdss-operator', 'ecdis'],
    'Chief Officer': ['chief-mate', 'gmdss-operator', 'ecdis', 'advanced-firefighting'],
    AB: ['rating-watch-deck'],
  },
  mandatoryBasicTraining: ['pst', 'fpff', 'efa', 'pssr', 'security-awareness'],
};

/** Name pools, places and the six demo affiliates. Plain data; the builders beside it do the work. */

export interface Region {
  state: string;
  city: string;
  areaCode: string;
  /** US: the first three zip digits; Canada: the forward sortation area. */
  postalPrefix: string;
}

export const US_REGIONS: Region[] = [
  { state: "CA", city: "San Diego", areaCode: "619", postalPrefix: "921" },
  { state: "CA", city: "Oakland", areaCode: "510", postalPrefix: "946" },
  { state: "CA", city: "Los Angeles", areaCode: "213", postalPrefix: "900" },
  { state: "NY", city: "Brooklyn", areaCode: "718", postalPrefix: "112" },
  { state: "NY", city: "New York", areaCode: "212", postalPrefix: "100" },
  { state: "WA", city: "Seattle", areaCode: "206", postalPrefix: "981" },
  { state: "WA", city: "Tacoma", areaCode: "253", postalPrefix: "984" },
  { state: "TX", city: "Austin", areaCode: "512", postalPrefix: "787" },
  { state: "CO", city: "Denver", areaCode: "303", postalPrefix: "802" },
  { state: "IL", city: "Chicago", areaCode: "312", postalPrefix: "606" },
  { state: "MA", city: "Boston", areaCode: "617", postalPrefix: "021" },
  { state: "OR", city: "Portland", areaCode: "503", postalPrefix: "972" },
  { state: "MN", city: "Minneapolis", areaCode: "612", postalPrefix: "554" },
  { state: "GA", city: "Atlanta", areaCode: "404", postalPrefix: "303" },
];

export const CA_REGIONS: Region[] = [
  { state: "QC", city: "Montréal", areaCode: "514", postalPrefix: "H2X" },
  { state: "QC", city: "Québec", areaCode: "418", postalPrefix: "G1R" },
  { state: "QC", city: "Gatineau", areaCode: "819", postalPrefix: "J8X" },
  { state: "ON", city: "Toronto", areaCode: "416", postalPrefix: "M5V" },
  { state: "ON", city: "Ottawa", areaCode: "613", postalPrefix: "K1P" },
  { state: "ON", city: "Hamilton", areaCode: "905", postalPrefix: "L8P" },
  { state: "ON", city: "London", areaCode: "519", postalPrefix: "N6A" },
  { state: "NS", city: "Halifax", areaCode: "902", postalPrefix: "B3H" },
  { state: "NS", city: "Dartmouth", areaCode: "902", postalPrefix: "B2Y" },
  { state: "BC", city: "Vancouver", areaCode: "604", postalPrefix: "V6B" },
  { state: "BC", city: "Victoria", areaCode: "250", postalPrefix: "V8W" },
  { state: "AB", city: "Calgary", areaCode: "403", postalPrefix: "T2P" },
  { state: "MB", city: "Winnipeg", areaCode: "204", postalPrefix: "R3C" },
  { state: "NB", city: "Moncton", areaCode: "506", postalPrefix: "E1C" },
];

export interface AffiliateSeed {
  firstName: string;
  lastName: string;
  emailLocal: string;
  country: "United States" | "Canada";
  homeState: string;
  feeType: string;
  canAccessDocs: boolean;
  featureFlags: string;
  language: string;
  companyName: string;
  phone: string;
  mobilePhone: string;
  website: string;
  coachingType: string;
  programInformation: string;
  certsAndCredentials: string;
  biography: string;
  /** Clients from names with a French flavour (Quebec). */
  frenchNames?: boolean;
}

export const DEMO_AFFILIATES: AffiliateSeed[] = [
  {
    firstName: "Maya",
    lastName: "Lopez",
    emailLocal: "maya.lopez",
    country: "United States",
    homeState: "CA",
    feeType: "Standard USA",
    canAccessDocs: true,
    featureFlags: "",
    language: "ENG",
    companyName: "Lopez Leadership Coaching",
    phone: "619-555-0142",
    mobilePhone: "619-555-0177",
    website: "https://lopezleadership.example.com",
    coachingType: "Leadership",
    programInformation: "Co-Active Coaching Certification (CPCC), 2019 cohort",
    certsAndCredentials: "CPCC, PCC (ICF)",
    biography:
      "Maya coaches new managers in tech and healthcare to lead with curiosity. Former nurse manager, bilingual in English and Spanish.",
  },
  {
    firstName: "Daniel",
    lastName: "Tremblay",
    emailLocal: "daniel.tremblay",
    country: "Canada",
    homeState: "QC",
    feeType: "Standard Canadian",
    canAccessDocs: false,
    featureFlags: "stripe_connect",
    language: "ENG",
    companyName: "Tremblay Coaching Inc.",
    phone: "514-555-0108",
    mobilePhone: "514-555-0163",
    website: "https://tremblaycoaching.example.ca",
    coachingType: "Career",
    programInformation: "Co-Active Coaching Certification (CPCC), 2021 cohort",
    certsAndCredentials: "CPCC, ACC (ICF)",
    biography: "Daniel helps mid-career professionals in Montréal make their next move with confidence, en français ou en anglais.",
    frenchNames: true,
  },
  {
    firstName: "Priya",
    lastName: "Shah",
    emailLocal: "priya.shah",
    country: "United States",
    homeState: "NY",
    feeType: "Flat Rate USA",
    canAccessDocs: false,
    featureFlags: "",
    language: "ENG",
    companyName: "Shah Life & Career Coaching",
    phone: "718-555-0121",
    mobilePhone: "718-555-0189",
    website: "https://priyashahcoaching.example.com",
    coachingType: "Life",
    programInformation: "Co-Active Coaching Fundamentals and Certification, in progress",
    certsAndCredentials: "ACC (ICF), MBA",
    biography: "Priya works with founders and creatives in New York on focus, boundaries and sustainable ambition.",
  },
  {
    firstName: "Liam",
    lastName: "O'Connor",
    emailLocal: "liam.oconnor",
    country: "Canada",
    homeState: "ON",
    feeType: "Leader Standard Canadian",
    canAccessDocs: false,
    featureFlags: "enable_button_translate",
    language: "JPN",
    companyName: "North Shore Coaching",
    phone: "416-555-0155",
    mobilePhone: "416-555-0131",
    website: "https://northshorecoaching.example.ca",
    coachingType: "Executive",
    programInformation: "Co-Active Leadership Program; CPCC, 2015 cohort; course leader",
    certsAndCredentials: "CPCC, MCC (ICF)",
    biography: "Liam coaches executives across Toronto and Tokyo and leads Co-Active courses in English and Japanese.",
  },
  {
    firstName: "Grace",
    lastName: "Kim",
    emailLocal: "grace.kim",
    country: "United States",
    homeState: "WA",
    feeType: "Leader Standard USA",
    canAccessDocs: false,
    featureFlags: "",
    language: "ENG",
    companyName: "Grace Kim Coaching LLC",
    phone: "206-555-0117",
    mobilePhone: "206-555-0194",
    website: "https://gracekimcoaching.example.com",
    coachingType: "Relationship",
    programInformation: "Co-Active Leadership Program; CPCC, 2016 cohort; front-of-room leader",
    certsAndCredentials: "CPCC, PCC (ICF), LMFT",
    biography: "Grace supports couples and team leads in Seattle to communicate through change.",
  },
  {
    firstName: "Noah",
    lastName: "Martin",
    emailLocal: "noah.martin",
    country: "Canada",
    homeState: "NS",
    feeType: "Standard Canadian - No Fee",
    canAccessDocs: false,
    featureFlags: "",
    language: "ENG",
    companyName: "Harbourside Coaching",
    phone: "902-555-0126",
    mobilePhone: "902-555-0168",
    website: "https://harbourside.example.ca",
    coachingType: "Wellness",
    programInformation: "Co-Active Coaching Certification (CPCC), 2023 cohort",
    certsAndCredentials: "CPCC",
    biography: "Noah coaches health-care workers in Atlantic Canada on energy, burnout recovery and purpose.",
  },
];

export const FIRST_NAMES_FEMALE = [
  "Olivia", "Emma", "Ava", "Sophia", "Isabella", "Mia", "Amelia", "Harper", "Evelyn", "Abigail",
  "Emily", "Elena", "Camila", "Aisha", "Fatima", "Mei", "Yuki", "Hana", "Zoe", "Chloe",
  "Hannah", "Leah", "Nora", "Ruth", "Sarah", "Rachel", "Naomi", "Grace", "Lucy", "Maria",
  "Ana", "Priyanka", "Anjali", "Keisha", "Tanya", "Julia", "Claire", "Megan", "Jessica", "Laura",
];
export const FIRST_NAMES_MALE = [
  "Liam", "Noah", "Oliver", "Elijah", "James", "William", "Benjamin", "Lucas", "Henry", "Theodore",
  "Mateo", "Daniel", "Samuel", "David", "Joseph", "Omar", "Hiroshi", "Kenji", "Arjun", "Ravi",
  "Marcus", "Andre", "Tyrone", "Carlos", "Diego", "Ethan", "Nathan", "Aaron", "Ryan", "Kevin",
  "Michael", "Thomas", "Patrick", "Sean", "Jordan", "Adam", "Simon", "Peter", "Paul", "Victor",
];
export const FIRST_NAMES_NEUTRAL = ["Alex", "Jordan", "Taylor", "Morgan", "Casey", "Riley", "Jamie", "Avery", "Quinn", "Sam"];
export const LAST_NAMES = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
  "Hernandez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "White", "Harris", "Clark",
  "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott", "Nguyen", "Hill",
  "Green", "Adams", "Baker", "Nelson", "Carter", "Mitchell", "Perez", "Roberts", "Patel", "Chen",
  "Wong", "Singh", "Kaur", "Tanaka", "Sato", "Kowalski", "Novak", "Okafor", "Mensah", "Haddad",
  "Cohen", "Murphy", "Kelly", "Campbell", "MacDonald", "Fraser", "Reid", "Sullivan", "Brooks", "Park",
];
export const FRENCH_FIRST_NAMES_FEMALE = ["Camille", "Chloé", "Léa", "Manon", "Émilie", "Geneviève", "Isabelle", "Julie", "Marie-Ève", "Sophie", "Catherine", "Audrey"];
export const FRENCH_FIRST_NAMES_MALE = ["Mathieu", "Guillaume", "Étienne", "Olivier", "Félix", "Jean-François", "Louis", "Maxime", "Philippe", "Simon", "Alexandre", "Antoine"];
export const FRENCH_LAST_NAMES = [
  "Tremblay", "Gagnon", "Roy", "Côté", "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin", "Gagné",
  "Ouellet", "Pelletier", "Bélanger", "Lévesque", "Bergeron", "Leblanc", "Paquette", "Girard", "Simard", "Boucher",
];

export const STREETS = [
  "Maple Avenue", "Oak Street", "Cedar Lane", "Pine Road", "Elm Street", "Lakeview Drive", "Hillcrest Road",
  "Park Avenue", "Main Street", "Church Street", "King Street", "Queen Street", "Water Street", "Harbour Road",
  "Sunset Boulevard", "Willow Way", "Birch Crescent", "Spruce Court", "River Road", "Highland Avenue",
];
export const FRENCH_STREETS = ["rue Saint-Denis", "boulevard René-Lévesque", "avenue du Parc", "rue Sherbrooke", "rue Laurier", "chemin Sainte-Foy"];

export const OCCUPATIONS: Array<[string, string]> = [
  ["Software Engineer", "Northwind Labs"],
  ["Product Manager", "Contoso Health"],
  ["Nurse Practitioner", "City General Hospital"],
  ["Teacher", "Riverside School District"],
  ["Small Business Owner", "self-employed"],
  ["Marketing Director", "Fabrikam Foods"],
  ["Architect", "Blue Harbor Design"],
  ["Financial Advisor", "Summit Wealth Partners"],
  ["Physician", "Lakeside Family Clinic"],
  ["HR Manager", "Tailspin Logistics"],
  ["Lawyer", "Baker & Reid LLP"],
  ["Graphic Designer", "freelance"],
  ["Operations Manager", "Adventure Works"],
  ["Professor", "State University"],
  ["Sales Director", "Litware Inc."],
  ["Non-profit Executive Director", "Community Food Network"],
  ["Consultant", "Wide World Consulting"],
  ["Chef and Restaurant Owner", "The Green Table"],
];

export const ESSENCES = [
  "Curious", "Generous", "Grounded", "Playful", "Courageous", "Warm", "Fierce", "Wise", "Steady", "Bright",
  "Compassionate", "Adventurous", "Loyal", "Creative", "Calm", "Honest", "Joyful", "Bold", "Gentle", "Spirited",
];
export const SURVIVAL_MECHANISMS = [
  "People-pleasing", "Perfectionism", "Over-preparing", "Staying busy", "Avoiding conflict", "Taking charge",
  "Withdrawing", "Humour to deflect", "Over-explaining", "Saying yes to everything",
];
export const LIFE_PURPOSES = [
  "I am the spark that lights the way for others to step into their power.",
  "I am the steady harbour where people rest and find their courage.",
  "I am the bridge that brings people together across their differences.",
  "I am the gardener who helps ideas and people grow.",
  "I am the compass that points toward what truly matters.",
  "I am the laughter that makes the hard road lighter.",
];
export const PERSONAL_NOTES = [
  "Wants more time with family; exploring a four-day week.",
  "Preparing for a promotion to director next year.",
  "Starting a business on the side; needs structure and accountability.",
  "Recovering from burnout; pacing is the theme.",
  "Relocating next spring; sorting out what to keep and what to let go.",
  "Building confidence in public speaking.",
];
export const CONTACT_NOTES = [
  "Met at the spring open house.",
  "Referred by a current client.",
  "Prefers evening sessions.",
  "Prefers video sessions.",
  "Asked for information about group coaching.",
  "Sponsored by employer; invoices go to the billing email.",
  "",
  "",
];

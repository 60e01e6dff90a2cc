// The four years of B.Tech and every route that depends on one. Storage and the API name
// them firstYear..fourthYear; routes keep the old product's spellings.
export type YearKey = 'firstYear' | 'secondYear' | 'thirdYear' | 'fourthYear';

export type Year = {
  key: YearKey;
  number: 1 | 2 | 3 | 4;
  label: 'First' | 'Second' | 'Third' | 'Fourth';
  slug: 'first-year' | 'second-year' | 'third-year' | 'fourth-year';
  routes: {
    pyq: string;
    importantTopics: string;
    quantum: string;
    studyMaterial: string;
    brevi: string;
    handwritten: string;
    syllabusPdf: string;
  };
};

function year(key: YearKey, number: Year['number'], label: Year['label'], studyPage: string): Year {
  const slug = `${label.toLowerCase()}-year` as Year['slug'];
  return {
    key,
    number,
    label,
    slug,
    routes: {
      pyq: `/pyq/${label}-year`,
      importantTopics: `/important-topics/${slug}`,
      quantum: `/${label}YearQuantum`,
      studyMaterial: `/Study_material/${studyPage}`,
      brevi: `/brevi_learning/${label}-year`,
      handwritten: `/handwritten_Notes/${label}-year`,
      syllabusPdf: `/files/syllabus/${slug}.pdf`,
    },
  };
}

export const YEARS: readonly Year[] = [
  year('firstYear', 1, 'First', 'FirstYearStudyMaterialPage'),
  year('secondYear', 2, 'Second', 'SecondYearStudyMaterialPage'),
  year('thirdYear', 3, 'Third', 'ThirdYearStudyMaterialPage'),
  year('fourthYear', 4, 'Fourth', 'FinalYearStudyMaterialPage'),
];

export function yearByKey(key: YearKey): Year {
  return YEARS.find((y) => y.key === key)!;
}

// Whether a value (e.g. a URL parameter) names one of the years.
export function isYearKey(value: unknown): value is YearKey {
  return YEARS.some((y) => y.key === value);
}

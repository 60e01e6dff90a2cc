import { useChooserHead, YearChooser } from '@/components/YearChooser';

// The year chooser pages of SPEC §2; each is its own lazy route.
export function StudyMaterialChooser() {
  useChooserHead('Study material');
  return <YearChooser heading="Choose study material for your year" button="View Now" to={(y) => y.routes.studyMaterial} />;
}
export function QuantumChooser() {
  useChooserHead('Quantum');
  return (
    <YearChooser
      heading="Choose Latest quantum for BTECH"
      button="VISIT"
      to={(y) => y.routes.quantum}
      cardTitle={(y) => `Btech ${y.label} year`}
      lines={['Important Topics', 'Latest Syllabus']}
    />
  );
}
export function PyqChooser() {
  useChooserHead('Previous year papers');
  return <YearChooser heading="Previous year papers for BTECH" button="VISIT" to={(y) => y.routes.pyq} />;
}
// Both /important-topics and /imp_topic (its canonical is the one asked for).
export function ImportantTopicsChooser() {
  useChooserHead('Important topics');
  return <YearChooser heading="Important topics for BTECH" button="VISIT" to={(y) => y.routes.importantTopics} />;
}
export function HandwrittenChooser() {
  useChooserHead('Handwritten notes');
  return <YearChooser heading="Handwritten notes for BTECH" button="VISIT" to={(y) => y.routes.handwritten} />;
}

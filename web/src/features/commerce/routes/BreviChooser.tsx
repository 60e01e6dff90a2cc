import { useChooserHead, YearChooser } from '@/components/YearChooser';

export default function BreviChooser() {
  useChooserHead('Brevi Learning notes');
  return <YearChooser heading="Brevi Learning notes for B.Tech" button="VISIT" to={(y) => y.routes.brevi} />;
}
